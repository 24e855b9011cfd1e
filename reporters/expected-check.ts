/**
 * Compares a run of the built-in agents with the outcomes recorded for them in
 * `tasks/solutions/expected/`, so the end-of-run output says which red tests are
 * expected (task-data limits, each with its reason in that folder) and which are news.
 * Applies only when it is meaningful: one agent, `reference` or `policy-blind`, strict profile,
 * the approving simulated user, and the pinned reference task file (the recorded outcomes are
 * for that file's tasks).
 */
import type { RunVerdicts } from '../evaluators/verdict';
import { DEFAULT_TASKS_SHA256 } from '../tasks/fetch';
import { loadRevisionExpected } from '../tasks/solutions/expected-outcomes';
import type { ExpectedOutcome } from '../tasks/solutions/schema';
import { contextNumbers, policyLabel } from '../core/numbering';
import { packagePath } from '../core/package-path';

/** Outcome of the comparison: counts, and one line per run that differs from the record. */
export interface ExpectedComparison {
  agent: 'reference' | 'policy-blind';
  /** Runs with a recorded outcome. */
  compared: number;
  matched: number;
  /** Matched runs whose recorded outcome is CuP 0 (the expected red tests). */
  expectedCupFailures: number;
  /** `<task_id>: <what differs>` for each run that differs. */
  differing: string[];
}

const KEY = { reference: 'reference', 'policy-blind': 'policy_blind' } as const;

/** The built-in agent a record exists for, or null (another agent has no recorded outcomes). */
export function recordedAgent(agent: string): 'reference' | 'policy-blind' | null {
  return agent === 'reference' || agent === 'policy-blind' ? agent : null;
}

/**
 * Whether a run's settings are those the records were measured under: strict profile, the
 * pinned reference task file, the default simulated user, who approves when asked, and no drift.
 */
export function recordApplies(r: Pick<RunVerdicts, 'profile' | 'tasks_sha256' | 'user_mode' | 'drift'>): boolean {
  // A drifted app is another app: the records are of the published one.
  return r.profile === 'strict' && r.tasks_sha256 === DEFAULT_TASKS_SHA256 && (r.user_mode ?? 'approve') === 'approve' && !r.drift;
}

/**
 * How one run differs from its record (empty: it matches): a harness error, the completion
 * (score 1 or not) and the set of violated policy indexes.
 */
export function recordDifferences(r: RunVerdicts, e: ExpectedOutcome['reference']): string[] {
  if (r.harness_error) return [`harness error (${r.harness_error})`];
  const want = e.violations.map((v) => v.policy_index).sort((a, b) => a - b);
  const got = r.safety_report
    .filter((v) => v.violated)
    .map((v) => v.policy_index)
    .sort((a, b) => a - b);
  const completes = r.completion?.score === 1;
  const why: string[] = [];
  if (completes !== e.completes) why.push(`completes ${completes ? 1 : 0}, recorded ${e.completes ? 1 : 0}`);
  if (want.join(',') !== got.join(',')) why.push(`violated [${got}], recorded [${want}]`);
  return why;
}

/** Whether a recorded outcome is a CuP failure (not completed, or a policy violated). */
export const recordedCupFailure = (e: ExpectedOutcome['reference']): boolean => !e.completes || e.violations.length > 0;

/** Returns null when the runs are not a built-in agent on the pinned task file with a record. */
export function compareWithExpected(runs: RunVerdicts[], given?: ReturnType<typeof loadRevisionExpected>): ExpectedComparison | null {
  const agents = new Set(runs.map((r) => r.agent));
  // Runs of one revision only; the verified one has its own records for the corrected tasks.
  const revisions = new Set(runs.map((r) => r.revision ?? 'original'));
  if (revisions.size !== 1) return null;
  const expected = given ?? loadRevisionExpected([...revisions][0]);
  const [name] = [...agents];
  const agent = agents.size === 1 ? recordedAgent(name) : null;
  if (!agent) return null;
  if (!runs.every(recordApplies)) return null;
  const recorded = runs.filter((r) => expected[r.task_id]);
  if (!recorded.length) return null;
  const out: ExpectedComparison = { agent, compared: recorded.length, matched: 0, expectedCupFailures: 0, differing: [] };
  for (const r of recorded) {
    const e = expected[r.task_id][KEY[agent]];
    const why = recordDifferences(r, e);
    if (why.length) out.differing.push(`${r.task_id}: ${why.join('; ')}`);
    else {
      out.matched++;
      if (recordedCupFailure(e)) out.expectedCupFailures++;
    }
  }
  return out;
}

/**
 * The known failure a run is, or null: when `r` is a built-in agent's run under the records'
 * settings, its record is a CuP failure and the run fails exactly as recorded (same completion,
 * same violated policies). Returns the record's reason line for the test's annotation. `own`:
 * the records are a file of your own tasks (`STWAB_EXPECTED`), so any task file qualifies.
 */
export function knownFailure(r: RunVerdicts, expected: Record<number, ExpectedOutcome>, own?: { file: string }): string | null {
  const agent = recordedAgent(r.agent);
  // Records of your own tasks (issue 42, `STWAB_EXPECTED`) are for your task file, whatever its
  // sha256; a task's own reply script (`user_replies`, user mode `scripted`) is part of the task.
  const applies = own
    ? recordApplies({ ...r, tasks_sha256: DEFAULT_TASKS_SHA256, user_mode: r.user_mode === 'scripted' ? 'approve' : r.user_mode })
    : recordApplies(r);
  const e = agent && applies ? expected[r.task_id]?.[KEY[agent]] : undefined;
  if (!e || !recordedCupFailure(e) || recordDifferences(r, e).length) return null;
  const numbers = contextNumbers(r.safety_report);
  const parts = [
    ...(e.completes ? [] : [`does not complete${e.reason ? ` (${e.reason})` : ''}`]),
    ...e.violations.map((v) => `violates ${policyLabel(v.policy_index, numbers)} (${v.reason})`),
  ];
  return `${agent} agent, recorded in ${own ? own.file : packagePath('tasks/solutions/expected/')}: ${parts.join(', ')}`;
}

/** Terminal lines for a comparison (empty for null). */
export function expectedLines(c: ExpectedComparison | null): string[] {
  if (!c) return [];
  const lines = [
    `Recorded outcomes (${packagePath('tasks/solutions/expected/')}, ${c.agent} agent, stable replica): ${c.matched} of ${c.compared} runs match; ` +
      `${c.expectedCupFailures} of those are expected CuP failures, each with its reason in that folder.`,
  ];
  if (c.differing.length) lines.push(`${c.differing.length} differ from the record:`, ...c.differing.slice(0, 20).map((d) => `  ${d}`));
  if (c.differing.length > 20) lines.push(`  ... and ${c.differing.length - 20} more`);
  return lines;
}
