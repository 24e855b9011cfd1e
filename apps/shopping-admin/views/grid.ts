/**
 * Catalog › Products grid (shopping-admin-replica.md 5): "Add Product" split button, the keyword
 * box `#fulltext` ("Search by keyword"), the active-filter strip, "Actions" (Delete, Change status,
 * Update attributes), "<N> records found", page size and pager, and the table whose checkbox
 * header has the "Select All" / "Deselect All" menu. The grid's state lives in the session and
 * every control posts and comes back to the same URL, so the page URL never changes (Magento's
 * bookmarks). Buttons of the actions and pager set `op` and submit (Enter in the page box goes to
 * that page).
 */
import { h, type Html } from '../../kit/html';
import { TYPE_LABEL, VISIBILITY } from '../db/schema';
import type { GridState } from '../context';

export interface GridRow {
  id: number;
  name: string;
  type: string;
  set: string;
  sku: string;
  price: number;
  qty: number;
  visibility: number;
  status: number;
}

export const money = (n: number) => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
/** Quantity as the grid prints it (four decimals). */
const gridQty = (n: number) => n.toFixed(4);
/** Stored names carry HTML entities (`&trade;`); Magento prints them as the character. */
export const decodeName = (s: string) => s.replace(/&trade;/g, '™').replace(/&amp;/g, '&');

export const PAGE_SIZES = [20, 30, 50, 100, 200];

export function addProductActions(): Html {
  return h`<div class="actions-split"><a id="add_new_product-button" class="action-default primary add" href="/admin/catalog/product/new/set/4/type/simple/"><span>Add Product</span></a>
<button type="button" class="action-toggle primary add js-dropdown-toggle" title="Add Product type"><span>Select</span></button>
<ul class="dropdown-menu" hidden>${Object.entries(TYPE_LABEL).map(([t, l]) => h`<li><a class="item" href="/admin/catalog/product/new/set/4/type/${t}/">${l}</a></li>`)}<li><a class="item" href="/admin/catalog/product/new/set/4/type/virtual/">Virtual Product</a></li><li><a class="item" href="/admin/catalog/product/new/set/4/type/downloadable/">Downloadable Product</a></li></ul></div>`;
}

export function productGridBody(o: { state: GridState; rows: GridRow[]; total: number }): Html {
  const { state } = o;
  const pages = Math.max(1, Math.ceil(o.total / state.pageSize));
  return h`<div class="admin__data-grid-outer-wrap" data-role="grid-wrapper">
<form method="post" action="/admin/catalog/product/" class="admin__data-grid-header">
  <div class="data-grid-search-control-wrap"><label for="fulltext" class="data-grid-search-label" title="Search"><span>Search</span></label>
    <input id="fulltext" name="search" class="admin__control-text data-grid-search-control" type="text" placeholder="Search by keyword" value="${state.keyword}">
    <button type="submit" name="grid_action" value="search" class="action-submit" title="Search"><span>Search</span></button></div>
  <div class="admin__data-grid-filters-wrap"><button type="button" class="action-default js-filters-toggle" data-action="grid-filter-expand">Filters</button>
    <div class="admin__data-grid-filters" hidden><p>Name, SKU, Type, Attribute Set, Price, Quantity, Visibility and Status filters narrow the list like the keyword does.</p>
    <button type="button" class="action-tertiary js-filters-toggle">Cancel</button> <button type="submit" name="grid_action" value="search" class="action-secondary">Apply Filters</button></div>
    <button type="button" class="action-default">Default View</button> <button type="button" class="action-default">Columns</button></div>
  ${
    state.keyword
      ? h`<div class="admin__data-grid-filters-current _show"><strong class="admin__current-filters-title">Active filters:</strong>
    <ul class="admin__current-filters-list"><li><span>Keyword: </span><span>${state.keyword}</span> <button type="submit" name="grid_action" value="clear" class="action-remove" title="Remove Keyword filter"><span>Remove</span></button></li></ul>
    <button type="submit" name="grid_action" value="clear" class="action-clear">Clear all</button></div>`
      : ''
  }
</form>
<form method="post" action="/admin/catalog/product/mass/" class="js-mass-form"><input type="hidden" name="op" value="" class="js-op">
<div class="admin__data-grid-header-row">
  <div class="action-select-wrap admin__data-grid-actions"><button type="button" class="action-select js-dropdown-toggle" title="Select Items"><span>Actions</span></button>
    <ul class="action-menu" hidden><li><span class="action-menu-item js-mass-delete">Delete</span></li>
    <li class="_parent"><span class="action-menu-item">Change status</span><ul class="action-submenu"><li><span data-op="enable" class="action-menu-item js-op-button">Enable</span></li><li><span data-op="disable" class="action-menu-item js-op-button">Disable</span></li></ul></li>
    <li><span data-op="update_attributes" class="action-menu-item js-op-button">Update attributes</span></li></ul></div>
  <div class="admin__control-support-text"><span class="records-found">${o.total.toLocaleString('en-US')} records found</span> <span class="js-selected-count"></span></div>
  <div class="admin__data-grid-pager-wrap">
    <div class="selectmenu"><div class="selectmenu-value"><input type="text" id="product_listing_page_size" name="page_size" class="js-page-size" value="${String(state.pageSize)}"></div>
      <button type="button" class="selectmenu-toggle js-dropdown-toggle"><span>Select</span></button>
      <ul class="action-menu selectmenu-items" hidden>${PAGE_SIZES.map((n) => h`<li><div class="selectmenu-item"><button type="button" class="selectmenu-item-action js-op-button" data-op="size" data-size="${String(n)}">${String(n)}</button></div></li>`)}<li><div class="selectmenu-item"><button type="button" class="selectmenu-item-action js-custom-size">Custom</button></div></li></ul></div>
    <label for="product_listing_page_size" class="admin__control-support-text">per page</label>
    <div class="admin__data-grid-pager">
    <button type="button" data-op="prev" class="action-previous js-op-button" title="Previous Page"${state.page <= 1 ? ' disabled' : ''}></button>
    <input type="number" id="product_listing_page_current" name="page_input" class="admin__control-text js-page-input" value="${String(state.page)}" min="1" max="${String(pages)}">
    <label for="product_listing_page_current" class="admin__control-support-text">of ${String(pages)}</label>
    <button type="button" data-op="next" class="action-next js-op-button" title="Next Page"${state.page >= pages ? ' disabled' : ''}></button></div>
  </div>
</div>
<div class="admin__data-grid-wrap"><table class="data-grid" data-role="grid"><thead><tr>
  <th class="data-grid-multicheck-cell"><div class="action-multicheck-wrap"><input type="checkbox" id="product_listing_mass_check" class="admin__control-checkbox js-check-page"><label for="product_listing_mass_check"></label>
    <button type="button" class="action-multicheck-toggle js-dropdown-toggle" data-toggle="dropdown"><span>Options</span></button>
    <ul class="action-menu" hidden>${[
      ['all', 'Select All'],
      ['none', 'Deselect All'],
      ['page', 'Select All on This Page'],
      ['page-none', 'Deselect All on This Page'],
    ].map(([v, l]) => h`<li class="js-select" data-select="${v}"><span class="action-menu-item">${l}</span></li>`)}</ul></div></th>
  <th>ID</th><th>Thumbnail</th><th>Name</th><th>Type</th><th>Attribute Set</th><th>SKU</th><th>Price</th><th>Quantity</th><th>Salable Quantity</th><th>Visibility</th><th>Status</th><th>Websites</th><th>Action</th></tr></thead>
<tbody>${
    o.rows.length
      ? o.rows.map(
          (r) => h`<tr class="data-row js-row-link" data-href="/admin/catalog/product/edit/id/${String(r.id)}/">
  <td class="data-grid-checkbox-cell"><label class="data-grid-checkbox-cell-inner"><input type="checkbox" id="idscheck${String(r.id)}" class="admin__control-checkbox js-row-check" name="selected[]" value="${String(r.id)}"><label for="idscheck${String(r.id)}"></label></label></td>
  <td>${String(r.id)}</td><td><span class="thumbnail-placeholder" aria-hidden="true"></span></td><td>${decodeName(r.name)}</td><td>${TYPE_LABEL[r.type]}</td><td>${r.set}</td><td>${r.sku}</td>
  <td>${money(r.price)}</td><td>${r.type === 'simple' ? gridQty(r.qty) : ''}</td><td>${r.type === 'simple' ? `Default Stock: ${String(r.qty)}` : ''}</td><td>${VISIBILITY[r.visibility]}</td>
  <td>${r.status === 1 ? 'Enabled' : 'Disabled'}</td><td>Main Website</td><td><a class="action-menu-item" href="/admin/catalog/product/edit/id/${String(r.id)}/">Edit</a></td></tr>`,
        )
      : h`<tr class="data-grid-tr-no-data"><td colspan="14">We couldn't find any records.</td></tr>`
  }</tbody></table></div>
