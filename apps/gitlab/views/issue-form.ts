/**
 * New issue form (gitlab-replica.md 4.7): `#issue_title`, Type, `#issue_description`,
 * `#issue_confidential`, the Assignee dropdown (a label "Assignee" that names no control, as
 * `form.label :assignee_id` in 15.x; the toggle `.js-assignee-search` is named by its text
 * "Unassigned"; a search box, then "Unassigned" and the project's members as links, as the
 * jQuery users_select renders them, "Assign to me"; hidden
 * `issue[assignee_ids][]`; one assignee, as in CE), Milestone, Labels (`.js-label-select`), Due
 * date `#issuable-due-date` (`YYYY-MM-DD`), "Create issue" / "Cancel". Errors re-render it with
 * what was typed.
 */
import { h, type Html } from '../../kit/html';

export interface AssigneeOption {
  id: number;
  username: string;
  name: string;
}

export function issueFormBody(o: {
  action: string;
  cancel: string;
  values: Record<string, string>;
  errors: string[];
  members: AssigneeOption[];
  viewer: AssigneeOption;
  milestones: string[];
  labels: string[];
}): Html {
  const v = (k: string) => o.values[k] ?? '';
  const chosen = o.members.find((m) => String(m.id) === v('assignee_id'));
  return h`<div class="issue-form"><h1 class="page-title" style="font-size:20px">New Issue</h1>
${o.errors.length ? h`<div class="gl-alert gl-alert-danger" role="alert" id="error_explanation"><h4>${String(o.errors.length)} ${o.errors.length === 1 ? 'error' : 'errors'} prohibited this issue from being saved:</h4><ul>${o.errors.map((e) => h`<li>${e}</li>`)}</ul></div>` : ''}
<form method="post" action="${o.action}" class="js-issue-form">
<div class="form-group"><label for="issue_title">Title (required)</label><input id="issue_title" name="issue[title]" class="form-control" value="${v('title')}" placeholder="Title"></div>
<div class="form-group"><label for="issue_issue_type">Type</label><select id="issue_issue_type" name="issue[issue_type]"><option value="issue">Issue</option><option value="incident">Incident</option></select></div>
<div class="form-group"><label for="issue_description">Description</label><textarea id="issue_description" name="issue[description]" class="form-control" placeholder="Write a description or drag your files here…">${v('description')}</textarea></div>
<div class="form-check"><input type="checkbox" id="issue_confidential" name="issue[confidential]" value="1"${v('confidential') === '1' ? ' checked' : ''}> <label for="issue_confidential">This issue is confidential and should only be visible to team members with at least Reporter access.</label></div>
<div class="form-group issue-assignee"><label for="issue_assignee_id">Assignee</label>
  <input type="hidden" name="issue[assignee_ids][]" value="${chosen ? String(chosen.id) : '0'}" class="js-assignee-value">
  <div class="dropdown"><button type="button" class="btn dropdown-toggle js-assignee-search" data-toggle="dropdown"><span class="js-assignee-text">${chosen ? chosen.name : 'Unassigned'}</span></button>
  <div class="dropdown-menu js-assignee-menu" hidden><input type="search" class="form-control js-assignee-filter" placeholder="Search users" aria-label="Search users">
  <ul><li><a href="#" class="dropdown-item js-assignee-option" data-user-id="0" data-name="Unassigned">Unassigned</a></li>
  ${o.members.map((m) => h`<li><a href="#" class="dropdown-item js-assignee-option" data-user-id="${String(m.id)}" data-name="${m.name}">${m.name} @${m.username}</a></li>`)}</ul></div></div>
  <a href="#" class="assign-to-me-link js-assign-to-me" data-user-id="${String(o.viewer.id)}" data-name="${o.viewer.name}">Assign to me</a></div>
<div class="form-group"><label for="issue_milestone_id">Milestone</label><select id="issue_milestone_id" name="issue[milestone]" class="js-milestone-select"><option value="">Milestone</option>${o.milestones.map((m) => h`<option${v('milestone') === m ? ' selected' : ''}>${m}</option>`)}</select></div>
<div class="form-group"><span class="label">Labels</span> <button type="button" class="btn js-label-select" data-toggle="dropdown">Labels</button><div class="dropdown-menu" hidden><ul>${o.labels.map((l) => h`<li><label><input type="checkbox" name="issue[label_names][]" value="${l}"> ${l}</label></li>`)}</ul></div></div>
<div class="form-group"><label for="issuable-due-date">Due date</label><input type="text" id="issuable-due-date" name="issue[due_date]" class="form-control datepicker" value="${v('due_date')}" placeholder="Select due date" autocomplete="off"></div>
<div class="form-actions"><button type="submit" class="btn btn-confirm">Create issue</button> <a class="btn" href="${o.cancel}">Cancel</a></div>
</form></div>`;
}

/** Client part: picking an assignee (or "Assign to me") sets the hidden input and the toggle text; the search box filters. */
export const ISSUE_FORM_JS = `
(function(){
function pick(id,name){var f=document.querySelector('.js-issue-form');if(!f)return;f.querySelector('.js-assignee-value').value=id;f.querySelector('.js-assignee-text').textContent=name;
  var menu=f.querySelector('.js-assignee-menu');if(menu)menu.hidden=true;}
document.addEventListener('click',function(e){
  var o=e.target.closest&&e.target.closest('.js-assignee-option');if(o){e.preventDefault();pick(o.dataset.userId,o.dataset.name);return;}
  var me=e.target.closest&&e.target.closest('.js-assign-to-me');if(me){e.preventDefault();pick(me.dataset.userId,me.dataset.name);}
},true);
document.addEventListener('input',function(e){
  if(!e.target.classList||!e.target.classList.contains('js-assignee-filter'))return;
  var q=e.target.value.trim().toLowerCase();var items=e.target.parentNode.querySelectorAll('.js-assignee-option');
  for(var i=0;i<items.length;i++){items[i].parentNode.hidden=!!q&&items[i].textContent.toLowerCase().indexOf(q)<0;}
});
})();
`;
