/**
 * Benchmark configuration: one project per task selection. Users run
 * `npx playwright test --project=suitecrm-hard`. Options come from `.env` (see `.env.example`).
 * Benchmark projects never retry: a retry would silently turn pass@1 into pass@k; repeat
 * runs go through `--repeat-each`.
 */
import { config as loadDotenv } from 'dotenv';
import { defineConfig, type Project } from '@playwright/test';
import { chromiumLaunchOptions } from './browser/chromium';
import { BENCHMARK_PROJECTS, projectGrep } from './tasks/catalog';
import type { StwabOptions } from './fixtures';
import { envOptions } from './fixtures/env-options';
import { gatesFromEnv } from './reporters/gates';

// quiet: dotenv would print a line per process (main and every worker) that loads this file.
loadDotenv({ quiet: true });
const env = envOptions(process.env);
// `playwright test --list` would otherwise leave a "skipped" Allure result per listed test, and
// allure-playwright cannot run under `merge-reports` (it reads the run's output folder, which a
// merge does not have); each shard already wrote its own Allure results.
const listing = process.argv.includes('--list') || process.argv.includes('merge-reports');

const projects: Project<StwabOptions>[] = Object.keys(BENCHMARK_PROJECTS).map((name) => ({
  name,
  grep: projectGrep(name),
  retries: 0,
}));

export default defineConfig<StwabOptions>({
  testDir: './specs',
  fullyParallel: true,
  workers: env.workers,
  retries: 0,
  // An episode is bounded by its own timeout; the test gets room for login, reset and scoring.
  timeout: env.episodeTimeoutMs + 60_000,
  reporter: [
    // Tags stay on the tests (for --grep, Allure and the HTML report); printed after every title
    // they made each line wrap several times.
    [process.env.CI ? 'dot' : 'list', { omitTags: true }],
    ['./reporters/cup-reporter.ts', { outputDir: process.env.STWAB_RESULTS_DIR || 'stwab-results', ...gatesFromEnv(process.env) }],
    ...(listing
      ? []
      : ([['allure-playwright', { resultsDir: process.env.ALLURE_RESULTS_DIR || 'allure-results', detail: false, suiteTitle: false }]] as const)),
  ],
  // Each run starts with an empty Allure results folder (like stwab-results/ and test-results/).
  globalSetup: './fixtures/global-setup.ts',
  use: {
    ...env.use,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 720 },
    trace: env.trace,
    screenshot: 'off',
  },
  projects,
});
