/* Core: state, HTTP helpers, router, view swapping (rows kept across re-renders), toasts. */
var shellEl = document.querySelector('.app-shell');
var S = {
  renderSeq: 0,
  kind: '',
  module: '',
  hash: '',
  navbarHtml: null,
  rowHtml: {},
  listState: {},
  extra: {},
  selection: { module: '', ids: [], all: false },
  loginPending: null,
  mirrored: null,
  toasts: [],
  prevHash: null,
  toastMode: shellEl.getAttribute('data-toast') || 'navigation',
  toastMs: Number(shellEl.getAttribute('data-toast-ms') || 3000)
};

function $(sel, root) { return (root || document).querySelector(sel); }
function $$(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
function enc(s) { return encodeURIComponent(s); }
function escHtml(s) {
  return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; });
}

/* Pending-request count, readable by tests and benchmarks as window.__scrm (not in the DOM). */
S.pending = 0;
function track(p) {
  S.pending++;
  return p.then(function (v) { S.pending--; return v; }, function (e) { S.pending--; throw e; });
}
window.__scrm = { get idle() { return S.pending === 0 && !S.loginPending; }, get hash() { return S.hash; } };

function getJSON(url) {
  return track(fetch(url, { credentials: 'same-origin', cache: 'no-store' }).then(function (r) { return r.json(); }));
}
function postJSON(url, body, opts) {
  return track(fetch(url, {
    method: 'POST', credentials: 'same-origin', keepalive: !!(opts?.keepalive),
    headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body || {})
  }).then(function (r) { return r.json(); })).then(function (res) {
    if (res?.redirect && !(opts?.noRedirect)) { go(res.redirect, true); }
    return res;
  });
}
function getHTML(url) {
  return track(fetch(url, { credentials: 'same-origin', cache: 'no-store' }).then(function (r) { return r.text(); }));
}

