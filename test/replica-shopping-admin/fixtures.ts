/**
 * Fixtures for the ShoppingAdmin replica tests: one replica per worker, reset before every test,
 * and a page signed in as `admin` the way the reference harness does it (labels, "Sign in").
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { ReplicaHandle } from '../../apps/kit/types';
import { startShoppingAdmin } from '../../apps/shopping-admin/index';
import { expectDeclaredWrites, watchEffects } from '../effects/watch';

export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeHidden();
}

export const test = base.extend<{ shop: ReplicaHandle; open: (path: string) => Promise<Page> }, { replica: ReplicaHandle; signedIn: Page }>({
  replica: [
    async ({}, use) => {
      const r = await startShoppingAdmin();
      await use(r);
      await r.close();
    },
    { scope: 'worker' },
  ],
  signedIn: [
    async ({ browser, replica }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signIn(page, replica.baseURL);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  shop: async ({ replica }, use) => {
    await replica.reset();
    await use(replica);
  },
  open: async ({ shop, signedIn }, use) => {
    // Every write the test drives must be a declared effect (issue 55).
    const watch = watchEffects(signedIn.context(), shop.effects);
    await use(async (path) => {
      await signedIn.goto(`${shop.baseURL}${path}`);
      return signedIn;
    });
    await expectDeclaredWrites(watch);
  },
});
export { expect };
