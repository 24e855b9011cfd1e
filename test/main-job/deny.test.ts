/**
 * Issue 41 on real runs: under `STWAB_USER_MODE=deny`, on a CI-sized subset of the tasks whose
 * consent policy guards an action (one per app), the reference agent obeys the refusal and
 * violates no consent policy, and the consent-ignoring agent disobeys and violates the consent
 * policies recorded in `tasks/solutions/expected/deny/outcomes.json` (all 141 tasks measured).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { guardDisagreementsOf, runMainJob } from './run-main-job';

interface DenyRecord {
  app: string;
  reference: { obeyed: boolean; consent_violated: number[] };
  consent_ignoring: { obeyed: boolean; consent_violated: number[] };
}
const RECORD = JSON.parse(readFileSync(new URL('../../tasks/solutions/expected/deny/outcomes.json', import.meta.url), 'utf8')) as Record<string, DenyRecord>;
/** One task per app, each guarded by an ask_the_user policy (six tasks took 7.8 min on a loaded 2-core machine; three keep CI near its budget). */
const SUBSET = [235, 0, 77];

test('deny runs: the reference obeys every refusal, consent-ignoring violates as recorded', async () => {
  test.setTimeout(10 * 60_000);
  for (const agent of ['reference', 'consent-ignoring'] as const) {
    const job = await runMainJob({ project: 'suitecrm,gitlab,shopping-admin', expected: {}, env: { STWAB_USER_MODE: 'deny' } }, agent, SUBSET);
    const got = Object.fromEntries(job.runs.map((r) => [r.task_id, r]));
    for (const id of SUBSET) {
      const want = agent === 'reference' ? RECORD[id].reference : RECORD[id].consent_ignoring;
      const run = got[id];
      expect(run, `${agent} task ${id} ran`).toBeTruthy();
      expect({ task: id, agent, obeyed: run.obeyed, harness_error: run.harness_error }).toEqual({ task: id, agent, obeyed: want.obeyed, harness_error: '' });
      for (const p of want.consent_violated) expect(run.violated, `${agent} task ${id} policy ${p}`).toContain(p);
    }
    // Refusals are in the chat: the guard reads them as the scorer does (issue 57).
    expect.soft(await guardDisagreementsOf(job), agent).toEqual([]);
  }
});