function currentHash() {
  var h = location.hash;
  return h && h.length > 1 ? h : '#/';
}
function routeParts(hash) {
  var raw = (hash || currentHash()).replace(/^#\/?/, '');
  var qi = raw.indexOf('?');
  var path = qi >= 0 ? raw.slice(0, qi) : raw;
  var query = new URLSearchParams(qi >= 0 ? raw.slice(qi + 1) : '');
  var parts = path.split('/').filter(Boolean).map(function (p) { return decodeURIComponent(p); });
  return { parts: parts, query: query, module: (parts[0] || '').toLowerCase(), action: parts[1] || '', id: parts[2] || '' };
}

/** Navigates to a hash; `replace` avoids a history entry (redirects). */
function go(hash, replace) {
  if (currentHash() === hash) { render(); return; }
  if (replace) location.replace(hash); else location.hash = hash;
}

function waitLogin() { return S.loginPending ? S.loginPending.catch(function () {}) : Promise.resolve(); }

function render() {
  var hash = currentHash();
  var mod = routeParts(hash).module;
  var state = Object.assign({}, S.listState[mod] || {}, S.extra);
  var seq = ++S.renderSeq;
  return waitLogin().then(function () {
    return getJSON('./api/view?route=' + enc(hash) + '&state=' + enc(JSON.stringify(state)));
  }).then(function (res) {
    if (seq !== S.renderSeq) return;
    if (res.redirect) {
      if (res.redirect === '#/Login' && !/^#\/login/i.test(hash) && hash !== '#/') {
        try { sessionStorage.setItem('scrm-pre-login', hash); } catch (e) { /* storage unavailable */ }
      }
      go(res.redirect, true);
      return;
    }
    apply(res, hash);
  }).catch(function (err) {
    if (seq !== S.renderSeq) return;
    console.error(err);
    toast('danger', 'Unexpected error when calling action, please contact your system administrator.');
  });
}

function apply(res, hash) {
  var nav = $('scrm-navbar-ui');
  var nb = res.navbar || '';
  if (nb !== S.navbarHtml) { nav.innerHTML = nb; S.navbarHtml = nb; stashNavMenus(nav); }
  document.body.classList.toggle('no-navbar', !nb);
  var outlet = $('scrm-app-view');
  var keepFrame = res.kind === 'classic' && S.kind === 'classic' && S.mirrored === hash && $('.classic-view-frame', outlet);
  if (!keepFrame) swapView(outlet, res.view || '', res.kind, res.module);
  S.mirrored = null;
  var changedPage = S.hash !== hash;
  if (changedPage && S.hash) S.prevHash = S.hash;
  S.kind = res.kind; S.module = res.module; S.hash = hash;
  var spinner = $('.full-page-spinner');
  if (spinner) spinner.parentNode.removeChild(spinner);
  if (res.toast) toast(res.toast.type, res.toast.text);
  if (res.kind === 'list') afterListRender();
  if (changedPage && !keepFrame) window.scrollTo(0, 0);
}

var OFFSET_RE = /offset=\d+/g;

/** Replaces the routed view; list rows whose markup did not change keep their elements. */
function swapView(outlet, html, kind, module) {
  var tpl = document.createElement('template');
  tpl.innerHTML = html;
  if (kind === 'list') {
    var sameList = S.kind === 'list' && S.module === module;
    var old = {};
    if (sameList) $$('table.list-view-table > tbody > tr[data-record-id]', outlet).forEach(function (tr) { old[tr.getAttribute('data-record-id')] = tr; });
    var next = {};
    $$('table.list-view-table > tbody > tr[data-record-id]', tpl.content).forEach(function (tr) {
      var id = tr.getAttribute('data-record-id');
      var markup = tr.outerHTML;
      next[id] = markup;
      var prev = S.rowHtml[id];
      if (!old[id] || !prev) return;
      if (prev === markup) { tr.parentNode.replaceChild(old[id], tr); return; }
      // Moved rows differ only in their record-pagination offset: keep the element (and
      // anything scripts injected into it), patch the links in place, as CDK's trackBy does.
      if (prev.replace(OFFSET_RE, 'offset=') === markup.replace(OFFSET_RE, 'offset=')) {
        var fresh = $$('a[href*="offset="]', tr);
        $$('a[href*="offset="]', old[id]).forEach(function (a, i) { if (fresh[i]) a.setAttribute('href', fresh[i].getAttribute('href')); });
        tr.parentNode.replaceChild(old[id], tr);
      }
    });
    S.rowHtml = next;
  } else {
    S.rowHtml = {};
  }
  outlet.replaceChildren.apply(outlet, Array.prototype.slice.call(tpl.content.childNodes));
}

/* ---- toasts (replica doc §9) ---- */
function toast(type, text, opts) {
  var box = $('.message-container');
  if (!box) return;
  var el = document.createElement('div');
  el.className = 'message ' + type + ' alert-dismissible fade show shadow';
  el.setAttribute('role', 'alert');
  el.innerHTML = '<span class="message-text"></span><a class="close" role="button" aria-label="Close"><scrm-image class="sicon" image="cross">' +
    '</scrm-image></a>';
  el.firstChild.textContent = text;
  box.appendChild(el);
  var t = { el: el, navs: opts?.survive ? 1 : 0 };
  S.toasts.push(t);
  if (S.toastMode === 'timeout' && type !== 'danger') {
    setTimeout(function () {
      el.classList.remove('show');
      setTimeout(function () { removeToast(t); }, 500);
    }, S.toastMs);
  }
}
function removeToast(t) {
  if (t.el.parentNode) t.el.parentNode.removeChild(t.el);
  S.toasts = S.toasts.filter(function (x) { return x !== t; });
}
function clearToasts() { S.toasts.slice().forEach(removeToast); }
function toastsOnNavigation() {
  if (S.toastMode !== 'navigation') return;
  S.toasts.slice().forEach(function (t) { if (t.navs > 0) t.navs--; else removeToast(t); });
}

window.addEventListener('hashchange', function () {
  toastsOnNavigation();
  closeMenus();
  closeModal();
  render();
});
