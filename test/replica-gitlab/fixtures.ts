/**
 * Fixtures for the GitLab replica tests: one replica per worker, reset before every test, and a
 * page signed in as byteblaze through the sign-in form (sessions survive resets).
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { ReplicaHandle } from '../../apps/kit/types';
import { startGitLab } from '../../apps/gitlab/index';
import { expectDeclaredWrites, watchEffects } from '../effects/watch';

export interface GitLabFixtures {
  gitlab: ReplicaHandle;
  /** The signed-in page; `open('/a11yproject/a11yproject.com')` navigates and returns it. */
  open: (path: string) => Promise<Page>;
}

/** Signs in through the form exactly as the reference harness does (BrowserGym `ui_login`). */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/users/sign_in`);
  await page.getByLabel('Username or email').fill('byteblaze');
  await page.getByLabel('Password').fill('hello1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeHidden();
}

export const test = base.extend<GitLabFixtures, { replica: ReplicaHandle; signedIn: Page }>({
  replica: [
    async ({}, use) => {
      const r = await startGitLab();
      await use(r);
      await r.close();
    },
    { scope: 'worker' },
  ],
  signedIn: [
    async ({ browser, replica }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, replica.baseURL);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  gitlab: async ({ replica }, use) => {
    await replica.reset();
    await use(replica);
  },
  open: async ({ gitlab, signedIn }, use) => {
    // Every write the test drives must be a declared effect (issue 55).
    const watch = watchEffects(signedIn.context(), gitlab.effects);
    await use(async (path) => {
      await signedIn.goto(`${gitlab.baseURL}${path}`);
      return signedIn;
    });
    await expectDeclaredWrites(watch);
  },
});

/**
 * The reference evaluator's `gitlab_get_project_memeber_role(page, user)` as a page expression:
 * the index of `@user` among the Account sublabels picks the role cell's span.
 */
export const memberRole = (user: string) => `(() => { const subs = [...document.querySelectorAll("td[data-label='Account'] span.gl-avatar-labeled-sublabel")];
  const i = subs.findIndex((s) => s.outerText === '@${user}'); return document.querySelectorAll("td.col-max-role span")[i].outerText; })()`;

export { expect };
