/**
 * Product edit page (shopping-admin-replica.md 6-7): page actions (Back, Add Attribute, the Save
 * split button with Save & New / Save & Duplicate / Save & Close), the top fields with Magento's
 * names (the first `product[quantity_and_stock_status][qty]` is the Quantity input, value the
 * shortest decimal; the first `...[is_in_stock]` the Stock Status select), "Advanced Inventory",
 * the collapsed sections, and the open "Configurations" section: the first element with
 * `data-index="configurable"`, whose variation matrix shows the saved children page by page
 * (20 rows, switch S1). Its rows, the wizard and unsaved rows are drawn by `PRODUCT_JS` from the
 * page data at the end of `<body>`; the server renders page 1 so it is there at `load`.
 */
import { h, trusted, type Html } from '../../kit/html';
import { ATTRIBUTE_SETS, VISIBILITY } from '../db/schema';
import { decodeName, money } from './grid';

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  type: string;
  attribute_set_id: number;
  price: number;
  status: number;
  visibility: number;
  weight: number | null;
  tax_class_id: number;
  qty: number;
  is_in_stock: number;
  description: string | null;
  url_key: string | null;
}

export interface MatrixRow {
  id: number;
  name: string;
  sku: string;
  price: number;
  qty: number;
  weight: number | null;
  status: number;
  /** Attribute id -> option id. */
  options: Record<string, number>;
  /** `Size: S, Color: Gray`. */
  attributes: string;
}

export interface ConfigData {
  /** Attributes the wizard offers: id, code, label, options in sort order. */
  attributes: { id: number; code: string; label: string; options: { id: number; label: string }[] }[];
  /** The product's configurable attributes in position order. */
  used: number[];
  rows: MatrixRow[];
  pageSize: number;
}

/** Stored qty as the form prints it: the shortest decimal (`478`, `5`, `0`, `2.5`). */
export const formQty = (n: number) => String(Number(n.toFixed(4)));

const field = (label: string, control: Html, o: { required?: boolean; note?: Html; cls?: string } = {}) =>
  h`<div class="admin__field${o.required ? ' _required' : ''}${o.cls ? ` ${o.cls}` : ''}"><div class="admin__field-label"><label>${label}</label></div><div class="admin__field-control">${control}${o.note ?? ''}<label class="admin__field-error" hidden></label></div></div>`;

export function saveUrl(p: ProductRow, back: string): string {
  return `/admin/catalog/product/save/id/${p.id}/type/${p.type}/store/0/set/${p.attribute_set_id}/${back ? `back/${back}/` : ''}`;
}

export function productActions(p: ProductRow): Html {
  return h`<button id="back" type="button" class="action-default back js-go" data-href="/admin/catalog/product/" title="Back"><span>Back</span></button>
<button id="addAttribute" type="button" class="action-default js-add-attribute" title="Add Attribute"><span>Add Attribute</span></button>
<div class="actions-split"><button id="save-button" type="submit" form="product_form" class="action-default primary" title="Save"><span>Save</span></button>
<button type="button" class="action-toggle primary js-dropdown-toggle" title="Select"><span>Select</span></button>
<ul class="dropdown-menu" hidden><li><button id="save_and_new" type="submit" form="product_form" formaction="${saveUrl(p, 'new')}" class="item">Save &amp; New</button></li>
<li><button id="save_and_duplicate" type="submit" form="product_form" formaction="${saveUrl(p, 'duplicate')}" class="item">Save &amp; Duplicate</button></li>
<li><button id="save_and_close" type="submit" form="product_form" formaction="${saveUrl(p, '')}" class="item">Save &amp; Close</button></li></ul></div>`;
}

function matrixRowHtml(r: MatrixRow): Html {
  return h`<tr class="data-row"><td><span class="thumbnail-placeholder" aria-hidden="true"></span></td>
<td><a href="/admin/catalog/product/edit/id/${String(r.id)}/" target="_blank">${decodeName(r.name)}</a></td><td>${r.sku}</td><td>${money(r.price)}</td><td>${formQty(r.qty)}</td>
<td>${r.weight === null ? '' : formQty(r.weight)}</td><td>${r.status === 1 ? 'Enabled' : 'Disabled'}</td><td>${r.attributes}</td>
<td><div class="action-select-wrap"><button type="button" class="action-select js-row-menu"><span>Select</span></button><ul class="action-menu" hidden>
<li><a class="action-menu-item js-row-choose">Choose a different Product</a></li><li><a class="action-menu-item js-row-status">${r.status === 1 ? 'Disable Product' : 'Enable Product'}</a></li>
<li><a class="action-menu-item js-row-remove">Remove Product</a></li></ul></div></td></tr>`;
}

