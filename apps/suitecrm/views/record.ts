/**
 * Record view (replica doc §5, §6, §8.1): header with the literal title span, action buttons
 * and the Actions dropdown, OVERVIEW tab + collapsible panels, subpanels below.
 */
import { h, trusted, type Html } from '../../kit/html';
import type { ModuleDef } from '../meta/types';
import type { Rec } from '../data/format';
import { fieldLayout, type LayoutData, type Mode } from './layout';
import { icon } from './navbar';

export interface RecordViewData extends LayoutData {
  title: string;
  id?: string;
  subpanels: Html;
  pager?: { index: number; total: number; prev?: string; next?: string };
}

/** `<button>` whose label sits in a child scrm-label (text_content ` Edit `, no own text node). */
export function labelButton(label: string, act: string, cls = 'button-group-button settings-button'): Html {
  return h`<button type="button" class="${cls}" data-act="${act}"><scrm-label> ${label} </scrm-label></button>`;
}

/**
 * One item of an action menu as 8.7.1 renders it (`dropdown-button.component.html`): an
 * `<a ngbDropdownItem>` without href or role, `tabindex="0"` (ng-bootstrap's host binding), an
 * empty title, and its own click listener (Angular's `(click)`; attached in client/10-menus.js),
 * which is what makes Chromium expose it as `link 'Delete'` (issue 60).
 */
export function dropdownItem(label: string, act: string): Html {
  return h`<a class="dropdown-item" tabindex="0" title="" data-act="${act}"><div class="d-flex"><div class="dropdown-item-label"> ${label} </div></div></a>`;
}

function actionMenu(mod: ModuleDef, mode: Mode): Html {
  let buttons: Html[];
  let items: Html[];
  if (mode === 'detail') {
    buttons = [labelButton('Edit', 'edit')];
    items = [
      dropdownItem('Delete', 'delete'),
      dropdownItem('Duplicate', 'duplicate'),
      dropdownItem('View Change Log', 'changelog'),
      dropdownItem('Find Duplicates', 'find-duplicates'),
      ...(mod.actions ?? []).map(([k, l]) => dropdownItem(l, k)),
    ];
  } else if (mode === 'edit') {
    buttons = [labelButton('Save', 'save'), labelButton('Cancel', 'cancel'), labelButton('Save And Continue', 'save-continue')];
    items = [dropdownItem('View Change Log', 'changelog'), dropdownItem('Find Duplicates', 'find-duplicates')];
  } else {
    buttons = [labelButton('Save', 'save'), labelButton('Cancel', 'cancel')];
    items = [];
  }
  return h`<scrm-action-group-menu class="record-view-actions"><div class="action-group-menu d-flex">${buttons}${
    items.length
      ? h`<div class="dropdown record-actions-dropdown"><button type="button" class="button-group-button settings-button dropdown-toggle" data-toggle="dropdown" aria-haspopup="true"> Actions </button><div class="dropdown-menu dropdown-menu-right">${items}</div></div>`
      : ''
  }</div></scrm-action-group-menu>`;
}

export function recordView(d: RecordViewData): Html {
  const { mod } = d;
  const panels = mod.record!.panels;
  const [first, ...rest] = panels;
  return h`<scrm-record><div class="record-view" data-module="${mod.key}" data-id="${d.id ?? ''}" data-mode="${d.mode}"><div class="record-view-position-sticky"><scrm-record-header><div class="record-view-header"><div class="record-name-container d-flex">${
    d.mode !== 'create'
      ? h`<button type="button" class="back-button btn btn-sm" data-act="back" aria-label="Back" title="Back">${icon('arrow_left')}</button><scrm-favorite-toggle><button type="button" class="favorite-toggle btn btn-sm" aria-label="Add to Favorites" title="Add to Favorites" data-act="favorite">${icon('star')}</button></scrm-favorite-toggle>`
      : ''
  }<h2 class="record-view-title"><scrm-dynamic-label class="record-view-name-label">${trusted(
    `<span class="dynamic-label ng-star-inserted">${escapeText(d.title)}</span>`,
  )}</scrm-dynamic-label></h2></div><div class="record-view-action-header">${actionMenu(mod, d.mode)}</div></div></scrm-record-header></div><div class="record-view-hr-container"><hr class="record-view-hr"></div><scrm-record-container><div class="record-view-container"><div class="row"><div class="col-lg-12"><scrm-record-content><div class="record-content tabs-layout"><div class="record-tabs d-flex"><ul class="nav nav-tabs"><li class="tab nav-item"><a class="tab-link nav-link active" role="tab">${first.title}</a></li></ul>${
    d.pager
      ? h`<div class="record-pagination"><button type="button" class="btn btn-sm record-pager-prev" aria-label="Previous record" data-href="${d.pager.prev ?? ''}"${d.pager.prev ? '' : h` disabled`}>${icon('paginate_previous')}</button><span class="record-pagination-count">${d.pager.index} of ${d.pager.total}</span><button type="button" class="btn btn-sm record-pager-next" aria-label="Next record" data-href="${d.pager.next ?? ''}"${d.pager.next ? '' : h` disabled`}>${icon('paginate_next')}</button></div>`
      : ''
  }</div><div class="tab-content"><div class="tab-pane active tab-${slug(first.title)}">${fieldLayout(first, d)}</div></div>${rest.map(
    (p) =>
      h`<scrm-panel class="panel-${slug(p.title)}"><div class="card panel-card record-panel"><div class="card-header panel-header" role="button" data-act="toggle-panel"><span class="panel-title">${p.title}</span>${icon('arrow_down', 'panel-chevron')}</div><div class="card-body panel-body">${fieldLayout(p, d)}</div></div></scrm-panel>`,
  )}</div></scrm-record-content>${d.subpanels}</div></div></div></scrm-record-container></div></scrm-record>`;
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Escapes text content without touching spaces (the title span is compared literally). */
function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export type { Rec };
