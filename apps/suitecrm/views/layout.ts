/** The field layout shared by detail, edit and create modes (replica doc §5.3). */
import { h, type Html } from '../../kit/html';
import type { FieldDef, ModuleDef, Panel } from '../meta/types';
import type { Rec } from '../data/format';
import type { EmailEntry } from '../data/query';
import { detailValue } from './field-detail';
import { editValue } from './field-edit';
import { icon } from './navbar';

export type Mode = 'detail' | 'edit' | 'create';

export interface LayoutData {
  mod: ModuleDef;
  rec: Rec;
  emails: EmailEntry[];
  mode: Mode;
  userNames: (id: string) => string;
  fieldDef: (name: string) => FieldDef | undefined;
  /** Field shown in edit mode while the rest is in detail mode (inline edit). */
  inline?: string;
}

function fieldGroup(fd: FieldDef, d: LayoutData): Html {
  const editing = d.mode !== 'detail' || d.inline === fd.name;
  const required = editing && fd.required && !fd.readonly && fd.type !== 'name';
  const label = fd.label.toUpperCase();
  const value = editing ? editValue(fd, d.rec, d.emails, d.userNames) : detailValue(fd, d.rec, d.emails, d.userNames);
  const pencil =
    d.mode === 'detail' &&
    !editing &&
    !fd.readonly &&
    fd.type !== 'audit' &&
    fd.type !== 'email' &&
    fd.type !== 'name' &&
    fd.type !== 'address' &&
    fd.type !== 'parent';
  return h`<div class="field-layout-field-group-wrapper form-group row${editing ? ' edit-field' : ''}" data-field="${fd.name}" data-type="${fd.type}"><div class="field-layout-field-label-wrapper col-form-label label-container col-sm-4"><strong><label>${label}</label>:${required ? h`<span class="required">*</span>` : ''}</strong></div><div class="field-layout-field-wrapper col-sm-8"><div class="field-layout-field-value-wrapper"><scrm-field><scrm-dynamic-field>${value}</scrm-dynamic-field></scrm-field><div class="invalid-feedback"></div></div>${
    pencil ? h`<button type="button" class="record-action-button inline-edit-button btn btn-sm">${icon('edit')}</button>` : ''
  }${
    d.inline === fd.name
      ? h`<div class="inline-edit-buttons"><button type="button" class="btn btn-sm inline-save-button" aria-label="Save ${fd.label}" title="Save">${icon('tick')}</button><button type="button" class="btn btn-sm inline-cancel-button" aria-label="Cancel" title="Cancel">${icon('cross')}</button></div>`
      : ''
  }</div></div>`;
}

export function fieldLayout(panel: Panel, d: LayoutData): Html {
  const rows = panel.rows.map((row) => row.map((n) => (n ? d.fieldDef(n) : undefined)).filter((fd): fd is FieldDef => !!fd)).filter((row) => row.length);
  return h`<scrm-field-layout><form class="field-layout ${d.mode}" novalidate>${rows.map(
    (row) =>
      h`<div class="field-layout-row row">${row.map(
        (fd) =>
          h`<div class="field-layout-col ${row.length === 1 && (fd.full || fd.type === 'email' || fd.type === 'text') ? 'col-sm-12 full-width' : 'col-sm-6'}">${fieldGroup(fd, d)}</div>`,
      )}</div>`,
  )}</form></scrm-field-layout>`;
}
