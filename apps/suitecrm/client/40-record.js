/* Record view (replica doc §5, §6, §8): actions, save/cancel, validation, inline edit, panels,
   subpanels. Values are read from [data-field] wrappers (no name attributes anywhere). */
function legacyOf(key) { return (MODULE_MAP[key]?.[0]) || key; }
function frontOf(legacy) {
  for (var k in MODULE_MAP) if (MODULE_MAP[k][0].toLowerCase() === String(legacy).toLowerCase()) return k;
  return String(legacy).replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();
}
function recordEl() { return $('scrm-app-view .record-view'); }
function recordInfo() {
  var el = recordEl();
  return el ? { el: el, module: el.getAttribute('data-module'), id: el.getAttribute('data-id'), mode: el.getAttribute('data-mode') } : null;
}

/** Value of one field wrapper, in the shape /api/save expects; undefined = nothing to send. */
function readField(f) {
  var type = f.getAttribute('data-type');
  if (type === 'name') {
    var out = {};
    $$('[data-part]', f).forEach(function (p) {
      var part = p.getAttribute('data-part');
      out[part] = part === 'salutation' ? ($('.tag-input-container', p).getAttribute('data-value') || '') : $('input', p).value;
    });
    return out;
  }
  var tag = $('.tag-input-container', f);
  if (tag && type !== 'relate' && type !== 'assigned' && type !== 'parent') return tag.getAttribute('data-value') || '';
  var sel = $('.dropdownenum select', f);
  if (sel) return sel.value;
  if (type === 'relate' || type === 'assigned') {
    var r = $('.relate-edit', f);
    return r ? { id: r.getAttribute('data-id') || '', name: r.getAttribute('data-name') || '' } : undefined;
  }
  if (type === 'parent') {
    var pr = $('.relate-edit', f);
    return { type: $('.parent-type-select', f).value, id: pr.getAttribute('data-id') || '', name: pr.getAttribute('data-name') || '' };
  }
  if (type === 'email') {
    return $$('.line-item-entry', f).map(function (en) {
      var o = { email: $('.email-input', en).value };
      $$('.line-item-flag', en).forEach(function (c) { o[c.getAttribute('data-flag')] = c.checked; });
      return o;
    });
  }
  if (type === 'address') {
    var a = {};
    $$('[data-part]', f).forEach(function (p) { a[p.getAttribute('data-part')] = $('input, textarea', p)?.value || ''; });
    return a;
  }
  if (type === 'bool') { var cb = $('input[type=checkbox]', f); return cb ? (cb.checked ? '1' : '0') : undefined; }
  var input = $('.field-layout-field-value-wrapper input, .field-layout-field-value-wrapper textarea', f) || $('input, textarea', f);
  return input ? input.value : undefined;
}

function collectValues(root) {
  var values = {};
  $$('.field-layout-field-group-wrapper.edit-field[data-field]', root).forEach(function (f) {
    var v = readField(f);
    if (v === undefined) return;
    if (f.getAttribute('data-type') === 'name') Object.assign(values, v);
    else values[f.getAttribute('data-field')] = v;
  });
  return values;
}

function showErrors(root, errors) {
  $$('.invalid-feedback', root).forEach(function (d) { d.textContent = ''; d.classList.remove('d-block'); });
  $$('.is-invalid', root).forEach(function (d) { d.classList.remove('is-invalid'); });
  Object.keys(errors || {}).forEach(function (name) {
    var f = $('[data-field="' + name + '"]', root) || (name === 'last_name' || name === 'first_name' ? $('[data-field="name"]', root) : null);
    if (!f) return;
    var fb = $('.invalid-feedback', f);
    if (fb) { fb.textContent = errors[name]; fb.classList.add('d-block'); }
    f.classList.add('is-invalid');
  });
}

function clientValidate(root, values) {
  var errors = {};
  $$('.field-layout-field-group-wrapper.edit-field[data-field]', root).forEach(function (f) {
    var name = f.getAttribute('data-field');
    var req = $('.field-layout-field-label-wrapper .required', f);
    var label = $('.field-layout-field-label-wrapper label', f)?.textContent || name;
    if (f.getAttribute('data-type') === 'name') {
      if (!String(values.last_name || '').trim()) errors.last_name = 'Missing required field: Last Name';
      return;
    }
    if (!req) return;
    var v = values[name];
    var empty = v == null || (typeof v === 'string' && !v.trim()) || (typeof v === 'object' && !Array.isArray(v) && !v.id && !String(v.name || '').trim()) ||
      (Array.isArray(v) && !v.some(function (e) { return String(e.email || '').trim(); }));
    if (empty) errors[name] = 'Missing required field: ' + label.toLowerCase().replace(/(^|\s)\S/g, function (c) { return c.toUpperCase(); });
  });
  return errors;
}

function returnTarget(info, newId) {
  var q = routeParts().query;
  var rm = q.get('return_module'), rid = q.get('return_id');
  if (rm && rid && q.get('return_action') === 'DetailView') return '#/' + frontOf(rm) + '/record/' + rid;
  return '#/' + info.module + '/record/' + newId;
}

