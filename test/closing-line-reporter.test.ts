/**
 * The closing-line reporter inside a real Playwright run of a temp project with one retry:
 * a test that passes on its retry counts once as passed and is named; an expected failure
 * (`test.fail()`) counts as passed on its first and only attempt; a real failure counts once.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');

test('counts each test once by its final outcome and names flaky tests', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-closing-line-'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(
    join(dir, 'pw.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', testMatch: /cases\\.ts$/, retries: 1, workers: 1,
  reporter: [[${JSON.stringify(join(ROOT, 'test/closing-line-reporter.ts'))}]] });
`,
  );
  writeFileSync(
    join(dir, 'cases.ts'),
    `import { test, expect } from '@playwright/test';
test('passes on retry', async ({}, info) => { expect(info.retry).toBe(1); });
test('passes', async () => { expect(1).toBe(1); });
test('fails as expected', async () => { test.fail(); expect(1).toBe(2); });
test('fails', async () => { expect(1).toBe(2); });
test('skipped', async () => { test.skip(true, 'not here'); });
`,
  );
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'pw.config.ts'], {
    cwd: dir,
    env: { ...process.env, CI: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status, r.stdout + r.stderr).toBe(1);
  const lines = r.stdout.trim().split('\n');
  expect(lines.at(-1)).toBe('3 passed, 1 failed, 1 skipped');
  expect(lines.filter((l) => l.startsWith('flaky'))).toEqual(['flaky (passed on retry): cases.ts › passes on retry']);
});
