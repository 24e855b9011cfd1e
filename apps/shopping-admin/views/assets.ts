/**
 * The ShoppingAdmin replica's stylesheet and page script (served as files under `/admin/static/`):
 * menu panels, dropdowns, the products grid's row links, selection and action buttons, the mass
 * Delete confirmation, the Update-attributes "Change" boxes, the attribute page's swatch rows and
 * its Delete Attribute confirmation, the footer's Account Activity pop-up, collapsible sections,
 * and the product page (`client-product.ts`).
 */
import { PRODUCT_JS } from './client-product';

export const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 "Open Sans",Helvetica,Arial,sans-serif;color:#303030;background:#f5f5f5}
.page-wrapper{display:flex;min-height:100vh}.menu-wrapper{width:88px;background:#373330;color:#aaa6a0;flex:none}
.logo{display:block;padding:12px;text-align:center;color:#fff;font-size:28px;text-decoration:none}
#nav{list-style:none;margin:0;padding:0}#nav>li>a{display:block;padding:12px 4px;color:#aaa6a0;text-align:center;font-size:12px;text-decoration:none}
#nav li._active>a{color:#fff;background:#524d49}.submenu{position:fixed;left:88px;top:0;bottom:0;width:320px;background:#4a4542;color:#fff;padding:16px;z-index:20;overflow:auto}
.submenu[hidden]{display:none}.submenu .submenu{position:static;width:auto;padding:0;background:none}#nav li.column{list-style:none}.action-close._close::before{content:"\\00d7" / "";color:#fff}.submenu a{color:#fff}.submenu ul{list-style:none;padding-left:0}.submenu-group-title{display:block;margin-top:8px;color:#aaa6a0}
.page-body{flex:1;min-width:0;padding:0 24px}.page-header{display:flex;justify-content:space-between;align-items:center;padding:16px 0}
.page-title{font-size:28px;font-weight:400;margin:0}.page-header-actions{display:flex;gap:12px;align-items:center}
.admin-user{position:relative}.admin__action-dropdown-menu,.dropdown-menu,.action-menu{position:absolute;z-index:10;background:#fff;border:1px solid #adadad;list-style:none;margin:0;padding:4px 0;min-width:160px}
.admin__action-dropdown-menu[hidden],.dropdown-menu[hidden],.action-menu[hidden]{display:none}
.action-menu-item,.dropdown-menu .item{display:block;width:100%;text-align:left;background:none;border:0;padding:6px 12px;font:inherit;color:#303030;cursor:pointer}
.page-main-actions{background:#f8f8f8;border:1px solid #e3e3e3;padding:12px;margin-bottom:16px;display:flex;justify-content:flex-end}
.page-actions{display:flex;gap:8px;align-items:center}.actions-split{position:relative;display:inline-flex}
.primary,.action-primary{background:#eb5202;color:#fff;border:1px solid #eb5202}button,.action-default{font:inherit;padding:6px 14px;cursor:pointer;border:1px solid #adadad;background:#e3e3e3;color:#514943;text-decoration:none}
.message{padding:12px 16px;margin-bottom:12px;background:#fffbbb}.message-success{background:#e5efe5}.message-error{background:#fae5e5}
.data-grid{border-collapse:collapse;width:100%;background:#fff}.data-grid th{background:#514943;color:#fff;text-align:left;padding:8px;font-weight:600}
.data-grid td{border:1px solid #d6d6d6;padding:6px 8px;vertical-align:top}.data-row{cursor:pointer}.data-row:hover{background:#e5f7fe}
.admin__data-grid-header,.admin__data-grid-header-row{display:flex;gap:12px;align-items:center;flex-wrap:wrap;margin:8px 0}.action-select-wrap,.action-multicheck-wrap{position:relative;display:inline-block}
.admin__field{display:flex;gap:16px;margin:10px 0}.admin__field-label{width:220px;text-align:right;font-weight:600}.admin__field-error{color:#e22626;display:block}
.admin__field-error[hidden]{display:none}._required .admin__field-label label::after{content:" *";color:#e22626}
.admin__collapsible-block-wrapper{border-top:1px solid #ccc;padding:12px 0;background:#fff;margin-top:8px}.admin__collapsible-title{font-size:18px;cursor:pointer}
.modal-slide{position:fixed;top:0;right:0;bottom:0;left:148px;background:#fff;box-shadow:0 0 12px rgba(0,0,0,.35);z-index:50;overflow:auto;padding:24px}
.modal-slide[hidden]{display:none}.modal-popup{position:fixed;top:20%;left:30%;width:40%;background:#fff;z-index:60;padding:24px;box-shadow:0 0 12px rgba(0,0,0,.35)}
.nav-bar{display:flex;gap:16px;list-style:none;padding:0}.nav-bar .active a{font-weight:700}.attribute-options{display:flex;flex-wrap:wrap;gap:12px;list-style:none;padding:0}
.page-footer{margin-top:40px;padding:16px 0;border-top:1px solid #ccc;font-size:12px}.login-wrapper{max-width:420px;margin:80px auto;background:#fff;padding:32px}
.login-wrapper .admin__field{display:block}.login-wrapper .admin__field-label{text-align:left}.thumbnail-placeholder{display:inline-block;width:40px;height:40px;background:#eee}
`;

export const ADMIN_JS = `
(function(){
function closeMenus(except){var open=document.querySelectorAll('.dropdown-menu:not([hidden]),.admin__action-dropdown-menu:not([hidden]),.page-actions .action-menu:not([hidden]),.admin__data-grid-outer-wrap .action-menu:not([hidden])');
  for(var i=0;i<open.length;i++)if(open[i]!==except&&!open[i].contains(except))open[i].hidden=true;}
document.addEventListener('click',function(e){var t=e.target;
  var mt=t.closest('.js-menu-toggle');
  if(mt){e.preventDefault();var li=mt.parentNode;var sub=li.querySelector('.submenu');var was=!sub.hidden;var all=document.querySelectorAll('#nav>li>.submenu');for(var i=0;i<all.length;i++)all[i].hidden=true;sub.hidden=was;return;}
  var cl=t.closest('#nav [data-role="close-submenu"]');if(cl){e.preventDefault();cl.parentNode.hidden=true;return;}
  if(!t.closest('#nav')){var subs=document.querySelectorAll('#nav>li>.submenu');for(var j=0;j<subs.length;j++)subs[j].hidden=true;}
  var dt=t.closest('.js-dropdown-toggle');
  // Magento's account toggle is a link to the account page; its dropdown widget keeps the click.
  if(dt){e.preventDefault();var m=dt.nextElementSibling;closeMenus(m);if(m)m.hidden=!m.hidden;return;}
  if(!t.closest('.dropdown-menu,.admin__action-dropdown-menu,.action-menu'))closeMenus(null);
  var go=t.closest('.js-go');if(go){location.href=go.dataset.href;return;}
  var col=t.closest('.js-collapsible');if(col){var c=col.closest('.admin__collapsible-block-wrapper').querySelector('.admin__fieldset-wrapper-content');c.hidden=!c.hidden;return;}
  var ft=t.closest('.js-filters-toggle');if(ft){var p=document.querySelector('.admin__data-grid-filters');p.hidden=!p.hidden;return;}
  var act=t.closest('#footer_account_activity');
  if(act){e.preventDefault();window.open(act.getAttribute('href'),'Account Activity','width=600,height=600');return;}
  /* products grid */
  var row=t.closest('.js-row-link');
  if(row&&!t.closest('input,a,button,label')){location.href=row.dataset.href;return;}
  var sel=t.closest('.js-select');
  if(sel){var v=sel.dataset.select;var boxes=document.querySelectorAll('.js-row-check');for(var k=0;k<boxes.length;k++)boxes[k].checked=(v==='all'||v==='page');
    document.querySelector('.js-select-all-flag').value=v==='all'?'1':'0';sel.closest('.action-menu').hidden=true;count();return;}
  var op=t.closest('.js-op-button');
  if(op){var f=op.closest('form');if(op.dataset.size)f.querySelector('.js-page-size').value=op.dataset.size;f.querySelector('.js-op').value=op.dataset.op;f.submit();return;}
  var cs=t.closest('.js-custom-size');if(cs){cs.closest('.action-menu').hidden=true;var ps=document.querySelector('.js-page-size');ps.focus();ps.select();return;}
  var del=t.closest('.js-mass-delete');
  if(del){del.closest('.action-menu').hidden=true;confirmBox('Delete items','Delete selected items?',function(){var f=del.closest('form');f.querySelector('.js-op').value='delete';f.submit();});return;}
  /* attribute page */
  if(t.closest('.js-add-swatch')){addSwatch();return;}
  var rm=t.closest('.js-delete-option');
  if(rm){var tr=rm.closest('tr');if(tr.dataset.option){var h=document.createElement('input');h.type='hidden';h.name='option[delete]['+tr.dataset.option+']';h.value='1';tr.parentNode.closest('form').appendChild(h);}tr.remove();return;}
  var da=t.closest('.js-delete-attribute');
  if(da){confirmBox('','Are you sure you want to do this?',function(){var f=document.createElement('form');f.method='post';f.action=da.dataset.action;document.body.appendChild(f);f.submit();});return;}
});
document.addEventListener('change',function(e){var t=e.target;
  if(t.classList.contains('js-page-size')){var f=t.closest('form');f.querySelector('.js-op').value='size';f.submit();return;}
  if(t.classList.contains('js-row-check')||t.classList.contains('js-check-page')){if(t.classList.contains('js-check-page')){var b=document.querySelectorAll('.js-row-check');for(var i=0;i<b.length;i++)b[i].checked=t.checked;}count();return;}
  if(t.classList.contains('js-change')){var ctl=t.parentNode.querySelector('input[type=text],select');if(ctl)ctl.disabled=!t.checked;}
});
function count(){var n=document.querySelectorAll('.js-row-check:checked').length;var all=document.querySelector('.js-select-all-flag');var el=document.querySelector('.js-selected-count');
  if(el)el.textContent=all&&all.value==='1'?'(all selected)':n?'('+n+' selected)':'';}
function confirmBox(title,text,ok){var m=document.createElement('aside');m.className='modal-popup confirm';m.setAttribute('role','dialog');m.setAttribute('aria-label',title||'Confirm');
  m.innerHTML=(title?'<h1 class="modal-title">'+title+'</h1>':'')+'<div class="modal-content"><p>'+text+'</p></div><footer class="modal-footer"><button type="button" class="action-secondary js-cancel"><span>Cancel</span></button> <button type="button" class="action-primary js-ok"><span>OK</span></button></footer>';
  document.body.appendChild(m);m.addEventListener('click',function(e){if(e.target.closest('.js-cancel')){m.remove();}else if(e.target.closest('.js-ok')){m.remove();ok();}});}
var swatchN=0;
function addSwatch(){var body=document.querySelector('.js-swatch-rows');if(!body)return;var n='option_'+(swatchN++);var tr=document.createElement('tr');tr.className='swatch-row _new';
  var order=body.querySelectorAll('tr').length;
  tr.innerHTML='<td class="draggable-handle" title="Sort Option"></td><td><input class="input-radio" type="radio" name="defaulttext[]" value="'+n+'"></td>'+
    '<td><input class="input-text" type="text" name="swatchtext[value]['+n+'][0]" placeholder="Swatch"><input class="input-text" type="text" name="optiontext[value]['+n+'][0]" placeholder="Description"></td>'+
    '<td><input class="input-text" type="text" name="swatchtext[value]['+n+'][1]" placeholder="Swatch"><input class="input-text" type="text" name="optiontext[value]['+n+'][1]" placeholder="Description"></td>'+
    '<td><input type="hidden" name="optiontext[order]['+n+']" value="'+order+'"><button type="button" class="action-delete js-delete-option" title="Delete"><span>Delete</span></button></td>';
  body.appendChild(tr);tr.querySelector('input.input-text').focus();}
})();
${PRODUCT_JS}
`;
