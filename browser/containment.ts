/**
 * Containment of the action space: the agent may only reach http(s) pages outside the blocked
 * places (harness control endpoints, a site's blocked paths and hooks), judged by one normalised
 * rule (`access-rule.ts`). `file:`, `chrome:`, `javascript:`, `data:` and other schemes are
 * refused for `goto` and for clicks on links that lead there; every request any page of the
 * browser makes, each redirect hop included, is judged before it leaves (`interceptor.ts`).
 */
import type { BrowserContext } from '@playwright/test';
import { AccessRule } from './access-rule';
import { interceptRequests, type RequestJudge } from './interceptor';

export { AccessRule } from './access-rule';

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

/**
 * The rule for `urls`: blocked origins (`http://127.0.0.1:4001`, a whole server under every name
 * of its host) and path prefixes (`http://127.0.0.1:3000/settings`, that path and below). Throws
 * naming the entry when one is not an absolute URL.
 */
export function accessRuleOf(urls: readonly string[]): AccessRule {
  return new AccessRule(urls);
}

/**
 * Why the agent may not open `url` as a page, or null when it may. `about:blank` is allowed;
 * only http(s) pages otherwise. Relative URLs must be resolved by the caller first.
 */
export function blockReason(url: string, rule: AccessRule): string | null {
  if (url === 'about:blank') return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `"${url.slice(0, 200)}" is not a valid absolute URL`;
  }
  if (!ALLOWED_SCHEMES.has(u.protocol)) return `${u.protocol} URLs are blocked; only http(s) pages of the task may be opened`;
  return rule.reason(url);
}

/**
 * Judges every request of `context`'s browser by `rule`, then by `more` (the guard's write check),
 * until the context closes or the returned function is called. Throws when the context has no
 * browser to intercept (a persistent context): the harness does not run without containment.
 */
export async function installContainment(context: BrowserContext, rule: AccessRule, more?: RequestJudge): Promise<() => Promise<void>> {
  const browser = context.browser();
  if (!browser) throw new Error('containment needs a context created by browser.newContext(); a persistent context cannot be contained');
  const remove = await interceptRequests(browser, (r) => {
    const why = rule.reason(r.url);
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
