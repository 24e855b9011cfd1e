/**
 * Merge requests (gitlab-replica.md 4.8): the project's list, the compare step of "New
 * merge request" (source and target branch dropdowns with a search box, "Compare branches and
 * continue"), the form (`#merge_request_title`, description, Assignee `.js-assignee-search` and
 * Reviewer `.js-reviewer-search` dropdowns over the project's members with "Assign to me" (CE: one
 * each), milestone, labels, the merge options `#merge_request_force_remove_source_branch` (checked)
 * and `#merge_request_squash`, hidden `#merge_request_source_branch` / `#merge_request_target_branch`,
 * "Create merge request" / "Cancel"), and the MR page whose `.detail-page-description` has the two
 * branch names as its only direct-child `a.gl-font-monospace` (source, then target) and whose
 * sidebar `.block.reviewer` reads "Reviewer\nEdit\n<name>".
 */
import { h, type Html } from '../../kit/html';
import { time, tabs } from './common';

export interface UserOption {
  id: number;
  username: string;
  name: string;
}

export interface MergeRequestRow {
  iid: number;
  title: string;
  description: string | null;
  state: 'opened' | 'closed' | 'merged';
  draft: number;
  source_branch: string;
  target_branch: string;
  created_at: string;
  author_username: string;
  author_name: string;
  assignee_username: string | null;
  assignee_name: string | null;
  reviewer_username: string | null;
  reviewer_name: string | null;
  milestone_title: string | null;
}

const STATE_TEXT = { opened: 'Open', closed: 'Closed', merged: 'Merged' } as const;

export function mergeRequestListBody(o: {
  base: string;
  state: 'opened' | 'merged' | 'closed' | 'all';
  rows: MergeRequestRow[];
  counts: Record<string, number>;
  canCreate: boolean;
}): Html {
  const tab = (state: typeof o.state, text: string) => ({ text, href: `${o.base}?state=${state}`, active: o.state === state, count: o.counts[state] });
  return h`<div class="merge-requests-list"><div style="display:flex;justify-content:space-between;align-items:center"><h1 class="page-title" style="font-size:20px">Merge requests</h1>
${o.canCreate ? h`<a class="btn btn-confirm" href="${o.base}/new">New merge request</a>` : ''}</div>
${tabs([tab('opened', 'Open'), tab('merged', 'Merged'), tab('closed', 'Closed'), tab('all', 'All')])}
${
  o.rows.length
    ? h`<ul class="content-list mr-list issuable-list">${o.rows.map(
        (r) => h`<li class="merge-request"><a class="merge-request-title-text" href="${o.base}/${String(r.iid)}">${r.draft ? 'Draft: ' : ''}${r.title}</a>
  <div class="issuable-info">!${String(r.iid)} · created ${time(r.created_at)} by <a href="/${r.author_username}">${r.author_name}</a> · <span class="ref-name">${r.target_branch}</span></div></li>`,
      )}</ul>`
    : h`<div class="nothing-here-block">${o.state === 'opened' ? 'There are no open merge requests' : 'There are no merge requests'}</div>`
}</div>`;
}

function branchDropdown(kind: 'source' | 'target', branches: string[], chosen: string): Html {
  const label = kind === 'source' ? 'Source branch' : 'Target branch';
  return h`<div class="merge-request-select js-branch-picker" data-kind="${kind}"><span class="label-bold" id="mr-${kind}-label">${label}</span>
  <input type="hidden" name="merge_request[${kind}_branch]" value="${chosen}" class="js-branch-value">
  <div class="dropdown"><button type="button" class="btn dropdown-toggle js-${kind}-branch" data-toggle="dropdown"><span class="js-branch-text">${chosen || `Select ${kind} branch`}</span></button>
  <div class="dropdown-menu js-branch-menu" hidden><input type="search" class="form-control js-branch-filter" placeholder="Search branches" aria-label="Search branches">
  <ul>${branches.map((b) => h`<li><a href="#" class="dropdown-item js-branch-option" data-branch="${b}">${b}</a></li>`)}</ul></div></div></div>`;
}

/** The compare step: pick source and target, then "Compare branches and continue" (a GET to the form). */
export function compareStepBody(o: { fullPath: string; branches: string[]; source: string; target: string; error?: string }): Html {
  return h`<div class="merge-request-compare"><h1 class="page-title" style="font-size:20px">New merge request</h1>
${o.error ? h`<div class="gl-alert gl-alert-danger" role="alert">${o.error}</div>` : ''}
<form method="get" action="/${o.fullPath}/-/merge_requests/new" class="js-compare-form">
<div style="display:flex;gap:24px">
  <div class="panel"><div class="panel-heading">Source branch</div><div class="panel-body"><span class="text-secondary">${o.fullPath}</span> ${branchDropdown('source', o.branches, o.source)}</div></div>
  <div class="panel"><div class="panel-heading">Target branch</div><div class="panel-body"><span class="text-secondary">${o.fullPath}</span> ${branchDropdown('target', o.branches, o.target)}</div></div>
</div>
<div class="form-actions"><button type="submit" class="btn btn-confirm">Compare branches and continue</button></div>
</form></div>`;
}

