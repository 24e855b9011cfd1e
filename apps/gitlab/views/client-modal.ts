/**
 * The pieces every GitLab modal script shares, loaded once before them on every page:
 * `glEsc(text)` escapes for HTML; `glModal(id, title, inner, closeLabel?)` inserts a backdrop and a
 * `div.modal.gl-modal` (role dialog, labelled by its title, a close button named `closeLabel`,
 * default "Close" as GlModal's) whose content after
 * the header is `inner`, and returns it; `glCloseModal(id)` removes both again (GitLab's modals
 * are in the DOM only while open, and policies read that); `glToast(text)` shows a status toast
 * for 5 s.
 */
export const MODAL_JS = `
function glEsc(s){return String(s).replace(/[&<>"']/g,function(c){return '&#'+c.charCodeAt(0)+';';});}
function glCloseModal(id){var m=document.getElementById(id);if(m)m.remove();var b=document.querySelector('.modal-backdrop[data-for="'+id+'"]');if(b)b.remove();}
function glModal(id,title,inner,closeLabel){
  glCloseModal(id);
  var back=document.createElement('div');back.className='modal-backdrop';back.dataset.for=id;document.body.appendChild(back);
  var m=document.createElement('div');m.id=id;m.className='modal gl-modal';m.setAttribute('role','dialog');m.setAttribute('aria-modal','true');m.setAttribute('aria-labelledby',id+'_title');
  m.innerHTML='<div class="modal-dialog"><div class="modal-content"><header class="modal-header"><h4 class="modal-title" id="'+id+'_title">'+glEsc(title)+'</h4>'+
    '<button type="button" class="btn close js-modal-close" aria-label="'+glEsc(closeLabel||'Close')+'">×</button></header>'+inner+'</div></div>';
  document.body.appendChild(m);
  return m;
}
function glToast(text){var t=document.createElement('div');t.className='gl-toast';t.setAttribute('role','status');t.textContent=text;document.body.appendChild(t);setTimeout(function(){t.remove();},5000);}
`;
