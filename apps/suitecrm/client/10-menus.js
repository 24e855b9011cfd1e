/* Dropdowns, navbar submenus, global click dispatch on [data-act]. */
var ACTIONS = {};

/* Stable mode (switch lazyNavMenus): navbar dropdowns hold their items only while open, so hidden
   menu words (Targets, Import, Export, ...) are not part of every page's markup (NAVDOM). */
var LAZY_MENUS = shellEl.getAttribute('data-lazy-menus') === '1';
var navMenuHtml = new WeakMap();
function stashNavMenus(nav) {
  if (!LAZY_MENUS) return;
  $$('.dropdown-menu', nav).forEach(function (m) {
    if (m.classList.contains('search-suggestions')) return;
    navMenuHtml.set(m, m.innerHTML);
    m.innerHTML = '';
  });
}
function fillMenu(m) {
  var html = navMenuHtml.get(m);
  if (html != null && !m.firstChild) m.innerHTML = html;
}
function emptyMenuLater(m) {
  if (!navMenuHtml.has(m)) return;
  // Later, so a click on an item inside the menu completes first.
  setTimeout(function () {
    var li = m.closest('li.top-nav');
    if (!m.classList.contains('show') && !(li?.classList.contains('hover'))) m.innerHTML = '';
  }, 0);
}

function closeMenus(except) {
  $$('a.nav-toggle[aria-expanded="true"]').forEach(function (t) { t.setAttribute('aria-expanded', 'false'); });
  $$('.dropdown-menu.show').forEach(function (m) { if (m !== except && !m.contains(except || null)) { m.classList.remove('show'); emptyMenuLater(m); } });
  $$('.p-dropdown-panel').forEach(function (p) { if (!except || !p.parentNode.contains(except)) p.parentNode.removeChild(p); });
}

function menuOf(toggle) {
  var holder = toggle.closest('.dropdown, .menu-item-wrapper, scrm-menu-items-list, .nav-item');
  return holder ? $('.dropdown-menu', holder) : null;
}

/* 8.7.1's menu items are `<a ngbDropdownItem (click)=...>`: Angular binds the listener on the
   item itself, and Chromium exposes an href-less anchor with its own click listener as a link.
   The same holds for the navbar's ngbDropdownToggle anchors and the list's sort buttons. The
   replica's dispatch stays on the document; each gets an own (empty) listener so the
   accessibility tree is the real app's (issue 60). */
var ownClick = new WeakSet();
var MENU_ITEM = 'a.dropdown-item[data-act]:not([href]):not([role]), a.nav-toggle, a.sort-button';
function bindMenuItems(root) {
  var items = $$(MENU_ITEM, root);
  if (root.matches && root.matches(MENU_ITEM)) items.push(root);
  items.forEach(function (a) {
    if (ownClick.has(a)) return;
    ownClick.add(a);
    a.addEventListener('click', function () {});
  });
}
new MutationObserver(function (records) {
  records.forEach(function (r) { r.addedNodes.forEach(function (n) { if (n instanceof Element) bindMenuItems(n); }); });
}).observe(document.documentElement, { childList: true, subtree: true });
bindMenuItems(document);

document.addEventListener('click', function (e) {
  var t = e.target;
  if (!(t instanceof Element)) return;
  var close = t.closest('.message .close');
  if (close) { var msg = close.closest('.message'); S.toasts.slice().forEach(function (x) { if (x.el === msg) removeToast(x); }); return; }
  var navTab = t.closest('a.top-nav-link[data-nav]');
  if (navTab) { e.preventDefault(); closeMenus(); go(navTab.getAttribute('data-nav')); return; }
  var toggle = /** @type {HTMLButtonElement | null} */ (t.closest('[data-toggle="dropdown"], a.action-link, a.primary-global-link, a.more-menu-toggle'));
  if (toggle && !toggle.disabled) {
    var menu = menuOf(toggle);
    if (menu) {
      e.preventDefault();
      var open = !menu.classList.contains('show');
      closeMenus();
      if (open) { fillMenu(menu); menu.classList.add('show'); }
      if (toggle.hasAttribute('aria-expanded')) toggle.setAttribute('aria-expanded', String(open));
      return;
    }
  }
  var actEl = /** @type {HTMLButtonElement | null} */ (t.closest('[data-act]'));
  if (actEl && !actEl.disabled && ACTIONS[actEl.getAttribute('data-act')]) {
    e.preventDefault();
    var inMenu = actEl.closest('.dropdown-menu');
    if (inMenu) { inMenu.classList.remove('show'); emptyMenuLater(inMenu); }
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
  $$('li.top-nav.hover').forEach(function (x) { x.classList.remove('hover'); $$('.dropdown-menu', x).forEach(emptyMenuLater); });
  $$('.dropdown-menu', li).forEach(fillMenu);
  li.classList.add('hover');
});
document.addEventListener('mouseout', function (e) {
  var li = e.target instanceof Element && e.target.closest('li.top-nav');
  if (li && !(e.relatedTarget instanceof Element && li.contains(e.relatedTarget))) {
    li.classList.remove('hover');
    $$('.dropdown-menu', li).forEach(emptyMenuLater);
  }
});

document.addEventListener('keydown', function (e) {
  if (e.key === 'Escape') { closeMenus(); closeTagMenus(); closeModal(); }
});

ACTIONS.logout = function () {
  postJSON('./api/logout', {}).then(function () { S.navbarHtml = null; go('#/Login'); });
};
ACTIONS.top = function () { window.scrollTo(0, 0); };
ACTIONS.about = function () { go('#/home/about'); };
