/**
 * Issue lists (project `P/-/issues/`, dashboard `/dashboard/issues`; gitlab-replica.md 4.6):
 * Open / Closed / All tabs with counts, a filter bar (free text, Label, Author, Assignee), the
 * sort dropdown, and one row per issue with its title text byte-exact. The project list carries
 * `data-issues-list-base` so the client keeps the trailing-slash address the checks expect.
 */
import { h, type Html } from '../../kit/html';
import type { IssueRow } from '../db/issues';
import { SORT_NAMES } from '../db/issues';
import { glIcon, labelPill, tabs, time } from './common';
import { shortDate, timeParts } from '../lib/time';

export interface ListQuery {
  state: 'opened' | 'closed' | 'all';
  labels: string[];
  search: string;
  author: string;
  assignee: string;
  sort: string;
  scope?: string;
}

/** Query string of `q` with `over` applied; empty values are left out (GitLab's list app does so). */
export function listQuery(q: ListQuery, over: Partial<ListQuery> = {}): string {
  const m = { ...q, ...over };
  const parts: string[] = [];
  if (m.scope) parts.push(`scope=${encodeURIComponent(m.scope)}`);
  parts.push(`state=${m.state}`);
  for (const l of m.labels) parts.push(`label_name%5B%5D=${encodeURIComponent(l)}`);
  if (m.search) parts.push(`search=${encodeURIComponent(m.search)}`);
  if (m.author) parts.push(`author_username=${encodeURIComponent(m.author)}`);
  if (m.assignee) parts.push(`assignee_username=${encodeURIComponent(m.assignee)}`);
  if (m.sort) parts.push(`sort=${encodeURIComponent(m.sort)}`);
  return parts.join('&');
}

function filterBar(o: { action: string; q: ListQuery; labels: string[]; people: string[] }): Html {
  const opt = (value: string, current: string, text = value) => h`<option value="${value}" ${value === current ? 'selected' : ''}>${text}</option>`;
  return h`<form class="filtered-search-box js-filter-form" action="${o.action}" method="get" role="search" aria-label="Filter results" style="display:flex;gap:8px;flex-wrap:wrap;align-items:end">
  ${o.q.scope ? h`<input type="hidden" name="scope" value="${o.q.scope}">` : ''}<input type="hidden" name="state" value="${o.q.state}">
  <label>Search <input type="search" name="search" value="${o.q.search}" placeholder="Search or filter results..." aria-label="Search or filter results..."></label>
  <label>Label <select name="label_name[]" aria-label="Label"><option value="">Any</option>${o.labels.map((l) => opt(l, o.q.labels[0] ?? ''))}</select></label>
  <label>Author <select name="author_username" aria-label="Author"><option value="">Any</option>${o.people.map((u) => opt(u, o.q.author))}</select></label>
  <label>Assignee <select name="assignee_username" aria-label="Assignee"><option value="">Any</option><option value="None" ${o.q.assignee === 'None' ? 'selected' : ''}>None</option>${o.people.map((u) => opt(u, o.q.assignee))}</select></label>
  <label>Sort by <select name="sort" aria-label="Sort by">${Object.entries(SORT_NAMES).map(([k, v]) => opt(k, o.q.sort || 'created_date', v))}</select></label>
  <button type="submit" class="btn">Search</button>
</form>`;
}

/**
 * The assignee's avatar link. Vue (`issue_assignees.vue`): the avatar's alt text "Assigned to
 * <name>" names the link; Haml (`shared/issuable/_assignees` via `link_to_member(name: false)`):
 * an empty-alt avatar, so the link's title names it. The replica has no avatar images.
 */
function assigneeLink(r: IssueRow, vue: boolean): Html {
  const title = `Assigned to ${r.assignee_name ?? ''}`;
  return vue
    ? h`<a class="author-link assignee-link" href="/${r.assignee_username ?? ''}"><img class="avatar s16" alt="${title}" src="data:," width="16" height="16"></a>`
    : h`<a class="author_link has-tooltip assignee-link" href="/${r.assignee_username ?? ''}" title="${title}"><img class="avatar avatar-inline s16" alt="" src="data:," width="16" height="16"></a>`;
}

