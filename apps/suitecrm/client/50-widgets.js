/* Edit widgets (replica doc §6.2): tag-input enums, dynamic enum (Cases STATUS), relate
   dropdown + Select modal, parent type, date pickers, email line-items. */
var optionCache = {};
function options(list) {
  if (!optionCache[list]) optionCache[list] = getJSON('./api/options?list=' + enc(list));
  return optionCache[list];
}

function closeTagMenus(except) {
  $$('.tag-options').forEach(function (m) { if (m.parentNode !== except) m.parentNode.removeChild(m); });
}

function openTagMenu(box) {
  var menu = $('.tag-options', box);
  if (!menu) {
    menu = document.createElement('div');
    menu.className = 'dropdown-menu tag-options show ng2-dropdown-menu';
    box.appendChild(menu);
  }
  closeTagMenus(box);
  var input = $('input', box);
  var term = (input.value || '').toLowerCase();
  var multi = box.getAttribute('data-multi') === '1';
  var chosen = multi ? $$('tag[data-value]', box).map(function (t) { return t.getAttribute('data-value'); }) : [];
  options(box.getAttribute('data-list')).then(function (opts) {
    var shown = opts.filter(function (o) { return o[1].toLowerCase().indexOf(term) >= 0 && chosen.indexOf(o[0]) < 0; });
    menu.innerHTML = shown.map(function (o) {
      return '<a class="dropdown-item ng2-menu-item" role="option" data-value="' + escHtml(o[0]) + '"> ' + escHtml(o[1]) + ' </a>';
    }).join('') || '<span class="dropdown-item-text">No results found.</span>';
  });
}

function pickTag(box, key, label) {
  var holder = $('.ng2-tag-input', box);
  var input = $('input', box);
  var multi = box.getAttribute('data-multi') === '1';
  if (!multi) $$('tag', holder).forEach(function (t) { t.parentNode.removeChild(t); });
  var tag = document.createElement('tag');
  tag.className = 'tag';
  if (multi) tag.setAttribute('data-value', key);
  tag.innerHTML = '<span class="tag__text"></span><delete-icon class="tag-delete" role="button" aria-label="Remove tag"></delete-icon>';
  tag.firstChild.textContent = label;
  holder.insertBefore(tag, input);
  if (!multi) box.setAttribute('data-value', key);
  input.value = '';
  input.placeholder = '';
  closeTagMenus();
  onEnumChange(box, key);
}

function onEnumChange(box, key) {
  var wrapper = box.closest('[data-field]');
  if (!wrapper) return;
  var form = wrapper.closest('form, .record-view') || document;
  $$('.dropdownenum[data-parent="' + wrapper.getAttribute('data-field') + '"]', form.closest('.record-view') || form).forEach(function (dyn) {
    var sel = $('select', dyn);
    options(dyn.getAttribute('data-list')).then(function (opts) {
      var keep = sel.value;
      var shown = opts.filter(function (o) { return !key || o[0].indexOf(key + '_') === 0; });
      sel.innerHTML = shown.map(function (o) {
        return '<option class="' + escHtml(o[0].replace(/[^A-Za-z0-9_-]/g, '_')) + '" value="' + escHtml(o[0]) + '">' + escHtml(o[1]) + '</option>';
      }).join('');
      if (shown.some(function (o) { return o[0] === keep; })) sel.value = keep;
    });
  });
}

document.addEventListener('click', function (e) {
  var t = e.target instanceof Element ? e.target : null;
  if (!t) return;
  var del = t.closest('.tag-input-container .tag-delete');
  if (del) {
    var box = del.closest('.tag-input-container');
    var tag = del.closest('tag');
    tag.parentNode.removeChild(tag);
    if (box.getAttribute('data-multi') !== '1') { box.setAttribute('data-value', ''); $('input', box).placeholder = 'Select an item'; onEnumChange(box, ''); }
    return;
  }
  var item = t.closest('.tag-options a[data-value]');
  if (item) { pickTag(item.closest('.tag-input-container'), item.getAttribute('data-value'), item.textContent.trim()); return; }
  var boxc = t.closest('.tag-input-container');
  if (boxc && !t.closest('.tag-options')) { $('input', boxc).focus(); openTagMenu(boxc); }
});
document.addEventListener('input', function (e) {
  var box = e.target instanceof Element && e.target.closest('.tag-input-container');
  if (box) openTagMenu(box);
  var filter = e.target instanceof Element && /** @type {HTMLInputElement | null} */ (e.target.closest('.p-dropdown-filter'));
  if (filter) relateSearch(filter.closest('.relate-edit'), filter.value);
});
document.addEventListener('keydown', function (e) {
  var box = e.target instanceof Element && e.target.closest('.tag-input-container');
  if (box && e.key === 'Enter') {
    e.preventDefault();
    var input = $('input', box);
    options(box.getAttribute('data-list')).then(function (opts) {
      var term = input.value.toLowerCase();
      var hit = opts.filter(function (o) { return o[1].toLowerCase().indexOf(term) >= 0; })[0];
      if (hit) pickTag(box, hit[0], hit[1]);
    });
  }
  var filter = e.target instanceof Element && e.target.closest('.p-dropdown-filter');
  if (filter && e.key === 'Enter') {
    e.preventDefault();
    var first = $('.p-dropdown-item', filter.closest('.p-dropdown-panel'));
    if (first) first.click();
  }
});

