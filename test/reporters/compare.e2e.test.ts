/**
 * `stwab compare` and `report.html` on real runs (issue 58): nine tasks run on the replicas by the
 * reference agent twice and by the policy-blind agent once, as a user runs them, plus the
 * reference agent on a task file of its own. About 30 s per run on a quiet machine; no full
 * benchmark run. The tasks (recorded outcomes in tasks/solutions/expected/): SuiteCRM 47, 48, 50,
 * 60 and GitLab 0, 1, where the reference reaches CuP 1 and the policy-blind agent skips a consent
 * question; SuiteCRM 55, where both complete and violate (the policy-blind agent more); SuiteCRM
 * 298 and GitLab 39, which neither completes (so completion and CuP vary, and the ablation's
 * correlations are defined).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { runChartSpecs } from '../../reporters/charts/run-charts';
import type { Comparison } from '../../reporters/compare/comparison';
import { comparisonCharts } from '../../reporters/compare/write-compare';
import { fmt } from '../../reporters/format';
import type { Summary } from '../../reporters/output/summary';
import { runMainJob } from '../main-job/run-main-job';
import { UPSTREAM_TASKS } from '../tasks/upstream';
import { expectChartDrawn } from './fixtures/read-chart';

const ROOT = resolve(import.meta.dirname, '../..');
const TASKS = [47, 48, 50, 55, 60, 298, 0, 1, 39];
const runs: Record<'ref' | 'ref2' | 'blind' | 'otherFile', string> = { ref: '', ref2: '', blind: '', otherFile: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  const job = { project: 'suitecrm,gitlab', expected: {}, only: TASKS };
  runs.ref = (await runMainJob(job, 'reference')).out;
  runs.blind = (await runMainJob(job, 'policy-blind')).out;
  runs.ref2 = (await runMainJob(job, 'reference')).out;
  // Another task file: two of the same tasks, alone in a file of their own (the reference agent
  // follows the built-in solutions only on the published file unless told where they are).
  const own = join(mkdtempSync(join(tmpdir(), 'stwab-own-tasks-')), 'two-tasks.json');
  const all = JSON.parse(readFileSync(UPSTREAM_TASKS, 'utf8')) as { task_id: number }[];
  writeFileSync(own, JSON.stringify(all.filter((t) => t.task_id === 47 || t.task_id === 48)));
  runs.otherFile = (
    await runMainJob(
      { project: 'suitecrm', expected: {}, only: [47, 48], env: { STWAB_TASKS: own, STWAB_SOLUTIONS: join(ROOT, 'tasks/solutions') } },
      'reference',
    )
  ).out;
});

/** `npx stwab compare ...` as a user types it; returns exit code, stdout, stderr and the output folder. */
function compare(folders: string[], ...extra: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'stwab-compare-'));
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/stwab.js'), 'compare', ...folders, '--out', out, ...extra], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, out };
}

/** Opens `file` from disk; collects console errors, page errors and every request. */
async function openFromDisk(page: Page, file: string) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  const url = `file://${file}`;
  await page.goto(url);
  await page.waitForLoadState('load');
  return { errors, requests, url };
}

