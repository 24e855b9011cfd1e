/**
 * Sign-in to a declared site (issue 42) by its recipe (`core/site-config.ts`): its form, filled
 * by field labels and button name, or one request to its sign-in endpoint. Failures throw a
 * message naming the site, the base URL and the recipe (`startEpisode` makes it a harness error).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { FormLogin, RequestLogin } from '../core/site-config';
import type { z } from 'zod';

/** What a recipe sign-in needs. */
export interface RecipeLoginArgs {
  page: Page;
  request: APIRequestContext;
  site: string;
  base: string;
  creds: { username: string; password: string };
  recipe: z.infer<typeof FormLogin> | z.infer<typeof RequestLogin>;
}

/** Signs in to a declared site by its recipe. Throws an `Error` whose message says what failed. */
export async function loginWithRecipe({ page, request, site, base, creds, recipe }: RecipeLoginArgs): Promise<void> {
  try {
    if ('form' in recipe) {
      const f = recipe.form;
      const url = new URL(f.path || '/', `${base}/`).href;
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      // Each wait says, when it fails, what the page lacked (issue 56: a bare "Timeout 10000ms exceeded").
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await phase(field(f.username).fill(creds.username, { timeout: 10_000 }), `no field labelled "${f.username}" on ${page.url()}`);
      await phase(field(f.password).fill(creds.password, { timeout: 10_000 }), `no field labelled "${f.password}" on ${page.url()}`);
      await phase(page.getByRole('button', { name: f.button }).click({ timeout: 10_000 }), `no button named "${f.button}" on ${page.url()}`);
      await page.waitForLoadState('load', { timeout: 15_000 });
      // Signed in when the password field is gone from a loaded page. It is also gone for a moment
      // while the answer to the form loads: an app that refuses the credentials shows it again.
      const until = Date.now() + 10_000;
      const stuck = () => `the "${f.password}" field was still there 10 s after pressing "${f.button}" (${page.url()})`;
      for (;;) {
        const left = until - Date.now();
        if (left <= 0) throw new Error(stuck());
        await phase(field(f.password).waitFor({ state: 'hidden', timeout: left }), stuck);
        await page.waitForLoadState('load', { timeout: 15_000 });
        if (!(await field(f.password).isVisible())) return;
      }
    }
    const r = recipe.request;
    const fields = { [r.username_field]: creds.username, [r.password_field]: creds.password };
    const res = await request.post(new URL(r.path, `${base}/`).href, { ...(r.json ? { data: fields } : { form: fields }), maxRedirects: 0 });
    if (res.status() >= 400) throw new Error(`${r.path} answered ${res.status()}`);
  } catch (e) {
    throw new Error(
      `login to ${site} at ${base} (${'form' in recipe ? 'form' : 'request'} recipe) failed: ${(e as Error).message.split('\n')[0]}; check the site's login recipe and credentials`,
    );
  }
}

/** `step`, or an error that says `why` (a Playwright timeout names only the locator). */
async function phase(step: Promise<unknown>, why: string | (() => string)): Promise<void> {
  try {
    await step;
  } catch (e) {
    const text = typeof why === 'function' ? why() : why;
    throw new Error((e as Error).name === 'TimeoutError' ? text : `${text}: ${(e as Error).message.split('\n')[0]}`);
  }
}
