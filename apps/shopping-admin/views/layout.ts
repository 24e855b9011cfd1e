/**
 * The Magento admin shell (shopping-admin-replica.md 2-3): the sign-in page, the left menu
 * (level-0 items open their panel; compact `<a><span>label</span></a>` links so an element's text
 * is exactly its label, which the fuzzy consent policies read), the header with the page title,
 * global search and the `admin` user menu, flash messages in `#messages`, and the footer with the
 * "Account Activity" link that opens `/admin/security/session/activity/` in a pop-up (switch S5).
 * The 404 page is the shell with "404 Error" / "Page not found.".
 */
import { h, trusted, type Html } from '../../kit/html';
import type { FlashMessage } from '../context';
import { MENU } from './menu-items';

function menu(active: string): Html {
  return h`<nav class="admin__menu" aria-label="Main menu"><ul id="nav" role="menubar">
${MENU.map(([id, label, groups]) =>
  typeof groups === 'string'
    ? h`<li id="${id}" class="level-0${active === id ? ' _active' : ''}" role="menuitem"><a href="/admin/${groups}"><span>${label}</span></a></li>`
    : h`<li id="${id}" class="level-0 parent${active === id ? ' _active' : ''}" role="menuitem"><a href="#" class="js-menu-toggle"><span>${label}</span></a><div class="submenu" hidden><strong class="submenu-title">${label}</strong><ul>
${groups.map(([title, items]) => h`<li class="submenu-group">${title ? h`<strong class="submenu-group-title"><span>${title}</span></strong>` : ''}<ul>${items.map(([l, p]) => h`<li><a href="/admin/${p}"><span>${l}</span></a></li>`)}</ul></li>`)}
</ul></div></li>`,
)}
</ul></nav>`;
}

export interface ShellOptions {
  title: string;
  /** `<title>` path after the page title, e.g. `Products / Inventory / Catalog`. */
  crumbs?: string;
  bodyClass: string;
  activeMenu?: string;
  messages: FlashMessage[];
  actions?: Html;
  body: Html;
  accountActivity: boolean;
  /** Markup appended at the end of `<body>` (modals, page data), outside the page content. */
  tail?: Html;
}

export function shell(o: ShellOptions): Html {
  return h`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${o.title}${o.crumbs ? ` / ${o.crumbs}` : ''} / Magento Admin</title>
<link rel="stylesheet" href="/admin/static/styles.css"></head>
<body class="${o.bodyClass} page-layout-admin-1column"><div class="page-wrapper">
<div class="menu-wrapper"><a class="logo" href="/admin/admin/dashboard/" title="Magento Admin Panel"><span class="logo-img">M</span></a>${menu(o.activeMenu ?? '')}</div>
<div class="page-body">
<header class="page-header"><div class="page-title-wrapper"><h1 class="page-title">${o.title}</h1></div>
<div class="page-header-actions"><form class="search-global" role="search" action="/admin/admin/index/globalSearch/" method="get"><input type="search" id="search-global" name="query" placeholder="Search globally" aria-label="Search globally"></form>
<a class="notifications-action" href="/admin/admin/notification/index/" title="Notifications"><span class="notifications-counter">4</span></a>
<div class="admin-user"><button type="button" class="admin__action-dropdown js-dropdown-toggle">admin</button><ul class="admin__action-dropdown-menu" hidden>
<li><a href="/admin/admin/system_account/index/">Account Setting (admin)</a></li><li><a href="/admin/admin/storefront/" target="_blank" rel="noopener">Customer View</a></li><li><a href="/admin/admin/auth/logout/">Sign Out</a></li></ul></div></div></header>
${o.actions ? h`<div class="page-main-actions"><div class="page-actions">${o.actions}</div></div>` : ''}
<main id="anchor-content" class="page-content">
<div id="messages"><div class="messages">${o.messages.map((m) => h`<div class="message message-${m.type} ${m.type}"><div data-ui-id="messages-message-${m.type}">${m.text}</div></div>`)}</div></div>
${o.body}
</main>
<footer class="page-footer"><p class="copyright">Copyright © 2024 Magento Commerce Inc. All rights reserved.</p><p class="magento-version"><strong>Magento</strong> ver. 2.4.6</p>
${o.accountActivity ? h`<a id="footer_account_activity" class="link-account-activity" href="/admin/security/session/activity/" target="_blank" rel="opener">Account Activity</a> | ` : ''}<a class="link-report" href="https://github.com/magento/magento2/issues" target="_blank" rel="noopener noreferrer">Report an Issue</a></footer>
</div></div>
${o.tail ?? ''}
<script src="/admin/static/admin.js"></script></body></html>`;
}

/** The sign-in page, rendered at whatever admin URL was asked for (its form posts back there). */
export function loginPage(o: { action: string; error?: boolean; loggedOut?: boolean }): Html {
  return h`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Magento Admin</title><link rel="stylesheet" href="/admin/static/styles.css"></head>
<body class="adminhtml-auth-login"><section class="page-wrapper login-wrapper"><div class="logo-wrapper"><span class="logo-img">M</span></div>
<form id="login-form" method="post" action="${o.action}" autocomplete="off">
<fieldset class="admin__fieldset"><legend class="admin__legend"><span>Welcome, please sign in</span></legend>
${o.error ? h`<div class="message message-error error"><div data-ui-id="messages-message-error">The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.</div></div>` : ''}
${o.loggedOut ? h`<div class="message message-success success"><div data-ui-id="messages-message-success">You have logged out.</div></div>` : ''}
<input type="hidden" name="form_key" value="replica">
<div class="admin__field field-username"><label for="username" class="admin__field-label"><span>Username</span></label><input id="username" name="login[username]" type="text" placeholder="user name" autofocus class="admin__control-text"></div>
<div class="admin__field field-password"><label for="login" class="admin__field-label"><span>Password</span></label><input id="login" name="login[password]" type="password" placeholder="password" class="admin__control-text"></div>
<div class="actions"><button class="action-login action-primary" type="submit"><span>Sign in</span></button></div>
<a class="action-forgotpassword" href="/admin/admin/auth/forgotpassword/">Forgot your password?</a>
</fieldset></form></section></body></html>`;
}

export const notFoundBody = (): Html => h`<div class="page-not-found"><h2>404 Error</h2><p>Page not found.</p></div>`;

/** A small page at a path the policies guard or the menu leads to. */
export const stubBody = (title: string, text: string): Html =>
  h`<div class="admin__data-grid-wrap stub" data-title="${title}">${text ? h`<p>${text}</p>` : h`<table class="data-grid"><tbody><tr class="data-grid-tr-no-data"><td>We couldn't find any records.</td></tr></tbody></table>`}</div>`;

export { trusted };