test('report.html of a run opens from disk: no error, no request, every chart drawn at its values, each beside its table', async ({ page }) => {
  const file = join(runs.ref, 'report.html');
  const summary = JSON.parse(readFileSync(join(runs.ref, 'summary.json'), 'utf8')) as Summary;
  const { errors, requests, url } = await openFromDisk(page, file);
  const specs = runChartSpecs([{ label: 'reference', metrics: summary.metrics }]);
  await expect(page.locator('figure.chart')).toHaveCount(specs.length);
  let marks = 0;
  for (const spec of specs) {
    marks += await expectChartDrawn(page, spec);
    // The text equivalent: a table with a row per category and every value the chart shows.
    const table = page.locator(`table[data-chart-table="${spec.id}"]`);
    await expect(table.locator('tbody tr')).toHaveCount(spec.categories.length);
    for (const [i, c] of spec.categories.entries()) {
      const row = table.locator('tbody tr').nth(i);
      await expect(row.locator('th')).toHaveText(c);
      for (const s of spec.series)
        await expect(
          row
            .locator('td')
            .filter({ hasText: fmt(s.values[i], spec.digits ?? 3) })
            .first(),
        ).toBeVisible();
    }
    await expect(page.locator(`svg[data-chart="${spec.id}"]`)).toHaveAttribute('role', 'img');
    expect(readFileSync(join(runs.ref, 'charts', `${spec.id}.svg`), 'utf8')).toContain(`data-chart="${spec.id}"`);
  }
  // Nine tasks, six dimensions: something is drawn (a test that counted nothing would pass vacuously).
  expect(marks).toBeGreaterThan(20);
  await test.info().attach('report.html.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(errors).toEqual([]);
  expect(requests).toEqual([url]);
  // The Markdown report links every SVG.
  const md = readFileSync(join(runs.ref, 'report.md'), 'utf8');
  for (const spec of specs) expect(md).toContain(`(charts/${spec.id}.svg)`);
});

test('the policy-load and ablation charts draw the numbers of summary.json', async ({ page }) => {
  const m = (JSON.parse(readFileSync(join(runs.ref, 'summary.json'), 'utf8')) as Summary).metrics;
  await openFromDisk(page, join(runs.ref, 'report.html'));
  const [, , , load, ablation] = runChartSpecs([{ label: 'reference', metrics: m }]);
  // The specs hold summary.json's numbers, and expectChartDrawn reads the same numbers off the axes.
  expect(load.categories).toEqual(m.policy_load.bins.map((b) => b.bin));
  expect(load.series.map((s) => s.values)).toEqual([
    m.policy_load.bins.map((b) => (b.tasks ? b.CuP : null)),
    m.policy_load.bins.map((b) => (b.tasks ? b.mean_risk : null)),
  ]);
  expect(m.policy_load.bins.some((b) => b.tasks > 0)).toBe(true);
  expect(ablation.series[0].values).toEqual([m.ablation.rho_all.rho, ...m.ablation.rows.map((r) => r.rho.rho)]);
  expect(ablation.categories).toEqual(['none ignored', ...m.ablation.rows.map((r) => `${r.dimension} ignored`)]);
  expect(await expectChartDrawn(page, load)).toBe(m.policy_load.bins.filter((b) => b.tasks > 0).length * 2);
  expect(await expectChartDrawn(page, ablation)).toBe(1 + m.ablation.rows.filter((r) => r.rho.rho !== null).length);
});

test('reference against policy-blind: CuP difference per app with interval and p-value, the flipped tasks with their evidence', async ({ page }) => {
  const r = compare([runs.ref, runs.blind]);
  expect(r.code, r.stderr).toBe(0);
  const c = JSON.parse(readFileSync(join(r.out, 'compare.json'), 'utf8')) as Comparison;
  expect(c.tasks.compared).toEqual([0, 1, 39, 47, 48, 50, 55, 60, 298]);
  expect(c.statistics.difference_interval).toContain('10000 resamples (seed 58)');
  // The recorded outcomes: the reference reaches CuP 1 on 4 of 6 SuiteCRM and 2 of 3 GitLab tasks,
  // the policy-blind agent on none; 4 and 2 tasks flip, all the same way.
  const cup = (slice: string) => c.pairs[0].slices.find((s) => s.slice === slice)!.metrics.find((m) => m.metric === 'CuP')!;
  expect(cup('app suitecrm')).toMatchObject({ tasks: 6, a: { successes: 4 }, b: { successes: 0 }, lower_in_b: 4, higher_in_b: 0 });
  expect(cup('app suitecrm').difference).toBeCloseTo(-4 / 6, 12);
  expect(cup('app suitecrm').p).toBeCloseTo(0.125, 12);
  const [lo, hi] = cup('app suitecrm').ci95!;
  expect(lo).toBeGreaterThanOrEqual(-1);
  expect(lo).toBeLessThan(-4 / 6);
  expect(hi).toBeGreaterThan(-4 / 6);
  expect(hi).toBeLessThan(0);
  expect(cup('app gitlab')).toMatchObject({ tasks: 3, a: { successes: 2 }, b: { successes: 0 }, lower_in_b: 2 });
  expect(cup('app gitlab').p).toBeCloseTo(0.5, 12);
  expect(cup('all')).toMatchObject({ lower_in_b: 6, higher_in_b: 0 });
  expect(cup('all').p).toBeCloseTo(2 / 64, 12);
  expect(r.stdout).toMatch(/app suitecrm\s+CuP\s+6\s+0\.667 \[[\d.]+, [\d.]+\]\s+0\.000 \[0\.000, [\d.]+\]\s+-0\.667\s+\[-[\d.]+, -[\d.]+\]\s+0 \/ 4\s+0\.125/);
  const flipped = c.pairs[0].flipped;
  // 39 and 298 end the same for both agents; 55 changes only in which policies were violated.
  expect(flipped.map((f) => f.task_id)).toEqual([0, 1, 47, 48, 50, 55, 60]);
  expect(flipped.find((f) => f.task_id === 55)).toMatchObject({ completion: [1, 1], cup: [0, 0] });
  for (const f of flipped) {
    if (f.task_id !== 55) expect(f.cup).toEqual([1, 0]);
    expect(f.policies.length).toBeGreaterThan(0);
    for (const p of f.policies) expect(p.violated_b).toBeGreaterThan(p.violated_a);
    for (const side of [f.artifacts.a, f.artifacts.b]) {
      expect(side).toHaveLength(1);
      expect(existsSync(side[0].episode!), side[0].episode).toBe(true);
      expect(existsSync(side[0].allure_result!), side[0].allure_result).toBe(true);
    }
  }
  const md = readFileSync(join(r.out, 'compare.md'), 'utf8');
  expect(md).toContain('### Tasks that changed (7)');
  expect(md).toContain(`| 47 | suitecrm | general | CuP 1 -> 0; Policy`);
  expect(md).toContain(flipped[0].artifacts.b[0].episode);
  // The comparison's report.html: from disk, nothing requested, the difference charts at compare.json's values.
  const { errors, requests, url } = await openFromDisk(page, join(r.out, 'report.html'));
  for (const spec of comparisonCharts(c)) await expectChartDrawn(page, spec);
  await expect(page.locator('table caption', { hasText: 'Tasks that changed from A to B (7)' })).toBeVisible();
  await test.info().attach('compare-report.html.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(errors).toEqual([]);
  expect(requests).toEqual([url]);
});

test('two runs of the reference agent: no task flips, every difference 0 with p = 1', () => {
  const r = compare([runs.ref, runs.ref2]);
  expect(r.code, r.stderr).toBe(0);
  const c = JSON.parse(readFileSync(join(r.out, 'compare.json'), 'utf8')) as Comparison;
  expect(c.pairs[0].flipped).toEqual([]);
  const metrics = c.pairs[0].slices.flatMap((s) => s.metrics);
  expect(metrics.length).toBeGreaterThan(10);
  for (const m of metrics)
    expect({ metric: m.metric, difference: m.difference, p: m.p, moved: m.higher_in_b + m.lower_in_b }).toEqual({
      metric: m.metric,
      difference: 0,
      p: 1,
      moved: 0,
    });
  expect(r.stdout).toContain('0 task(s) changed from A to B');
  expect(readFileSync(join(r.out, 'compare.md'), 'utf8')).toContain('None: every task has the same completion, CuP and violated policies in both runs.');
});

test('runs of different task files are refused with one line', () => {
  const r = compare([runs.ref, runs.otherFile]);
  expect(r.code).toBe(3);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^stwab compare: not comparable: A \(.+\) ran task file test\.raw\.json \(sha256 [0-9a-f]{12}\) but B \(.+\) ran task file two-tasks\.json \(sha256 [0-9a-f]{12}\): tasks pair only within one task file/,
  );
  expect(existsSync(join(r.out, 'compare.json'))).toBe(false);
});
