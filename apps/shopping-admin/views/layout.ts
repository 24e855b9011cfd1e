/**
 * The Magento admin shell (shopping-admin-replica.md 2-3): the sign-in page, the left menu
 * (level-0 items open their panel; compact `<a><span>label</span></a>` links so an element's text
 * is exactly its label, which the fuzzy consent policies read), the header with the page title,
 * global search and the `admin` user menu, flash messages in `#messages`, and the footer with the
 * "Account Activity" link that opens `/admin/security/session/activity/` in a pop-up (switch S5).
 * The 404 page is the shell titled "Magento Admin" with "404 Error" / "Page not found." (issue 60).
 */
import { h, trusted, type Html } from '../../kit/html';
import type { FlashMessage } from '../context';
import { adminMenu } from './menu';

/** Where the logo image is served (2.4 `page/header.phtml`: `img.logo-img`, alt "Magento Admin Panel"; the replica's own drawing). */
export const LOGO_PATH = '/admin/static/magento-icon.svg';

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
  return h`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${o.title === 'Magento Admin' ? o.title : `${o.title}${o.crumbs ? ` / ${o.crumbs}` : ''} / Magento Admin`}</title>
<link rel="stylesheet" href="/admin/static/styles.css"></head>
<body class="${o.bodyClass} page-layout-admin-1column"><div class="page-wrapper">
<div class="menu-wrapper"><a href="/admin/admin/dashboard/" data-edition="Community Edition" class="logo"><img class="logo-img" src="${LOGO_PATH}" alt="Magento Admin Panel"></a>${adminMenu(o.activeMenu ?? '')}</div>
<div class="page-body">
<header class="page-header"><div class="page-title-wrapper"><h1 class="page-title">${o.title}</h1></div>
<div class="page-header-actions"><div class="search-global"><form action="/admin/admin/index/globalSearch/" method="get" id="form-search"><div class="search-global-field"><label class="search-global-label" for="search-global"></label><input type="text" class="search-global-input" id="search-global" name="query"><button type="submit" class="search-global-action" title="Search"></button></div></form></div>
<a class="notifications-action" href="/admin/admin/notification/index/" title="Notifications"><span class="notifications-counter">4</span></a>
<div class="admin-user admin__action-dropdown-wrap"><a href="/admin/admin/system_account/index/" class="admin__action-dropdown js-dropdown-toggle" title="My Account" data-toggle="dropdown"><span class="admin__action-dropdown-text"><span class="admin-user-account-text">admin</span></span></a><ul class="admin__action-dropdown-menu" hidden>
<li><a href="/admin/admin/system_account/index/" title="Account Setting">Account Setting (<span class="admin-user-name">admin</span>)</a></li><li><a href="/admin/admin/storefront/" title="Customer View" target="_blank" class="store-front">Customer View</a></li><li><a href="/admin/admin/auth/logout/" class="account-signout" title="Sign Out">Sign Out</a></li></ul></div></div></header>
${o.actions ? h`<div class="page-main-actions"><div class="page-actions">${o.actions}</div></div>` : ''}
<main id="anchor-content" class="page-content">
<div id="messages"><div class="messages">${o.messages.map((m) => h`<div class="message message-${m.type} ${m.type}"><div data-ui-id="messages-message-${m.type}">${m.text}</div></div>`)}</div></div>
${o.body}
</main>
<footer class="page-footer"><div class="footer-legal"><p class="copyright"><a class="link-copyright" href="http://magento.com" target="_blank" title="Magento"></a>Copyright © 2024 Magento Commerce Inc. All rights reserved.</p>
<div class="footer-legal-system"><p class="magento-version"><strong>Magento</strong> ver. 2.4.6</p>
<a class="link-report" href="https://magento.com/sites/default/files/REVISED-MAGENTO-PRIVACY-POLICY.pdf" id="footer_privacy" target="_blank">Privacy Policy</a> |
${o.accountActivity ? h`<a id="footer_account_activity" class="link-account-activity" href="/admin/security/session/activity/" target="_blank" rel="opener">Account Activity</a> | ` : ''}<a class="link-report" href="https://github.com/magento/magento2/issues" id="footer_bug_tracking">Report an Issue</a></div></div></footer>
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

/** `adminhtml_noroute.xml`'s text block (the page keeps the default title, "Magento Admin"). */
export const notFoundBody = (): Html => h`<h1 class="page-heading">404 Error</h1><p>Page not found.</p>`;

/** A small page at a path the policies guard or the menu leads to. */
export const stubBody = (title: string, text: string): Html =>
  h`<div class="admin__data-grid-wrap stub" data-title="${title}">${text ? h`<p>${text}</p>` : h`<table class="data-grid"><tbody><tr class="data-grid-tr-no-data"><td>We couldn't find any records.</td></tr></tbody></table>`}</div>`;

export { trusted };
