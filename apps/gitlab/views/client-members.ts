/**
 * Client part of the members table's edits (gitlab-replica.md 4.3), appended to the
 * page script:
 * - the trash button of a row opens GitLab's confirmation modal "Remove member" ("Are you sure
 *   you want to remove <name> from "<full name>"?", user_action_buttons.vue; on a group also the
 *   subgroups checkbox; a checkbox to also unassign the user,
 *   Cancel / "Remove member"); confirming submits a form (`_method=delete`) and the page reloads
 *   with the flash "User was successfully removed from project.". The modal exists in the DOM only
 *   while open, like the invite modal.
 * - choosing a role in a row's dropdown saves it at once (`_method=put`), relabels the toggle and
 *   shows the toast "Role updated successfully.", as GitLab 15.7's members app does.
 */
export const MEMBERS_JS = `
(function(){
var ID='remove-member-modal';
var esc=glEsc,toast=glToast;
function close(){glCloseModal(ID);}
document.addEventListener('click',function(e){
  var rm=e.target.closest&&e.target.closest('.js-remove-member-button');
  if(rm){
    glModal(ID,'Remove member','<form method="post" action="'+esc(rm.dataset.memberPath)+'"><div class="modal-body">'+
      '<input type="hidden" name="_method" value="delete">'+
      '<p>Are you sure you want to remove '+esc(rm.dataset.memberName)+' from "'+esc(rm.dataset.sourceName)+'"?</p>'+
      (rm.dataset.sourceType==='group'?'<div class="form-check"><input type="checkbox" class="form-check-input" id="'+ID+'_subs" name="remove_sub_memberships" value="1">'+
      '<label class="form-check-label" for="'+ID+'_subs">Also remove direct user membership from subgroups and projects</label></div>':'')+
      '<div class="form-check"><input type="checkbox" class="form-check-input" id="'+ID+'_unassign" name="unassign_issuables" value="1">'+
      '<label class="form-check-label" for="'+ID+'_unassign">Also unassign this user from related issues and merge requests</label></div></div>'+
      '<footer class="modal-footer"><button type="button" class="btn js-modal-close">Cancel</button> <button type="submit" class="btn btn-danger">Remove member</button></footer></form>');
    return;
  }
  if(e.target.closest&&e.target.closest('#'+ID+' .js-modal-close')){close();return;}
  var item=e.target.closest&&e.target.closest('.members-table .dropdown-menu [data-access-level]');
  if(item){
    var cell=item.closest('.dropdown');var toggle=cell.querySelector('.dropdown-toggle');var menu=cell.querySelector('.dropdown-menu');
    var body=new URLSearchParams({_method:'put','member[access_level]':item.dataset.accessLevel});
    fetch(cell.dataset.memberPath,{method:'POST',body:body,headers:{'accept':'application/json'}}).then(function(r){return r.json().then(function(j){return {ok:r.ok,j:j};});}).then(function(res){
      menu.hidden=true;if(menu.dataset.lazyItems)menu.innerHTML='';
      if(!res.ok){toast(res.j.message||'An error occurred while updating the member\\'s role, please try again.');return;}
      toggle.querySelector('.gl-dropdown-button-text').textContent=res.j.role;toggle.setAttribute('aria-label',res.j.role);toast('Role updated successfully.');
    });
  }
// Capture phase: the page's dropdown handler empties lazy menus on the same click.
},true);
})();
`;
