/** List header panels: Basic Filter (§4.6) and Mass Update (§4.4), plus the Insights widgets. */
import { h, type Html } from '../../kit/html';
import type { FieldDef, ModuleDef } from '../meta/types';
import { optionLabel } from '../meta/options';
import { icon } from './navbar';
import { enumEdit, relateEdit } from './field-edit';

export type Filter = Record<string, string | string[]>;

function filterField(fd: FieldDef, value: string | string[] | undefined): Html {
  const label =
    fd.name === 'first_name'
      ? 'First Name'
      : fd.name === 'last_name'
        ? 'Last Name'
        : fd.name === 'phone_work'
          ? 'Any Phone'
          : fd.name === 'email1'
            ? 'Any Email'
            : fd.name === 'case_number'
              ? 'Number'
              : fd.label;
  let control: Html;
  if (fd.type === 'enum' || fd.type === 'dynamicenum') {
    const vals = Array.isArray(value) ? value : value ? [value] : [];
    control = h`<scrm-multienum-filter><div class="multienum-filter tag-input-container" data-list="${fd.options ?? ''}" data-multi="1" data-values="${vals.join('\u001f')}"><tag-input class="tag-input form-control form-control-sm"><div class="ng2-tag-input">${vals.map(
      (v) =>
        h`<tag class="tag" data-value="${v}"><span class="tag__text">${optionLabel(fd.options, v) || v}</span><delete-icon class="tag-delete" role="button" aria-label="Remove tag"></delete-icon></tag>`,
    )}<input class="ng2-tag-input__text-input" type="text" autocomplete="off" placeholder="${vals.length ? '' : 'Select an item'}"></div></tag-input></div></scrm-multienum-filter>`;
  } else {
    const v = Array.isArray(value) ? value[0] : value;
    const placeholder = fd.type === 'date' || fd.type === 'datetime' ? 'yyyy-mm-dd' : '';
    // The field grid's <label> has no `for`: the input is unnamed, as in 8.7.1 (a date keeps its placeholder).
    control = h`<input type="text" class="form-control form-control-sm"${placeholder ? h` placeholder="${placeholder}"` : ''} value="${v ?? ''}">`;
  }
  return h`<div class="filter-field col-sm-4" data-filter="${fd.name}" data-type="${fd.type}"><label class="filter-label">${label}</label>${control}</div>`;
}

export function filterPanel(mod: ModuleDef, filter: Filter): Html {
  const fields = (mod.filter ?? []).map((n) => mod.fields[n] ?? { name: n, label: n, type: 'varchar' as const });
  return h`<scrm-list-filter><div class="list-filter"><scrm-panel class="filter-panel"><div class="card panel-card"><div class="card-header panel-header"><span class="panel-title">Basic Filter</span><button type="button" class="btn btn-sm close-filter-button ml-auto" aria-label="Close" title="Close" data-act="close-panel">${icon('cross')}</button></div><div class="card-body"><form class="filter-form row" novalidate>${fields.map(
    (fd) => filterField(fd, filter[fd.name]),
  )}</form><div class="filter-buttons d-flex"><button type="button" class="btn btn-sm btn-outline-danger clear-filter-panel" data-act="filter-clear"><scrm-label> Clear </scrm-label></button><button type="button" class="btn btn-sm btn-danger search-filter-button" data-act="filter-search"><scrm-label> Search </scrm-label></button></div></div></div></scrm-panel></div></scrm-list-filter>`;
}

export function massUpdatePanel(mod: ModuleDef): Html {
  const fields = (mod.massUpdate ?? []).map((n) => mod.fields[n]).filter(Boolean);
  return h`<scrm-mass-update><div class="mass-update"><scrm-panel class="mass-update-panel"><div class="card panel-card"><div class="card-header panel-header"><span class="panel-title">Mass Update</span></div><div class="card-body"><form class="mass-update-form row" novalidate>${fields.map(
    (fd) =>
      h`<div class="mass-update-field col-sm-4" data-field="${fd.name}" data-type="${fd.type}"><label>${fd.label}</label>${
        fd.type === 'enum' || fd.type === 'dynamicenum'
          ? enumEdit({ ...fd, type: 'enum' }, '')
          : fd.type === 'relate' || fd.type === 'assigned'
            ? relateEdit(fd.type === 'assigned' ? 'users' : fd.relate!.module, '', '', fd.label)
            : h`<div class="input-group date-edit"><input type="text" class="form-control form-control-sm date-input" placeholder="yyyy-mm-dd" value=""></div>`
      }</div>`,
  )}</form><div class="mass-update-buttons d-flex"><button type="button" class="btn btn-danger btn-sm mass-update-cancel" data-act="close-panel"><scrm-label>Cancel</scrm-label></button><button type="button" class="btn btn-danger btn-sm mass-update-submit" data-act="massupdate-submit"><scrm-label>Submit</scrm-label></button></div></div></div></scrm-panel></div></scrm-mass-update>`;
}

/** Insights sidebar: one chart-like widget of counts per stage/status/type. */
export function insights(mod: ModuleDef, counts: [string, number][]): Html {
  const title = mod.key === 'opportunities' ? 'Pipeline by Sales Stage' : mod.key === 'leads' ? 'Leads by Status' : 'Accounts by Type';
  const max = Math.max(1, ...counts.map(([, n]) => n));
  return h`<div class="col-lg-3 list-widget-container"><scrm-chart-widget><div class="card panel-card insight-widget"><div class="card-header panel-header"><span class="panel-title">${title}</span></div><div class="card-body"><div class="insight-chart">${counts.map(
    ([label, n]) =>
      h`<div class="insight-bar-row"><span class="insight-bar-label">${label || 'None'}</span><span class="insight-bar" style="width:${Math.round((n / max) * 100)}%"></span><span class="insight-bar-value">${n}</span></div>`,
  )}</div></div></div></scrm-chart-widget></div>`;
}
