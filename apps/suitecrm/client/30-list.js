/* List view (replica doc §4): selection, bulk actions, filter/mass-update panels, sorting,
   pagination, export, column chooser. Rows are never rebuilt by selection changes. */
function listEl() { return $('scrm-app-view .list-view'); }
function listState() { return (S.listState[S.module] = S.listState[S.module] || {}); }
function pageIds() { return $$('table.list-view-table > tbody > tr[data-record-id]').map(function (tr) { return tr.getAttribute('data-record-id'); }); }
function totalCount() {
  var m = /of (\d+)\)/.exec($('.pagination-count')?.textContent || '');
  return m ? Number(m[1]) : 0;
}
function selectedCount() { return S.selection.all ? totalCount() : S.selection.ids.length; }

function resetSelection(module) { S.selection = { module: module || S.module, ids: [], all: false }; }

function afterListRender() {
  if (S.selection.module !== S.module) resetSelection(S.module);
  syncSelection();
}

function syncSelection() {
  var sel = S.selection;
  var ids = pageIds();
  $$('table.list-view-table > tbody > tr[data-record-id]').forEach(function (tr) {
    var cb = $('td.cdk-column-checkbox input[type=checkbox]', tr);
    if (cb) cb.checked = sel.all || sel.ids.indexOf(tr.getAttribute('data-record-id')) >= 0;
  });
  var n = selectedCount();
  var onPage = ids.filter(function (id) { return sel.all || sel.ids.indexOf(id) >= 0; }).length;
  $$('.bulk-action-selected-number').forEach(function (s) { s.textContent = n > 0 ? 'Selected: ' + n : ''; });
  $$('.bulk-select-checkbox input').forEach(function (cb) {
    cb.checked = n > 0 && onPage === ids.length && ids.length > 0;
    cb.indeterminate = n > 0 && !cb.checked;
  });
  $$('.bulk-actions-toggle').forEach(function (b) { b.disabled = n === 0; });
}

document.addEventListener('change', function (e) {
  var cb = e.target;
  if (!(cb instanceof HTMLInputElement)) return;
  var tr = cb.closest('table.list-view-table > tbody > tr[data-record-id]');
  if (tr && cb.closest('td.cdk-column-checkbox')) {
    var id = tr.getAttribute('data-record-id');
    var sel = S.selection;
    if (sel.all) { sel.all = false; sel.ids = pageIds(); }
    sel.ids = sel.ids.filter(function (x) { return x !== id; });
    if (cb.checked) sel.ids.push(id);
    syncSelection();
  }
});

ACTIONS['select-all'] = function () { S.selection.all = true; S.selection.ids = []; syncSelection(); };
ACTIONS['select-page'] = function () {
  var sel = S.selection;
  if (sel.all) return;
  pageIds().forEach(function (id) { if (sel.ids.indexOf(id) < 0) sel.ids.push(id); });
  syncSelection();
};
ACTIONS['deselect-all'] = function () { resetSelection(); syncSelection(); };

function rerenderList(patch) {
  Object.assign(listState(), patch || {});
  return render();
}

ACTIONS['toggle-filter'] = function () { rerenderList({ panel: listState().panel === 'filter' ? null : 'filter' }); };
ACTIONS['close-panel'] = function () { rerenderList({ panel: null }); };
ACTIONS['clear-filter'] = function () { resetSelection(); rerenderList({ filter: {}, page: 1 }); };
ACTIONS['toggle-insights'] = function () {
  var el = $('.insights-settings-button');
  rerenderList({ insights: !(el?.classList.contains('active')) });
};
ACTIONS['filter-clear'] = function () {
  $$('.list-filter [data-filter]').forEach(function (f) {
    $$('input[type=text]', f).forEach(function (i) { i.value = ''; });
    $$('tag', f).forEach(function (t) { t.parentNode.removeChild(t); });
  });
};
ACTIONS['filter-search'] = function () {
  var filter = {};
  $$('.list-filter [data-filter]').forEach(function (f) {
    var name = f.getAttribute('data-filter');
    var tags = $$('tag[data-value]', f).map(function (t) { return t.getAttribute('data-value'); });
    if ($('.multienum-filter', f)) { if (tags.length) filter[name] = tags; return; }
    var v = $('input', f)?.value || '';
    if (v.trim()) filter[name] = v.trim();
  });
  resetSelection();
  rerenderList({ filter: filter, panel: null, page: 1 });
};

document.addEventListener('click', function (e) {
  var t = e.target instanceof Element ? e.target : null;
  if (!t) return;
  var th = t.closest('table.list-view-table th[data-sort]');
  if (th) {
    var f = th.getAttribute('data-sort');
    var st = listState();
    var order = st.sort === f && st.order === 'ASC' ? 'DESC' : 'ASC';
    rerenderList({ sort: f, order: order });
    return;
  }
  var pg = /** @type {HTMLButtonElement | null} */ (t.closest('button.pagination-button[data-page]'));
  if (pg && !pg.disabled) rerenderList({ page: Number(pg.getAttribute('data-page')) });
});

