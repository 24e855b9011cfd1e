/**
 * Worker-scoped replica for the classic-view tests. Uses part 1's `startSuiteCrm()` when
 * STWAB_LEGACY_BARE is unset and it is available; otherwise the bare server of this folder.
 * `legacy(page, hash)` opens a classic route and returns the iframe's frame locator.
 */
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { startBare } from './bare-server';

/** What the tests need from a target. */
export interface LegacyTarget { url: string; kind: 'full' | 'bare'; reset(): Promise<void>; login(page: Page): Promise<void>; close(): Promise<void> }

async function startTarget(): Promise<LegacyTarget> {
  if (!process.env.STWAB_LEGACY_BARE) {
    try {
      const entry = '../../apps/suitecrm/index';
      const mod = (await import(entry)) as { startSuiteCrm?: (o?: object) => Promise<{ baseURL: string; reset(): Promise<void>; close(): Promise<void>; credentials: { username: string; password: string } }> };
      if (mod.startSuiteCrm) {
        const h = await mod.startSuiteCrm({ mode: 'stable' });
        return {
          url: h.baseURL, kind: 'full', reset: () => h.reset(), close: () => h.close(),
          login: async (page) => {
            await page.goto(h.baseURL + '/');
            await page.getByLabel('Username').fill(h.credentials.username);
            await page.getByLabel('Password').fill(h.credentials.password);
            await page.getByText('Log in').click();
            await page.waitForURL(/#\/home/);
          },
        };
      }
    } catch (err) {
      if (process.env.STWAB_LEGACY_FULL) throw err;
    }
  }
  const b = await startBare('stable');
  return { url: b.url, kind: 'bare', reset: async () => b.reset(), close: () => b.close(), login: async () => {} };
}

export const test = base.extend<{ legacy: (hash: string) => Promise<FrameLocator> }, { target: LegacyTarget }>({
  target: [async ({}, use) => {
    const t = await startTarget();
    await use(t);
    await t.close();
  }, { scope: 'worker' }],
  legacy: async ({ page, target }, use) => {
    await target.reset();
    await target.login(page);
    await use(async (hash: string) => {
      await page.goto(`${target.url}/#/${hash}`);
      const frame = page.frameLocator('.classic-view-container iframe');
      await expect(frame.locator('.legacy-main')).toBeVisible();
      return frame;
    });
  },
});

export { expect };