function saveRecord(then) {
  var info = recordInfo();
  if (!info) return;
  clearToasts();
  var values = collectValues(info.el);
  var errors = clientValidate(info.el, values);
  if (Object.keys(errors).length) {
    showErrors(info.el, errors);
    toast('warning', 'There are validation errors, unable to perform action.');
    return;
  }
  postJSON('./api/save', { module: info.module, id: info.id || undefined, values: values }).then(function (res) {
    if (!res.ok) {
      showErrors(info.el, res.errors);
      if (res.toast) toast(res.toast.type, res.toast.text);
      return;
    }
    if (then) { then(res.id); return; }
    var q = routeParts().query;
    var off = q.get('offset');
    go(info.mode === 'create' ? returnTarget(info, res.id) : '#/' + info.module + '/record/' + res.id + (off ? '?offset=' + off : ''));
  });
}

ACTIONS.save = function () { saveRecord(); };
ACTIONS['save-continue'] = function () {
  var next = $('.record-pager-next');
  var href = next?.getAttribute('data-href');
  saveRecord(function (id) { go(href ? href.replace('/record/', '/edit/') : '#/' + recordInfo().module + '/record/' + id); });
};
ACTIONS.cancel = function () {
  var info = recordInfo();
  var q = routeParts().query;
  if (info && info.mode === 'convert') { go('#/leads/record/' + info.id); return; }
  if (info && info.mode === 'edit') { go('#/' + info.module + '/record/' + info.id + (q.get('offset') ? '?offset=' + q.get('offset') : '')); return; }
  var rm = q.get('return_module'), rid = q.get('return_id');
  if (rm && rid) { go('#/' + frontOf(rm) + '/record/' + rid); return; }
  if (S.prevHash && S.prevHash !== currentHash()) { history.back(); return; }
  go('#/' + (info ? info.module : S.module));
};
ACTIONS.edit = function () {
  var info = recordInfo();
  var off = routeParts().query.get('offset');
  go('#/' + info.module + '/edit/' + info.id + (off ? '?offset=' + off : ''));
};
ACTIONS.back = function () { go('#/' + recordInfo().module); };
ACTIONS.favorite = function (el) { el.classList.toggle('active'); };
ACTIONS.duplicate = function () { var i = recordInfo(); go('#/' + i.module + '/duplicate/' + i.id); };
ACTIONS['convert-lead'] = function () { go('#/leads/convert/' + recordInfo().id); };
ACTIONS['find-duplicates'] = function () {
  var i = recordInfo();
  go('#/merge-records/step1?merge_module=' + enc(legacyOf(i.module)) + '&record=' + enc(i.id));
};
ACTIONS.changelog = function () {
  openHtmlModal('<div class="changelog-modal"><div class="modal-header"><div class="modal-title">Change Log</div>' +
    '<button type="button" class="close" aria-label="Close" data-act="modal-close"><scrm-image class="sicon" image="cross"></scrm-image></button></div>' +
    '<div class="modal-body"><table class="changelog-table table-sm"><thead><tr><th>Field</th><th>Old Value</th><th>New Value</th><th>Changed By</th>' +
    '<th>Change Date</th></tr></thead><tbody></tbody></table><p class="lead text-center">No data</p></div></div>');
};
ACTIONS['print-as-pdf'] = function () { openSelectModal('pdf-templates', false, function () {}); };
ACTIONS['create-portal-user'] = function () { toast('warning', 'Portal user creation is not available: the portal is not configured.'); };
ACTIONS.delete = function () {
  var info = recordInfo();
  confirmModal('Are you sure you want to delete this record?', function () {
    postJSON('./api/delete', { module: info.module, id: info.id }).then(function (res) {
      if (!res.ok) { if (res.toast) toast(res.toast.type, res.toast.text); return; }
      toast('success', res.toast.text, { survive: true });
      go('#/' + info.module);
    });
  });
};
ACTIONS['toggle-panel'] = function (el) { el.closest('.card').classList.toggle('collapsed'); };
ACTIONS['toggle-subpanel'] = function (el) { el.closest('.card').classList.toggle('collapsed'); };
ACTIONS['record-pager'] = function () {};
document.addEventListener('click', function (e) {
  var b = e.target instanceof Element && /** @type {HTMLButtonElement | null} */ (e.target.closest('.record-pager-prev, .record-pager-next'));
  if (b && !b.disabled && b.getAttribute('data-href')) go(b.getAttribute('data-href'));
});

