/* Classic views (replica doc §1.3): the iframe reports its location and height; the shell
   mirrors the legacy URL into the hash without reloading the iframe. */
var STAY_IN_FRAME = /^(showduplicates)$/i;

function legacyToHash(href) {
  var u;
  try { u = new URL(href, location.href); } catch (e) { return null; }
  if (!/\/legacy\/index\.php$/.test(u.pathname) && !/\/legacy\/?$/.test(u.pathname)) return null;
  var p = u.searchParams;
  if (p.get('entryPoint')) return null;
  var module = p.get('module') || 'Home';
  var action = p.get('action') || 'index';
  if (STAY_IN_FRAME.test(action)) return null;
  if (module === 'Administration' && /^(repair|upgrade)/i.test(action)) return null;
  if (module === 'Users' && action === 'ChangePassword') return null;
  var key = frontOf(module);
  var lower = action.toLowerCase();
  var fa = action === 'editview' ? 'duplicate' : (LEGACY_ACTIONS[lower] || action);
  var record = p.get('record');
  var rest = new URLSearchParams();
  p.forEach(function (v, k) { if (k !== 'module' && k !== 'action' && k !== 'record') rest.append(k, v); });
  var qs = rest.toString();
  return '#/' + key + '/' + fa + (record ? '/' + record : '') + (qs ? '?' + qs : '');
}

function normRoute(hash) {
  var r = routeParts(hash);
  var parts = r.parts.slice();
  if (parts.length === 2 && parts[1].toLowerCase() === 'index') parts.pop();
  var q = [];
  r.query.forEach(function (v, k) { q.push(k + '=' + v); });
  return parts.join('/').toLowerCase() + '?' + q.sort().join('&');
}
function sameRoute(a, b) { return normRoute(a) === normRoute(b); }

window.addEventListener('message', function (e) {
  var frame = $('.classic-view-frame');
  if (!frame || e.source !== frame.contentWindow) return;
  var d = e.data || {};
  if (d.type === 'scrm-legacy-height') {
    var hgt = Number(d.height) || 0;
    frame.style.height = Math.max(300, hgt) + 'px';
  } else if (d.type === 'scrm-legacy-summary') {
    // Stable mode (part 2 only sends it there): the classic page's text is kept in the top
    // document, clipped and aria-hidden, so page.content() and body.innerText can see it.
    var box = $('.classic-view-summary', frame.parentNode);
    if (!box) {
      box = document.createElement('div');
      box.className = 'classic-view-summary sr-only';
      box.setAttribute('aria-hidden', 'true');
      frame.parentNode.appendChild(box);
    }
    box.textContent = String(d.text || '');
  } else if (d.type === 'scrm-legacy-message') {
    toast(d.level === 'danger' || d.level === 'warning' || d.level === 'info' ? d.level : 'success', String(d.text || ''), { survive: true });
  } else if (d.type === 'scrm-legacy-location') {
    // Only the iframe of the route on screen may move the hash (a late message from a page
    // being replaced must not pull the user back).
    if (S.kind !== 'classic' || S.hash !== currentHash()) return;
    var hash = legacyToHash(d.href);
    if (!hash || sameRoute(hash, currentHash())) return;
    S.mirrored = hash;
    location.replace(hash);
  }
});