/* ---- relate (PrimeNG-style dropdown) ---- */
var relateTimer = null;
function setRelate(rel, id, name) {
  rel.setAttribute('data-id', id || '');
  rel.setAttribute('data-name', name || '');
  var label = $('.p-dropdown-label', rel);
  // PrimeNG shows the placeholder when empty and names the combobox by what it shows.
  label.textContent = name || 'Select an item';
  label.setAttribute('aria-label', name || 'Select an item');
  label.classList.toggle('p-placeholder', !name);
  var clearIcon = $('.relate-clear-button', rel);
  if (clearIcon) clearIcon.hidden = !name;
  $$('.p-dropdown-panel', rel).forEach(function (p) { p.parentNode.removeChild(p); });
}
function relateSearch(rel, q) {
  clearTimeout(relateTimer);
  relateTimer = setTimeout(function () {
    getJSON('./api/relate?module=' + enc(rel.getAttribute('data-module')) + '&q=' + enc(q || '')).then(function (rows) {
      var list = $('.p-dropdown-items', rel);
      if (!list) return;
      list.innerHTML = rows.map(function (r) {
        return '<li class="p-dropdown-item" role="option" data-id="' + escHtml(r.id) + '">' + escHtml(r.name) + '</li>';
      }).join('') || '<li class="p-dropdown-empty-message">No results found</li>';
    });
  }, q ? 120 : 0);
}
document.addEventListener('click', function (e) {
  var t = e.target instanceof Element ? e.target : null;
  if (!t) return;
  var opt = t.closest('.p-dropdown-item[data-id]');
  if (opt) { setRelate(opt.closest('.relate-edit'), opt.getAttribute('data-id'), opt.textContent); return; }
  var clr = t.closest('.relate-clear-button');
  if (clr) { setRelate(clr.closest('.relate-edit'), '', ''); return; }
  var dd = t.closest('.p-dropdown');
  if (dd && !t.closest('.p-dropdown-panel')) {
    var rel = dd.closest('.relate-edit');
    var open = $('.p-dropdown-panel', rel);
    closeMenus(dd);
    if (open) { open.parentNode.removeChild(open); return; }
    var panel = document.createElement('div');
    panel.className = 'p-dropdown-panel p-component';
    panel.innerHTML = '<div class="p-dropdown-header"><div class="p-dropdown-filter-container">' +
      '<input type="text" class="p-dropdown-filter p-inputtext" autocomplete="off" tabindex="0"></div></div>' +
      '<div class="p-dropdown-items-wrapper"><ul class="p-dropdown-items" role="listbox"></ul></div>';
    dd.appendChild(panel);
    $('.p-dropdown-filter', panel).focus();
    relateSearch(rel, '');
    return;
  }
  var selBtn = t.closest('.relate-select-button');
  if (selBtn) {
    var r2 = selBtn.closest('.relate-edit');
    openSelectModal(r2.getAttribute('data-module'), false, function (picked) { setRelate(r2, picked[0].id, picked[0].name); });
    return;
  }
});
document.addEventListener('change', function (e) {
  var sel = e.target instanceof Element && /** @type {HTMLSelectElement | null} */ (e.target.closest('.parent-type-select'));
  if (!sel) return;
  var rel = $('.relate-edit', sel.closest('.parent-edit'));
  rel.setAttribute('data-module', frontOf(sel.value));
  setRelate(rel, '', '');
});

