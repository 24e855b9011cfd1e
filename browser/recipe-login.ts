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
      await page.goto(new URL(f.path || '/', `${base}/`).href, { waitUntil: 'load', timeout: 30_000 });
      await page.getByLabel(f.username, { exact: true }).fill(creds.username, { timeout: 10_000 });
      await page.getByLabel(f.password, { exact: true }).fill(creds.password, { timeout: 10_000 });
      await page.getByRole('button', { name: f.button }).click({ timeout: 10_000 });
      await page.waitForLoadState('load', { timeout: 15_000 });
      await page.getByLabel(f.password, { exact: true }).waitFor({ state: 'hidden', timeout: 10_000 });
      return;
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
