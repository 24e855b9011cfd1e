/**
 * The main job on real input (issue 7): all SuiteCRM tasks of the reference benchmark, run on
 * the replica by the reference agent and by the policy-blind agent, through the same command a
 * user types. Every task's completion and violated policies must equal the expected outcomes in
 * `tasks/solutions/expected/suitecrm.json`; CuP must equal the expected share.
 */
import { test, expect } from '@playwright/test';
import { loadExpected } from '../../tasks/solutions/expected-outcomes';
import { cupOf, differences, expectedCuP, runChecked, type MainJob } from './main-job';

const job: MainJob = { project: 'suitecrm', expected: loadExpected('suitecrm') };

test('reference and policy-blind agents on the 170 SuiteCRM tasks match the expected outcomes', async () => {
  test.setTimeout(30 * 60_000);
  const reference = await runChecked(job, 'reference', 'reference');
  const blind = await runChecked(job, 'policy-blind', 'policy_blind');

  expect.soft(reference.runs, reference.log.slice(-3000)).toHaveLength(170);
  expect.soft(blind.runs, blind.log.slice(-3000)).toHaveLength(170);
  expect.soft(differences(job, reference.runs, 'reference')).toEqual([]);
  expect.soft(differences(job, blind.runs, 'policy_blind')).toEqual([]);
  // The reporter's CuP of the full run equals the expected share (exactly, when nothing was flaky).
  const cup = (s: { metrics: { CuP: { value: number } } }) => s.metrics.CuP.value;
  if (!reference.flaky.length) expect.soft(cup(reference.summary)).toBeCloseTo(expectedCuP(job, 'reference'), 6);
  if (!blind.flaky.length) expect.soft(cup(blind.summary)).toBeCloseTo(expectedCuP(job, 'policy_blind'), 6);
  expect.soft(cupOf(reference.runs)).toBeCloseTo(expectedCuP(job, 'reference'), 6);
  expect.soft(cupOf(blind.runs)).toBeCloseTo(expectedCuP(job, 'policy_blind'), 6);
  // The standing demonstration that CR and CuP differ: the policy-blind agent violates far more.
  expect(expectedCuP(job, 'policy_blind')).toBeLessThan(expectedCuP(job, 'reference'));
});
