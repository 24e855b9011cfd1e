/**
 * Navbar (replica doc §3): home link, 8 module tabs (current module first, marked active) with
 * always-present submenus, "More", Quick Create, Recently Viewed, global search, notifications
 * and the user menu. Document order matters (task 325).
 */
import { h, type Html } from '../../kit/html';
import { MODULES, moduleInfo } from '../meta/registry';
import type { RecentItem } from '../data/tracker';
import { createItem, submenu } from './menus';

/**
 * An icon as 8.7.1's `scrm-image` draws it: an inline `<svg>` (angular-svg-icon) with no title, which
 * Chromium exposes as an unnamed `image`. The replica's glyph is CSS text with empty alternative
 * text (app.css), so it adds nothing to the accessibility tree (issue 60).
 */
export const icon = (name: string, extra = '') =>
  h`<scrm-image class="sicon ${extra}" image="${name}"><svg-icon><svg viewBox="0 0 16 16"></svg></svg-icon></scrm-image>`;

const MAX_TABS = 8;

export interface NavbarData {
  current?: string;
  recent: RecentItem[];
  recentByModule: Record<string, RecentItem[]>;
  userName: string;
}

function recordHref(r: RecentItem): string {
  const m = MODULES.find((x) => x.legacy === r.module);
  const key = m?.key ?? r.module.toLowerCase();
  return `#/${key}/record/${encodeURIComponent(r.id)}`;
}

function tab(key: string, active: boolean, data: NavbarData): Html {
  const m = moduleInfo(key)!;
  const items = submenu(m);
  const recent = data.recentByModule[m.legacy] ?? [];
  return h`<li class="top-nav nav-item dropdown non-grouped${active ? ' active' : ''}"><scrm-menu-item><div class="menu-item-wrapper"><span><a class="top-nav-link nav-link-nongrouped${items.length ? ' dropdown-toggle' : ''}" role="button" data-nav="#/${m.key}"><span>${m.label}</span></a></span><div class="dropdown-menu submenu">${items.map(
    (i) => h`<div class="nav-item"><a class="sub-nav-link nav-link action-link" href="${i.href}">${icon(i.icon)}<span>${i.label}</span></a></div>`,
  )}${
    recent.length
      ? h`<div class="submenu-recently-viewed"><h6 class="dropdown-header">Recently Viewed</h6>${recent
          .slice(0, 3)
          .map((r) => h`<div class="nav-item"><a class="submenu-nav-link nav-link" href="${recordHref(r)}">${r.summary}</a></div>`)}</div>`
      : ''
  }</div></div></scrm-menu-item></li>`;
}

export function tabKeys(current?: string): string[] {
  const base = MODULES.slice(1, 1 + MAX_TABS).map((m) => m.key);
  if (!current || current === 'home' || !MODULES.some((m) => m.key === current)) return base;
  return [current, ...base.filter((k) => k !== current)];
}

export function navbar(data: NavbarData): Html {
  const tabs = tabKeys(data.current);
  const more = MODULES.slice(1).filter((m) => !tabs.includes(m.key));
  const cur = data.current && moduleInfo(data.current);
  const quick = MODULES.slice(1, 8)
    .map((m) => createItem(m.key))
    .filter((i) => !!i);
  const own = cur && cur.key !== 'home' ? submenu(cur).filter((i) => i.icon === 'plus') : [];
  return h`<div class="top-panel fixed-top"><nav class="navbar navbar-expand-md navbar-1"><div class="navbar-collapse collapsenav"><scrm-home-menu-item><ul class="navbar-nav home-nav"><li class="nav-item"><a class="home-nav-link nav-link" href="#/home" aria-label="Home">${icon('home')}</a></li></ul></scrm-home-menu-item><ul class="navbar-nav module-tabs">${tabs.map((k) => tab(k, k === data.current, data))}<li class="top-nav nav-item dropdown more-tab"><scrm-menu-items-list><a class="top-nav-link dropdown-toggle more-menu-toggle" role="button"><span>More</span></a><div class="dropdown-menu submenu more-menu">${more.map(
    (m) => h`<div class="nav-item"><a class="sub-nav-link nav-link grouped-module-link" href="#/${m.key}"><span>${m.label}</span></a></div>`,
  )}</div></scrm-menu-items-list></li></ul></div><div class="action-group navbar-action-group"><div class="dropdown quick-create-dropdown"><a class="action-link primary-global-link nav-toggle" type="button" aria-label="Quick Create" aria-expanded="false">${icon('plus')}</a><div class="dropdown-menu dropdown-menu-right quick-create-menu">${
    own.length
      ? h`<h6 class="dropdown-header">${cur ? cur.label : ''}</h6>${own.map((i) => h`<a class="dropdown-item quick-create-item" href="${i.href}">${i.label}</a>`)}`
      : ''
  }<h6 class="dropdown-header">Quick Actions</h6>${quick.map((i) => h`<a class="dropdown-item quick-create-item" href="${i!.href}">${i!.label}</a>`)}</div></div><div class="dropdown recently-viewed-dropdown"><a class="action-link primary-global-link nav-toggle" type="button" aria-label="Recently Viewed" aria-expanded="false">${icon('clock')}</a><div class="dropdown-menu dropdown-menu-right recently-viewed-menu">${
    data.recent.length
      ? data.recent.map((r) => {
          const m = MODULES.find((x) => x.legacy === r.module);
          return h`<a class="dropdown-item recently-viewed-item" href="${recordHref(r)}"><span class="recently-viewed-module">${(m?.label ?? r.module).toUpperCase()}</span> <span class="text-subtitle">${r.summary}</span></a>`;
        })
      : h`<span class="dropdown-item-text empty-recently-viewed">No Recently Viewed Items</span>`
  }</div></div><scrm-search-bar><form name="search-bar" class="search-bar search-bar-global" role="search" autocomplete="off"><input type="text" name="search-bar-term" class="form-control search-bar-term" placeholder="Search..." aria-label="Search"><button type="submit" class="btn search-button" aria-label="Search">${icon('search')}</button><div class="dropdown-menu search-suggestions"></div></form></scrm-search-bar><div class="dropdown notification-dropdown"><a class="action-link primary-global-link notification-bell nav-toggle" type="button" aria-expanded="false">${icon('bell')}</a><div class="dropdown-menu dropdown-menu-right notification-menu"><span class="dropdown-item-text">No Notifications</span></div></div></div><div class="global-links"><div class="dropdown global-user-dropdown"><a class="nav-link primary-global-link nav-toggle" aria-expanded="false">${icon('user')}</a><div class="dropdown-menu dropdown-menu-right global-links-menu"><span class="global-user-name dropdown-item-text">${data.userName}</span><div class="dropdown-divider"></div><a class="dropdown-item global-links-sublink" href="#/users/edit/1">Profile</a><a class="dropdown-item global-links-sublink" href="#/employees/index">Employees</a><a class="dropdown-item global-links-sublink" href="https://community.suitecrm.com" target="_blank" rel="noopener">Community Forum</a><a class="dropdown-item global-links-sublink" href="#/administration">Admin</a><a class="dropdown-item global-links-sublink" href="#/home/about">About</a><a class="dropdown-item global-links-sublink" role="button" data-act="logout">Logout</a></div></div></div></nav></div>`;
}
