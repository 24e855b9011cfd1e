/**
 * The ShoppingAdmin replica's drift catalog (core/drift.ts, apps/kit/drift.ts). Probe paths are
 * under the replica's base URL (`<origin>/admin`).
 * - `cosmetic`: the product page's buttons and the configurations wizard's steps re-worded;
 *   routes, form fields, records and behaviour stay as they are. The wizard builds its buttons in
 *   the client script, so each rule renames the label both as a text node and as the script's
 *   quoted string. Each drifted label is a text no published page shows, so mapping it back is
 *   unambiguous.
 * - `structural`: the same controls in another place or sequence (the grid's Actions menu below
 *   the table; a confirmation after "Generate Products").
 * - `logic`: a changed rule the tasks' policies and checks speak about (the stock statuses
 *   renamed, stored values unchanged; a simple product's save needs a source).
 */
import type { DriftRule } from '../kit/drift';
import { escapeRegExp, labelRule } from '../kit/drift';

const PRODUCT = '/catalog/product/edit/id/1130/';
const SIMPLE = '/catalog/product/edit/id/872/';
const GRID = '/catalog/product/';
const SCRIPT = '/static/admin.js';

/** A label rule that also renames the label where the client script quotes it (`'Next'`). */
function label(id: string, from: string, to: string, path: string, where: string): DriftRule {
  const rule = labelRule(id, from, to, { path }, where);
  return { ...rule, rewrite: [...rule.rewrite, [new RegExp(`'${escapeRegExp(from)}'`, 'g'), `'${to}'`]] };
}

/**
 * `structural` `actions-moved`: the products grid's mass-action menu ("Actions": Delete, Change
 * status, Update attributes) leaves the toolbar above the table for a footer below it, inside the
 * same form, so it acts on the same ticked rows.
 */
const actionsMoved: DriftRule = {
  id: 'actions-moved',
  profile: 'structural',
  description: 'the products grid\'s "Actions" menu is below the table instead of in the toolbar above it',
  texts: [],
  rewrite: [
    [
      /(<div class="action-select-wrap admin__data-grid-actions">[\s\S]*?<\/ul><\/div>)([\s\S]*?)(<input type="hidden" name="select_all")/,
      '$2<div class="admin__data-grid-footer" data-drift="actions-moved">$1</div>\n$3',
    ],
  ],
  probe: { path: GRID, shows: 'data-drift="actions-moved"' },
};

const GENERATE_QUESTION = 'The products listed in the summary will be created when you save. Generate them now?';

/**
 * `structural` `generate-confirm`: "Generate Products" on the wizard's last step asks first (a
 * "Generate products" dialog with Cancel / OK); the matrix is rebuilt only after "OK". The
 * rule rewrites the client script's last-step branch (client-product.ts `nextStep`).
 */
const generateConfirm: DriftRule = {
  id: 'generate-confirm',
  profile: 'structural',
  description: `"Generate Products" asks for confirmation ("${GENERATE_QUESTION}", Cancel / OK); the variations are generated only after "OK"`,
  texts: [],
  rewrite: [
    [
      /if\(W\.step===4\)\{generate\(\);return;\}/,
      "if(W.step===4){(function(){var m=document.createElement('aside');m.className='modal-popup confirm';m.setAttribute('role','dialog');" +
        "m.setAttribute('aria-label','Generate products');m.setAttribute('data-drift','generate-confirm');" +
        `m.innerHTML='<h1 class="modal-title">Generate products</h1><div class="modal-content"><p>${GENERATE_QUESTION}</p></div>` +
        '<footer class="modal-footer"><button type="button" class="action-secondary js-gc-cancel"><span>Cancel</span></button> ' +
        '<button type="button" class="action-primary js-gc-ok"><span>OK</span></button></footer>\';' +
        "document.body.appendChild(m);m.addEventListener('click',function(e){if(e.target.closest('.js-gc-cancel'))m.remove();" +
        "else if(e.target.closest('.js-gc-ok')){m.remove();generate();}});})();return;}",
    ],
  ],
  probe: { path: SCRIPT, shows: GENERATE_QUESTION },
};

