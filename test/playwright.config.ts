/**
 * Configuration of the harness's own test suite (`npm test`): unit tests on plain data and
 * browser tests on local pages and the replicas. Benchmark runs use the root config instead.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.test\.ts$/,
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  globalSetup: './require-tasks.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['./closing-line-reporter.ts']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 720 },
  },
  projects: [
    // One retry on CI for the unit project: a test that passes only on its retry is still listed
    // as flaky in the report, but a timing hiccup on a loaded 2-core runner does not refuse the
    // submission. The main job is not retried here; it re-runs differing tasks itself and says so.
    { name: 'unit', testIgnore: /main-job\//, retries: process.env.CI ? 1 : 0 },
    // The main job spawns its own two-worker benchmark runs; it starts after the unit project
    // so the two do not compete for the machine's cores.
    { name: 'main-job', testMatch: /main-job\/.*\.test\.ts$/, dependencies: ['unit'] },
  ],
});
