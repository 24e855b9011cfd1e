/**
 * Stand-in for part 1's shell (replica contract §1.3), used only by the bare server: navbar
 * stub, `div.classic-view-container` with one iframe, and the legacy → hash mirroring.
 */
export const SHELL_HTML = `<!DOCTYPE html><html><head><title>SuiteCRM</title></head><body>
<nav class="navbar">stub navbar</nav><div id="summary" style="display:none"></div>
<div class="classic-view-container"><iframe style="width:100%;border:0" height="600"></iframe></div>
<script>
var MAP = { meetings: 'Meetings', emails: 'Emails', import: 'Import', home: 'Home', calendar: 'Calendar', users: 'Users',
  'security-groups': 'SecurityGroups', 'acl-roles': 'ACLRoles', contacts: 'Contacts', accounts: 'Accounts', leads: 'Leads' };
var ACT = { index: 'index', record: 'DetailView', edit: 'EditView', list: 'ListView', popup: 'Popup', step1: 'Step1', step2: 'Step2', compose: 'ComposeView' };
var REV = {}; Object.keys(MAP).forEach(function(k){ REV[MAP[k]] = k; });
var RACT = { DetailView: 'record', EditView: 'edit', ListView: 'list', Popup: 'popup', ComposeView: 'compose', Step1: 'step1', Step2: 'step2' };
var frame = document.querySelector('iframe'), fromFrame = null;
function load(){
  var h = location.hash.replace(/^#\\//, ''); if (h === fromFrame) return;
  var q = h.indexOf('?'), path = q < 0 ? h : h.slice(0, q), query = q < 0 ? '' : h.slice(q + 1);
  var parts = path.split('/'), mod = MAP[parts[0]] || parts[0], act = ACT[parts[1] || 'index'] || parts[1];
  frame.src = './legacy/index.php?module=' + mod + '&action=' + act + (parts[2] ? '&record=' + parts[2] : '') + (query ? '&' + query : '');
}
window.addEventListener('message', function(e){
  var d = e.data || {};
  if (d.type === 'scrm-legacy-height') frame.height = Math.max(600, d.height);
  if (d.type === 'scrm-legacy-summary') document.getElementById('summary').textContent = d.text;
  if (d.type !== 'scrm-legacy-location') return;
  var u = new URL(d.href), p = u.searchParams, mod = p.get('module') || 'Home', act = p.get('action') || 'index', rec = p.get('record');
  p.delete('module'); p.delete('action'); p.delete('record');
  var a = RACT[act] || act.toLowerCase();
  var h = (REV[mod] || mod.toLowerCase()) + '/' + a + (rec ? '/' + rec : '') + (p.toString() ? '?' + p.toString() : '');
  fromFrame = h; location.hash = '#/' + h;
});
window.addEventListener('hashchange', load); if (!location.hash) location.hash = '#/home'; load();
</script></body></html>`;
