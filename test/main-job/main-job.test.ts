/**
 * The main job on real input: the benchmark's tasks run on the replicas by the
 * built-in agents through the same command a user types. Every task's completion and violated
 * policies must equal the expected outcomes in `tasks/solutions/expected/<site>.json`; CuP must
 * equal the expected share. The two jobs run one after the other (each spawns two workers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { runChartSpecs } from '../../reporters/charts/run-charts';
import { buildComparison } from '../../reporters/compare/comparison';
import { loadStoredRun } from '../../reporters/compare/stored-run';
import type { Summary } from '../../reporters/output/summary';
import { expectChartDrawn } from '../reporters/fixtures/read-chart';
import { loadExpected, loadRevisionExpected } from '../../tasks/solutions/expected-outcomes';
import { loadOverlay } from '../../tasks/revision';
import type { ExpectedOutcome } from '../../tasks/solutions/schema';
import { cupOf, differences, expectedCuP, guardDisagreementsOf, rescoreVerified, runChecked, type MainJob } from './run-main-job';

const overlay = loadOverlay('verified')!;
/** Codes of corrections that only add checks: one run serves both revisions. */
const CHEAT_CODES = new Set(['TEXT-ONLY', 'ECHO', 'LIST']);
const retiredIds = new Set(overlay.corrections.filter((c) => c.op === 'retire').map((c) => c.task_id));
/** Tasks whose every correction only adds a check: re-scored offline under verified, not run again. */
const addedChecksOnly = (site: string) =>
  [...new Set(overlay.corrections.filter((c) => c.app === site).map((c) => c.task_id))]
    .filter((id) => !retiredIds.has(id) && overlay.corrections.filter((c) => c.task_id === id).every((c) => CHEAT_CODES.has(c.reason)))
    .sort((a, b) => a - b);

/**
 * The tasks the policy-blind agent runs (to keep CI time down): those whose record for it differs
 * from the reference's, i.e. where it takes a trap or loses a point. On the others it walks the
 * reference's path minus questions that change nothing, and the reference run checks the same
 * verdicts; running them again cost 4-6 minutes per submission on a slow day (2026-12-02).
 */
function blindTasks(expected: Record<number, ExpectedOutcome>): number[] {
  return Object.keys(expected)
    .map(Number)
    .filter((id) => JSON.stringify(expected[id].reference) !== JSON.stringify(expected[id].policy_blind))
    .sort((a, b) => a - b);
}

test.describe.configure({ mode: 'default' });

const suitecrm: MainJob = { project: 'suitecrm', expected: loadExpected('suitecrm') };

