/** Subpanel markup below a record (replica doc §5.5): closable panels with Create/Link buttons. */
import { h, type Html } from '../../kit/html';
import type { Subpanel } from '../data/subpanels';
import { icon } from './navbar';
import { dropdownItem } from './record';

const NATIVE_RECORD = new Set(['accounts', 'contacts', 'leads', 'opportunities', 'cases', 'tasks']);

export function subpanels(list: Subpanel[]): Html {
  return h`<scrm-subpanel-container><div class="sub-panels">${list.map(
    (s) =>
      h`<scrm-panel class="subpanel-${s.key} subpanel" data-subpanel="${s.key}"><div class="card panel-card subpanel-card"><div class="card-header panel-header d-flex"><span class="panel-title" role="button" data-act="toggle-subpanel">${s.title}</span><span class="subpanel-count">${s.rows.length ? `(${s.rows.length})` : ''}</span><div class="panel-buttons ml-auto d-flex">${s.buttons.map(
        ([l, a]) => h`<button type="button" class="btn btn-sm btn-outline-light subpanel-button" data-act="${a}"><scrm-label>${l}</scrm-label></button>`,
      )}${
        s.more
          ? h`<div class="dropdown subpanel-actions"><button type="button" class="btn btn-sm btn-outline-light dropdown-toggle" data-toggle="dropdown"> Actions </button><div class="dropdown-menu dropdown-menu-right">${s.more.map(([l, a]) => dropdownItem(l, a))}</div></div>`
          : ''
      }</div></div><div class="card-body panel-body subpanel-body">${
        s.rows.length
          ? h`<table class="subpanel-table table-sm"><thead><tr>${s.columns.map((c) => h`<th>${c}</th>`)}<th></th></tr></thead><tbody>${s.rows.map(
              (r) =>
                h`<tr data-record-id="${r.id}" data-record-module="${r.module}"><td><a class="field-link" href="#/${r.module}/record/${encodeURIComponent(r.id)}">${r.cells[0]}</a></td>${r.cells
                  .slice(1)
                  .map((c) => h`<td>${c}</td>`)}<td class="subpanel-line-actions">${
                  NATIVE_RECORD.has(r.module) || r.module === 'meetings' || r.module === 'calls'
                    ? h`<a class="line-action-item" href="#/${r.module}/edit/${encodeURIComponent(r.id)}" title="Edit Record" aria-label="Edit Record">${icon('edit')}</a>`
                    : ''
                }${r.unlink ? h`<a class="line-action-item" role="button" data-act="subpanel-unlink" title="Unlink Record" aria-label="Unlink Record">${icon('unlink')}</a>` : ''}</td></tr>`,
            )}</tbody></table>`
          : h`<p class="subpanel-empty text-center">No records</p>`
      }</div></div></scrm-panel>`,
  )}</div></scrm-subpanel-container>`;
}
