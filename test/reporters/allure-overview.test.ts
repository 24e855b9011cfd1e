/**
 * The Allure overview of a drifted run (reporters/allure-overview.ts, issue 44): the environment
 * entries name the drift setting and, when the results hold a drift delta, CR, CuP and each
 * dimension's Risk Ratio on the app as published beside the change, and the tasks whose CuP
 * changed; the summary attachment ends with the delta table. Checked in the report Allure 3
 * builds from them (`allure generate`, offline): its overview's metadata lists every entry.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { environmentProperties, OVERVIEW_FILES, writeAllureOverview } from '../../reporters/allure-overview';
import { driftDelta, writeDriftDelta } from '../../reporters/output/drift-delta';
import { buildSummary } from '../../reporters/output/summary';
import { writeResults } from '../../reporters/output/write';
import { serveFolder } from './fixtures/allure-view';
import { run } from './fixtures/make-run';

const ROOT = resolve(import.meta.dirname, '../..');
const DRIFT = 'gitlab structural:21 (project-two-steps, invite-expiry-advanced, assignee-moved)';
const baseline = [run(1, [1, 1], [{ d: 'user_consent' }]), run(2, [1, 1], [{ d: 'user_consent' }]), run(3, [0, 1], [{ d: 'user_consent' }])];
const drifted = [
  run(1, [1, 1], [{ d: 'user_consent' }], { drift: DRIFT }),
  run(2, [0, 1], [{ d: 'user_consent', state: 'violated' }], { drift: DRIFT }),
  run(3, [0, 1], [{ d: 'user_consent' }], { drift: DRIFT }),
];

/** The drifted run's results folder with its delta against the baseline. */
function driftedResults(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-allure-drift-'));
  writeResults(dir, buildSummary(drifted), drifted);
  writeDriftDelta(dir, driftDelta(baseline, drifted));
  return dir;
}

test('environment entries: the drift setting, and with a delta each metric on the app as published and its change', () => {
  const summary = buildSummary(drifted);
  const lines = environmentProperties(summary, driftDelta(baseline, drifted)).trim().split('\n');
  expect(lines).toContain(`drift=${DRIFT}`);
  expect(lines).toContain('CuP=0.333');
  expect(lines).toContain('CuP\\ on\\ the\\ app\\ as\\ published=0.667');
  expect(lines).toContain('CuP\\ drift\\ delta=-0.333 (0.667 -> 0.333)');
  expect(lines).toContain('Risk\\ Ratio\\ user_consent\\ drift\\ delta=+0.333 (0.000 -> 0.333)');
  expect(lines).toContain('CuP\\ lost\\ under\\ drift=2');
  expect(lines).toContain('CuP\\ gained\\ under\\ drift=none');
  // A run on the app as published: drift off, no delta rows.
  const plain = environmentProperties(buildSummary(baseline));
  expect(plain).toContain('drift=off\n');
  expect(plain).not.toContain('delta');
});

test('Allure 3 shows the drift delta in the overview: every environment entry is a metadata item of the built report', async ({ page }) => {
  const results = mkdtempSync(join(tmpdir(), 'stwab-allure-results-'));
  const now = Date.now();
  // One minimal test result: Allure builds no overview for an empty folder.
  writeFileSync(
    join(results, '0a1b2c3d-0000-4000-8000-000000000001-result.json'),
    JSON.stringify({
      uuid: '0a1b2c3d-0000-4000-8000-000000000001',
      historyId: 'h1',
      name: '[1] synthetic',
      fullName: 'drift#1',
      status: 'passed',
      stage: 'finished',
      start: now,
      stop: now + 1,
    }),
  );
  expect(writeAllureOverview(results, driftedResults())).toBe(true);
  expect(readFileSync(join(results, OVERVIEW_FILES.text), 'utf8')).toContain(`Drift delta (${DRIFT}) against the app as published:`);
  const out = join(mkdtempSync(join(tmpdir(), 'stwab-allure-report-')), 'report');
  mkdirSync(out);
  const cli = join(dirname(createRequire(import.meta.url).resolve('allure')), '..', 'cli.js');
  const built = spawnSync(process.execPath, [cli, 'generate', results, '-c', join(ROOT, 'reporters/allurerc.mjs'), '-o', out], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  const env = JSON.parse(readFileSync(join(out, 'widgets/allure_environment.json'), 'utf8')) as { name: string; values: string[] }[];
  const entry = (name: string) => env.find((e) => e.name === name)?.values;
  expect(entry('drift')).toEqual([DRIFT]);
  expect(entry('CuP drift delta')).toEqual(['-0.333 (0.667 -> 0.333)']);
  expect(entry('CuP lost under drift')).toEqual(['2']);
  const count = readFileSync(join(results, OVERVIEW_FILES.environment), 'utf8').trim().split('\n').length;
  expect(env).toHaveLength(count);
  // The overview page counts them under "Metadata" (served over HTTP: a report opened as a file never loads).
  const server = await serveFolder(out);
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(
      page
        .getByTestId('report-data')
        .or(page.getByText(/Metadata\s*\d+/))
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(new RegExp(`Metadata\\s*${count}\\b`))).toBeVisible();
  } finally {
    server.close();
  }
});