/**
 * One issue of a list. The project list is 15.x's Vue list (`issuable_item.vue`, read at 15.0):
 * its middle dot is `aria-hidden` and "created" is followed by a plain span; the dashboard list is
 * the Haml `projects/issues/_issue.html.haml` (15.0), whose dot is text and whose times are `time`
 * elements. Both put a closed issue's "CLOSED" in the meta column; the Vue item ends with its
 * discussion count link and "updated <ago>" (or "closed <ago>") as plain text.
 */
function issueRow(r: IssueRow, o: { showProject: boolean; vue: boolean }): Html {
  const created = o.vue ? h`<span class="issuable-created-at">${timeParts(r.created_at).text}</span>` : time(r.created_at);
  return h`<li class="issue" id="issue_${r.id}" data-labels="${r.labels.map((l) => l.title).join(',')}">
  <div class="issuable-main-info"><span class="issue-title title"><a href="/${r.full_path}/-/issues/${r.iid}">${r.title}</a></span>
  <div class="issuable-info"><span class="issuable-reference">${o.showProject ? r.full_path : ''}#${r.iid}</span>
  <span class="issuable-authored">${o.vue ? h`<span aria-hidden="true">·</span>` : '·'} created ${created} by <a class="author-link" href="/${r.author_username}"><span class="author">${r.author_name}</span></a></span>
  ${r.labels.length ? (o.vue ? h`<p role="group" aria-label="Labels" class="issuable-labels">${r.labels.map((l) => labelPill(r.full_path, l.title, l.color))}</p>` : r.labels.map((l) => labelPill(r.full_path, l.title, l.color))) : ''}</div></div>
  <div class="issuable-meta"><ul class="controls">${r.state === 'closed' ? h`<li class="issuable-status">CLOSED</li>` : ''}${r.assignee_username ? h`<li>${assigneeLink(r, o.vue)}</li>` : ''}${
    // The Vue list shows the user discussion count (the replica's issues have none) as a link to the notes.
    o.vue
      ? h`<li class="issuable-comments"><a class="no-comments" href="/${r.full_path}/-/issues/${r.iid}#notes" title="Comments">${glIcon('comments')}0</a></li>`
      : ''
  }</ul>
  ${
    o.vue
      ? h`<div class="issuable-timestamp">${r.state === 'closed' && r.closed_at ? `closed ${timeParts(r.closed_at).text}` : `updated ${timeParts(r.updated_at).text}`}</div>`
      : h`<span class="issuable-updated-at">updated ${time(r.updated_at)}</span>`
  }</div>
</li>`;
}