/**
 * `logic` `stock-status-renamed`: the stock statuses read "Available for Sale" (In Stock) and
 * "Sold Out" (Out of Stock) on the product page and the Update Attributes page; the stored value
 * (1 / 0) stays. `entered`: picking "Available for Sale" chooses In Stock, so the evaluators read
 * the published label.
 */
const stockStatusRenamed: DriftRule = {
  id: 'stock-status-renamed',
  profile: 'logic',
  description: 'the stock statuses are named "Available for Sale" (In Stock) and "Sold Out" (Out of Stock); the stored values stay',
  texts: [
    { from: 'In Stock', to: 'Available for Sale', entered: true },
    { from: 'Out of Stock', to: 'Sold Out', entered: true },
  ],
  rewrite: [
    [/>(\s*)In Stock(\s*)</g, '>$1Available for Sale$2<'],
    [/>(\s*)Out of Stock(\s*)</g, '>$1Sold Out$2<'],
  ],
  probe: { path: SIMPLE },
};

/** The save URL of a simple product (views/product.ts `saveUrl`): `/admin/catalog/product/save/id/<id>/type/simple/...`. */
const SIMPLE_SAVE = /^\/admin\/catalog\/product\/save\/id\/(\d+)\/type\/simple\//;

/**
 * `logic` `qty-needs-source`: a simple product's quantity needs a source: its page gains a
 * required "Source" select (Select... / Default Source) under Quantity, the client refuses to
 * save without it ("This is a required field."), and so does the server: a save without
 * `product[source_code]` changes nothing and returns to the product page.
 */
const qtyNeedsSource: DriftRule = {
  id: 'qty-needs-source',
  profile: 'logic',
  description: 'a simple product\'s page has a required "Source" select under Quantity; a save without a source is refused',
  texts: [],
  rewrite: [
    [
      /(<div class="admin__field field-qty">[\s\S]*?<label class="admin__field-error" hidden><\/label><\/div><\/div>)/,
      '$1\n<div class="admin__field _required field-source" data-drift="qty-needs-source"><div class="admin__field-label"><label for="product_source_code">Source</label></div>' +
        '<div class="admin__field-control"><select id="product_source_code" name="product[source_code]" aria-label="Source" data-validate="required"><option value="">Select...</option>' +
        '<option value="default">Default Source</option></select><label class="admin__field-error" hidden></label></div></div>',
    ],
  ],
  intercept: async (req) => {
    const m = req.method === 'POST' ? SIMPLE_SAVE.exec(new URL(req.url).pathname) : null;
    if (!m) return undefined;
    const form = await req.formData().catch(() => undefined);
    if (String(form?.get('product[source_code]') ?? '').trim()) return undefined;
    return new Response(null, { status: 302, headers: { Location: `/admin/catalog/product/edit/id/${m[1]}/` } });
  },
  probe: { path: SIMPLE, shows: 'data-drift="qty-needs-source"' },
};

/** Every drift change the ShoppingAdmin replica offers (a profile's changes are its entries with that `profile`). */
export const SHOPPING_ADMIN_DRIFT: readonly DriftRule[] = [
  label('label-save', 'Save', 'Save product', PRODUCT, 'the product page'),
  label('label-edit-configurations', 'Edit Configurations', 'Change variations', PRODUCT, 'the product page, Configurations'),
  label('label-remove-product', 'Remove Product', 'Delete variant', PRODUCT, "a configuration row's action menu"),
  label('label-next', 'Next', 'Proceed', SCRIPT, 'the configurations wizard'),
  label('label-generate', 'Generate Products', 'Create variants', SCRIPT, "the configurations wizard's last step"),
  actionsMoved,
  generateConfirm,
  stockStatusRenamed,
  qtyNeedsSource,
];
