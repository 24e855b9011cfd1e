/**
 * The top document (replica doc §1): `app-root` > `div.app-shell` with navbar, message area,
 * routed view and footer. Client script and styles are external files so that
 * `page.content()` contains only markup, as in the real Angular app.
 */
import { h, type Html } from '../../kit/html';
import type { Switches } from '../context';

export function shellDocument(version: string, mode: string, sw: Switches): Html {
  return h`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>SuiteCRM</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="./dist/app.css?v=${version}"></head><body><app-root><div class="app-shell" data-mode="${mode}" data-toast="${sw.toast}" data-toast-ms="${sw.toastMs}" data-lazy-menus="${sw.lazyNavMenus ? '1' : '0'}"><div class="full-page-spinner"><div class="spinner"></div></div><scrm-navbar-ui></scrm-navbar-ui><scrm-message-ui><div class="container-fluid alert-fixed message-wrapper"><div class="message-container"></div></div></scrm-message-ui><scrm-app-view class="app-view"></scrm-app-view><scrm-footer-ui><footer class="footer"><div class="footer-links"><a class="footer-link" role="button" data-act="about">© Supercharged by SuiteCRM</a><a class="footer-link" role="button" data-act="about">© Powered By SugarCRM</a></div><a class="back-to-top" role="button" data-act="top">Back to top</a></footer></scrm-footer-ui></div></app-root><script src="./dist/app.js?v=${version}" defer></script></body></html>`;
}
