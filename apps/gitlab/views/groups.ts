/**
 * Groups (gitlab-replica.md 4.5): the "New group" page (cards "Create group" and
 * "Import group", switched by `#create-group-pane` / `#import-group-pane`), the form with
 * `#group_name`, `#group_path` (a lower-case slug of the name until the user edits it), the
 * visibility radios `#group_visibility_level_0/10/20` (Public checked by default), the optional
 * "personalize" questions and "Create group" / "Cancel"; the group overview (`/<g>`); and the
 * "Your groups" list.
 */
import { h, type Html } from '../../kit/html';
import { visibilityIconFor } from './common';

const CHOICES: [number, string, string][] = [
  [0, 'Private', 'The group and its projects can only be viewed by members.'],
  [10, 'Internal', 'The group and any internal projects can be viewed by any logged in user except external users.'],
  [20, 'Public', 'The group and any public projects can be viewed without any authentication.'],
];

export function newGroupBody(o: {
  origin: string;
  values: { name?: string; path?: string; visibility_level?: string };
  errors: string[];
  formOpen: boolean;
}): Html {
  const v = o.values;
  const vis = v.visibility_level ?? '20';
  return h`<div class="new-group-page js-new-group" data-form-open="${o.formOpen ? '1' : ''}">
<nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="/dashboard/groups">Groups</a> / <a href="/groups/new">New group</a></nav>
<h1 class="page-title" style="font-size:20px">Create new group</h1>
<div class="new-namespace-panels js-landing" style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
  <a class="new-namespace-panel" href="#create-group-pane"><h3>Create group</h3><p>Assemble related projects together and grant members access to several projects at once.</p></a>
  <a class="new-namespace-panel" href="#import-group-pane"><h3>Import group</h3><p>Import a group and related data from another GitLab instance.</p></a>
</div>
<section class="js-pane" id="import-group-pane" hidden><h2>Import group</h2><p>Importing groups is not available on this instance.</p><a href="/groups/new">Back</a></section>
<section class="js-pane" id="create-group-pane" hidden>
${o.errors.length ? h`<div class="gl-alert gl-alert-danger" role="alert" id="error_explanation"><h4>The form contains the following errors:</h4><ul>${o.errors.map((e) => h`<li>${e}</li>`)}</ul></div>` : ''}
<form method="post" action="/groups" id="new_group" class="group-form" novalidate>
  <div class="form-group"><label for="group_name">Group name</label><input id="group_name" name="group[name]" class="form-control js-group-name" value="${v.name ?? ''}" placeholder="My awesome group" required autocomplete="off">
    <small class="text-secondary">Must start with letter, digit, emoji, or underscore. Can also contain periods, dashes, spaces, and parentheses.</small></div>
  <div class="form-group"><label for="group_path">Group URL</label><span class="input-group-text">${o.origin}/</span><input id="group_path" name="group[path]" class="form-control js-group-path" value="${v.path ?? ''}" placeholder="my-awesome-group" required autocomplete="off"></div>
  <fieldset class="form-group visibility-level-setting"><legend class="label-bold">Visibility level</legend>
  <p class="text-secondary">Who will be able to see this group? <a href="/help/user/public_access" target="_blank">View the documentation</a></p>
  ${CHOICES.map(
    ([
      level,
      name,
      help,
    ]) => h`<div class="form-check"><input type="radio" class="form-check-input" id="group_visibility_level_${String(level)}" name="group[visibility_level]" value="${String(level)}"${vis === String(level) ? ' checked' : ''}>
    <label class="form-check-label" for="group_visibility_level_${String(level)}"><span class="option-title">${name}</span></label><span class="option-description text-secondary"> ${help}</span></div>`,
  )}
  </fieldset>
  <h4>Now, personalize your GitLab experience</h4>
  <div class="form-group"><label for="user_role">Role</label><select id="user_role" name="user[role]"><option value="">Select a role</option><option>Software Developer</option><option>Development Team Lead</option><option>Devops Engineer</option><option>Systems Administrator</option><option>Security Analyst</option><option>Data Analyst</option><option>Product Manager</option><option>Product Designer</option><option>Other</option></select></div>
  <fieldset class="form-group"><legend class="label-bold">Who will be using this group?</legend>
    <div class="form-check"><input type="radio" id="group_setup_for_company_true" name="group[setup_for_company]" value="true"> <label for="group_setup_for_company_true">My company or team</label></div>
    <div class="form-check"><input type="radio" id="group_setup_for_company_false" name="group[setup_for_company]" value="false"> <label for="group_setup_for_company_false">Just me</label></div></fieldset>
  <div class="form-group"><label for="group_jobs_to_be_done">What will you use this group for?</label><select id="group_jobs_to_be_done" name="group[jobs_to_be_done]"><option value="">Select an option</option><option>Store my files</option><option>Increase operational efficiencies</option><option>Reduce security &amp; compliance risk</option><option>Other</option></select></div>
  <div class="js-invite-members-section"></div>
  <div class="form-actions"><button type="submit" class="btn btn-confirm" data-qa-selector="create_group_button">Create group</button> <a class="btn" href="/dashboard/groups">Cancel</a></div>
</form></section></div>`;
}

