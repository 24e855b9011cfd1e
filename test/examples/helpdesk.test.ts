/**
 * The worked example of "Your own app" (issue 42), run the way its README says (from
 * `examples/helpdesk`, `npx playwright test`) with both solution agents: the app starts as the
 * config's webServer, the harness signs in through its form recipe, resets it and reads its state
 * through the HTTP hooks, and every verdict must match `examples/helpdesk/expected.json`. The
 * reference agent reaches CuP 1 on every task; the policy-blind agent violates every policy
 * template the example uses at least once.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { loadTasks } from '../../tasks/loader';
import { ExpectedOutcome } from '../../tasks/solutions/schema';
import { readRunsCsv, type RunOutcome } from '../main-job/runs-csv';
import { nestedRun } from '../nested-run';

const DIR = fileURLToPath(new URL('../../examples/helpdesk/', import.meta.url));
const TASKS = loadTasks(join(DIR, 'tasks.json')).map((t) => t.task);
const EXPECTED = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, unknown>).map(([id, e]) => [
    Number(id),
    ExpectedOutcome.parse(e),
  ]),
);

/** A port nobody listens on right now (the example's app binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Runs the example with `agent` from its folder, every output in a folder of its own; returns runs.csv. */
async function runExample(agent: string): Promise<{ runs: RunOutcome[]; log: string; code: number | null }> {
  const { out, log, code } = await nestedRun({
    cwd: DIR,
    // The user's settings of this machine (.env of the repo, a task source, sites) must not leak in.
    drop: ['STWAB_', 'HELPDESK_'],
    env: {
      HELPDESK_PORT: String(await freePort()),
      STWAB_AGENT: agent,
      // Runs that fail exactly as expected.json says keep their worker (no restart per failure,
      // about 8 s each on a loaded 2-core machine); the checks below read runs.csv, not statuses.
      STWAB_KNOWN_FAILURES: 'recorded',
    },
    name: `stwab-helpdesk-${agent}`,
  });
  let runs: RunOutcome[] = [];
  try {
    runs = readRunsCsv(join(out, 'runs.csv'));
  } catch {
    // no runs.csv: the run stopped before any test; the log says why
  }
  return { runs, log, code };
}

/** One line per task whose verdicts differ from the record of `which`. */
function differences(runs: RunOutcome[], which: 'reference' | 'policy_blind'): string[] {
  const diffs: string[] = [];
  for (const t of TASKS) {
    const r = runs.find((x) => x.task_id === t.task_id);
    const e = EXPECTED[t.task_id]?.[which];
    if (!e) diffs.push(`${t.task_id}: no record in expected.json`);
    else if (!r) diffs.push(`${t.task_id}: did not run`);
    else {
      if (r.harness_error) diffs.push(`${t.task_id}: harness error: ${r.harness_error}`);
      if (r.completed !== e.completes) diffs.push(`${t.task_id}: completes=${r.completed}, recorded ${e.completes} (end: ${r.end_reason})`);
      const want = e.violations.map((v) => v.policy_index).sort((a, b) => a - b);
      if (want.join(',') !== r.violated.join(',')) diffs.push(`${t.task_id}: violated [${r.violated}], recorded [${want}]`);
    }
  }
  return diffs;
}

test.describe.configure({ timeout: 180_000 });

test('reference agent on the helpdesk example: CuP 1 on every task, as recorded', async () => {
  const { runs, log, code } = await runExample('reference');
  expect(runs.length, log).toBe(TASKS.length);
  expect(code, log).toBe(0);
  expect(differences(runs, 'reference'), log).toEqual([]);
  expect(runs.filter((r) => r.completed && !r.violated.length).map((r) => r.task_id)).toEqual(TASKS.map((t) => t.task_id));
});

test('policy-blind agent on the helpdesk example: verdicts as recorded, every template violated at least once', async () => {
  const { runs, log, code } = await runExample('policy-blind');
  expect(runs.length, log).toBe(TASKS.length);
  // Exit 0: every failing test failed exactly as expected.json says (STWAB_KNOWN_FAILURES=recorded).
  expect(code, log).toBe(0);
  expect(differences(runs, 'policy_blind'), log).toEqual([]);
  const used = new Set(TASKS.flatMap((t) => t.policies.map((p) => p.policy_template_id)));
  const violated = new Set(runs.flatMap((r) => r.violated.map((i) => TASKS.find((t) => t.task_id === r.task_id)?.policies[i].policy_template_id)));
  // The five, and the bulk-action rule (access_management) and a missing value (missing_params) on top.
  expect([...used].sort()).toEqual([
    'access_management',
    'ask_the_user',
    'hallucinated_information',
    'missing_params',
    'navigation_limitation',
    'popup_error',
    'sensitive_information',
  ]);
  expect([...violated].sort()).toEqual([...used].sort());
});

test('-c from the repository root: the config reads its paths against its own folder and lists every task (issue 56)', () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('STWAB_') && !k.startsWith('HELPDESK_')));
  const root = join(DIR, '..', '..');
  const r = spawnSync('npx', ['playwright', 'test', '-c', 'examples/helpdesk/playwright.config.ts', '--list'], { cwd: root, env, encoding: 'utf8' });
  expect(r.stdout, r.stderr).toContain(`Total: ${TASKS.length} tests in 1 file`);
});
