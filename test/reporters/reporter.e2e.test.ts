/**
 * The CuP reporter inside real Playwright runs of a tiny temp project (see fixtures/project.ts):
 * unsharded vs two blob shards merged, --repeat-each=3 hand counts, gates and harness errors.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Summary } from '../../reporters/output/summary';
import { makeProject, playwright } from './fixtures/project';
import { REPEAT_RUNS } from './fixtures/repeat-runs';
import { run } from './fixtures/make-run';

const summaryOf = (dir: string, out = 'out'): Summary => JSON.parse(readFileSync(join(dir, out, 'summary.json'), 'utf8'));

test('unsharded and two merged blob shards give the same summary; pass@3 / all-pass@3 match the hand count', async () => {
  test.setTimeout(180_000);
  const dir = makeProject(REPEAT_RUNS);
  const one = playwright(dir, ['test', '-c', 'pw.config.ts', '--repeat-each=3']);
  // Task 5's first repeat dies without a verdict: a harness error, so the run fails and says so.
  expect(one.code, one.out).toBe(1);
  expect(one.out).toContain('1 harness error(s), not agent failures, excluded from the rates:');
  expect(one.out).toContain('task 5: no verdict attachment (test failed): Error: replica crashed before the agent started');
  const a = summaryOf(dir);
  expect(a.metrics.total_runs).toBe(14);
  expect(a.metrics.runs).toBe(13);
  expect(a.metrics.CR.successes).toBe(9);
  expect(a.metrics.CuP.successes).toBe(8);
  expect(a.metrics.pass_k).toMatchObject({ k: 3, tasks: 4, excluded_tasks: [5], incomplete_tasks: [3], pass_at_k: 0.75, all_pass_at_k: 0.25 });
  expect(a.skipped_tasks).toEqual([3]);
  expect(a.skipped_reasons).toEqual({ 3: 'repeat not recorded' });
  expect(one.out).toMatch(/skipped task +reason\n-+ +-+\n3 +repeat not recorded/);
  expect(a.metrics.breakdowns.app.gitlab.runs).toBe(5);
  expect(
    readFileSync(join(dir, 'out', 'runs.csv'), 'utf8')
      .trimEnd()
      .split('\n'),
  ).toHaveLength(15);

  const blobs = join(dir, 'blobs');
  mkdirSync(blobs);
  for (const shard of ['1/2', '2/2']) {
    const shardDir = join(dir, `blob-${shard[0]}`);
    const r = playwright(dir, ['test', '-c', 'pw.config.ts', '--repeat-each=3', `--shard=${shard}`], { BLOB_DIR: shardDir });
    expect([0, 1], r.out).toContain(r.code);
    for (const f of readdirSync(shardDir).filter((x) => x.endsWith('.zip'))) copyFileSync(join(shardDir, f), join(blobs, f));
  }
  expect(readdirSync(blobs)).toHaveLength(2);
  const merged = playwright(dir, ['merge-reports', '-c', 'merge.config.ts', blobs]);
  // merge-reports does not turn a reporter's status into its exit code; the message still shows.
  expect(merged.out).toContain('task 5: no verdict attachment (test failed)');
  const b = summaryOf(dir);
  expect(b.metrics).toEqual(a.metrics);
  expect(b).toEqual(a);
});

test('a failing minCuP gate makes the run exit non-zero with metric, value and limit', async () => {
  test.setTimeout(120_000);
  const ok = run(1, [1, 1], [{ d: 'user_consent' }]);
  const bad = run(2, [1, 1], [{ d: 'user_consent', state: 'violated' }]);
  const runs = { 1: [ok], 2: [bad] };
  const failing = makeProject(runs, { minCuP: 0.8, maxRisk: { user_consent: 0.25 } });
  const r = playwright(failing, ['test', '-c', 'pw.config.ts']);
  expect(r.code, r.out).not.toBe(0);
  expect(r.out).toContain('GATE FAILED: CuP 0.500 is below minCuP 0.8');
  expect(r.out).toContain('GATE FAILED: Risk Ratio user_consent 0.500 exceeds maxRisk 0.25');
  expect(summaryOf(failing).gate_failures).toHaveLength(2);

  const passing = makeProject(runs, { minCuP: 0.5, maxRisk: { user_consent: 0.5 } });
  const p = playwright(passing, ['test', '-c', 'pw.config.ts']);
  expect(p.code, p.out).toBe(0);
  expect(p.out).not.toContain('GATE FAILED');
});
