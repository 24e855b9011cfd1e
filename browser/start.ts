/**
 * Episode start, the way the reference harness does it: log in to each task site with
 * credentials, open the start URL(s) (` |AND| ` = one tab each), then run the task's
 * `setup_scripts` in the last tab. Failures here are harness errors, never the agent's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Site, Task } from '../tasks/schema';
import type { BaseUrls } from '../tasks/urls';
import type { PhaseTimes } from './phase-times';
import { type InflightRequests, waitForQuiet } from './quiet';
import type { Tabs } from './tabs';
import type { LoginRecipe } from '../core/site-config';
import { loginWithRecipe } from './recipe-login';

/** A start-up failure; `runEpisode` ends the episode with `harness_error` and this message. */
export class HarnessError extends Error {
  override name = 'HarnessError';
}

/**
 * How each site's sign-in form is filled, as the reference harness does it (BrowserGym
 * `ui_login`): the page to open, the two field labels and the submit control.
 */
const LOGIN_FORMS: Record<string, { path: string; user: string; submit: (page: Page) => ReturnType<Page['getByText']> }> = {
  suitecrm: { path: '', user: 'Username', submit: (page) => page.getByText('Log in') },
  gitlab: { path: '/users/sign_in', user: 'Username or email', submit: (page) => page.getByRole('button', { name: 'Sign in' }) },
  shopping_admin: { path: '', user: 'Username', submit: (page) => page.getByRole('button', { name: 'Sign in' }) },
};

/** Signs in to `site` at `base`. Throws `HarnessError` naming the site and base URL. */
export async function login(page: Page, site: string, base: string, creds: { username: string; password: string }): Promise<void> {
  const form = LOGIN_FORMS[site] ?? LOGIN_FORMS.suitecrm;
  try {
    await page.goto(`${base}${form.path}`, { waitUntil: 'load', timeout: 30_000 });
    await page.getByLabel(form.user).fill(creds.username, { timeout: 10_000 });
    await page.getByLabel('Password').fill(creds.password, { timeout: 10_000 });
    await form.submit(page).click({ timeout: 10_000 });
    await page.waitForLoadState('load', { timeout: 15_000 });
    await page.getByLabel('Password').waitFor({ state: 'hidden', timeout: 10_000 });
  } catch (e) {
    throw new HarnessError(
      `login to ${site} at ${base} failed: ${(e as Error).message.split('\n')[0]}; check that the app is up and the credentials are right`,
    );
  }
}

/** Credentials of a site, and how to use them: the sign-in form (`ui`, default) or its endpoint (`request`). */
export interface SiteLogin {
  username: string;
  password: string;
  /**
   * `request`: post the credentials to the app's own sign-in endpoint through the context's
   * request client (its cookies are the browser's), one round trip instead of loading and
   * filling the form (about 1.5 s per test on 2 cores). Used for the embedded replicas, whose
   * endpoints are known and take no CSRF token; a real instance signs in through the form.
   */
  via?: 'ui' | 'request';
  /** A declared site's sign-in recipe (issue 42); replaces the built-in sites' recipes above. */
  recipe?: Exclude<LoginRecipe, 'none'>;
}

/**
 * Each replica's sign-in endpoint, as its own sign-in form posts it; true when the app took the
 * credentials (SuiteCRM 8 answers JSON, GitLab and Magento redirect away from the form).
 */
const LOGIN_REQUESTS: Record<string, (request: APIRequestContext, base: string, creds: SiteLogin) => Promise<boolean>> = {
  suitecrm: async (request, base, c) => {
    const res = await request.post(`${base}/api/login`, { data: { username: c.username, password: c.password } });
    return res.ok() && (await res.json().catch(() => ({})))?.ok === true;
  },
  gitlab: async (request, base, c) => {
    const res = await request.post(`${base}/users/sign_in`, { form: { 'user[login]': c.username, 'user[password]': c.password }, maxRedirects: 0 });
    return res.status() === 302;
  },
  shopping_admin: async (request, base, c) => {
    const res = await request.post(base, { form: { 'login[username]': c.username, 'login[password]': c.password }, maxRedirects: 0 });
    return res.status() === 302;
  },
};

/** Signs in to `site` through its sign-in endpoint (see `SiteLogin.via`). Throws `HarnessError`. */
export async function loginByRequest(request: APIRequestContext, site: string, base: string, creds: SiteLogin): Promise<void> {
  const post = LOGIN_REQUESTS[site];
  let ok = false;
  let why = 'the app refused the credentials';
  try {
    if (!post) why = `no sign-in endpoint is known for ${site}`;
    else ok = await post(request, base, creds);
  } catch (e) {
    why = (e as Error).message.split('\n')[0];
  }
  if (!ok) throw new HarnessError(`login to ${site} at ${base} failed: ${why}; check that the app is up and the credentials are right`);
}

/** Runs one setup script (a function body, may `return` a promise) with a timeout. */
async function runSetupScript(page: Page, script: string, index: number, timeoutMs: number): Promise<void> {
  // Task authors' scripts are function bodies using `return`; the page runs them as an async IIFE.
  const run = page.evaluate(`(async () => {\n${script}\n})()`);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([run, limit]);
  } catch (e) {
    throw new HarnessError(`setup_scripts[${index}] failed in ${page.url()}: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Options of `startEpisode`. */
export interface StartOptions {
  tabs: Tabs;
  task: Task;
  baseUrls: BaseUrls;
  startUrls: string[];
  login?: Partial<Record<Site, SiteLogin>>;
  setupTimeoutMs?: number;
  /** Requests in flight in the context: setup scripts run once the start page is quiet. */
  inflight: InflightRequests;
  /** Counts `login` and `setup` here. */
  phases?: PhaseTimes;
}

/** Login, start tabs, setup scripts. Throws `HarnessError`. */
export async function startEpisode(o: StartOptions): Promise<void> {
  const first = await o.tabs.ensureOne();
  if (o.task.require_login && o.login) {
    for (const site of o.task.sites) {
      const creds = o.login[site];
      const base = o.baseUrls[site];
      if (creds && base)
        await timed(o, 'login', () => {
          const { recipe } = creds;
          if (recipe)
            return loginWithRecipe({ page: first, request: o.tabs.context.request, site, base, creds, recipe }).catch((e: Error) => {
              throw new HarnessError(e.message);
            });
          return creds.via === 'request' ? loginByRequest(o.tabs.context.request, site, base, creds) : login(first, site, base, creds);
        });
    }
  }
  for (const [i, url] of o.startUrls.entries()) {
    const page = i === 0 ? first : await o.tabs.context.newPage();
    o.tabs.add(page);
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    } catch (e) {
      throw new HarnessError(`start URL ${url} did not load: ${(e as Error).message.split('\n')[0]}; is the app running?`);
    }
  }
  const last = o.tabs.page;
  const scripts = o.task.setup_scripts;
  if (scripts?.length) {
    // Scripts decorate what the start page rendered, so they run once it is quiet (no request
    // in flight, no DOM change for a moment) rather than after "networkidle" (500 ms without a
    // request, always) and a fixed 500 ms sleep: the quiet wait after the start (episode
    // runner) lets what they change settle, and their own promises resolve once they are done.
    await timed(o, 'setup', async () => {
      await waitForQuiet(last, o.inflight);
      for (const [i, s] of scripts.entries()) await runSetupScript(last, s, i, o.setupTimeoutMs ?? 15_000);
    });
  }
}

const timed = <T>(o: StartOptions, phase: 'login' | 'setup', fn: () => Promise<T>) => (o.phases ? o.phases.time(phase, fn) : fn());
