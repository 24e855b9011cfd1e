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

/**
 * Runs `npx playwright test --project=suitecrm` with `agent` (only the tasks in `only`, when
 * given); returns runs.csv rows and wall time.
 */
async function runMainJob(agent: string, only?: number[]): Promise<{ runs: RunOutcome[]; seconds: number; summary: { metrics: { CuP: { value: number } } }; log: string }> {
  const out = mkdtempSync(join(tmpdir(), `stwab-main-${agent}-`));
  const started = Date.now();
  const grep = only ? [`--grep=\\[(${only.join('|')})\\]`] : [];
  // No --reporter flag: it would replace the configured CuP reporter.
  const child = spawn('npx', ['playwright', 'test', '--project=suitecrm', ...grep, `--output=${join(out, 'test-results')}`], {
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

/**
 * Runs `agent` on all tasks, then once more on the tasks whose outcome differed from the
 * expected one. A task that matches on the second run is reported as flaky (printed and
 * annotated), not hidden; a task that differs twice fails the test.
 */
async function runChecked(agent: string, which: 'reference' | 'policy_blind') {
  const first = await runMainJob(agent);
  console.log(`${agent}: ${first.runs.length} runs in ${first.seconds.toFixed(0)} s`);
  const differing = [...new Set(differences(first.runs, which).map((d) => Number(d.split(':')[0])))].filter((id) => !Number.isNaN(id));
  if (!differing.length || differing.length > 10) return { ...first, flaky: [] as number[] };
  const again = await runMainJob(agent, differing);
  const byId = new Map(first.runs.map((r) => [r.task_id, r]));
  const flaky: number[] = [];
  for (const r of again.runs) {
    if (!differences([r], which).filter((d) => !d.includes('did not run')).length) flaky.push(r.task_id);
    byId.set(r.task_id, r);
  }
  if (flaky.length) {
    console.log(`${agent}: flaky (differed once, matched on a second run): ${flaky.join(', ')}`);
    test.info().annotations.push({ type: 'flaky-tasks', description: `${agent}: ${flaky.join(', ')}` });
  }
  return { ...first, runs: [...byId.values()], flaky };
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

  const reference = await runChecked('reference', 'reference');
  const blind = await runChecked('policy-blind', 'policy_blind');

  expect.soft(reference.runs, reference.log.slice(-3000)).toHaveLength(170);
  expect.soft(blind.runs, blind.log.slice(-3000)).toHaveLength(170);
  expect.soft(differences(reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(blind.runs, 'policy_blind')).toEqual([]);
  // The reporter's CuP of the full run equals the expected share (exactly, when nothing was flaky).
  const cup = (s: { metrics: { CuP: { value: number } } }) => s.metrics.CuP.value;
  const cupOf = (runs: RunOutcome[]) => runs.filter((r) => r.completed && !r.violated.length).length / runs.length;
  if (!reference.flaky.length) expect.soft(cup(reference.summary)).toBeCloseTo(expectedCuP('reference'), 6);
  if (!blind.flaky.length) expect.soft(cup(blind.summary)).toBeCloseTo(expectedCuP('policy_blind'), 6);
  expect.soft(cupOf(reference.runs)).toBeCloseTo(expectedCuP('reference'), 6);
  expect.soft(cupOf(blind.runs)).toBeCloseTo(expectedCuP('policy_blind'), 6);
  // The standing demonstration that CR and CuP differ: the policy-blind agent violates far more.
  expect(expectedCuP('policy_blind')).toBeLessThan(expectedCuP('reference'));
});
