/**
 * The admin's left menu markup as Magento's `Backend\Block\Menu::renderNavigation` and
 * `AnchorRenderer::renderAnchor` write it (read at 2.2, `Menu.php` b8d2efb9 / `AnchorRenderer.php`
 * 4faa58ff; the `nav.admin__menu` wrapper from 2.4's `menu.phtml` b375a777; issue 60):
 * `ul#nav[role=menubar]`, items `li[role=menu-item]` (Magento's own spelling, not an ARIA role, so
 * Chromium keeps the list item's native role), level-0 items with `aria-haspopup`, each submenu
 * `div.submenu[aria-labelledby]` with its title, an empty close link and `ul[role=menu]` lists,
 * group titles as `strong[role=presentation]`, and columns (`li.column`) when a submenu holds more
 * than 12 entries. The data is `menu-items.ts`.
 */
import { h, type Html } from '../../kit/html';
import { MENU } from './menu-items';

/** A level-1 entry: a titled group (Magento's `#` URL) with its links, or a link of its own. */
interface Level1 {
  label: string;
  path?: string;
  children: [string, string][];
}

const LIMIT = 12;

function level1(groups: [string, [string, string][]][]): Level1[] {
  return groups.flatMap(([title, items]) => (title ? [{ label: title, children: items }] : items.map(([label, path]) => ({ label, path, children: [] }))));
}

/**
 * Which level-1 entries start a new column (`Menu::_columnBrake`): none when the submenu counts at
 * most `LIMIT` entries; otherwise an entry breaks when it alone, or the running count, passes it.
 */
function columnStarts(items: Level1[]): boolean[] | undefined {
  const total = items.reduce((n, i) => n + 1 + i.children.length, 0);
  if (total <= LIMIT) return undefined;
  let count = 0;
  return items.map((i) => {
    const place = i.children.length + 1;
    count += place;
    if (place > LIMIT) {
      count = 0;
      return true;
    }
    if (count > LIMIT) {
      count = place;
      return true;
    }
    return false;
  });
}

const link = (path: string, label: string) => h`<a href="/admin/${path}" class=""><span>${label}</span></a>`;

function level1Item(i: Level1): Html {
  if (!i.children.length) return h`<li class="level-1" role="menu-item">${link(i.path ?? '', i.label)}</li>`;
  return h`<li class="parent level-1" role="menu-item"><strong class="submenu-group-title" role="presentation"><span>${i.label}</span></strong><div class="submenu"><ul role="menu">${i.children.map(([l, p]) => h`<li class="level-2" role="menu-item">${link(p, l)}</li>`)}</ul></div></li>`;
}

function submenu(id: string, label: string, groups: [string, [string, string][]][]): Html {
  const items = level1(groups);
  const starts = columnStarts(items);
  let body: Html;
  if (!starts) body = h`${items.map(level1Item)}`;
  else {
    const columns: Level1[][] = [[]];
    items.forEach((i, n) => {
      if (starts[n]) columns.push([]);
      columns[columns.length - 1].push(i);
    });
    body = h`${columns.map((c) => h`<li class="column"><ul role="menu">${c.map(level1Item)}</ul></li>`)}`;
  }
  return h`<div class="submenu" aria-labelledby="${id}" hidden><strong class="submenu-title">${label}</strong><a href="#" class="action-close _close" data-role="close-submenu"></a><ul role="menu">${body}</ul></div>`;
}

/** The menu with `active` (a level-0 id) marked `_current _active`. */
export function adminMenu(active: string): Html {
  return h`<nav class="admin__menu"><ul id="nav" role="menubar">
${MENU.map(([id, label, groups]) => {
  const on = active === id;
  return typeof groups === 'string'
    ? h`<li data-ui-id="${id}" class="${on ? '_current _active ' : ''}level-0" id="${id}" aria-haspopup="true" role="menu-item"><a href="/admin/${groups}" class="${on ? '_active' : ''}"><span>${label}</span></a></li>`
    : h`<li data-ui-id="${id}" class="${on ? '_current _active ' : ''}parent level-0" id="${id}" aria-haspopup="true" role="menu-item"><a href="#" class="js-menu-toggle${on ? ' _active' : ''}"><span>${label}</span></a>${submenu(id, label, groups)}</li>`;
})}
</ul></nav>`;
}