/* ---- date picker ---- */
function closeDatePickers() { $$('.date-picker-popup').forEach(function (p) { p.parentNode.removeChild(p); }); }
function pad(n) { return (n < 10 ? '0' : '') + n; }
function drawPicker(pop, input, y, m) {
  var first = new Date(Date.UTC(y, m, 1));
  var days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  var names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  var html = '<div class="dp-head d-flex"><button type="button" class="btn btn-sm dp-prev" aria-label="Previous month">&lsaquo;</button>' +
    '<span class="dp-title">' + names[m] + ' ' + y +
    '</span><button type="button" class="btn btn-sm dp-next" aria-label="Next month">&rsaquo;</button></div><div class="dp-grid">';
  ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].forEach(function (d) { html += '<span class="dp-dow">' + d + '</span>'; });
  for (var i = 0; i < (first.getUTCDay() + 6) % 7; i++) html += '<span></span>';
  for (var d = 1; d <= days; d++)
    html += '<button type="button" class="btn btn-sm dp-day" data-date="' + y + '-' + pad(m + 1) + '-' + pad(d) + '">' + d + '</button>';
  pop.innerHTML = html + '</div>';
  pop.onclick = function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    e.stopPropagation();
    if (b.classList.contains('dp-prev')) drawPicker(pop, input, m === 0 ? y - 1 : y, (m + 11) % 12);
    else if (b.classList.contains('dp-next')) drawPicker(pop, input, m === 11 ? y + 1 : y, (m + 1) % 12);
    else if (b.classList.contains('dp-day')) {
      var time = /\d{1,2}:\d{2}/.exec(input.value);
      input.value = b.getAttribute('data-date') + (input.placeholder.indexOf('hh') >= 0 ? ' ' + (time ? time[0] : '00:00') : '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      closeDatePickers();
    }
  };
}
document.addEventListener('click', function (e) {
  var b = e.target instanceof Element && e.target.closest('.date-picker-toggle');
  if (!b) return;
  var group = b.closest('.date-edit');
  var existing = $('.date-picker-popup', group);
  closeDatePickers();
  if (existing) return;
  var input = $('input', group);
  var m = /^(\d{4})-(\d{2})/.exec(input.value);
  var pop = document.createElement('div');
  pop.className = 'date-picker-popup dropdown-menu show';
  group.appendChild(pop);
  drawPicker(pop, input, m ? Number(m[1]) : 2025, m ? Number(m[2]) - 1 : 0);
});

/* ---- email line-items ---- */
var EMAIL_ENTRY = '<div class="line-item-entry"><div class="line-item-entry-field email-address-field"><label>Email Address</label>' +
  '<input type="text" class="form-control form-control-sm email-input" value=""></div>' +
  '<div class="line-item-entry-field"><label>Primary</label><input type="checkbox" class="line-item-flag" data-flag="primary"></div>' +
  '<div class="line-item-entry-field"><label>Opt Out</label><input type="checkbox" class="line-item-flag" data-flag="opt_out"></div>' +
  '<div class="line-item-entry-field"><label>Invalid</label><input type="checkbox" class="line-item-flag" data-flag="invalid"></div>' +
  '<button type="button" class="btn btn-sm line-item-remove" title="Remove email address" aria-label="Remove email address">' +
  '<scrm-image class="sicon" image="minus"></scrm-image></button></div>';
document.addEventListener('click', function (e) {
  var t = e.target instanceof Element ? e.target : null;
  if (!t) return;
  var add = t.closest('.line-item-add');
  if (add) {
    var tpl = document.createElement('template');
    tpl.innerHTML = EMAIL_ENTRY;
    var box = add.closest('.line-items');
    if (!$('.line-item-entry', box)) $('.line-item-flag[data-flag="primary"]', tpl.content).checked = true;
    box.insertBefore(tpl.content, add);
    return;
  }
  var rm = t.closest('.line-item-remove');
  if (rm) { var en = rm.closest('.line-item-entry'); en.parentNode.removeChild(en); }
});
document.addEventListener('change', function (e) {
  var cb = e.target instanceof Element && /** @type {HTMLInputElement | null} */ (e.target.closest('.line-item-flag[data-flag="primary"]'));
  if (cb?.checked) $$('.line-item-flag[data-flag="primary"]', cb.closest('.line-items')).forEach(function (o) { if (o !== cb) o.checked = false; });
});
