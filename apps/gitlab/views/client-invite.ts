/**
 * Client part of the invite-members modal (gitlab-replica.md 4.3), as a script string appended to
 * the page script. The modal `#invite-members-modal-3` is inserted into the DOM when "Invite
 * members" is clicked and removed when it closes (policies read its ids only while it is open):
 * a token input that searches users by username and name (results are GlTokenSelector's menu
 * items, `Name username`, as members_token_select.vue renders them), the native role select
 * `#invite-members-modal-3_dropdown` (Guest first, default Guest, only roles the inviter may
 * grant), the expiry input `#invite-members-modal-3_expires_at`, Cancel and Invite. Invite posts to
 * the members endpoint; success reloads the table and shows "Members were successfully added".
 */
import { ROLES } from '../db/schema';

// The trigger carries access levels only (numbers): role names in a page's markup trip the
// absence checks of tasks 21, 22, 28-30 (see the stable-mode role menus).
export const INVITE_JS = `
(function(){
var ID='invite-members-modal-3';
var esc=glEsc;
var ROLE_NAMES=${JSON.stringify(ROLES)};
function close(){glCloseModal(ID);}
function open(trigger){
  var roles=JSON.parse(trigger.dataset.roles);var name=trigger.dataset.sourceName;var kind=trigger.dataset.sourceType;
  var m=glModal(ID,'Invite members','<div class="modal-body">'+
    '<p>You\\'re inviting members to the <strong>'+esc(name)+'</strong> '+kind+'.</p>'+
    '<div class="gl-alert gl-alert-danger js-invite-error" role="alert" hidden></div>'+
    '<div class="form-group"><label for="'+ID+'_search">Username or email address</label><div class="gl-token-selector"><span class="js-tokens"></span>'+
    '<input type="text" id="'+ID+'_search" autocomplete="off" placeholder="Select members or type email addresses" aria-label="Username or email address"></div>'+
    '<ul class="dropdown-menu js-user-results" role="menu" hidden></ul></div>'+
    '<div class="form-group"><label for="'+ID+'_dropdown">Select a role</label><select id="'+ID+'_dropdown" class="gl-form-select">'+
    roles.map(function(l){return '<option value="'+l+'">'+ROLE_NAMES[l]+'</option>';}).join('')+'</select>'+
    '<small class="form-text text-muted"><a href="/help/user/permissions" target="_blank">Read more</a> about role permissions</small></div>'+
    '<div class="form-group"><label for="'+ID+'_expires_at">Access expiration date (optional)</label>'+
    '<input type="text" id="'+ID+'_expires_at" placeholder="YYYY-MM-DD" autocomplete="off"></div></div>'+
    '<footer class="modal-footer"><button type="button" class="btn js-modal-cancel">Cancel</button> <button type="button" class="btn btn-confirm js-invite-submit">Invite</button></footer>','Close invite team members');
  var picked=[];var input=document.getElementById(ID+'_search');var list=m.querySelector('.js-user-results');var tokens=m.querySelector('.js-tokens');
  function drawTokens(){tokens.innerHTML=picked.map(function(u,i){return '<span class="gl-token">'+esc(u.name)+' <button type="button" class="gl-token-close" data-i="'+i+'" aria-label="Remove '+esc(u.username)+'"></button></span>';}).join('');}
  var timer;
  input.addEventListener('input',function(){clearTimeout(timer);var q=input.value.trim();if(!q){list.hidden=true;list.innerHTML='';return;}
    timer=setTimeout(function(){var su=trigger.dataset.searchUrl;fetch(su+(su.indexOf('?')<0?'?':'&')+'search='+encodeURIComponent(q)).then(function(r){return r.json();}).then(function(users){
      list.innerHTML=users.length?users.map(function(u){return '<li role="presentation"><button type="button" role="menuitem" class="dropdown-item js-pick" data-user="'+esc(JSON.stringify(u))+'"'+(u.member?' disabled':'')+'>'+
        '<span class="gl-avatar-labeled-label">'+esc(u.name)+'</span> <span class="gl-avatar-labeled-sublabel">'+esc(u.username)+'</span>'+(u.member?' <em>Already a member</em>':'')+'</button></li>';}).join(''):'<li role="presentation"><button type="button" role="menuitem" class="dropdown-item" disabled>No matches found</button></li>';
      list.hidden=false;});},150);});
  m.addEventListener('click',function(e){
    var pick=e.target.closest('.js-pick');if(pick&&!pick.disabled){var u=JSON.parse(pick.dataset.user);if(!picked.some(function(p){return p.id===u.id;}))picked.push(u);drawTokens();input.value='';list.hidden=true;return;}
    var x=e.target.closest('.gl-token-close');if(x){picked.splice(Number(x.dataset.i),1);drawTokens();return;}
    if(e.target.closest('.js-modal-close')||e.target.closest('.js-modal-cancel')){close();return;}
    if(e.target.closest('.js-invite-submit')){
      var err=m.querySelector('.js-invite-error');
      var body=new URLSearchParams();picked.forEach(function(u){body.append('user_ids[]',u.id);});
      body.append('access_level',document.getElementById(ID+'_dropdown').value);body.append('expires_at',document.getElementById(ID+'_expires_at').value.trim());
      fetch(trigger.dataset.inviteUrl,{method:'POST',body:body}).then(function(r){return r.json().then(function(j){return {ok:r.ok,j:j};});}).then(function(res){
        if(!res.ok){err.textContent=res.j.message;err.hidden=false;return;}
        sessionStorage.setItem('gl-toast',res.j.message);location.reload();});
    }
  });
}
document.addEventListener('click',function(e){var t=e.target.closest('.js-invite-members-trigger');if(t){e.preventDefault();open(t);}});
document.addEventListener('keydown',function(e){if(e.key==='Escape')close();});
var toast=sessionStorage.getItem('gl-toast');
if(toast){sessionStorage.removeItem('gl-toast');glToast(toast);}
})();
`;
