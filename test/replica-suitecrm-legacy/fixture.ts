/**
 * Worker-scoped replica for the classic-view tests: part 1's `startSuiteCrm()` (stable mode),
 * or the bare server of this folder when STWAB_LEGACY_BARE=1 (legacy app alone, stand-in shell).
 * `legacy(page, hash)` opens a classic route and returns the iframe's frame locator.
 */
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { startBare } from './bare-server';
import type { EffectRule } from '../../core/effects';
import { expectDeclaredWrites, watchEffects } from '../effects/watch';

/** What the tests need from a target. */
export interface LegacyTarget {
  url: string;
  kind: 'full' | 'bare';
  /** The replica's effect rules (the bare server has none and sends no effect header). */
  effects: readonly EffectRule[];
  reset(): Promise<void>;
  login(page: Page): Promise<void>;
  close(): Promise<void>;
}

async function startTarget(): Promise<LegacyTarget> {
  if (process.env.STWAB_LEGACY_BARE === '1') {
    const b = await startBare('stable');
    return { url: b.url, kind: 'bare', effects: [], reset: async () => b.reset(), close: () => b.close(), login: async () => {} };
  }
  const h = await startSuiteCrm({ mode: 'stable' });
  return {
    url: h.baseURL,
    kind: 'full',
    effects: h.effects,
    reset: () => h.reset(),
    close: () => h.close(),
    login: async (page) => {
      await page.goto(h.baseURL + '/');
      await page.getByLabel('Username').fill(h.credentials.username);
      await page.getByLabel('Password').fill(h.credentials.password);
      await page.getByText('Log in').click();
      await page.waitForURL(/#\/home/);
    },
  };
}

export const test = base.extend<{ legacy: (hash: string) => Promise<FrameLocator> }, { target: LegacyTarget }>({
  target: [
    async ({}, use) => {
      const t = await startTarget();
      await use(t);
      await t.close();
    },
    { scope: 'worker' },
  ],
  legacy: async ({ page, target }, use) => {
    await target.reset();
    // Every write the test drives, the sign-in included, must be a declared effect (issue 55).
    const watch = watchEffects(page.context(), target.effects);
    await target.login(page);
    await use(async (hash: string) => {
      await page.goto(`${target.url}/#/${hash}`);
      const frame = page.frameLocator('.classic-view-container iframe');
      await expect(frame.locator('.legacy-main')).toBeVisible();
      return frame;
    });
    await expectDeclaredWrites(watch);
  },
});

export { expect };