export function issueListBody(o: {
  heading: string;
  base: string;
  q: ListQuery;
  rows: IssueRow[];
  counts: { opened: number; closed: number; all: number };
  labels: string[];
  people: string[];
  projectList: boolean;
  newIssueHref?: string;
  emptyText?: string;
}): Html {
  const tab = (state: ListQuery['state'], text: string) => ({
    text,
    href: `${o.base}?${listQuery(o.q, { state })}`,
    active: o.q.state === state,
    count: o.counts[state],
  });
  const states = [tab('opened', 'Open'), tab('closed', 'Closed'), tab('all', 'All')];
  const list = o.emptyText
    ? h`<div class="nothing-here-block">${o.emptyText}</div>`
    : o.rows.length
      ? h`<ul class="content-list issues-list issuable-list">${o.rows.map((r) => issueRow(r, { showProject: !o.projectList, vue: o.projectList }))}</ul>`
      : o.projectList
        ? h`<div class="gl-empty-state"><h1 class="gl-font-size-h-display" style="font-size:20px">Sorry, your filter produced no results</h1><p>To widen your search, change or remove filters above</p>${o.newIssueHref ? h`<a class="btn btn-confirm" href="${o.newIssueHref}">New issue</a>` : ''}</div>`
        : h`<div class="nothing-here-block">Sorry, your filter produced no results</div>`;
  const filter = filterBar({ action: o.base, q: o.q, labels: o.labels, people: o.people });
  if (!o.projectList) {
    return h`<div class="issues-list-app">
<div class="page-title-holder"><h1 class="page-title" style="font-size:20px">${o.heading}</h1></div>
${tabs(states)}
${filter}
${list}
</div>`;
  }
  // 15.x's Vue list (issues_list_app.vue, issuable_list_root.vue, issuable_tabs.vue): no page
  // heading; GlTabs (a tablist of tabs named "Open 1") with the nav actions beside them.
  return h`<div data-issues-list-base="${o.base}" class="issues-list-app issuable-list-container">
<div class="top-area" style="display:flex;justify-content:space-between;align-items:center">
<div class="gl-tabs"><ul role="tablist" class="nav-tabs gl-tabs-nav">${states.map(
    (t, i) =>
      h`<li role="presentation" class="${t.active ? 'active' : ''}"><a role="tab" id="issues-tab-${String(i)}" aria-selected="${t.active ? 'true' : 'false'}" aria-setsize="3" aria-posinset="${String(i + 1)}" href="${t.href}"><span>${t.text}</span> <span class="badge gl-tab-counter-badge">${String(t.count)}</span></a></li>`,
  )}</ul></div>
<div class="nav-controls">${o.newIssueHref ? h`<button type="button" class="btn" ${o.rows.length ? '' : 'disabled'}>Edit issues</button> <a class="btn btn-confirm" href="${o.newIssueHref}">New issue</a>` : ''}</div>
</div>
${filter}
${list}
</div>`;
}

/** Issue page (gitlab-replica.md 4.7): state badge, title `h1.title` with only its text, sidebar blocks. */
export function issuePageBody(
  r: IssueRow,
  o: {
    canEdit: boolean;
    /** Who the sidebar's assignee dropdown offers (members and participants) and where it saves. */
    assign?: { candidates: { id: number; username: string; name: string }[]; viewerId: number; updateUrl: string };
  },
): Html {
  return h`<div class="issuable-layout"><div class="issuable-main">
<div class="detail-page-header"><span class="badge issuable-status-badge">${r.state === 'opened' ? 'Open' : 'Closed'}</span>
  <span class="issuable-meta"> Created ${time(r.created_at)} by <a href="/${r.author_username}">${r.author_name}</a></span>
  ${o.canEdit ? h`<span class="detail-page-header-actions"><button type="button" class="btn">${r.state === 'opened' ? 'Close issue' : 'Reopen issue'}</button></span>` : ''}</div>
<h1 class="title" data-qa-selector="title_content">${r.title}</h1>
<div class="description"><div class="md">${r.description ? h`<p>${r.description}</p>` : ''}</div></div>
<section class="notes"><h3 style="font-size:15px">Activity</h3><ul class="notes content-list"><li class="note system-note">${r.author_name} created this issue ${time(r.created_at)}</li></ul></section>
</div>
<aside class="issuable-sidebar right-sidebar" aria-label="issue sidebar">
  <div class="block assignee"${o.canEdit && o.assign ? h` data-update-url="${o.assign.updateUrl}" data-candidates="${JSON.stringify(o.assign.candidates)}" data-viewer-id="${String(o.assign.viewerId)}"` : ''}>
    <div class="title">Assignee${o.canEdit && o.assign ? h`<button type="button" class="btn btn-link edit-link js-sidebar-assignee-edit" data-testid="edit-button">Edit</button>` : ''}</div>
    <div class="value">${r.assignee_name ? h`<a href="/${r.assignee_username}">${r.assignee_name}</a>` : h`<span class="no-value">None${o.canEdit && o.assign ? h` - <button type="button" class="btn btn-link js-assign-yourself">assign yourself</button>` : ''}</span>`}</div></div>
  <div class="block labels"><div class="title">Labels${o.canEdit ? h`<a class="edit-link" href="#">Edit</a>` : ''}</div>
    <div class="value">${r.labels.length ? r.labels.map((l) => labelPill(r.full_path, l.title, l.color)) : h`<span class="no-value">None</span>`}</div></div>
  <div class="block milestone"><div class="title">Milestone${o.canEdit ? h`<a class="edit-link" href="#">Edit</a>` : ''}</div><div class="value">${r.milestone_title ?? 'None'}</div></div>
  <div class="block due_date" data-testid="sidebar-due-date"><div class="title">Due date${o.canEdit ? h`<a class="edit-link" href="#">Edit</a>` : ''}</div>
    <div class="value">${r.due_date ? shortDate(r.due_date) : 'None'}</div></div>
  <div class="block confidentiality"><div class="title">Confidentiality</div><div class="value">${r.confidential ? 'This issue is confidential' : 'Not confidential'}</div></div>
  <div class="block reference"><div class="title">Reference: ${r.full_path}#${r.iid}</div></div>
</aside></div>`;
}

