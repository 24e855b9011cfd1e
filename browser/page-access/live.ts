/**
 * `PageAccess` over the live run's browser: `last` is the final active page; any other target
 * URL opens in a fresh page of the same context (closed by `dispose()`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { PageAccess, PageTarget } from '../../core/page-access';
import { evaluateExpression, readContent, readInnerText, readXpathValue, runPrepActions, selectorToBid } from './page-ops';

/** A PageAccess that also closes the pages it opened. */
export type DisposablePageAccess = PageAccess & { dispose(): Promise<void> };

/** Builds the live PageAccess for `activePage` (the agent's final tab) in `context`. */
export function livePageAccess(context: BrowserContext, activePage: Page): DisposablePageAccess {
  const opened = new Map<string, Promise<Page>>();
  const open = (target: PageTarget): Promise<Page> => {
    if (target === 'last') return Promise.resolve(activePage);
    let p = opened.get(target);
    if (!p) {
      p = (async () => {
        const page = await context.newPage();
        await page.goto(target, { waitUntil: 'load', timeout: 30_000 }).catch(() => undefined);
        // The reference sleeps 3 s after goto; wait for the network to settle instead, capped at 3 s.
        await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
        return page;
      })();
      opened.set(target, p);
    }
    return p;
  };
  return {
    url: () => activePage.url(),
    content: async (target, opts) => readContent(await open(target), !!opts?.shadowRoots),
    prepActions: async (actions, target) => runPrepActions(await open(target), actions),
    evaluate: async (expression, target) => evaluateExpression(await open(target), expression),
    xpathValue: async (xpath, target) => readXpathValue(await open(target), xpath),
    innerText: (selector) => readInnerText(activePage, selector),
    resolveSelectorToBid: (selector) => selectorToBid(activePage, selector),
    dispose: async () => {
      for (const p of opened.values()) await (await p).close().catch(() => undefined);
      opened.clear();
    },
  };
}
