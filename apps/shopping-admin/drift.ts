/**
 * The ShoppingAdmin replica's drift catalog (core/drift.ts, apps/kit/drift.ts). `cosmetic`: the
 * product page's buttons and the configurations wizard's steps re-worded; routes, form fields,
 * records and behaviour stay as they are. The wizard builds its buttons in the client script, so
 * each rule renames the label both as a text node and as the script's quoted string. Each drifted
 * label is a text no published page shows, so mapping it back is unambiguous. Probe paths are
 * under the replica's base URL (`<origin>/admin`).
 */
import type { DriftRule } from '../kit/drift';
import { escapeRegExp, labelRule } from '../kit/drift';

const PRODUCT = '/catalog/product/edit/id/1130/';
const SCRIPT = '/static/admin.js';

/** A label rule that also renames the label where the client script quotes it (`'Next'`). */
function label(id: string, from: string, to: string, path: string, where: string): DriftRule {
  const rule = labelRule(id, from, to, { path }, where);
  return { ...rule, rewrite: [...rule.rewrite, [new RegExp(`'${escapeRegExp(from)}'`, 'g'), `'${to}'`]] };
}

/** Every drift change the ShoppingAdmin replica offers. */
export const SHOPPING_ADMIN_DRIFT: readonly DriftRule[] = [
  label('label-save', 'Save', 'Save product', PRODUCT, 'the product page'),
  label('label-edit-configurations', 'Edit Configurations', 'Change variations', PRODUCT, 'the product page, Configurations'),
  label('label-remove-product', 'Remove Product', 'Delete variant', PRODUCT, "a configuration row's action menu"),
  label('label-next', 'Next', 'Proceed', SCRIPT, 'the configurations wizard'),
  label('label-generate', 'Generate Products', 'Create variants', SCRIPT, "the configurations wizard's last step"),
];
