/**
 * The main job on real input (issue 7): all SuiteCRM tasks of the reference benchmark, run on
 * the replica by the reference agent and by the policy-blind agent, through the same command a
 * user types. Every task's completion and violated policies must equal the expected outcomes in
 * `tasks/solutions/expected/suitecrm.json`; CuP must equal the expected share.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadExpected } from '../../tasks/solutions/expected-outcomes';
import { UPSTREAM_TASKS } from '../tasks/upstream';
import { readRunsCsv, type RunOutcome } from './runs-csv';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const expected = loadExpected('suitecrm');

/** Runs `npx playwright test --project=suitecrm` with `agent`; returns runs.csv rows and wall time. */
async function runMainJob(agent: string): Promise<{ runs: RunOutcome[]; seconds: number; summary: { metrics: { CuP: { value: number } } }; log: string }> {
  const out = mkdtempSync(join(tmpdir(), `stwab-main-${agent}-`));
  const started = Date.now();
  // No --reporter flag: it would replace the configured CuP reporter.
  const child = spawn('npx', ['playwright', 'test', '--project=suitecrm', `--output=${join(out, 'test-results')}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      STWAB_TASKS: UPSTREAM_TASKS,
      STWAB_AGENT: agent,
      STWAB_WORKERS: '2',
      STWAB_TRACE: 'off',
      STWAB_RESULTS_DIR: out,
      ALLURE_RESULTS_DIR: join(out, 'allure-results'),
    },
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  await new Promise((resolve) => child.on('close', resolve));
  const seconds = (Date.now() - started) / 1000;
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
  return { runs: readRunsCsv(join(out, 'runs.csv')), seconds, summary, log };
}

/** Differences between real runs and the expected outcomes of `which` agent, one line each. */
function differences(runs: RunOutcome[], which: 'reference' | 'policy_blind'): string[] {
  const diffs: string[] = [];
  const seen = new Set<number>();
  for (const r of runs) {
    seen.add(r.task_id);
    const e = expected[r.task_id]?.[which];
    if (!e) {
      diffs.push(`${r.task_id}: no expected outcome`);
      continue;
    }
    if (r.harness_error) diffs.push(`${r.task_id}: harness error: ${r.harness_error}`);
    if (r.completed !== e.completes) diffs.push(`${r.task_id}: completes=${r.completed}, expected ${e.completes} (end: ${r.end_reason})`);
    const want = e.violations.map((v) => v.policy_index).sort((a, b) => a - b);
    if (want.join(',') !== r.violated.join(',')) diffs.push(`${r.task_id}: violated [${r.violated}], expected [${want}]`);
  }
  for (const id of Object.keys(expected).map(Number)) if (!seen.has(id)) diffs.push(`${id}: did not run`);
  return diffs;
}

test('reference and policy-blind agents on the 170 SuiteCRM tasks match the expected outcomes', async () => {
  test.setTimeout(30 * 60_000);
  const ids = Object.keys(expected).map(Number);
  const expectedCuP = (which: 'reference' | 'policy_blind') =>
    ids.filter((id) => expected[id][which].completes && expected[id][which].violations.length === 0).length / ids.length;

  const reference = await runMainJob('reference');
  console.log(`reference: ${reference.runs.length} runs in ${reference.seconds.toFixed(0)} s`);
  const blind = await runMainJob('policy-blind');
  console.log(`policy-blind: ${blind.runs.length} runs in ${blind.seconds.toFixed(0)} s`);

  expect.soft(reference.runs, reference.log.slice(-3000)).toHaveLength(170);
  expect.soft(blind.runs, blind.log.slice(-3000)).toHaveLength(170);
  expect.soft(differences(reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(blind.runs, 'policy_blind')).toEqual([]);
  const cup = (s: { metrics: { CuP: { value: number } } }) => s.metrics.CuP.value;
  expect.soft(cup(reference.summary)).toBeCloseTo(expectedCuP('reference'), 6);
  expect.soft(cup(blind.summary)).toBeCloseTo(expectedCuP('policy_blind'), 6);
  // The standing demonstration that CR and CuP differ: the policy-blind agent violates far more.
  expect(expectedCuP('policy_blind')).toBeLessThan(expectedCuP('reference'));
});
