/** Where the stylesheet and script are served (external files, as GitLab's, so their text is not in `page.content()`). */
export const ASSET_PATHS = { css: '/assets/application.css', js: '/assets/application.js' } as const;

/**
 * The replica's only stylesheet and client script (dependency-free).
 * The script opens and closes dropdowns (menus stay in the DOM, hidden, like GitLab-UI's) and
 * normalises the issue list's address to the trailing-slash form the 15.7 list app keeps
 * (`P/-/issues/?label_name%5B%5D=...`, gitlab-replica.md 4.6).
 */
export const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 -apple-system,"Segoe UI",Roboto,sans-serif;color:#303030;background:#fff}
a{color:#1068bf;text-decoration:none}a:hover{text-decoration:underline}
.navbar-gitlab{display:flex;align-items:center;gap:12px;height:48px;padding:0 12px;background:#292961;color:#fff}
.navbar-gitlab a,.navbar-gitlab .btn{color:#fff}.navbar-gitlab .dropdown-menu a{color:#303030}
.brand-logo{font-weight:700}.navbar-nav{display:flex;gap:10px;list-style:none;margin:0 0 0 auto;padding:0;align-items:center}
.search-input{width:320px;padding:4px 8px;border-radius:4px;border:0}
.btn{display:inline-block;padding:5px 10px;border:1px solid #bfbfbf;border-radius:4px;background:transparent;cursor:pointer;font:inherit;color:#303030}
.btn-confirm{background:#1f75cb;border-color:#1f75cb;color:#fff}.btn-danger{background:#dd2b0e;color:#fff;border-color:#dd2b0e}
.dropdown{position:relative;display:inline-block}.dropdown-menu{position:absolute;z-index:10;min-width:220px;margin:2px 0 0;padding:4px 0;list-style:none;background:#fff;color:#303030;border:1px solid #dbdbdb;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.dropdown-menu[hidden]{display:none}.dropdown-menu li>a,.dropdown-menu li>button{display:block;width:100%;padding:6px 12px;text-align:left;border:0;background:none;font:inherit;color:#303030}
.dropdown-menu-right{right:0}.dropdown-header{padding:6px 12px;font-weight:600;color:#737278}
.layout-page{display:flex}.nav-sidebar{width:220px;min-height:calc(100vh - 48px);background:#f0f0f0;border-right:1px solid #dbdbdb;padding:8px 0}
.nav-sidebar ul{list-style:none;margin:0;padding:0}.nav-sidebar li a{display:block;padding:4px 16px;color:#303030}.nav-sidebar li.active>a{font-weight:700}
.sidebar-sub-level-items{padding-left:12px!important}.context-header{padding:6px 16px;font-weight:700}
.content-wrapper{flex:1;min-width:0}#content-body{padding:12px 24px}
.flash-notice,.flash-alert,.gl-alert{padding:10px 16px;border-radius:4px;margin-bottom:12px}.flash-notice{background:#e9f3fc}.flash-alert{background:#fdd4cd}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #dbdbdb;vertical-align:top}
.issuable-meta .controls{list-style:none;display:flex;gap:8px;margin:0;padding:0}.gl-glyph{font-style:normal}.gl-glyph::before{content:attr(data-glyph) / ""}svg.gl-icon{width:1px;height:1px;vertical-align:middle}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;background:#ececef;font-size:12px}
.gl-label{display:inline-block;padding:0 8px;border-radius:10px;color:#fff;font-size:12px}
.nav-tabs{display:flex;gap:16px;list-style:none;padding:0;margin:8px 0;border-bottom:1px solid #dbdbdb}.nav-tabs li{padding:6px 0}.nav-tabs .active{border-bottom:2px solid #1f75cb;font-weight:600}
.project-row,.issue,.commit{padding:10px 0;border-bottom:1px solid #f0f0f0;list-style:none}.content-list{padding:0;margin:0}
.issuable-sidebar{width:290px;padding:12px;border-left:1px solid #dbdbdb}.issuable-layout{display:flex;gap:24px}.issuable-main{flex:1}
.block{padding:10px 0;border-bottom:1px solid #dbdbdb}.block .title{display:flex;justify-content:space-between;font-weight:600}
.row-content-block{background:#fafafa;padding:8px 12px;border:1px solid #dbdbdb;margin:8px 0}.day-header{font-weight:600;padding:8px 0;border-bottom:1px solid #dbdbdb}
.contributor-card{border:1px solid #dbdbdb;border-radius:4px;padding:12px;margin:8px 0;max-width:520px}.gl-font-monospace{font-family:monospace}
.file-content{font-family:monospace;white-space:pre;background:#fafafa;border:1px solid #dbdbdb;padding:12px;overflow:auto}
input[type=text],input[type=search],input[type=email],input[type=password],textarea,select{padding:5px 8px;border:1px solid #89888d;border-radius:4px;font:inherit}
.modal-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:20}.gl-modal{position:fixed;inset:0;z-index:21;display:flex;align-items:flex-start;justify-content:center;padding-top:60px}
.modal-dialog{background:#fff;border-radius:8px;width:560px;max-width:95vw}.modal-header,.modal-footer{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid #dbdbdb}.modal-footer{border:0;border-top:1px solid #dbdbdb;justify-content:flex-end;gap:8px}
.modal-body{padding:16px}.modal-body .dropdown-menu{position:static;width:100%}.gl-token{display:inline-block;background:#ececef;border-radius:12px;padding:0 8px;margin:2px}.gl-token-close::before{content:"\\00d7"}
.gl-token-close{border:0;background:none;cursor:pointer}.gl-toast{position:fixed;left:24px;bottom:24px;background:#333;color:#fff;padding:10px 16px;border-radius:4px;z-index:30}
.form-group{margin-bottom:12px}.form-group label{display:block;font-weight:600}.error-page{text-align:center;padding:60px}
`;

import { ROLE_ITEMS } from './members';
import { INVITE_JS } from './client-invite';
import { MODAL_JS } from './client-modal';
import { MEMBERS_JS } from './client-members';
import { SETTINGS_JS } from './settings';
import { ISSUE_FORM_JS } from './issue-form';
import { NEW_PROJECT_JS } from './new-project';
import { ISSUE_SIDEBAR_JS } from './issues';
import { MERGE_REQUEST_JS } from './merge-requests';
import { NEW_GROUP_JS } from './groups';

export const CLIENT_JS = `(function(){
var LAZY=${JSON.stringify({ roles: ROLE_ITEMS })};
document.addEventListener('click',function(e){
  var cb=e.target.closest('[data-clipboard-text]');
  // GitLab's clipboard buttons copy their text; a browser without clipboard access just does nothing.
  if(cb&&navigator.clipboard)navigator.clipboard.writeText(cb.getAttribute('data-clipboard-text')).catch(function(){});
  var t=e.target.closest('[data-toggle="dropdown"]');
  var open=document.querySelectorAll('.dropdown-menu:not([hidden])');
  // A click inside an open menu (its search box, a checkbox) leaves it open; item handlers close it.
  for(var i=0;i<open.length;i++){if((!t||open[i]!==t.nextElementSibling)&&!open[i].contains(e.target)){open[i].hidden=true;if(open[i].dataset.lazyItems)open[i].innerHTML='';}}
  if(t){var m=t.nextElementSibling;if(m){m.hidden=!m.hidden;t.setAttribute('aria-expanded',String(!m.hidden));if(m.dataset.lazyItems)m.innerHTML=m.hidden?'':LAZY[m.dataset.lazyItems];}e.preventDefault();}
});
document.addEventListener('keydown',function(e){if(e.key==='Escape'){var o=document.querySelectorAll('.dropdown-menu:not([hidden])');for(var i=0;i<o.length;i++){o[i].hidden=true;if(o[i].dataset.lazyItems)o[i].innerHTML='';}}});
document.addEventListener('input',function(e){var t=e.target;if(!t.classList||!t.classList.contains('js-author-filter'))return;var q=t.value.trim().toLowerCase();
  var items=t.parentNode.querySelectorAll('.js-author-option');for(var i=0;i<items.length;i++)items[i].hidden=!!q&&items[i].textContent.toLowerCase().indexOf(q)<0;});
var app=document.querySelector('[data-issues-list-base]');
if(app&&location.search&&!/\\/$/.test(location.pathname)){history.replaceState(null,'',location.pathname+'/'+location.search);}
var so=document.querySelectorAll('a[data-method="post"]');
for(var j=0;j<so.length;j++)so[j].addEventListener('click',function(ev){ev.preventDefault();var f=document.createElement('form');f.method='post';f.action=this.getAttribute('href');document.body.appendChild(f);f.submit();});
})();
${MODAL_JS}
${INVITE_JS}
${MEMBERS_JS}
${SETTINGS_JS}
${ISSUE_FORM_JS}
${NEW_PROJECT_JS}
${ISSUE_SIDEBAR_JS}
${MERGE_REQUEST_JS}
${NEW_GROUP_JS}`;
