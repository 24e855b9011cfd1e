/**
 * List view page (replica doc §4): header with title and Filter/Insights buttons, optional
 * filter or mass-update panel, table header/footer actions (bulk menu, column chooser,
 * pagination), the table, and the Insights sidebar when shown.
 */
import { h, type Html } from '../../kit/html';
import type { FieldDef, ModuleDef } from '../meta/types';
import type { Rec } from '../data/format';
import { icon } from './navbar';
import { table } from './list-table';
import { type Filter, filterPanel, insights, massUpdatePanel } from './list-panels';
import { dropdownItem } from './record';

export interface ListState {
  page?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  filter?: Filter;
  panel?: 'filter' | 'massupdate' | null;
  insights?: boolean;
  columns?: string[];
  /** Record view: field shown in inline-edit mode. */
  inline?: string;
}

export interface ListData {
  mod: ModuleDef;
  rows: Rec[];
  total: number;
  offset: number;
  state: ListState;
  showInsights: boolean;
  counts: [string, number][];
  fieldDef: (name: string) => FieldDef | undefined;
}

const BUDGET = { plain: 7, widgets: 6 };

export function splitColumns(d: ListData): { shown: FieldDef[]; hidden: FieldDef[] } {
  const names = d.state.columns?.length ? d.state.columns : d.mod.list!.columns;
  const cols = names.map(d.fieldDef).filter((fd): fd is FieldDef => !!fd);
  const budget = d.showInsights ? BUDGET.widgets : BUDGET.plain;
  return { shown: cols.slice(0, budget), hidden: cols.slice(budget) };
}

function bulkMenu(mod: ModuleDef): Html {
  const items: [string, string][] = [['delete', 'Delete'], ['export', 'Export'], ['merge', 'Merge'], ['massupdate', 'Mass Update'], ...(mod.bulkExtras ?? [])];
  return h`<scrm-bulk-action-menu><div class="bulk-action-menu d-flex"><div class="dropdown select-action-dropdown"><button type="button" class="bulk-action-button dropdown-toggle btn btn-sm select-action-button" aria-haspopup="true" aria-expanded="false" aria-hidden="true" aria-label="Select Action Menu" data-toggle="dropdown"><label class="checkbox-container bulk-select-checkbox"><input type="checkbox" aria-hidden="true" tabindex="-1"><span class="checkmark"></span></label><span class="bulk-action-selected-number"></span></button><div class="dropdown-menu" aria-hidden="true"><a class="dropdown-item select-all" role="button" data-act="select-all"><scrm-label> Select All </scrm-label></a><a class="dropdown-item select-page" role="button" data-act="select-page"><scrm-label> Select This Page </scrm-label></a><a class="dropdown-item deselect-all" role="button" data-act="deselect-all"><scrm-label> Deselect All </scrm-label></a></div></div><div class="dropdown bulk-actions-dropdown"><button type="button" class="bulk-action-button btn btn-sm dropdown-toggle bulk-actions-toggle" data-toggle="dropdown" disabled> Bulk Action </button><div class="dropdown-menu">${items.map(
    ([k, l]) =>
      h`<a class="dropdown-item ${k}-bulk-action" tabindex="0" title="" data-act="bulk" data-bulk="${k}"><div class="d-flex"><div class="dropdown-item-label"> ${l} </div></div></a>`,
  )}</div></div></div></scrm-bulk-action-menu>`;
}

