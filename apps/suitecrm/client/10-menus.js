/* Dropdowns, navbar submenus, global click dispatch on [data-act]. */
var ACTIONS = {};

function closeMenus(except) {
  $$('.dropdown-menu.show').forEach(function (m) { if (m !== except && !m.contains(except || null)) m.classList.remove('show'); });
  $$('.p-dropdown-panel').forEach(function (p) { if (!except || !p.parentNode.contains(except)) p.parentNode.removeChild(p); });
}

function menuOf(toggle) {
  var holder = toggle.closest('.dropdown, .menu-item-wrapper, scrm-menu-items-list, .nav-item');
  return holder ? $('.dropdown-menu', holder) : null;
}

document.addEventListener('click', function (e) {
  var t = e.target;
  if (!(t instanceof Element)) return;
  var close = t.closest('.message .close');
  if (close) { var msg = close.closest('.message'); S.toasts.slice().forEach(function (x) { if (x.el === msg) removeToast(x); }); return; }
  var navTab = t.closest('a.top-nav-link[data-nav]');
  if (navTab) { e.preventDefault(); closeMenus(); go(navTab.getAttribute('data-nav')); return; }
  var toggle = t.closest('[data-toggle="dropdown"], a.action-link, a.primary-global-link, a.more-menu-toggle');
  if (toggle && !toggle.disabled) {
    var menu = menuOf(toggle);
    if (menu) {
      e.preventDefault();
      var open = !menu.classList.contains('show');
      closeMenus();
      if (open) menu.classList.add('show');
      return;
    }
  }
  var actEl = t.closest('[data-act]');
  if (actEl && !actEl.disabled && ACTIONS[actEl.getAttribute('data-act')]) {
    e.preventDefault();
    var inMenu = actEl.closest('.dropdown-menu');
    if (inMenu) inMenu.classList.remove('show');
    ACTIONS[actEl.getAttribute('data-act')](actEl, e);
    return;
  }
  if (!t.closest('.dropdown-menu, .p-dropdown, .p-dropdown-panel, .tag-input-container, .date-picker-popup')) closeMenus();
  else if (t.closest('.dropdown-menu a[href]')) closeMenus();
  if (!t.closest('.tag-input-container')) closeTagMenus();
  if (!t.closest('.date-picker-popup, .date-picker-toggle')) closeDatePickers();
});

/* Navbar tabs open their submenu on hover (desktop), as SuiteCRM does. */
document.addEventListener('mouseover', function (e) {
  var li = e.target instanceof Element && e.target.closest('li.top-nav');
  if (!li || li.classList.contains('hover')) return;
  $$('li.top-nav.hover').forEach(function (x) { x.classList.remove('hover'); });
  li.classList.add('hover');
});
document.addEventListener('mouseout', function (e) {
  var li = e.target instanceof Element && e.target.closest('li.top-nav');
  if (li && !(e.relatedTarget instanceof Element && li.contains(e.relatedTarget))) li.classList.remove('hover');
});

document.addEventListener('keydown', function (e) {
  if (e.key === 'Escape') { closeMenus(); closeTagMenus(); closeModal(); }
});

ACTIONS.logout = function () {
  postJSON('./api/logout', {}).then(function () { S.navbarHtml = null; go('#/Login'); });
};
ACTIONS.top = function () { window.scrollTo(0, 0); };
ACTIONS.about = function () { go('#/home/about'); };