export const NEW_GROUP_JS = `
(function(){
var root=document.querySelector('.js-new-group');if(!root)return;
var landing=root.querySelector('.js-landing');
function show(id){landing.hidden=!!id;var p=root.querySelectorAll('.js-pane');for(var i=0;i<p.length;i++)p[i].hidden=p[i].id!==id;}
function route(){var h=location.hash.slice(1);show(h==='create-group-pane'||h==='import-group-pane'?h:'');}
if(root.dataset.formOpen)show('create-group-pane');else route();
window.addEventListener('hashchange',route);
var name=document.getElementById('group_name'),path=document.getElementById('group_path');var touched=!!path.value;
function slug(s){return s.trim().toLowerCase().replace(/[^a-z0-9_.-]+/g,'-').replace(/^[-.]+|[-.]+$/g,'');}
name.addEventListener('input',function(){if(!touched)path.value=slug(name.value);});
path.addEventListener('input',function(){touched=path.value!=='';});
})();
`;

export interface GroupRow {
  id: number;
  path: string;
  name: string;
  visibility: number;
  description: string | null;
}

/** Group overview: name with its visibility icon, "Group ID", and the (empty) projects list. */
export function groupOverviewBody(g: GroupRow, o: { projects: { full_path: string; name: string }[]; canCreate: boolean }): Html {
  return h`<div class="group-home-panel"><h1 class="home-panel-title" style="font-size:22px">${g.name} ${visibilityIconFor('group', g.visibility)}</h1>
<span class="home-panel-metadata">Group ID: ${String(g.id)}</span>
${g.description ? h`<div class="home-panel-description-markdown"><p>${g.description}</p></div>` : ''}
${o.canCreate ? h`<div style="margin:8px 0"><a class="btn" href="/groups/new?parent_id=${String(g.id)}#create-group-pane">New subgroup</a> <a class="btn btn-confirm" href="/projects/new?namespace_id=${String(g.id)}">New project</a></div>` : ''}</div>
<ul class="nav-tabs"><li class="active"><a href="/${g.path}">Subgroups and projects</a></li><li><a href="/${g.path}?show=shared">Shared projects</a></li><li><a href="/${g.path}?show=archived">Archived projects</a></li></ul>
${
  o.projects.length
    ? h`<ul class="content-list group-list-tree">${o.projects.map((p) => h`<li><a href="/${p.full_path}">${p.name}</a></li>`)}</ul>`
    : h`<div class="empty-state"><h4>There are no projects in this group</h4></div>`
}`;
}

/** "Your groups" (`/dashboard/groups`). */
export function groupsDashboardBody(rows: (GroupRow & { access_level: number; members: number })[]): Html {
  return h`<div style="display:flex;justify-content:space-between;align-items:center"><h1 class="page-title" style="font-size:20px">Groups</h1><a class="btn btn-confirm" href="/groups/new">New group</a></div>
${
  rows.length
    ? h`<ul class="content-list groups-list">${rows.map((g) => h`<li class="group-row"><a href="/${g.path}"><strong>${g.name}</strong></a> ${visibilityIconFor('group', g.visibility)} <span class="badge">${g.access_level === 50 ? 'Owner' : 'Member'}</span> <span class="text-secondary">${String(g.members)} members</span></li>`)}</ul>`
    : h`<p class="empty-state">You don't belong to any groups yet.</p>`
}`;
}