export function matrixTable(rows: MatrixRow[], pageSize: number): Html {
  const pages = Math.ceil(rows.length / pageSize);
  return h`<table class="admin__dynamic-rows data-grid"><thead><tr><th>Image</th><th>Name</th><th>SKU</th><th>Price</th><th>Quantity</th><th>Weight</th><th>Status</th><th>Attributes</th><th>Actions</th></tr></thead>
<tbody class="js-matrix-body">${rows.slice(0, pageSize).map(matrixRowHtml)}</tbody></table>
${pages > 1 ? h`<div class="admin__data-grid-pager js-matrix-pager"><button type="button" class="action-previous js-matrix-prev" disabled><span>Previous Page</span></button> <span class="js-matrix-page">1</span> of ${String(pages)} <button type="button" class="action-next js-matrix-next"><span>Next Page</span></button></div>` : ''}`;
}

export function productEditBody(p: ProductRow, o: { sizeLabel?: string; colorLabel?: string; config?: ConfigData; sets: number[] }): Html {
  const simple = p.type === 'simple';
  const has = !!o.config?.rows.length;
  return h`<form id="product_form" method="post" action="${saveUrl(p, 'edit')}" novalidate class="js-product-form">
<div class="store-switcher"><span class="store-switcher-label">Scope:</span> <button type="button" class="admin__action-dropdown">All Store Views</button></div>
<fieldset class="admin__fieldset" data-index="product-details">
${field('Enable Product', h`<div class="admin__actions-switch"><input type="hidden" name="product[status]" value="2"><input type="checkbox" id="product_status" class="admin__actions-switch-checkbox" name="product[status]" value="1"${p.status === 1 ? ' checked' : ''}><label class="admin__actions-switch-label" for="product_status"><span class="admin__actions-switch-text">${p.status === 1 ? 'Yes' : 'No'}</span></label></div>`)}
${field('Attribute Set', h`<select name="product[attribute_set_id]" aria-label="Attribute Set">${o.sets.map((id) => h`<option value="${String(id)}"${id === p.attribute_set_id ? ' selected' : ''}>${ATTRIBUTE_SETS[id]}</option>`)}</select>`)}
${field('Product Name', h`<input class="admin__control-text" type="text" name="product[name]" aria-label="Product Name" value="${decodeName(p.name)}" data-validate="required">`, { required: true })}
${field('SKU', h`<input class="admin__control-text" type="text" name="product[sku]" aria-label="SKU" value="${p.sku}" data-validate="required">`, { required: true })}
${field(
  'Price',
  h`<span class="admin__addon-prefix">$</span><input class="admin__control-text" type="text" name="product[price]" aria-label="Price" value="${p.price.toFixed(2)}" data-validate="required number min0">`,
  { required: true, note: h`<button type="button" class="action-additional js-advanced-pricing"><span>Advanced Pricing</span></button>` },
)}
${field('Tax Class', h`<select name="product[tax_class_id]" aria-label="Tax Class"><option value="0"${p.tax_class_id === 0 ? ' selected' : ''}>None</option><option value="2"${p.tax_class_id === 2 ? ' selected' : ''}>Taxable Goods</option></select>`)}
${
  simple
    ? field(
        'Quantity',
        h`<input class="admin__control-text" type="text" name="product[quantity_and_stock_status][qty]" aria-label="Quantity" value="${formQty(p.qty)}" data-validate="number min0">`,
        {
          note: h`<button type="button" class="action-additional js-advanced-inventory" data-index="advanced_inventory_button"><span>Advanced Inventory</span></button><div class="admin__field-note">Salable Quantity: Default Stock: ${formQty(p.qty)}</div>`,
          cls: 'field-qty',
        },
      )
    : ''
}
${field('Stock Status', h`<select name="product[quantity_and_stock_status][is_in_stock]" aria-label="Stock Status"><option value="1"${p.is_in_stock === 1 ? ' selected' : ''}>In Stock</option><option value="0"${p.is_in_stock === 0 ? ' selected' : ''}>Out of Stock</option></select>`)}
${field(
  'Weight',
  h`<select name="product[product_has_weight]" aria-label="Product has weight"><option value="1"${p.weight !== null ? ' selected' : ''}>This item has weight</option><option value="0"${p.weight === null ? ' selected' : ''}>This item has no weight</option></select>
  <input class="admin__control-text" type="text" name="product[weight]" aria-label="Weight" value="${p.weight === null ? '' : formQty(p.weight)}" data-validate="number min0"><span class="admin__addon-suffix">lbs</span>`,
)}
${field('Categories', h`<div class="admin__action-multiselect" tabindex="0">Select...</div>`)}
${field('Visibility', h`<select name="product[visibility]" aria-label="Visibility">${Object.entries(VISIBILITY).map(([v, l]) => h`<option value="${v}"${Number(v) === p.visibility ? ' selected' : ''}>${l}</option>`)}</select>`)}
${field('Set Product as New From', h`<input class="admin__control-text" type="text" name="product[news_from_date]" aria-label="Set Product as New From"> To <input class="admin__control-text" type="text" name="product[news_to_date]" aria-label="Set Product as New To">`)}
${o.sizeLabel ? field('Size', h`<select name="product[size]" aria-label="Size" disabled><option>${o.sizeLabel}</option></select>`) : ''}
${o.colorLabel ? field('Color', h`<select name="product[color]" aria-label="Color" disabled><option>${o.colorLabel}</option></select>`) : ''}
</fieldset>
<div class="fieldset-wrapper admin__collapsible-block-wrapper" data-index="configurable">
<div class="fieldset-wrapper-title"><strong class="admin__collapsible-title"><span>Configurations</span></strong></div>
<div class="admin__fieldset-wrapper-content">
<div data-index="configurable_products_button_set"><p>Configurable products allow customers to choose options (Ex: shirt color). You need to create a simple product for each configuration (Ex: a product for each color).</p>
${has ? h`<button type="button" class="action-basic" data-index="add_products_manually_button"><span>Add Products Manually</span></button> ` : ''}<button type="button" class="action-secondary js-open-wizard" data-index="create_configurable_products_button"><span>${has ? 'Edit Configurations' : 'Create Configurations'}</span></button></div>
<div class="admin__field admin__field-wide" data-index="configurable-matrix"${has ? '' : ' hidden'}><label class="admin__field-label"><span>Current Variations</span></label>
<div class="js-matrix">${o.config && has ? matrixTable(o.config.rows, o.config.pageSize) : ''}</div></div>
<input type="hidden" name="configurable-matrix-serialized" value="" class="js-matrix-serialized">
<input type="hidden" name="affect_configurable_product_attributes" value="0" class="js-matrix-affected">
</div></div>
${[
  'Content',
  'Images And Videos',
  'Search Engine Optimization',
  'Related Products, Up-Sells, and Cross-Sells',
  'Customizable Options',
  'Product in Websites',
  'Design',
  'Gift Options',
].map(
  (t) =>
    h`<div class="fieldset-wrapper admin__collapsible-block-wrapper _collapsed" data-index="${t.toLowerCase().replace(/[^a-z]+/g, '-')}"><div class="fieldset-wrapper-title"><strong class="admin__collapsible-title js-collapsible"><span>${t}</span></strong></div>
<div class="admin__fieldset-wrapper-content" hidden>${t === 'Content' ? h`<label>Description <textarea name="product[description]" aria-label="Description">${p.description ?? ''}</textarea></label>` : t === 'Search Engine Optimization' ? h`<label>URL Key <input class="admin__control-text" type="text" name="product[url_key]" value="${p.url_key ?? ''}"></label>` : ''}</div></div>`,
)}
</form>`;
}

/** The Advanced Inventory modal (outside the form's top fields; its copies sync with them). */
export function advancedInventoryModal(): Html {
  return h`<aside class="modal-slide product_form_product_form_advanced_inventory_modal js-inventory-modal" role="dialog" aria-label="Advanced Inventory" hidden>
<div class="modal-inner-wrap"><header class="modal-header"><h1 class="modal-title">Advanced Inventory</h1><button type="button" class="action-close js-modal-close" aria-label="Close"><span>Close</span></button></header>
<div class="modal-content"><p>Manage Stock: Yes (Use Config Settings). Out-of-Stock Threshold: 0. Minimum Qty Allowed in Shopping Cart: 1. Backorders: No Backorders.</p></div>
<footer class="modal-footer"><button type="button" class="action-primary js-modal-close"><span>Done</span></button></footer></div></aside>`;
}

/** Page data for `PRODUCT_JS` (outside the Configurations section, so its text is never read there). */
export function pageData(data: unknown): Html {
  return h`<script type="application/json" id="product-page-data">${trusted(JSON.stringify(data).replace(/</g, '\\u003c'))}</script>`;
}
