/**
 * The list table (replica doc §4.2–§4.3): one `table.list-view-table.striped-table.table` with
 * a thead and a single tbody of `tr.cdk-row`; cells: checkbox, [show-more], data, line actions.
 */
import { h, type Html } from '../../kit/html';
import type { FieldDef, ModuleDef } from '../meta/types';
import { type Rec, displayText, formatDateTime } from '../data/format';
import { icon } from './navbar';
import { beanModule } from '../data/write';

const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();

function recordRoute(mod: ModuleDef, id: string): string {
  return `#/${mod.list?.recordRoute ?? mod.key}/record/${encodeURIComponent(id)}`;
}

function cell(fd: FieldDef, mod: ModuleDef, r: Rec, offset: number): Html {
  const text = displayText(fd, r);
  const nameField = mod.list?.nameField ?? (mod.fields.name ? 'name' : mod.list!.columns.find((c) => mod.fields[c]?.type !== 'complete'));
  if (fd.name === nameField) {
    return h`<a class="field-link" href="${recordRoute(mod, r.id)}?offset=${offset}">${text}</a>`;
  }
  switch (fd.type) {
    case 'relate': {
      const id = r[fd.relate!.id];
      return id && text ? h`<a class="field-link" href="#/${fd.relate!.module}/record/${encodeURIComponent(id)}">${text}</a>` : h`${text}`;
    }
    case 'email': {
      if (!text) return h``;
      const params = qs({
        return_module: mod.legacy,
        return_action: 'DetailView',
        return_id: r.id,
        to_addrs_names: text,
        parent_type: beanModule(mod),
        parent_name: r.name ?? '',
        parent_id: r.id,
      });
      return h`<div class="mailto-field"><a class="clickable field-link" href="#/emails/compose?${params}">${text}</a></div>`;
    }
    case 'phone':
      return text ? h`<a href="tel:${text}">${text}</a>` : h``;
    case 'complete':
      return h`<button type="button" class="btn btn-sm complete-button" title="Close" aria-label="Close" data-act="complete">${icon('tick')}</button>`;
    case 'bool':
      return h`<span class="checkbox-container boolean-detail${r[fd.name] ? ' checked' : ''}" role="img" aria-label="${r[fd.name] ? 'checked' : 'unchecked'}"></span>`;
    case 'audit':
      return h`${formatDateTime(r[fd.name])}`;
    default:
      return h`${text}`;
  }
}

function colType(fd: FieldDef): string {
  return fd.type === 'audit' ? 'datetime' : fd.type === 'assigned' ? 'relate' : fd.type;
}

export function lineActions(mod: ModuleDef, r: Rec): Html {
  if (!mod.list?.lineActions) {
    return h`<scrm-line-action-menu><div class="line-action-menu d-flex"><a class="line-action-item more-button" role="button" title="More" aria-label="More" href="${recordRoute(mod, r.id)}">${icon('more')}</a></div></scrm-line-action-menu>`;
  }
  const bean = beanModule(mod);
  const base = { return_module: mod.legacy, return_action: 'DetailView', return_id: r.id, parent_type: bean, parent_id: r.id, parent_name: r.name ?? '' };
  const items: [string, string, string][] = [
    ['Log Call', 'calls', `#/calls/edit?${qs(base)}`],
    ['Schedule Meeting', 'meetings', `#/meetings/edit?${qs(base)}`],
    ['Create Task', 'tasks', `#/tasks/edit?${qs(base)}`],
    ['Compose Email', 'emails', `#/emails/compose?${qs({ ...base, to_addrs_names: r.email1 ?? '' })}`],
  ];
  return h`<scrm-line-action-menu><div class="line-action-menu d-flex">${items.map(
    ([title, ic, href]) => h`<a class="line-action-item line-action" href="${href}" title="${title}" aria-label="${title}">${icon(ic)}</a>`,
  )}<a class="line-action-item more-button" role="button" title="More" aria-label="More" href="${recordRoute(mod, r.id)}">${icon('more')}</a></div></scrm-line-action-menu>`;
}

export interface TableData {
  mod: ModuleDef;
  rows: Rec[];
  offset: number;
  shown: FieldDef[];
  hidden: FieldDef[];
  sort?: string;
  order?: 'ASC' | 'DESC';
}

export function row(t: TableData, r: Rec, i: number): Html {
  return h`<tr cdk-row class="cdk-row" role="row" data-record-id="${r.id}"><td cdk-cell class="cdk-cell cdk-column-checkbox" role="cell"><label class="checkbox-container"><input type="checkbox" aria-hidden="true"><span class="checkmark"></span></label></td>${
    t.hidden.length
      ? h`<td cdk-cell class="cdk-cell show-more-column" role="cell"><button type="button" class="show-more-button btn btn-sm" aria-label="Show more" data-act="show-more">${icon('plus_thin')}</button><div class="show-more-popover popover" hidden><div class="popover-body">${t.hidden.map(
          (fd) => h`<div class="show-more-entry"><strong>${fd.listLabel ?? fd.label}:</strong> ${cell(fd, t.mod, r, t.offset + i + 1)}</div>`,
        )}</div></div></td>`
      : ''
  }${t.shown.map(
    (fd) =>
      h`<td cdk-cell class="cdk-cell cdk-column-${fd.name} column-${fd.name} column-type-${colType(fd)}" role="cell"><scrm-field>${cell(fd, t.mod, r, t.offset + i + 1)}</scrm-field></td>`,
  )}<td cdk-cell class="cdk-cell cdk-column-line-actions" role="cell">${lineActions(t.mod, r)}</td></tr>`;
}

export function table(t: TableData): Html {
  return h`<table cdk-table class="list-view-table striped-table table cdk-table" aria-describedby="table-body" role="table"><thead role="rowgroup"><tr cdk-header-row class="cdk-header-row" role="row"><th cdk-header-cell class="cdk-header-cell cdk-column-checkbox" role="columnheader"></th>${
    t.hidden.length ? h`<th cdk-header-cell class="cdk-header-cell show-more-column" role="columnheader"></th>` : ''
  }${t.shown.map((fd) => {
    const sortable = fd.sql !== null && fd.type !== 'complete' && fd.type !== 'email';
    const active = t.sort === fd.name;
    return h`<th cdk-header-cell class="cdk-header-cell primary-table-header column-${fd.name} column-type-${colType(fd)} cdk-column-${fd.name}" role="columnheader"${sortable ? h` data-sort="${fd.name}"` : ''}><scrm-label>${fd.listLabel ?? fd.label}</scrm-label>${
      sortable
        ? h`<scrm-sort-button><a class="btn btn-sm p-0 sort-button${active ? ` sort-${(t.order ?? 'DESC').toLowerCase()}` : ''}">${icon(active ? (t.order === 'ASC' ? 'sort_ascend' : 'sort_descend') : 'sort')}</a></scrm-sort-button>`
        : ''
    }</th>`;
  })}<th cdk-header-cell class="cdk-header-cell cdk-column-line-actions" role="columnheader"></th></tr></thead><tbody role="rowgroup">${t.rows.map((r, i) => row(t, r, i))}</tbody></table>`;
}