/**
 * Client part of the issue sidebar's assignee widget (gitlab-replica.md 4.7; CE: one assignee):
 * "Edit" opens a menu built from the block's candidates only while open (so the block's text is
 * the assignee alone), with a "Search" box filtering it (GlSearchBoxByType's default name, user_select.vue) and "Unassigned"
 * first, items as menu items; choosing a person,
 * "Unassigned" or "assign yourself" saves at once (PUT over the form endpoint) and reloads, as
 * GitLab's widget saves on selection.
 */
export const ISSUE_SIDEBAR_JS = `
(function(){
var block=document.querySelector('.block.assignee[data-update-url]');if(!block)return;
var esc=glEsc;
function save(id){var b=new URLSearchParams();b.append('_method','put');b.append('issue[assignee_ids][]',id);
  fetch(block.dataset.updateUrl,{method:'POST',body:b}).then(function(r){return r.json().then(function(j){return {ok:r.ok,j:j};});}).then(function(res){
    if(!res.ok){var a=block.querySelector('.js-assignee-error');if(!a){a=document.createElement('div');a.className='gl-alert gl-alert-danger js-assignee-error';a.setAttribute('role','alert');block.appendChild(a);}a.textContent=res.j.message;return;}
    location.reload();});}
function close(){var m=block.querySelector('.js-assignee-dropdown');if(m)m.remove();}
function open(){close();var people=JSON.parse(block.dataset.candidates);
  var m=document.createElement('div');m.className='gl-dropdown-contents js-assignee-dropdown';m.style.cssText='border:1px solid #dbdbdb;border-radius:4px;padding:4px;background:#fff';
  m.innerHTML='<input type="search" class="form-control js-assignee-search-users" placeholder="Search" aria-label="Search"><ul role="menu">'+
    '<li role="presentation"><button type="button" role="menuitem" class="dropdown-item js-sidebar-assignee-option" data-user-id="">Unassigned</button></li>'+
    people.map(function(u){return '<li role="presentation"><button type="button" role="menuitem" class="dropdown-item js-sidebar-assignee-option" data-user-id="'+u.id+'">'+esc(u.name)+' @'+esc(u.username)+'</button></li>';}).join('')+'</ul>';
  block.querySelector('.title').after(m);m.querySelector('input').focus();}
block.addEventListener('click',function(e){
  if(e.target.closest('.js-sidebar-assignee-edit')){if(block.querySelector('.js-assignee-dropdown'))close();else open();return;}
  var o=e.target.closest('.js-sidebar-assignee-option');if(o){save(o.dataset.userId);return;}
  if(e.target.closest('.js-assign-yourself')){save(block.dataset.viewerId);}
});
block.addEventListener('input',function(e){if(!e.target.classList.contains('js-assignee-search-users'))return;var q=e.target.value.trim().toLowerCase();
  var items=block.querySelectorAll('.js-sidebar-assignee-option');for(var i=0;i<items.length;i++)items[i].parentNode.hidden=!!q&&items[i].textContent.toLowerCase().indexOf(q)<0;});
document.addEventListener('keydown',function(e){if(e.key==='Escape')close();});
})();
`;
