/**
 * Configuration of the harness's own test suite (`npm test`): unit tests on plain data and
 * browser tests on local pages and the replicas. Benchmark runs use the root config instead.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.test\.ts$/,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['./closing-line-reporter.ts']] : [['list'], ['./closing-line-reporter.ts']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 720 },
  },
});
