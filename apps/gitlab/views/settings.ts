/**
 * Settings › General (`P/edit`, gitlab-replica.md 4.13): "Naming, topics, avatar" with the
 * project name input `#project_name_edit` and "Save changes"; the other sections by title; and
 * "Advanced" with "Delete project", whose confirmation modal asks the user to type the project's
 * path (GitLab 15.7: "Are you absolutely sure?"). The modal is in the DOM only while open.
 */
import { h, type Html } from '../../kit/html';

export function generalSettingsBody(o: { name: string; id: number; description: string | null; path: string; fullPath: string; canDelete: boolean }): Html {
  const action = `/${o.fullPath}`;
  return h`<div class="settings-page">
<h1 class="page-title" style="font-size:20px">General settings</h1>
<section class="settings" id="js-general-settings"><h4>Naming, topics, avatar</h4><p>Update your project name, topics, description, and avatar.</p>
<form method="post" action="${action}" class="js-general-settings-form"><input type="hidden" name="_method" value="patch">
<div class="form-group"><label for="project_name_edit">Project name</label><input id="project_name_edit" name="project[name]" class="form-control" value="${o.name}" required></div>
<div class="form-group"><label for="project_id">Project ID</label><input id="project_id" class="form-control" value="${String(o.id)}" readonly></div>
<div class="form-group"><label for="project_description">Project description (optional)</label><textarea id="project_description" name="project[description]" class="form-control">${o.description ?? ''}</textarea></div>
<button type="submit" class="btn btn-confirm">Save changes</button></form></section>
<section class="settings"><h4>Visibility, project features, permissions</h4><p>Choose visibility level, enable/disable project features and their permissions.</p></section>
<section class="settings"><h4>Merge requests</h4><p>Choose your merge method, merge options, merge checks, and merge suggestions.</p></section>
<section class="settings"><h4>Badges</h4></section>
<section class="settings"><h4>Service Desk</h4></section>
<section class="settings" id="js-project-advanced-settings"><h4>Advanced</h4><p>Housekeeping, export, archive, change path, transfer, and delete.</p>
${
  o.canDelete
    ? h`<div class="sub-section"><h4 class="danger-title">Delete project</h4><p>This action deletes <code>${o.fullPath}</code> and everything this project contains. <strong>There is no going back.</strong></p>
<button type="button" class="btn btn-danger js-delete-project-button" data-project-path="${o.path}" data-action="${action}">Delete project</button></div>`
    : ''
}
</section></div>`;
}

/** Client part: the delete confirmation modal; the button stays disabled until the path is typed. */
export const SETTINGS_JS = `
(function(){
var ID='delete-project-modal';
var esc=glEsc;
function close(){glCloseModal(ID);}
document.addEventListener('click',function(e){
  var t=e.target.closest&&e.target.closest('.js-delete-project-button');
  if(t){
    var path=t.dataset.projectPath;
    var m=glModal(ID,'Are you absolutely sure?','<form method="post" action="'+esc(t.dataset.action)+'"><div class="modal-body"><input type="hidden" name="_method" value="delete">'+
      '<p>You are about to delete this project containing its repository, issues and members. Deleted projects cannot be restored.</p>'+
      '<p>Enter the following to confirm: <code>'+esc(path)+'</code></p>'+
      '<input type="text" id="'+ID+'_confirm" name="confirm_path" class="form-control" aria-label="Enter the following to confirm: '+esc(path)+'" autocomplete="off"></div>'+
      '<footer class="modal-footer"><button type="button" class="btn js-modal-close">Cancel, keep project</button> <button type="submit" class="btn btn-danger js-confirm-delete" disabled>Yes, delete project</button></footer></form>');
    var input=document.getElementById(ID+'_confirm');var ok=m.querySelector('.js-confirm-delete');
    input.addEventListener('input',function(){ok.disabled=input.value!==path;});
    return;
  }
  if(e.target.closest&&e.target.closest('#'+ID+' .js-modal-close'))close();
});
})();
`;