/* ---- inline edit (detail mode) ---- */
function inlineEdit(field) { S.extra = { inline: field }; render().then(function () { S.extra = {}; }); }
document.addEventListener('click', function (e) {
  var b = e.target instanceof Element && e.target.closest('.inline-edit-button');
  if (b) inlineEdit(b.closest('[data-field]').getAttribute('data-field'));
  var sv = e.target instanceof Element && e.target.closest('.inline-save-button');
  if (sv) inlineSave(sv.closest('[data-field]'));
  var cc = e.target instanceof Element && e.target.closest('.inline-cancel-button');
  if (cc) render();
});
document.addEventListener('dblclick', function (e) {
  var f = e.target instanceof Element && e.target.closest('.record-view[data-mode="detail"] .field-layout-field-group-wrapper');
  if (f && !f.classList.contains('edit-field') && $('.inline-edit-button', f)) inlineEdit(f.getAttribute('data-field'));
});
function inlineSave(f) {
  var info = recordInfo();
  var values = {};
  var v = readField(f);
  if (f.getAttribute('data-type') === 'name') Object.assign(values, v); else values[f.getAttribute('data-field')] = v;
  clearToasts();
  postJSON('./api/save', { module: info.module, id: info.id, values: values }).then(function (res) {
    if (!res.ok) { showErrors(info.el, res.errors); if (res.toast) toast(res.toast.type, res.toast.text); return; }
    render();
  });
}
document.addEventListener('keydown', function (e) {
  var f = e.target instanceof Element && e.target.closest('.record-view[data-mode="detail"] .edit-field');
  if (!f) return;
  var t = /** @type {Element} */ (e.target);
  if (e.key === 'Enter' && t.tagName !== 'TEXTAREA' && !t.closest('.tag-input-container, .p-dropdown-panel')) { e.preventDefault(); inlineSave(f); }
  if (e.key === 'Escape') render();
});

/* ---- subpanels ---- */
function subpanelContext(el) {
  var info = recordInfo();
  var sp = el.closest('[data-subpanel]');
  var title = $('.record-view-name-label .dynamic-label');
  return { info: info, key: sp ? sp.getAttribute('data-subpanel') : '', name: title ? title.textContent.trim() : '' };
}
function relatedQuery(c, extra) {
  var p = new URLSearchParams({ return_module: legacyOf(c.info.module), return_action: 'DetailView', return_id: c.info.id });
  Object.keys(extra || {}).forEach(function (k) { p.set(k, extra[k]); });
  return p.toString();
}
function parentParams(c) {
  return { parent_type: legacyOf(c.info.module), parent_id: c.info.id, parent_name: c.name };
}
ACTIONS['subpanel-create'] = function (el) {
  var c = subpanelContext(el);
  var extra = c.info.module === 'accounts' ? { account_id: c.info.id, account_name: c.name } : {};
  go('#/' + c.key + '/edit?' + relatedQuery(c, extra));
};
ACTIONS['subpanel-link'] = function (el) {
  var c = subpanelContext(el);
  var target = c.key === 'security-groups' ? 'security-groups' : c.key;
  openSelectModal(target, true, function (picked) {
    var ids = picked.map(function (p) { return p.id; });
    postJSON('./api/link', { module: c.info.module, id: c.info.id, subpanel: c.key, ids: ids }).then(function () { render(); });
  });
};
ACTIONS['subpanel-unlink'] = function (el) {
  var c = subpanelContext(el);
  var child = el.closest('tr[data-record-id]').getAttribute('data-record-id');
  confirmModal('Are you sure you want to unlink this record? Only the relationship will be unlinked. The record will not be deleted.', function () {
    postJSON('./api/unlink', { module: c.info.module, id: c.info.id, subpanel: c.key, child: child }).then(function () { render(); });
  });
};
ACTIONS['activity-task'] = function (el) { var c = subpanelContext(el); go('#/tasks/edit?' + relatedQuery(c, parentParams(c))); };
ACTIONS['activity-meeting'] = function (el) { var c = subpanelContext(el); go('#/meetings/edit?' + relatedQuery(c, parentParams(c))); };
ACTIONS['activity-call'] = function (el) { var c = subpanelContext(el); go('#/calls/edit?' + relatedQuery(c, parentParams(c))); };
ACTIONS['history-note'] = function (el) { var c = subpanelContext(el); go('#/notes/edit?' + relatedQuery(c, parentParams(c))); };
ACTIONS['activity-email'] = function (el) {
  var c = subpanelContext(el);
  var email = $('.email-address-value');
  go('#/emails/compose?' + relatedQuery(c, Object.assign({ to_addrs_names: email ? email.textContent : '' }, parentParams(c))));
};
ACTIONS['history-archive'] = ACTIONS['activity-email'];

/* ---- lead conversion ---- */
ACTIONS.convert = function () {
  var el = recordEl();
  var v = {};
  $$('[data-part]', el).forEach(function (p) { v[p.getAttribute('data-part')] = $('input', p).value; });
  postJSON('./api/convert', {
    id: el.getAttribute('data-id'), first_name: v.first_name, last_name: v.last_name, title: v.title, account_name: v.account_name,
    createAccount: $('.convert-create-account', el).checked })
    .then(function (res) { if (res.ok) go(res.navigate); else if (res.toast) toast(res.toast.type, res.toast.text); });
};