ACTIONS['show-more'] = function (el) {
  var pop = el.parentNode.querySelector('.show-more-popover');
  if (pop) pop.hidden = !pop.hidden;
};
ACTIONS.complete = function (el) {
  var tr = el.closest('tr[data-record-id]');
  if (!tr) return;
  clearToasts();
  postJSON('./api/complete', { module: S.module, id: tr.getAttribute('data-record-id') }).then(function (res) {
    if (res.toast) toast(res.toast.type, res.toast.text);
    render();
  });
};

var BULK_LIMITS = { merge: [2, 5, false], massupdate: [2, 200, false], delete: [1, 0, true], export: [1, 0, true] };

function bulkGuard(key) {
  var lim = BULK_LIMITS[key] || [1, 0, true];
  var n = selectedCount();
  if (S.selection.all && !lim[2]) {
    toast('danger', 'Selecting all records is not available for this action. Please select individual records.');
    return false;
  }
  if (n < lim[0]) { toast('danger', 'Invalid number of records selected. You must select a minimum of ' + lim[0] + ' records.'); return false; }
  if (lim[1] && n > lim[1]) { toast('danger', 'Invalid number of records selected. You must select a maximum of ' + lim[1] + ' records.'); return false; }
  return true;
}

function bulkPayload() {
  var ls = listState();
  return { module: S.module, ids: S.selection.ids.slice(), all: S.selection.all, state: { filter: ls.filter || {}, sort: ls.sort, order: ls.order } };
}

ACTIONS.bulk = function (el) {
  var key = el.getAttribute('data-bulk');
  clearToasts();
  if (!bulkGuard(key)) return;
  var payload = bulkPayload();
  if (key === 'delete') {
    confirmModal('Are you sure you want to delete selected record(s)?', function () {
      postJSON('./api/bulk', Object.assign({ action: 'delete' }, payload)).then(function (res) {
        if (res.toast) toast(res.toast.type, res.toast.text);
        resetSelection();
        render();
      });
    });
  } else if (key === 'export') {
    exportRecords(payload);
  } else if (key === 'massupdate') {
    rerenderList({ panel: 'massupdate' });
  } else if (key === 'merge') {
    go('#/merge-records/step1?merge_module=' + enc(legacyOf(S.module)) + '&uid=' + enc(payload.ids.join(',')));
  } else if (key === 'add-to-prospect-list') {
    openSelectModal('prospect-lists', false, function () { toast('success', 'Record(s) added to Target List successfully'); });
  } else if (key === 'print-as-pdf') {
    openSelectModal('pdf-templates', false, function () {});
  }
};

ACTIONS['massupdate-submit'] = function () {
  var values = {};
  $$('.mass-update [data-field]').forEach(function (f) { var v = readField(f); if (v !== undefined) values[f.getAttribute('data-field')] = v; });
  var payload = bulkPayload();
  confirmModal('Are you sure you want to update the selected record(s)?', function () {
    postJSON('./api/bulk', Object.assign({ action: 'massupdate', values: values }, payload)).then(function (res) {
      if (res.toast) toast(res.toast.type, res.toast.text);
      if (res.ok) { resetSelection(); rerenderList({ panel: null }); }
    });
  });
};

function exportRecords(payload) {
  var form = document.createElement('form');
  form.id = 'export-download';
  form.method = 'post';
  form.target = '_self';
  form.action = './legacy/index.php?entryPoint=export' + (payload.all ? '&module=' + enc(legacyOf(S.module)) : '');
  var fields = payload.all
    ? { current_post: JSON.stringify(payload.state), module: legacyOf(S.module), action: 'index' }
    : { uid: payload.ids.join(','), module: legacyOf(S.module), action: 'index' };
  Object.keys(fields).forEach(function (k) {
    var i = document.createElement('input');
    i.type = 'hidden'; i.name = k; i.value = fields[k];
    form.appendChild(i);
  });
  document.body.appendChild(form);
  form.submit();
  document.body.removeChild(form);
}

ACTIONS.columns = function () {
  var shown = $$('table.list-view-table thead th[data-sort], table.list-view-table thead th.primary-table-header').map(function (th) {
    var m = /column-([a-z0-9_]+)/.exec(th.className); return m ? m[1] : '';
  }).filter(Boolean);
  getHTML('./api/modal/columns?module=' + enc(S.module) + '&shown=' + enc((listState().columns || []).join(','))).then(function (html) {
    openHtmlModal(html);
  });
  return shown;
};
ACTIONS['columns-save'] = function () {
  var cols = $$('.column-chooser-modal input[type=checkbox]')
    .filter(function (c) { return c.checked; })
    .map(function (c) { return c.getAttribute('data-column'); });
  closeModal();
  if (cols.length) rerenderList({ columns: cols });
};