function userPicker(kind: 'assignee' | 'reviewer', members: UserOption[], viewer: UserOption, chosen?: UserOption): Html {
  const label = kind === 'assignee' ? 'Assignee' : 'Reviewer';
  const none = kind === 'assignee' ? 'Unassigned' : 'Unassigned';
  return h`<div class="form-group merge-request-${kind} js-user-picker"><label for="merge_request_${kind}_id">${label}</label>
  <input type="hidden" name="merge_request[${kind}_ids][]" value="${chosen ? String(chosen.id) : '0'}" class="js-user-value">
  <div class="dropdown"><button type="button" class="btn dropdown-toggle js-${kind}-search" data-toggle="dropdown"><span class="js-user-text">${chosen ? chosen.name : none}</span></button>
  <div class="dropdown-menu js-user-menu" hidden><input type="search" class="form-control js-user-filter" placeholder="Search users" aria-label="Search users">
  <ul><li><a href="#" class="dropdown-item js-user-option" data-user-id="0" data-name="${none}">${none}</a></li>
  ${members.map((m) => h`<li><a href="#" class="dropdown-item js-user-option" data-user-id="${String(m.id)}" data-name="${m.name}">${m.name} @${m.username}</a></li>`)}</ul></div></div>
  ${kind === 'assignee' ? h`<a href="#" class="assign-to-me-link js-user-me" data-user-id="${String(viewer.id)}" data-name="${viewer.name}">Assign to me</a>` : ''}</div>`;
}

export function mergeRequestFormBody(o: {
  fullPath: string;
  source: string;
  target: string;
  values: Record<string, string>;
  errors: string[];
  members: UserOption[];
  viewer: UserOption;
  milestones: string[];
  labels: string[];
  commits: { title: string; author_name: string; authored_at: string }[];
}): Html {
  const v = (k: string) => o.values[k] ?? '';
  const find = (id: string) => o.members.find((m) => String(m.id) === id);
  const checked = (k: string, dflt: boolean) => ((o.values[k] === undefined ? dflt : o.values[k] === '1') ? ' checked' : '');
  return h`<div class="merge-request-form"><h1 class="page-title" style="font-size:20px">New merge request</h1>
<div class="mr-compare-header">From <code>${o.source}</code> into <code>${o.target}</code> <a class="btn" href="/${o.fullPath}/-/merge_requests/new?merge_request%5Bsource_branch%5D=${encodeURIComponent(o.source)}&amp;merge_request%5Btarget_branch%5D=${encodeURIComponent(o.target)}&amp;change_branches=true">Change branches</a></div>
${o.errors.length ? h`<div class="gl-alert gl-alert-danger" role="alert" id="error_explanation"><h4>${String(o.errors.length)} ${o.errors.length === 1 ? 'error' : 'errors'} prohibited this merge request from being saved:</h4><ul>${o.errors.map((e) => h`<li>${e}</li>`)}</ul></div>` : ''}
<form method="post" action="/${o.fullPath}/-/merge_requests" class="js-merge-request-form">
<input type="hidden" id="merge_request_source_branch" name="merge_request[source_branch]" value="${o.source}">
<input type="hidden" id="merge_request_target_branch" name="merge_request[target_branch]" value="${o.target}">
<div class="form-group"><label for="merge_request_title">Title (required)</label><input id="merge_request_title" name="merge_request[title]" class="form-control" value="${v('title')}" placeholder="Title"></div>
<div class="form-check"><input type="checkbox" id="merge_request_draft" name="merge_request[draft]" value="1"${checked('draft', false)}> <label for="merge_request_draft">Mark as draft</label></div>
<div class="form-group"><label for="merge_request_description">Description</label><textarea id="merge_request_description" name="merge_request[description]" class="form-control" placeholder="Describe the goal of the changes and what reviewers should be aware of.">${v('description')}</textarea></div>
${userPicker('assignee', o.members, o.viewer, find(v('assignee_id')))}
${userPicker('reviewer', o.members, o.viewer, find(v('reviewer_id')))}
<div class="form-group"><label for="merge_request_milestone">Milestone</label><select id="merge_request_milestone" name="merge_request[milestone]"><option value="">Milestone</option>${o.milestones.map((m) => h`<option${v('milestone') === m ? ' selected' : ''}>${m}</option>`)}</select></div>
<div class="form-group"><span class="label">Labels</span> <button type="button" class="btn js-label-select" data-toggle="dropdown">Labels</button><div class="dropdown-menu" hidden><ul>${o.labels.map((l) => h`<li><label><input type="checkbox" name="merge_request[label_names][]" value="${l}"> ${l}</label></li>`)}</ul></div></div>
<fieldset class="form-group"><legend class="label-bold">Merge options</legend>
<div class="form-check"><input type="hidden" name="merge_request[force_remove_source_branch]" value="0"><input type="checkbox" id="merge_request_force_remove_source_branch" name="merge_request[force_remove_source_branch]" value="1"${checked('force_remove_source_branch', true)}> <label for="merge_request_force_remove_source_branch">Delete source branch when merge request is accepted.</label></div>
<div class="form-check"><input type="hidden" name="merge_request[squash]" value="0"><input type="checkbox" id="merge_request_squash" name="merge_request[squash]" value="1"${checked('squash', false)}> <label for="merge_request_squash">Squash commits when merge request is accepted.</label></div>
</fieldset>
<div class="form-actions"><button type="submit" class="btn btn-confirm">Create merge request</button> <a class="btn" href="/${o.fullPath}/-/merge_requests">Cancel</a></div>
</form>
${tabs([
  { text: 'Commits', href: '#commits', active: true, count: o.commits.length },
  { text: 'Changes', href: '#changes' },
])}
<ol class="content-list commit-list">${o.commits.map((c) => h`<li class="commit"><span class="commit-row-message">${c.title}</span> · ${c.author_name} authored ${time(c.authored_at)}</li>`)}</ol></div>`;
}