function pagination(d: ListData): Html {
  const size = 20;
  const page = Math.floor(d.offset / size) + 1;
  const last = Math.max(1, Math.ceil(d.total / size));
  const from = d.total ? d.offset + 1 : 0;
  const to = Math.min(d.offset + d.rows.length, d.total);
  const btn = (cls: string, label: string, target: number, ic: string, disabled: boolean) =>
    h`<button type="button" class="pagination-button ${cls} btn btn-sm" aria-label="${label}" data-page="${target}"${disabled ? h` disabled` : ''}>${icon(ic)}</button>`;
  return h`<scrm-pagination><div class="pagination-container d-flex align-items-center">${btn('pagination-first', 'Navigate to first page', 1, 'paginate_first', page <= 1)}${btn('pagination-previous', 'Previous page', page - 1, 'paginate_previous', page <= 1)}<span class="pagination-count">(${from} - ${to} of ${d.total})</span>${btn('pagination-next', 'Next page', page + 1, 'paginate_next', page >= last)}${btn('pagination-last', 'Navigate to last page', last, 'paginate_last', page >= last)}</div></scrm-pagination>`;
}

function tableActions(d: ListData, where: 'header' | 'footer'): Html {
  return h`<div class="list-view-tableactions table-${where} d-flex align-items-center">${bulkMenu(d.mod)}<div class="ml-auto d-flex align-items-center"><button type="button" class="column-chooser-button btn btn-sm" title="Columns" aria-label="Columns" data-act="columns">${icon('column_chooser')}</button>${pagination(d)}</div></div>`;
}

export function listView(d: ListData): Html {
  const { mod, state } = d;
  const { shown, hidden } = splitColumns(d);
  const active = Object.values(state.filter ?? {}).some((v) => (Array.isArray(v) ? v.length : String(v ?? '').trim()));
  return h`<scrm-list><div class="list-view" data-module="${mod.key}"><scrm-list-header><div class="list-view-header"><div class="row list-view-header-row align-items-center"><div class="col"><scrm-module-title class="list-view-title"><h2 class="list-view-title-text">${mod.label.toUpperCase()}</h2></scrm-module-title></div><div class="col-auto"><scrm-settings-menu><div class="list-view-settings d-flex"><div class="btn-group grouped-button" role="group"><button type="button" class="filter-settings-button btn btn-sm settings-button${active ? ' active' : ''}" data-act="toggle-filter">Filter${active ? icon('filter') : ''}</button>${
    active
      ? h`<button type="button" class="btn btn-sm settings-button clear-filter-button" title="Clear Filter" aria-label="Clear Filter" data-act="clear-filter">${icon('cross')}</button>`
      : ''
  }</div>${
    mod.list!.insights
      ? h`<button type="button" class="insights-settings-button btn btn-sm settings-button${d.showInsights ? ' active' : ''}" data-act="toggle-insights" title="Insights" aria-label="Insights">${icon('chart')}</button>`
      : ''
  }</div></scrm-settings-menu></div></div><div class="list-view-hr-container"><hr class="list-view-hr"></div>${
    state.panel === 'filter' ? filterPanel(mod, state.filter ?? {}) : state.panel === 'massupdate' ? massUpdatePanel(mod) : ''
  }</div></scrm-list-header><scrm-list-container><div class="list-view-container container-fluid"><div class="row"><div class="${d.showInsights ? 'col-lg-9' : 'col-lg-12'}"><scrm-table><div class="list-table">${tableActionsWrap(d, 'header')}<scrm-table-body><div class="table-body-wrapper">${table(
    {
      mod,
      rows: d.rows,
      offset: d.offset,
      shown,
      hidden,
      sort: state.sort,
      order: state.order,
    },
  )}${d.rows.length ? '' : h`<p class="lead text-center">No results found.</p>`}</div></scrm-table-body>${tableActionsWrap(d, 'footer')}</div></scrm-table></div>${d.showInsights ? insights(mod, d.counts) : ''}</div></div></scrm-list-container></div></scrm-list>`;
}

function tableActionsWrap(d: ListData, where: 'header' | 'footer'): Html {
  return where === 'header'
    ? h`<scrm-table-header>${tableActions(d, where)}</scrm-table-header>`
    : h`<scrm-table-footer>${tableActions(d, where)}</scrm-table-footer>`;
}

export { dropdownItem };
