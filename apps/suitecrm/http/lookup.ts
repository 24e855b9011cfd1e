/** Lookups for edit widgets: option lists, relate search, record-list (select) modal markup. */
import type { Hono } from 'hono';
import type { SuiteCtx } from '../context';
import { h } from '../../kit/html';
import { OPTIONS } from '../meta/options';
import { moduleDef } from '../meta/modules';
import { listRows, relateOptions } from '../data/query';
import { personName, type Rec } from '../data/format';
import { icon } from '../views/navbar';

export function mountLookups(app: Hono, ctx: SuiteCtx): void {
  app.get('/api/options', (c) => {
    const list = c.req.query('list') ?? '';
    const opts = OPTIONS[list];
    if (!opts) return c.json([]);
    const extra = list === 'case_priority_dom' && ctx.switches.criticalPriority ? [['P0', 'Critical']] : [];
    return c.json([...opts.filter(([k]) => k !== ''), ...extra]);
  });
  app.get('/api/relate', (c) => {
    const m = moduleDef(c.req.query('module') ?? '');
    if (!m) return c.json([]);
    return c.json(relateOptions(ctx.db(), m, c.req.query('q') ?? '', 20));
  });
  app.get('/api/modal/select', (c) => {
    const m = moduleDef(c.req.query('module') ?? '');
    const q = c.req.query('q') ?? '';
    const multi = c.req.query('multi') === '1';
    if (!m) return c.html('');
    const filter: Record<string, string> = {};
    if (q) filter[m.key === 'users' ? 'user_name' : m.fields.name ? 'name' : Object.keys(m.fields)[0]] = q;
    const { rows } = listRows(ctx.db(), m, { filter, size: 50 });
    const name = (r: Rec) => (m.key === 'users' ? r.user_name : m.person ? personName(r) : (r.name ?? r.document_name ?? ''));
    const cols =
      m.key === 'users'
        ? [
            ['Name', (r: Rec) => personName(r)],
            ['Status', (r: Rec) => r.status ?? ''],
          ]
        : m.key === 'accounts'
          ? [
              ['City', (r: Rec) => r.billing_address_city ?? ''],
              ['User', (r: Rec) => r.assigned_user_name ?? ''],
            ]
          : m.person
            ? [
                ['Email', (r: Rec) => r.email1 ?? ''],
                ['User', (r: Rec) => r.assigned_user_name ?? ''],
              ]
            : [['User', (r: Rec) => r.assigned_user_name ?? '']];
    return c.html(
      String(
        h`<scrm-record-list-modal><div class="record-list-modal" data-module="${m.key}"><div class="modal-header"><div class="modal-title">${m.label.toUpperCase()}</div><button type="button" class="close" aria-label="Close" data-act="modal-close">${icon('cross')}</button></div><div class="modal-body"><scrm-panel class="filter-panel"><div class="card panel-card"><div class="card-header panel-header"><span class="panel-title">Basic Filter</span></div><div class="card-body d-flex"><input type="text" class="form-control form-control-sm modal-filter-input" aria-label="${m.key === 'users' ? 'User Name' : 'Name'}" value="${q}"><button type="button" class="btn btn-sm btn-danger" data-act="modal-search"><scrm-label> Search </scrm-label></button></div></div></scrm-panel><table class="table record-list-table"><thead><tr>${multi ? h`<th></th>` : ''}<th>${m.key === 'users' ? 'User Name' : 'Name'}</th>${cols.map(([l]) => h`<th>${l as string}</th>`)}</tr></thead><tbody>${rows.map(
          (r) =>
            h`<tr data-record-id="${r.id}" data-record-name="${name(r)}">${multi ? h`<td><input type="checkbox" class="modal-row-check" aria-label="Select ${name(r)}"></td>` : ''}<td><a class="field-link modal-pick" role="button" data-act="modal-pick">${name(r)}</a></td>${cols.map(([, fn]) => h`<td>${(fn as (r: Rec) => string)(r)}</td>`)}</tr>`,
        )}</tbody></table>${rows.length ? '' : h`<p class="lead text-center">No results found.</p>`}</div>${
          multi
            ? h`<div class="modal-footer"><button type="button" class="btn btn-sm btn-main" data-act="modal-select"><scrm-label>Select</scrm-label></button></div>`
            : ''
        }</div></scrm-record-list-modal>`,
      ),
    );
  });
  app.get('/api/modal/columns', (c) => {
    const m = moduleDef(c.req.query('module') ?? '');
    if (!m?.list) return c.html('');
    const shown = (c.req.query('shown') ?? '').split(',').filter(Boolean);
    const all = Object.values(m.fields)
      .filter((fd) => fd.sql !== null || fd.type === 'complete')
      .filter((fd) => fd.type !== 'audit' || fd.name === 'date_entered');
    const cur = shown.length ? shown : m.list.columns;
    return c.html(
      String(
        h`<div class="column-chooser-modal"><div class="modal-header"><div class="modal-title">Choose Columns</div><button type="button" class="close" aria-label="Close" data-act="modal-close">${icon('cross')}</button></div><div class="modal-body d-flex"><div class="column-list displayed"><h6>Displayed</h6>${cur
          .map((n) => m.fields[n])
          .filter(Boolean)
          .map(
            (fd) => h`<label class="column-item"><input type="checkbox" checked data-column="${fd.name}"> ${fd.listLabel ?? fd.label}</label>`,
          )}</div><div class="column-list hidden-columns"><h6>Hidden</h6>${all
          .filter((fd) => !cur.includes(fd.name))
          .map(
            (fd) => h`<label class="column-item"><input type="checkbox" data-column="${fd.name}"> ${fd.listLabel ?? fd.label}</label>`,
          )}</div></div><div class="modal-footer"><button type="button" class="btn btn-sm btn-secondary" data-act="modal-close"><scrm-label>Close</scrm-label></button><button type="button" class="btn btn-sm btn-main" data-act="columns-save"><scrm-label>Save Changes</scrm-label></button></div></div>`,
      ),
    );
  });
}
