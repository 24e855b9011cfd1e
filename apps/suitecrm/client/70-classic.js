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
  if (STAY_IN_FRAME.test(action) || (module === 'Administration' && /^(repair|upgrade)/i.test(action)) || (module === 'Users' && action === 'ChangePassword')) return null;
  var key = frontOf(module);
  var lower = action.toLowerCase();
  var fa = action === 'editview' ? 'duplicate' : (LEGACY_ACTIONS[lower] || action);
  var record = p.get('record');
  var rest = new URLSearchParams();
  p.forEach(function (v, k) { if (k !== 'module' && k !== 'action' && k !== 'record') rest.append(k, v); });
  var qs = rest.toString();
  return '#/' + key + '/' + fa + (record ? '/' + record : '') + (qs ? '?' + qs : '');
}

window.addEventListener('message', function (e) {
  var frame = $('.classic-view-frame');
  if (!frame || e.source !== frame.contentWindow) return;
  var d = e.data || {};
  if (d.type === 'scrm-legacy-height') {
    var hgt = Number(d.height) || 0;
    frame.style.height = Math.max(300, hgt) + 'px';
  } else if (d.type === 'scrm-legacy-location') {
    var hash = legacyToHash(d.href);
    if (!hash || hash === currentHash()) return;
    S.mirrored = hash;
    location.replace(hash);
  }
});
