/**
 * What each write route of the ShoppingAdmin (Magento admin) replica writes (issue 55): the
 * effect rules behind its `x-stwab-effect` header, named with the words of the control that
 * sends each request: the product page's Save (and its split button's Save & Duplicate; the
 * products the configuration wizard's "Generate Products" made are created by that Save), the
 * grid's Actions (Delete, Change status › Enable / Disable, over the ticked rows or "Select
 * All"), Update attributes › Save, and the attribute page's "Save Attribute", "Save and
 * Continue Edit" and "Delete Attribute". Signing in, searching and paging write nothing.
 */
import type { EffectRule } from '../../core/effects';

/** Magento's `/admin/<route>/<controller>/<action>` (the app skips empty segments). */
const admin = (route: string, controller: string, action: string) => `^/+admin/+${route}/+${controller}/+${action}`;
/** After the action: `/<key>/<value>` pairs, then `key`/`value` among them. */
const withParam = (key: string, value: string) => `(?:/+[^/]+/+[^/]+)*?/+${key}/+${value}(?:/|$)`;
const end = '(?:/|$)';

/** The product save reads the last value of a repeated field (`repeated: 'last'`). */
const post = (path: string, effect: string, body?: Record<string, string>, repeated?: 'last'): EffectRule => ({
  method: 'POST',
  path,
  ...(body ? { body } : {}),
  ...(repeated ? { repeated } : {}),
  effect,
});

const SAVE = admin('catalog', 'product', 'save');
const MATRIX = 'affect_configurable_product_attributes';
const MASS = `${admin('catalog', 'product', 'mass')}${end}`;
const ALL = { select_all: '^1$' };
const TICKED = { select_all: '^(?!1$)' };

/** Every write route of the ShoppingAdmin replica; first match wins. */
export const SHOPPING_ADMIN_EFFECTS: EffectRule[] = [
  post(
    `${SAVE}${withParam('back', 'duplicate')}`,
    'generate products: save product and its configurations, and duplicate it (Save & Duplicate)',
    { [MATRIX]: '^1$' },
    'last',
  ),
  post(`${SAVE}${withParam('back', 'duplicate')}`, 'save product and duplicate it (Save & Duplicate)', { [MATRIX]: '^(?!1$)' }, 'last'),
  post(`${SAVE}${end}`, 'generate products: save product and its configurations', { [MATRIX]: '^1$' }, 'last'),
  post(`${SAVE}${end}`, 'save product', { [MATRIX]: '^(?!1$)' }, 'last'),
  post(MASS, 'Select All: delete all products found', { op: '^delete$', ...ALL }),
  post(MASS, 'delete selected products', { op: '^delete$', ...TICKED }),
  post(MASS, 'Select All: change status of all products found to {op}d', { op: '^(enable|disable)$', ...ALL }),
  post(MASS, 'change status of selected products to {op}d', { op: '^(enable|disable)$', ...TICKED }),
  post(`${admin('catalog', 'product_action_attribute', 'save')}${end}`, 'update attributes: save quantity and stock status of selected products'),
  post(`${admin('catalog', 'product_attribute', 'save')}${withParam('back', 'edit')}`, 'save attribute and its swatch options (Save and Continue Edit)'),
  post(`${admin('catalog', 'product_attribute', 'save')}${end}`, 'save attribute and its swatch options (Save Attribute)'),
  post(`${admin('catalog', 'product_attribute', 'delete')}${end}`, 'delete attribute'),
];
