/**
 * Containment of the action space: the agent may only reach http(s) pages outside the blocked
 * places (harness control endpoints, a site's blocked paths and hooks), judged by one normalised
 * rule (`access-rule.ts`). `file:`, `chrome:`, `javascript:`, `data:` and other schemes are
 * refused for `goto` and for clicks on links that lead there; every request any page of the
 * browser makes, each redirect hop included, is judged before it leaves (`interceptor.ts`).
 */
import type { BrowserContext } from '@playwright/test';
import { AccessRule, type AccessRuleOptions, hostKey } from './access-rule';
import { interceptRequests, type RequestJudge } from './interceptor';

export { AccessRule } from './access-rule';

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

/**
 * The rule for `urls`: blocked origins (`http://127.0.0.1:4001`, a whole server under every name
 * of its host) and path prefixes (`http://127.0.0.1:3000/settings`, that path and below); with
 * `opts.sites`, this machine and the private network are closed but for the sites and
 * `opts.allow`. Throws naming the entry when one is not an absolute URL.
 */
export function accessRuleOf(urls: readonly string[], opts: AccessRuleOptions = {}): AccessRule {
  return new AccessRule(urls, opts);
}

/**
 * Why the agent may not open `url` as a page, or null when it may. `about:blank` is allowed;
 * only http(s) pages otherwise. Relative URLs must be resolved by the caller first.
 */
export function blockReason(url: string, rule: AccessRule): string | null {
  if (url === 'about:blank') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1].toLowerCase();
  if (scheme && !ALLOWED_SCHEMES.has(`${scheme}:`)) return `${scheme}: URLs are blocked; only http(s) pages of the task may be opened`;
  return rule.reason(url);
}

/**
 * Runs first in every document of the context (frames and popups included). On a page of none of
 * the task's sites (a page the agent made) it removes the ways out that the request interceptor
 * cannot see: WebSocket handshakes (DevTools `Fetch` does not pause them), WebTransport, and
 * workers (whose sockets no page script reaches). The sites' own pages keep them.
 */
const CUT_SOCKETS = `(sites) => {
  const here = location.protocol + '//' + location.host;
  const local = /^(localhost|.*\\.localhost|127(\\.\\d+){3}|0\\.0\\.0\\.0|\\[::1?\\])$/;
  const port = location.port || (location.protocol === 'https:' ? '443' : '80');
  const onSite = sites.some((s) => s.origin === here || (s.local && local.test(location.hostname) && s.port === port));
  if (onSite) return;
  for (const name of ['WebSocket', 'WebTransport', 'Worker', 'SharedWorker']) {
    try { Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false }); } catch {}
  }
}`;

/** What the socket cut needs to know of one site. */
function siteOf(url: string): { origin: string; local: boolean; port: string } {
  const u = new URL(url);
  return { origin: u.origin, local: hostKey(u) === 'local', port: u.port || (u.protocol === 'https:' ? '443' : '80') };
}

/**
 * Judges every request of `context`'s browser by `rule`, then by `more` (the guard's write check),
 * until the context closes or the returned function is called; on pages of none of `sites`
 * (base URLs) WebSockets and workers are removed (see `CUT_SOCKETS`). Throws when the context has
 * no browser to intercept (a persistent context): the harness does not run without containment.
 */
export async function installContainment(
  context: BrowserContext,
  rule: AccessRule,
  opts: { sites?: readonly string[]; more?: RequestJudge } = {},
): Promise<() => Promise<void>> {
  const { more } = opts;
  const browser = context.browser();
  if (!browser) throw new Error('containment needs a context created by browser.newContext(); a persistent context cannot be contained');
  await context.addInitScript({ content: `(${CUT_SOCKETS})(${JSON.stringify((opts.sites ?? []).map(siteOf))});` });
  const remove = await interceptRequests(browser, async (r) => {
    const why = await rule.reasonResolved(r.url);
    if (why) return { reason: why, by: 'containment' };
    return more ? more(r) : null;
  });
  let removed = false;
  const once = async () => {
    if (removed) return;
    removed = true;
    await remove();
  };
  context.once('close', () => void once());
  return once;
}
