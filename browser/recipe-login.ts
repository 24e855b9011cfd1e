/**
 * Sign-in to a site by its recipe (`core/site-config.ts`): its form, filled by field labels and
 * button name, or one request to its sign-in endpoint. Every site signs in this way: a declared
 * site (issue 42) by its own recipe, a built-in site by the one its replica exports (issue 57).
 * Failures throw a message naming the site, the base URL and the recipe (`startEpisode` makes it
 * a harness error).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { FormLogin, RequestLogin } from '../core/site-config';

/** What a recipe sign-in needs. */
export interface RecipeLoginArgs {
  /** The page a form recipe signs in on (a request recipe needs none). */
  page?: Page;
  request: APIRequestContext;
  site: string;
  base: string;
  creds: { username: string; password: string };
  recipe: FormLogin | RequestLogin;
}

/** Signs in to a declared site by its recipe. Throws an `Error` whose message says what failed. */
export async function loginWithRecipe({ page, request, site, base, creds, recipe }: RecipeLoginArgs): Promise<void> {
  try {
    if ('form' in recipe) {
      if (!page) throw new Error('a form recipe needs a page');
      const f = recipe.form;
      await page.goto(onBase(base, f.path), { waitUntil: 'load', timeout: 30_000 });
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
    const res = await request.post(onBase(base, r.path), { ...(r.json ? { data: fields } : { form: fields }), maxRedirects: 0 });
    const status = res.status();
    if (r.accept?.status !== undefined ? status !== r.accept.status : status >= 400)
      throw new Error(`${r.path} answered ${status}${r.accept?.status !== undefined ? ` (a sign-in answers ${r.accept.status})` : ''}`);
    const want = r.accept?.json;
    if (want) {
      const got = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      const off = Object.keys(want).find((k) => got?.[k] !== want[k]);
      if (off !== undefined)
        throw new Error(`${r.path} answered ${JSON.stringify(got ?? '(no JSON)').slice(0, 120)}, without ${off}: ${JSON.stringify(want[off])}`);
    }
  } catch (e) {
    throw new Error(
      `login to ${site} at ${base} (${'form' in recipe ? 'form' : 'request'} recipe) failed: ${(e as Error).message.split('\n')[0]}; check the site's login recipe and credentials`,
    );
  }
}

/**
 * `path` on the site's base URL, the base's own path kept (`/users/sign_in` on
 * `http://host/gitlab` is `http://host/gitlab/users/sign_in`; a real Magento admin's base is
 * `http://host:7780/admin`); empty or `/`: the base URL itself; an absolute URL stays as it is.
 */
function onBase(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base.replace(/\/+$/, '')}/${rest}` : base;
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
