/**
 * Episode start, the way the reference harness does it: log in to each task site with
 * credentials, open the start URL(s) (` |AND| ` = one tab each), then run the task's
 * `setup_scripts` in the last tab. Failures here are harness errors, never the agent's.
 */
import type { Page } from '@playwright/test';
import type { Site, Task } from '../tasks/schema';
import type { BaseUrls } from '../tasks/urls';
import type { PhaseTimes } from './phase-times';
import { type InflightRequests, waitForQuiet } from './quiet';
import type { Tabs } from './tabs';

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
  login?: Partial<Record<Site, { username: string; password: string }>>;
  setupTimeoutMs?: number;
  /** Requests in flight in the context: setup scripts run once the start page is quiet. */
  inflight: InflightRequests;
  /** Counts `login` and `setup` here (issue 20). */
  phases?: PhaseTimes;
}

/** Login, start tabs, setup scripts. Throws `HarnessError`. */
export async function startEpisode(o: StartOptions): Promise<void> {
  const first = await o.tabs.ensureOne();
  if (o.task.require_login && o.login) {
    for (const site of o.task.sites) {
      const creds = o.login[site];
      const base = o.baseUrls[site];
      if (creds && base) await timed(o, 'login', () => login(first, site, base, creds));
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
