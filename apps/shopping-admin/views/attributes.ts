/**
 * Stores › Attributes › Product (shopping-admin-replica.md 8): the grid of product attributes and
 * the edit page of a swatch attribute: "Back", "Reset", "Delete Attribute", "Save and Continue
 * Edit", "Save Attribute"; Properties with the "Manage Swatch (Values of Your Attribute)" table
 * (a row per option with Admin and Default Store View swatch and description boxes and a
 * "Delete" button) and "Add Swatch", which appends an empty row (client script).
 */
import { h, type Html } from '../../kit/html';

export interface AttributeRow {
  id: number;
  code: string;
  label: string;
  input: string;
}

const INPUT_LABEL: Record<string, string> = { swatch_text: 'Text Swatch', swatch_visual: 'Visual Swatch', select: 'Dropdown' };

export function attributeGridBody(rows: AttributeRow[]): Html {
  return h`<div class="admin__data-grid-wrap"><div class="grid-actions"><button type="button" class="action-default">Search</button> <button type="button" class="action-default">Reset Filter</button>
<span class="records-found">${String(rows.length)} records found</span></div>
<table class="data-grid"><thead><tr><th>Attribute Code</th><th>Default Label</th><th>Required</th><th>System</th><th>Visible</th><th>Scope</th><th>Searchable</th><th>Use in Layered Navigation</th><th>Comparable</th></tr>
<tr class="filter"><th><input type="text" name="attribute_code" aria-label="Filter Attribute Code"></th><th><input type="text" name="frontend_label" aria-label="Filter Default Label"></th><th></th><th></th><th></th><th></th><th></th><th></th><th></th></tr></thead>
<tbody>${rows.map((r) => h`<tr class="data-row js-row-link" data-href="/admin/catalog/product_attribute/edit/attribute_id/${String(r.id)}/"><td><a href="/admin/catalog/product_attribute/edit/attribute_id/${String(r.id)}/">${r.code}</a></td><td>${r.label}</td><td>No</td><td>No</td><td>Yes</td><td>Global</td><td>No</td><td>Filterable (with results)</td><td>No</td></tr>`)}</tbody></table></div>`;
}

export function attributeActions(a: AttributeRow): Html {
  return h`<button id="back" type="button" class="action-default back js-go" data-href="/admin/catalog/product_attribute/"><span>Back</span></button>
<button id="reset" type="button" class="action-default reset js-go" data-href="/admin/catalog/product_attribute/edit/attribute_id/${String(a.id)}/"><span>Reset</span></button>
<button id="delete" type="button" class="action-default delete js-delete-attribute" data-action="/admin/catalog/product_attribute/delete/attribute_id/${String(a.id)}/"><span>Delete Attribute</span></button>
<button id="save_and_edit_button" type="submit" form="edit_form" formaction="/admin/catalog/product_attribute/save/attribute_id/${String(a.id)}/back/edit/" class="action-default save"><span>Save and Continue Edit</span></button>
<button id="save" type="submit" form="edit_form" class="action-default primary save"><span>Save Attribute</span></button>`;
}

export function attributeEditBody(a: AttributeRow, options: { id: number; label: string; swatch: string | null }[], error?: string): Html {
  const visual = a.input === 'swatch_visual';
  return h`<div class="attribute-edit"><div class="admin__page-nav"><ul class="tabs"><li class="_active"><a href="#properties">Properties</a></li><li><a href="#labels">Manage Labels</a></li><li><a href="#front">Storefront Properties</a></li></ul></div>
${error ? h`<div class="message message-error error"><div data-ui-id="messages-message-error">${error}</div></div>` : ''}
<form id="edit_form" method="post" action="/admin/catalog/product_attribute/save/attribute_id/${String(a.id)}/">
<fieldset class="fieldset admin__fieldset" id="properties"><legend class="legend"><span>Attribute Properties</span></legend>
<div class="admin__field _required"><label for="attribute_label" class="admin__field-label"><span>Default Label</span></label><input id="attribute_label" name="frontend_label[0]" class="admin__control-text" value="${a.label}"></div>
<div class="admin__field"><label for="frontend_input" class="admin__field-label"><span>Catalog Input Type for Store Owner</span></label><select id="frontend_input" name="frontend_input"><option>${INPUT_LABEL[a.input] ?? a.input}</option></select></div>
<div class="admin__field"><label for="is_required" class="admin__field-label"><span>Values Required</span></label><select id="is_required" name="is_required"><option value="0">No</option><option value="1">Yes</option></select></div>
<div class="admin__field"><label for="update_product_preview_image" class="admin__field-label"><span>Update Product Preview Image</span></label><select id="update_product_preview_image" name="update_product_preview_image"><option value="0">No</option><option value="1">Yes</option></select></div>
</fieldset>
<fieldset class="fieldset admin__fieldset" id="manage-options-panel"><legend class="legend"><span>Manage Swatch (Values of Your Attribute)</span></legend>
<table class="data-table swatch-table"><thead><tr><th></th><th>Is Default</th><th>Admin</th><th>Default Store View</th><th></th></tr></thead>
<tbody class="js-swatch-rows">${options.map(
    (
      o,
      i,
    ) => h`<tr class="swatch-row" data-option="${String(o.id)}"><td class="draggable-handle" title="Sort Option"></td><td><input class="input-radio" type="radio" name="default${visual ? 'visual' : 'text'}[]" value="${String(o.id)}"></td>
<td>${visual ? h`<span class="swatch-color" style="background:${o.swatch ?? '#fff'}" title="${o.swatch ?? ''}"></span>` : h`<input class="input-text" type="text" name="swatchtext[value][${String(o.id)}][0]" value="${o.swatch ?? o.label}" placeholder="Swatch">`}<input class="input-text" type="text" name="optiontext[value][${String(o.id)}][0]" value="${o.label}" placeholder="Description"></td>
<td>${visual ? '' : h`<input class="input-text" type="text" name="swatchtext[value][${String(o.id)}][1]" value="" placeholder="Swatch">`}<input class="input-text" type="text" name="optiontext[value][${String(o.id)}][1]" value="" placeholder="Description"></td>
<td><input type="hidden" name="optiontext[order][${String(o.id)}]" value="${String(i)}"><button type="button" class="action-delete js-delete-option" title="Delete"><span>Delete</span></button></td></tr>`,
  )}</tbody></table>
${visual ? '' : h`<button type="button" class="action- scalable add js-add-swatch" id="add_new_swatch_text_option_button" title="Add Swatch"><span>Add Swatch</span></button>`}
</fieldset>
<fieldset class="fieldset admin__fieldset admin__collapsible-block-wrapper _collapsed"><legend class="legend admin__collapsible-title js-collapsible"><span>Advanced Attribute Properties</span></legend>
<div class="admin__fieldset-wrapper-content" hidden><p>Attribute Code: ${a.code}. Scope: Global.</p></div></fieldset>
</form></div>`;
}