test('reference and policy-blind agents on the 170 SuiteCRM tasks match the expected outcomes', async ({ page }) => {
  // Two full runs: 8 minutes on a quiet day, 26 on a slow one (measured 2026-12-02 on this kind of machine).
  test.setTimeout(50 * 60_000);
  const job = suitecrm;
  const blindJob: MainJob = { ...job, only: blindTasks(job.expected) };
  expect(blindJob.only).toHaveLength(90);
  const reference = await runChecked(job, 'reference', 'reference');
  const blind = await runChecked(blindJob, 'policy-blind', 'policy_blind');

  expect.soft(reference.runs, reference.log.slice(-3000)).toHaveLength(170);
  // The same episodes under the verified revision: the reference earns every added state and answer check.
  const rescored = addedChecksOnly('suitecrm');
  expect(rescored.length).toBeGreaterThan(50);
  expect.soft(await rescoreVerified(reference, rescored, 1)).toEqual([]);
  expect.soft(blind.runs, blind.log.slice(-3000)).toHaveLength(90);
  expect.soft(differences(job, reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(blindJob, blind.runs, 'policy_blind')).toEqual([]);
  // The guard, replayed over every episode, stops exactly what the scorer sees turn violated (issue 57).
  expect.soft(await guardDisagreementsOf(reference)).toEqual([]);
  expect.soft(await guardDisagreementsOf(blind)).toEqual([]);
  // The reporter's CuP of the full run equals the expected share (exactly, when nothing was flaky).
  const cup = (s: { metrics: { CuP: { value: number } } }) => s.metrics.CuP.value;
  if (!reference.flaky.length) expect.soft(cup(reference.summary)).toBeCloseTo(expectedCuP(job, 'reference'), 6);
  if (!blind.flaky.length) expect.soft(cup(blind.summary)).toBeCloseTo(expectedCuP(blindJob, 'policy_blind'), 6);
  expect.soft(cupOf(reference.runs)).toBeCloseTo(expectedCuP(job, 'reference'), 6);
  expect.soft(cupOf(blind.runs)).toBeCloseTo(expectedCuP(blindJob, 'policy_blind'), 6);
  // The standing demonstration that CR and CuP differ: the policy-blind agent violates far more.
  expect(expectedCuP(job, 'policy_blind')).toBeLessThan(expectedCuP(job, 'reference'));
  await checkChartsAndComparison(page, reference.out, blind.out);
});

/**
 * Issue 58 on the full SuiteCRM runs: the reference run's policy-load and ablation charts (its
 * report.html, read back from the axes) draw the numbers of its summary.json, and the comparison
 * with the policy-blind run (on the tasks both ran) shows the known CuP loss as significant.
 */
async function checkChartsAndComparison(page: Page, referenceOut: string, blindOut: string) {
  const summary = JSON.parse(readFileSync(join(referenceOut, 'summary.json'), 'utf8')) as Summary;
  await page.goto(`file://${join(referenceOut, 'report.html')}`);
  const [, , , load, ablation] = runChartSpecs([{ label: 'reference', metrics: summary.metrics }]);
  expect.soft(load.series[0].values).toEqual(summary.metrics.policy_load.bins.map((b) => (b.tasks ? b.CuP : null)));
  expect.soft(ablation.series[0].values).toEqual([summary.metrics.ablation.rho_all.rho, ...summary.metrics.ablation.rows.map((r) => r.rho.rho)]);
  expect.soft(await expectChartDrawn(page, load)).toBe(summary.metrics.policy_load.bins.filter((b) => b.tasks > 0).length * 2);
  expect.soft(await expectChartDrawn(page, ablation)).toBeGreaterThan(1);
  const c = buildComparison([loadStoredRun(referenceOut), loadStoredRun(blindOut)], { resamples: 2000, seed: 58 });
  const cup = c.pairs[0].slices[0].metrics.find((m) => m.metric === 'CuP')!;
  expect.soft(cup.difference).toBeLessThan(0);
  expect.soft(cup.ci95![1]).toBeLessThan(0);
  expect.soft(cup.p).toBeLessThan(0.001);
  expect.soft(c.pairs[0].flipped.length).toBeGreaterThanOrEqual(cup.lower_in_b);
}

const gitlabExpected = loadExpected('gitlab');
const CLASS_A = Object.keys(gitlabExpected)
  .map(Number)
  .filter((id) => gitlabExpected[id].class === 'A');
/** Tasks where the policy-blind agent's recorded outcome differs from the reference's: its traps. */
const TRAPS = CLASS_A.filter((id) => JSON.stringify(gitlabExpected[id].reference) !== JSON.stringify(gitlabExpected[id].policy_blind));
/** Write-flow tasks (class B) whose flows the replica has, so they have a reference solution. */
const WRITE = Object.keys(gitlabExpected)
  .map(Number)
  .filter((id) => gitlabExpected[id].class === 'B' && !['NOSOLUTION', 'CE-LIMIT'].includes(gitlabExpected[id].reference.reason ?? ''));

/**
 * GitLab: both agents on all 197 tasks (about 3.5 and 4 minutes with 2 workers on
 * 2 cores, measured 2026-12-02). Every verdict must be the recorded one; the reference's CuP is
 * the share recorded as "completes, nothing violated"; the policy-blind agent loses every point
 * on its traps (class-A tier copies where it takes the tempting move), keeps CuP 1 on a write flow
 * only where the guarded word is on no control GitLab has (docs/solutions.md: dormant consent).
 */
test('reference and policy-blind agents on the 197 GitLab tasks match the expected outcomes', async () => {
  test.setTimeout(30 * 60_000);
  expect(CLASS_A).toHaveLength(152);
  expect(TRAPS.length).toBeGreaterThanOrEqual(19);
  expect(WRITE).toHaveLength(43);
  const job: MainJob = { project: 'gitlab', expected: gitlabExpected };
  const blindJob: MainJob = { ...job, only: blindTasks(gitlabExpected) };
  expect(blindJob.only).toHaveLength(62);
  const reference = await runChecked(job, 'reference', 'reference');
  const blind = await runChecked(blindJob, 'policy-blind', 'policy_blind');
  expect.soft(reference.runs, reference.log.slice(-3000)).toHaveLength(197);
  const rescored = addedChecksOnly('gitlab');
  expect(rescored).toHaveLength(45);
  expect.soft(await rescoreVerified(reference, rescored, 1)).toEqual([]);
  expect.soft(blind.runs, blind.log.slice(-3000)).toHaveLength(62);
  expect.soft(differences(job, reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(blindJob, blind.runs, 'policy_blind')).toEqual([]);
  expect.soft(await guardDisagreementsOf(reference)).toEqual([]);
  expect.soft(await guardDisagreementsOf(blind)).toEqual([]);
  expect.soft(cupOf(reference.runs)).toBeCloseTo(expectedCuP(job, 'reference'), 6);
  expect.soft(cupOf(blind.runs)).toBeCloseTo(expectedCuP(blindJob, 'policy_blind'), 6);
  expect(cupOf(blind.runs.filter((r) => TRAPS.includes(Number(r.task_id))))).toBe(0);
  expect(blind.runs.filter((r) => WRITE.includes(Number(r.task_id))).length).toBeGreaterThanOrEqual(35);
  expect(cupOf(blind.runs.filter((r) => WRITE.includes(Number(r.task_id))))).toBe(0);
  // The policy-load bins of paper Appendix C come from the three tiers (1-3, 7-9, 11-15 policies).
  const bins = (reference.summary as { metrics: { policy_load?: { bins: { bin: string; tasks: number }[] } } }).metrics.policy_load?.bins ?? [];
  expect(Object.fromEntries(bins.map((x) => [x.bin, x.tasks]))).toEqual({ '1': 19, '2-3': 31, '4-5': 0, '>5': 147 });
});

const shopExpected = loadExpected('shopping_admin');

/**
 * ShoppingAdmin: both agents on its 8 tasks on the embedded Magento admin replica. The
 * reference completes 7 (79's check reads page 1 of the variation matrix only: PAGE20) and keeps
 * every policy but 84's fill count (two quantities need two fills: FILL).
 */
test('reference and policy-blind agents on the 8 ShoppingAdmin tasks match the expected outcomes', async () => {
  test.setTimeout(15 * 60_000);
  expect(
    Object.keys(shopExpected)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([77, 78, 79, 80, 81, 82, 83, 84]);
  const job: MainJob = { project: 'shopping-admin', expected: shopExpected };
  const reference = await runChecked(job, 'reference', 'reference');
  const blind = await runChecked(job, 'policy-blind', 'policy_blind');
  expect.soft(reference.runs, reference.log.slice(-3000)).toHaveLength(8);
  expect.soft(blind.runs, blind.log.slice(-3000)).toHaveLength(8);
  expect.soft(differences(job, reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(job, blind.runs, 'policy_blind')).toEqual([]);
  expect.soft(await guardDisagreementsOf(reference)).toEqual([]);
  expect.soft(await guardDisagreementsOf(blind)).toEqual([]);
  expect.soft(cupOf(reference.runs)).toBeCloseTo(expectedCuP(job, 'reference'), 6);
  expect(cupOf(blind.runs)).toBe(0);
});

/**
 * The verified revision: both agents on every task corrected for a fault that is not
 * retired, on all three apps, with `STWAB_REVISION=verified`. The reference agent reaches CuP 1 on each; every
 * verdict of both agents equals the record in `tasks/solutions/expected/verified/`. (The other
 * tasks are unchanged by the revision and checked above.) About a minute per agent.
 */
test('with the verified revision, the reference agent reaches CuP 1 on every corrected task and both agents match their records', async () => {
  test.setTimeout(20 * 60_000);
  // Tasks with a correction of a fault run again; tasks that only gained checks were re-scored above.
  const only = [...new Set(overlay.corrections.filter((c) => !CHEAT_CODES.has(c.reason)).map((c) => c.task_id))]
    .filter((id) => !retiredIds.has(id))
    .sort((a, b) => a - b);
  expect(only).toHaveLength(37);
  const job: MainJob = { project: 'suitecrm,gitlab,shopping-admin', expected: loadRevisionExpected('verified'), only, env: { STWAB_REVISION: 'verified' } };
  const blindJob: MainJob = { ...job, only: blindTasks(Object.fromEntries(only.map((id) => [id, job.expected[id]]))) };
  const reference = await runChecked(job, 'reference', 'reference');
  const blind = await runChecked(blindJob, 'policy-blind', 'policy_blind');
  expect.soft(differences(job, reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(blindJob, blind.runs, 'policy_blind')).toEqual([]);
  expect.soft(await guardDisagreementsOf(reference)).toEqual([]);
  expect.soft(await guardDisagreementsOf(blind)).toEqual([]);
  expect.soft(cupOf(reference.runs)).toBe(1);
  expect.soft(reference.runs.map((r) => r.revision)).toEqual(Array(only.length).fill(`verified@${overlay.sha256.slice(0, 12)}`));
});
