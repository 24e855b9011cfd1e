/**
 * Pages for legacy URLs without a classic view of their own: native modules (the page only
 * reports its location so the shell switches to the native route) and unknown records/actions.
 * Wording avoids every phrase `popup_error` reacts to (replica contract §16).
 */
import type { LegacyRequest } from './context';
import { page } from './render';

/** Modules whose list/record views are native (Angular) in SuiteCRM 8.7. */
export const NATIVE_MODULES = new Set(['Contacts', 'Accounts', 'Leads', 'Opportunities', 'Cases', 'Tasks', 'Prospects', 'ProspectLists', 'Bugs', 'Notes', 'Documents', 'Campaigns', 'Calls', 'Project', 'ProjectTask', 'EmailTemplates', 'Employees', 'AOS_Quotes', 'AOR_Reports']);

/** Reports the location and shows a short line while the shell takes over. */
export function nativeBounce(r: LegacyRequest): Response {
  return page(r, { title: r.p('module'), module: r.p('module'), mirror: true }, <p class="loading">Loading…</p>);
}

/** Record id that matches nothing (real SuiteCRM shows an empty view with a short notice). */
export function notFound(r: LegacyRequest, module: string): Response {
  return page(r, { title: module, module }, <p class="msg-error">The record you are looking for was not found or has been removed.</p>);
}

/** A legacy module/action pair the replica does not implement. */
export function unknownView(r: LegacyRequest): Response {
  return page(r, { title: r.p('module') || 'Home', module: r.p('module') || 'Home' }, <p>There is nothing to show for this view in the replica.</p>);
}
