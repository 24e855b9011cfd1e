/* Modals rendered into body after app-root (replica doc §8.2, §8.3). */
function modalShell(inner, cls) {
  closeModal();
  var back = document.createElement('ngb-modal-backdrop');
  back.className = 'modal-backdrop fade show';
  var win = document.createElement('ngb-modal-window');
  win.className = 'modal d-block fade show' + (cls ? ' ' + cls : '');
  win.setAttribute('role', 'dialog');
  win.setAttribute('tabindex', '-1');
  win.setAttribute('aria-modal', 'true');
  win.innerHTML = '<div class="modal-dialog' + (cls === 'record-list' ? ' modal-lg' : '') + '"><div class="modal-content">' + inner + '</div></div>';
  document.body.appendChild(back);
  document.body.appendChild(win);
  return win;
}
function closeModal() {
  $$('body > ngb-modal-window, body > ngb-modal-backdrop').forEach(function (m) { m.parentNode.removeChild(m); });
}

function confirmModal(question, onProceed) {
  var win = modalShell('<scrm-message-modal><scrm-modal><div class="message-modal"><div class="modal-header"><div class="modal-title"></div>' +
    '<button type="button" class="close" aria-label="Close" data-act="modal-close"><scrm-image class="sicon" image="cross"></scrm-image></button></div>' +
    '<div class="modal-body"><div class="p-3"><span><scrm-label></scrm-label></span></div></div>' +
    '<div class="modal-footer"><button type="button" class="btn btn-secondary modal-button-cancel" data-act="modal-close">' +
    '<scrm-label>Cancel</scrm-label></button>' +
    '<button type="button" class="btn btn-main modal-button-proceed" data-act="modal-proceed"><scrm-label>Proceed</scrm-label></button></div></div>' +
    '</scrm-modal></scrm-message-modal>');
  $('.modal-body scrm-label', win).textContent = question;
  win._proceed = onProceed;
}
ACTIONS['modal-close'] = function () { closeModal(); };
ACTIONS['modal-proceed'] = function (el) {
  var win = el.closest('ngb-modal-window');
  var fn = win?._proceed;
  closeModal();
  clearToasts();
  if (fn) fn();
};

function openHtmlModal(html, cls) { return modalShell(html, cls); }

/** Record-list (select) modal: single pick (name link) or multi (checkboxes + Select). */
function openSelectModal(module, multi, onPick, q) {
  getHTML('./api/modal/select?module=' + enc(module) + '&multi=' + (multi ? 1 : 0) + '&q=' + enc(q || '')).then(function (html) {
    var win = openHtmlModal(html, 'record-list');
    win._pick = onPick;
    win._multi = multi;
    win._module = module;
    var input = $('.modal-filter-input', win);
    if (input) input.addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); ACTIONS['modal-search'](input); } });
  });
}
ACTIONS['modal-search'] = function (el) {
  var win = el.closest('ngb-modal-window');
  openSelectModal(win._module, win._multi, win._pick, $('.modal-filter-input', win)?.value || '');
};
ACTIONS['modal-pick'] = function (el) {
  var win = el.closest('ngb-modal-window');
  var tr = el.closest('tr');
  var fn = win._pick;
  closeModal();
  if (fn) fn([{ id: tr.getAttribute('data-record-id'), name: tr.getAttribute('data-record-name') }]);
};
ACTIONS['modal-select'] = function (el) {
  var win = el.closest('ngb-modal-window');
  var picked = $$('.modal-row-check', win).filter(function (c) { return c.checked; }).map(function (c) {
    var tr = c.closest('tr');
    return { id: tr.getAttribute('data-record-id'), name: tr.getAttribute('data-record-name') };
  });
  var fn = win._pick;
  closeModal();
  if (fn && picked.length) fn(picked);
};