<input type="hidden" name="select_all" value="0" class="js-select-all-flag">
</form></div>`;
}

/** Actions › Update attributes (replica 9.1): the Advanced Inventory tab's Quantity, enabled by "Change". */
export function updateAttributesBody(o: { count: number }): Html {
  return h`<form method="post" action="/admin/catalog/product_action_attribute/save/" id="attributes-edit-form">
<p class="attributes-edit-count">${String(o.count)} products selected.</p>
<div class="admin__page-nav"><ul class="tabs"><li><a href="#attributes">Attributes</a></li><li class="_active"><a href="#inventory">Advanced Inventory</a></li><li><a href="#websites">Websites</a></li></ul></div>
<fieldset class="fieldset admin__fieldset" id="inventory"><legend class="legend"><span>Advanced Inventory</span></legend>
<div class="admin__field field-manage-stock"><label for="inventory_manage_stock" class="admin__field-label"><span>Manage Stock</span></label>
  <select id="inventory_manage_stock" name="inventory[manage_stock]" disabled><option value="1">Yes</option><option value="0">No</option></select>
  <input type="checkbox" id="inventory_use_config_manage_stock" name="inventory[use_config_manage_stock]" value="1" checked disabled> <label for="inventory_use_config_manage_stock">Use Config Settings</label>
  <input type="checkbox" id="inventory_manage_stock_checkbox" class="admin__control-checkbox js-change"> <label for="inventory_manage_stock_checkbox">Change</label></div>
<div class="admin__field field-qty _required"><label for="inventory_qty" class="admin__field-label"><span>Qty</span></label>
  <input type="text" id="inventory_qty" name="inventory[qty]" class="admin__control-text" value="0" disabled>
  <input type="checkbox" id="inventory_qty_checkbox" name="inventory_change[qty]" value="1" class="admin__control-checkbox js-change"> <label for="inventory_qty_checkbox">Change</label></div>
<div class="admin__field field-stock"><label for="inventory_stock_availability" class="admin__field-label"><span>Stock Availability</span></label>
  <select id="inventory_stock_availability" name="inventory[is_in_stock]" disabled><option value="1">In Stock</option><option value="0">Out of Stock</option></select>
  <input type="checkbox" id="inventory_stock_availability_checkbox" name="inventory_change[is_in_stock]" value="1" class="admin__control-checkbox js-change"> <label for="inventory_stock_availability_checkbox">Change</label></div>
</fieldset></form>`;
}
