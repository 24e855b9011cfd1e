/**
 * Fixtures for the SuiteCRM replica tests: one replica per worker (per mode), reset before
 * every test, and a page logged in through the API (the UI login has its own test).
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { ReplicaHandle, ReplicaMode } from '../../apps/kit/types';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { expectDeclaredWrites, watchEffects } from '../effects/watch';

export interface CrmFixtures {
  crm: ReplicaHandle;
  /** The page, with a session logged in through the API. */
  loggedIn: Page;
  /** Logged-in page; `open('#/contacts')` navigates and waits for the view. */
  open: (hash: string) => Promise<Page>;
}

type Pool = (mode: ReplicaMode) => Promise<ReplicaHandle>;
type Pages = (mode: ReplicaMode) => Promise<Page>;

export const test = base.extend<CrmFixtures & { replicaMode: ReplicaMode }, { replicas: Pool; workerPages: Pages }>({
  // Test-scoped option: `test.use({ replicaMode: 'faithful' })` works inside a describe.
  replicaMode: ['stable', { option: true }],
  replicas: [
    async ({}, use) => {
      const started = new Map<ReplicaMode, Promise<ReplicaHandle>>();
      await use((mode) => {
        if (!started.has(mode)) started.set(mode, startSuiteCrm({ mode }));
        return started.get(mode)!;
      });
      for (const r of started.values()) await (await r).close();
    },
    { scope: 'worker' },
  ],
  // One logged-in browser context per worker and mode (sessions survive resets); every test
  // starts from about:blank, so no client state leaks from one test to the next.
  workerPages: [
    async ({ browser, replicas }, use) => {
      const pages = new Map<ReplicaMode, Promise<Page>>();
      await use((mode) => {
        if (!pages.has(mode)) {
          pages.set(
            mode,
            (async () => {
              const r = await replicas(mode);
              const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, acceptDownloads: true });
              const page = await context.newPage();
              await page.request.get(`${r.baseURL}/`);
              const res = await page.request.post(`${r.baseURL}/api/login`, { data: { username: 'user', password: 'bitnami' } });
              expect((await res.json()).ok).toBe(true);
              return page;
            })(),
          );
        }
        return pages.get(mode)!;
      });
      for (const p of pages.values()) await (await p).context().close();
    },
    { scope: 'worker' },
  ],
  crm: async ({ replicas, replicaMode }, use) => {
    const replica = await replicas(replicaMode);
    await replica.reset();
    await use(replica);
  },
  loggedIn: async ({ crm, workerPages, replicaMode }, use) => {
    const page = await workerPages(replicaMode);
    await page.goto('about:blank');
    // Every write the test drives must be a declared effect (issue 55).
    const watch = watchEffects(page.context(), crm.effects);
    await use(page);
    for (const extra of page.context().pages()) if (extra !== page) await extra.close();
    await expectDeclaredWrites(watch);
  },
  open: async ({ crm, loggedIn: page }, use) => {
    await use(async (hash: string) => {
      await page.goto(`${crm.baseURL}/${hash}`);
      await waitForView(page);
      return page;
    });
  },
});

/**
 * Waits until the view of the current hash is rendered and the client has no request in
 * flight (`window.__scrm`, kept out of the DOM); `networkidle` would add 500 ms per page.
 */
export async function waitForView(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as unknown as { __scrm?: { idle: boolean; hash: string } }).__scrm;
    return !!s && s.idle && !!document.querySelector('scrm-app-view > *') && (s.hash === location.hash || (location.hash === '' && s.hash === '#/'));
  });
}

/** `page.content()` lower-cased after HTML unescape, as the evaluators read it. */
export async function evaluatorContent(page: Page): Promise<string> {
  const html = await page.content();
  return html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .toLowerCase();
}

/** Resolves an XPath in the main frame like `page.query_selector("xpath=…")`. */
export async function xpathCount(page: Page, xpath: string): Promise<number> {
  return page.locator(`xpath=${xpath}`).count();
}

export const SEED = {
  michael: '5eed0012-0000-4000-8000-000000000001',
  pam: '5eed0012-0000-4000-8000-000000000002',
  dwight: '5eed0012-0000-4000-8000-000000000004',
  stark: '5eed0011-0000-4000-8000-000000000007',
  wayne: '5eed0011-0000-4000-8000-000000000008',
  acme: '5eed0011-0000-4000-8000-000000000001',
  clark: '5eed0013-0000-4000-8000-000000000002',
  cloud: '5eed0014-0000-4000-8000-000000000003',
  emailCase: '5eed0015-0000-4000-8000-000000000004',
  serverCase: '5eed0015-0000-4000-8000-000000000002',
};

export { expect };
