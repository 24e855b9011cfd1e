/**
 * "The page has finished reacting" for any web app, without app-specific hooks: no request of
 * the context in flight and no DOM mutation, in any frame of the active page, for a short quiet
 * window. Single-page apps render after `domcontentloaded` (a hash route fetches its view, an
 * iframe loads its legacy page), so an observation or a final-page evaluation taken right after
 * the load event can see the previous view; that made verdicts depend on timing (CI run of
 * 2026-11-29: policy-blind task 291 differed twice in a row).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** Request types that may legitimately stay open forever (streams), so they never block quiet. */
const STREAMING = new Set(['eventsource', 'websocket', 'media']);

/** Counts the requests of a browser context that have started and not yet finished or failed. */
export class InflightRequests {
  private readonly open = new Set<Request>();

  constructor(context: BrowserContext) {
    context.on('request', (r) => {
      if (!STREAMING.has(r.resourceType())) this.open.add(r);
    });
    const done = (r: Request) => this.open.delete(r);
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  }

  /** Requests in flight now. */
  get count(): number {
    return this.open.size;
  }
}

/** Tuning of {@link waitForQuiet}; both in ms. */
export interface QuietOptions {
  /** Length of the mutation-free window that counts as quiet (default 40). */
  quietMs?: number;
  /** Upper bound of the whole wait (default 3000); a page that never settles costs this much. */
  maxMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once `page` is quiet (see the module comment) or `maxMs` has passed; never throws.
 * Returns whether quiet was reached. A frame that navigates or detaches during the window
 * counts as a mutation, so the wait starts over.
 */
export async function waitForQuiet(page: Page, inflight: InflightRequests, o: QuietOptions = {}): Promise<boolean> {
  const quietMs = o.quietMs ?? 40;
  const until = Date.now() + (o.maxMs ?? 3_000);
  while (Date.now() < until) {
    if (page.isClosed()) return true;
    if (inflight.count > 0) {
      await sleep(10);
      continue;
    }
    const windows = page.frames().map((f) =>
      f
        .evaluate(
          (ms) =>
            new Promise<boolean>((resolve) => {
              let changed = false;
              const mo = new MutationObserver(() => (changed = true));
              mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
              setTimeout(() => {
                mo.disconnect();
                resolve(changed);
              }, ms);
            }),
          quietMs,
        )
        .catch(() => true),
    );
    const changed = await Promise.race([Promise.all(windows).then((c) => c.some(Boolean)), sleep(quietMs + 500).then(() => true)]);
    if (!changed && inflight.count === 0) return true;
    await sleep(5);
  }
  return false;
}
