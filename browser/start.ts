/**
 * Episode start, the way the reference harness does it: log in to each task site with
 * credentials by its recipe, open the start URL(s) (` |AND| ` = one tab each), then run the task's
 * `setup_scripts` in the last tab. Failures here are harness errors, never the agent's.
 */
import type { Page } from '@playwright/test';
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
 * A site's credentials and how to sign in with them: the recipe of a declared site, or of a
 * built-in site the one its replica exports (`apps/<app>/site.ts`: the form for a real instance,
 * one request for the embedded replica). No site's form stands in for another's: credentials
 * without a recipe stop the test before it starts (issue 57).
 */
export interface SiteLogin {
  username: string;
  password: string;
  recipe: Exclude<LoginRecipe, 'none'>;
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
        await timed(o, 'login', () =>
          loginWithRecipe({ page: first, request: o.tabs.context.request, site, base, creds, recipe: creds.recipe }).catch((e: Error) => {
            throw new HarnessError(e.message);
          }),
        );
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
