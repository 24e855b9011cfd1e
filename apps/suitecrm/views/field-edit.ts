/**
 * Edit-mode widgets (replica doc §6.2): text inputs, name group, tag-input enums, native select
 * for dynamic enums, PrimeNG-style relate dropdown with Select button, date/datetime inputs,
 * email line-items. Values are read by the client from `data-field` wrappers; no control has a
 * `name` attribute.
 */
import { h, type Html } from '../../kit/html';
import type { FieldDef } from '../meta/types';
import { OPTIONS, optionLabel } from '../meta/options';
import { type Rec, formatDate, formatDateTime } from '../data/format';
import type { EmailEntry } from '../data/query';
import { icon } from './navbar';
import { detailValue } from './field-detail';

const input = (value: unknown, extra = '') =>
  h`<input type="text" class="form-control form-control-sm${extra}" value="${value === null || value === undefined ? '' : String(value)}">`;

/** ngx-chips `tag-input` (8.7.1 enum edit): its input is named by the placeholder, `Select an item`, never by the field label. */
export function enumEdit(fd: FieldDef, value: unknown): Html {
  const key = value === null || value === undefined ? '' : String(value);
  const label = optionLabel(fd.options, key, fd.extraOptions);
  return h`<scrm-enum-edit><div class="enum-edit tag-input-container" data-list="${fd.options ?? ''}" data-value="${label ? key : ''}"><tag-input class="tag-input form-control form-control-sm"><div class="ng2-tag-input">${
    label
      ? h`<tag class="tag"><span class="tag__text">${label}</span><delete-icon class="tag-delete" role="button" aria-label="Remove tag"></delete-icon></tag>`
      : ''
  }<input class="ng2-tag-input__text-input" type="text" autocomplete="off" aria-label="Select an item" placeholder="${label ? '' : 'Select an item'}"></div></tag-input></div></scrm-enum-edit>`;
}

function dynamicEnumEdit(fd: FieldDef, value: unknown, parentValue: unknown): Html {
  const key = String(value ?? '');
  const prefix = `${parentValue ?? ''}_`;
  const opts = (OPTIONS[fd.options ?? ''] ?? []).filter(([k]) => !parentValue || k.startsWith(prefix));
  return h`<scrm-dynamicenum-edit><div class="dropdownenum" data-list="${fd.options ?? ''}" data-parent="${fd.parent ?? ''}"><select class="custom-select custom-select-sm">${opts.map(
    ([k, l]) => h`<option class="${k.replace(/[^A-Za-z0-9_-]/g, '_')}" value="${k}"${k === key ? h` selected` : ''}>${l}</option>`,
  )}</select></div></scrm-dynamicenum-edit>`;
}

/**
 * PrimeNG 16 `p-dropdown` as SuiteCRM 8.7.1's relate edit uses it: the combobox is named by its
 * shown label (the value, else the placeholder `Select an item`), the clear icon is an unnamed
 * svg shown only with a value, the trigger is `button 'dropdown trigger'`, and the select button
 * beside it is icon-only (no accessible name). `label` is the field label, kept as data only.
 */
export function relateEdit(module: string, id: unknown, name: unknown, label: string): Html {
  const text = name ? String(name) : '';
  const shown = text || 'Select an item';
  return h`<scrm-relate-edit><div class="relate-edit d-flex" data-module="${module}" data-id="${id ? String(id) : ''}" data-name="${text}" data-label="${label}"><p-dropdown class="p-element p-inputwrapper"><div class="p-dropdown p-component"><span class="p-dropdown-label p-inputtext${text ? '' : ' p-placeholder'}" role="combobox" aria-haspopup="listbox" aria-expanded="false" tabindex="0" aria-label="${shown}">${shown}</span><span class="p-dropdown-clear-icon relate-clear-button"${text ? '' : h` hidden`}><scrm-image class="sicon" image="cross" aria-hidden="true"></scrm-image></span><div class="p-dropdown-trigger" role="button" aria-label="dropdown trigger" aria-haspopup="listbox"><span class="p-dropdown-trigger-icon pi pi-chevron-down"></span></div></div></p-dropdown><button type="button" class="btn btn-sm btn-outline-secondary relate-select-button" title=""><scrm-image class="sicon" image="cursor" aria-hidden="true"></scrm-image></button></div></scrm-relate-edit>`;
}

export function emailEdit(entries: EmailEntry[]): Html {
  const list = entries.length ? entries : [{ id: '', email: '', primary: true, opt_out: false, invalid: false }];
  return h`<scrm-line-items><div class="line-items line-items email_addresses edit">${list.map(
    (e) =>
      h`<div class="line-item-entry"><div class="line-item-entry-field email-address-field"><label>Email Address</label><input type="text" class="form-control form-control-sm email-input" value="${e.email}"></div><div class="line-item-entry-field"><label>Primary</label><input type="checkbox" class="line-item-flag" data-flag="primary"${e.primary ? h` checked` : ''}></div><div class="line-item-entry-field"><label>Opt Out</label><input type="checkbox" class="line-item-flag" data-flag="opt_out"${e.opt_out ? h` checked` : ''}></div><div class="line-item-entry-field"><label>Invalid</label><input type="checkbox" class="line-item-flag" data-flag="invalid"${e.invalid ? h` checked` : ''}></div><button type="button" class="btn btn-sm line-item-remove" title="Remove email address" aria-label="Remove email address">${icon('minus')}</button></div>`,
  )}<button type="button" class="btn btn-sm line-item-add" title="Add email address" aria-label="Add email address">${icon('plus')}</button></div></scrm-line-items>`;
}

