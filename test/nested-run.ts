/**
 * One nested `npx playwright test` run for tests that check a whole run from outside (the main
 * job, the helpdesk example, an own app): results, Allure results and test-results go to a fresh
 * temp folder, traces and screenshots are off, and the output is collected.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Inputs of {@link nestedRun}. */
export interface NestedRun {
  /** Folder the run starts in. */
  cwd: string;
  /** Arguments after `playwright test` (config, projects, grep); `--output` is added. */
  args?: readonly string[];
  /** Variables set for the run, over the inherited environment. */
  env?: Record<string, string>;
  /** Prefixes of inherited variables to drop first (`STWAB_`: the outer run's settings). */
  drop?: readonly string[];
  /** Prefix of the temp folder's name. */
  name: string;
}

/** Output folder (`STWAB_RESULTS_DIR`), combined stdout and stderr, exit code, wall seconds. */
export interface NestedRunResult {
  out: string;
  log: string;
  code: number | null;
  seconds: number;
}

/** Runs Playwright once as a user would, writing into a new temp folder; never throws on a failed run. */
export async function nestedRun({ cwd, args = [], env = {}, drop = [], name }: NestedRun): Promise<NestedRunResult> {
  const out = mkdtempSync(join(tmpdir(), `${name}-`));
  const started = Date.now();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !drop.some((p) => k.startsWith(p))));
  const child = spawn('npx', ['playwright', 'test', ...args, `--output=${join(out, 'test-results')}`], {
    cwd,
    env: {
      ...inherited,
      STWAB_TRACE: 'off',
      // No one looks at the final screenshots here; verdicts never read them.
      STWAB_SCREENSHOTS: 'off',
      STWAB_RESULTS_DIR: out,
      ALLURE_RESULTS_DIR: join(out, 'allure-results'),
      ...env,
    },
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { out, log, code, seconds: (Date.now() - started) / 1000 };
}