/** The MR page: title, the header line the checks read, and the sidebar blocks. */
export function mergeRequestPageBody(r: MergeRequestRow, o: { fullPath: string }): Html {
  const branchLink = (b: string) => h`<a class="ref-name gl-link gl-font-monospace" href="/${o.fullPath}/-/tree/${b}">${b}</a>`;
  return h`<div class="merge-request-details issuable-layout" style="display:flex;gap:24px"><div class="issuable-main" style="flex:1">
<h1 class="title" data-qa-selector="title_content">${r.draft ? 'Draft: ' : ''}${r.title}</h1>
<div class="detail-page-description"><span class="badge issuable-status-badge">${STATE_TEXT[r.state]}</span> <a href="/${r.author_username}" class="author-link">${r.author_name}</a> requested to merge ${branchLink(r.source_branch)} into ${branchLink(r.target_branch)} ${time(r.created_at)}</div>
<ul class="nav-tabs merge-request-tabs"><li class="active"><a href="#">Overview</a></li><li><a href="#commits">Commits</a></li><li><a href="#pipelines">Pipelines</a></li><li><a href="#diffs">Changes</a></li></ul>
${r.description ? h`<div class="description"><div class="md"><p>${r.description}</p></div></div>` : ''}
<div class="mr-widget"><p>Ready to merge by members who can write to the target branch.</p></div>
</div><aside class="issuable-sidebar right-sidebar" aria-label="merge request sidebar" style="width:290px">
  <div class="block assignee"><div class="title">Assignee<a class="edit-link" href="#">Edit</a></div><div class="value">${r.assignee_name ? h`<a href="/${r.assignee_username}">${r.assignee_name}</a>` : 'None - assign yourself'}</div></div>
  <div class="block reviewer"><div class="title">${r.reviewer_name ? 'Reviewer' : '0 Reviewers'}<a class="edit-link" href="#">Edit</a></div><div class="value">${r.reviewer_name ? h`<a href="/${r.reviewer_username}">${r.reviewer_name}</a>` : 'None - assign yourself'}</div></div>
  <div class="block milestone"><div class="title">Milestone<a class="edit-link" href="#">Edit</a></div><div class="value">${r.milestone_title ?? 'None'}</div></div>
  <div class="block reference"><div class="title">Reference: ${o.fullPath}!${String(r.iid)}</div><div class="value">Source branch: ${r.source_branch}</div></div>
</aside></div>`;
}

/** Client part: branch pickers and user pickers (one choice each, search filters; CE: one reviewer). */
export const MERGE_REQUEST_JS = `
(function(){
function close(el){var m=el.closest('.dropdown').querySelector('.dropdown-menu');if(m)m.hidden=true;}
document.addEventListener('click',function(e){
  var b=e.target.closest&&e.target.closest('.js-branch-option');
  if(b){e.preventDefault();var p=b.closest('.js-branch-picker');p.querySelector('.js-branch-value').value=b.dataset.branch;p.querySelector('.js-branch-text').textContent=b.dataset.branch;close(b);return;}
  var u=e.target.closest&&e.target.closest('.js-user-option');
  if(u){e.preventDefault();var q=u.closest('.js-user-picker');q.querySelector('.js-user-value').value=u.dataset.userId;q.querySelector('.js-user-text').textContent=u.dataset.name;close(u);return;}
  var me=e.target.closest&&e.target.closest('.js-user-me');
  if(me){e.preventDefault();var r=me.closest('.js-user-picker');r.querySelector('.js-user-value').value=me.dataset.userId;r.querySelector('.js-user-text').textContent=me.dataset.name;}
},true);
document.addEventListener('input',function(e){
  var t=e.target;if(!t.classList||!(t.classList.contains('js-branch-filter')||t.classList.contains('js-user-filter')))return;
  var q=t.value.trim().toLowerCase();var items=t.parentNode.querySelectorAll('.js-branch-option,.js-user-option');
  for(var i=0;i<items.length;i++){items[i].parentNode.hidden=!!q&&items[i].textContent.toLowerCase().indexOf(q)<0;}
});
})();
`;