function addressEdit(fd: FieldDef, r: Rec): Html {
  const p = fd.prefix!;
  const part = (k: string, label: string) =>
    h`<div class="address-part" data-part="${k}"><label>${label}</label>${
      k === 'street' ? h`<textarea class="form-control form-control-sm" rows="2">${r[`${p}_${k}`] ?? ''}</textarea>` : input(r[`${p}_${k}`])
    }</div>`;
  return h`<scrm-address-edit><div class="address-edit">${part('street', 'Street')}${part('city', 'City')}${part('state', 'State')}${part('postalcode', 'Postal Code')}${part('country', 'Country')}</div></scrm-address-edit>`;
}

function dateEdit(value: string, datetime: boolean): Html {
  return h`<scrm-${datetime ? 'datetime' : 'date'}-edit><div class="input-group date-edit"><input type="text" class="form-control form-control-sm date-input" placeholder="${datetime ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd'}" value="${value}"><div class="input-group-append"><button type="button" class="btn btn-sm date-picker-toggle" aria-label="Open calendar" title="Open calendar">${icon('calendar')}</button></div></div></scrm-${datetime ? 'datetime' : 'date'}-edit>`;
}

function parentEdit(r: Rec): Html {
  const types = OPTIONS.parent_type_display;
  const cur = r.parent_type || 'Accounts';
  const mod = cur.toLowerCase() === 'prospects' ? 'prospects' : cur.toLowerCase();
  return h`<scrm-parent-edit><div class="parent-edit d-flex"><select class="custom-select custom-select-sm parent-type-select" aria-label="Related to type">${types.map(
    ([k, l]) => h`<option value="${k}"${k === cur ? h` selected` : ''}>${l}</option>`,
  )}</select>${relateEdit(mod, r.parent_id, r.parent_name, 'Related to')}</div></scrm-parent-edit>`;
}

export function nameGroupEdit(r: Rec): Html {
  const sal: FieldDef = { name: 'salutation', label: 'Salutation', type: 'enum', options: 'salutation_dom' };
  return h`<scrm-fullname-edit><div class="name-group d-flex"><div class="name-part" data-part="salutation"><label><scrm-label>Salutation</scrm-label></label>${enumEdit(sal, r.salutation)}</div><div class="name-part" data-part="first_name"><label><scrm-label>First Name</scrm-label></label>${input(r.first_name)}</div><div class="name-part" data-part="last_name"><label><span class="required">*</span><scrm-label>Last Name</scrm-label></label>${input(r.last_name)}</div></div></scrm-fullname-edit>`;
}

export function editValue(fd: FieldDef, r: Rec, emails: EmailEntry[], userNames: (id: string) => string): Html {
  if (fd.readonly) return detailValue(fd, r, emails, userNames);
  const v = r[fd.name];
  switch (fd.type) {
    case 'name':
      return nameGroupEdit(r);
    case 'enum':
      return enumEdit(fd, v);
    case 'dynamicenum':
      return dynamicEnumEdit(fd, v, fd.parent ? r[fd.parent] : undefined);
    case 'relate':
      return relateEdit(fd.relate!.module, r[fd.relate!.id], v, fd.label);
    case 'assigned':
      return relateEdit('users', r.assigned_user_id, v, fd.label);
    case 'parent':
      return parentEdit(r);
    case 'date':
      return dateEdit(formatDate(v), false);
    case 'datetime':
      return dateEdit(formatDateTime(v), true);
    case 'text':
      return h`<scrm-text-edit><textarea class="form-control form-control-sm" rows="4">${v ?? ''}</textarea></scrm-text-edit>`;
    case 'currency':
      return h`<scrm-currency-edit>${input(v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))}</scrm-currency-edit>`;
    case 'int':
      return h`<scrm-int-edit>${input(v === null || v === undefined ? '' : Math.round(Number(v)))}</scrm-int-edit>`;
    case 'bool':
      return h`<scrm-boolean-edit><input type="checkbox" class="form-check-input"${v ? h` checked` : ''}></scrm-boolean-edit>`;
    case 'email':
      return emailEdit(emails);
    case 'address':
      return addressEdit(fd, r);
    case 'audit':
      return detailValue(fd, r, emails, userNames);
    case 'phone':
      return h`<scrm-phone-edit>${input(v)}</scrm-phone-edit>`;
    case 'url':
      return h`<scrm-url-edit>${input(v)}</scrm-url-edit>`;
    default:
      return h`<scrm-varchar-edit>${input(v)}</scrm-varchar-edit>`;
  }
}
