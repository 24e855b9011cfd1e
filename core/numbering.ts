/**
 * One numbering for people (issue 47): policies as the agent's POLICY_CONTEXT numbers them, and
 * steps from 1. The JSON files keep their indices as data: `policy_index` is the 0-based position
 * in the task's `policies` list (upstream order), `violating_step` and `step` the 0-based index
 * into `episode.steps`. Every line a person reads (terminal, Allure, report.md, runs.csv,
 * `stwab evaluate`, `stwab diff`) goes through these functions.
 */
import { SOURCES } from './vocabulary';

/** What numbering needs of a policy: its 0-based index in the task and its level (`source`). */
export interface IndexedPolicy {
  policy_index: number;
  source: string;
}

const rank = (source: string): number => {
  const i = (SOURCES as readonly string[]).indexOf(source);
  return i < 0 ? SOURCES.length : i;
};

/**
 * POLICY_CONTEXT number (1-based) of each policy index: policies sorted by level (organization,
 * user, task; upstream order within a level), numbered from 1. `tasks/policy-context.ts` numbers
 * the agent's text with this, so both always agree.
 */
export function contextNumbers(policies: readonly IndexedPolicy[]): Map<number, number> {
  const sorted = [...policies].sort((a, b) => rank(a.source) - rank(b.source) || a.policy_index - b.policy_index);
  return new Map(sorted.map((p, i) => [p.policy_index, i + 1]));
}

/**
 * Set to `1` (by `taskTests()`, for the run's processes) when the run's tasks are not the
 * reference task file: labels then name the index as the JSON path of the user's own file,
 * `policies[19]`, since "upstream" means nothing there (issue 56).
 */
export const OWN_TASKS_VAR = 'STWAB_OWN_TASKS';

const indexName = (i: number): string => (process.env[OWN_TASKS_VAR] === '1' ? `policies[${i}]` : `upstream #${i}`);

/**
 * `Policy 13 (upstream #19)`: the POLICY_CONTEXT number, with the 0-based index of the task file
 * beside it when the level sort moved the policy (number != index + 1). Without a number (a policy
 * the map lacks) it is `Policy upstream #19`. For your own task file (`OWN_TASKS_VAR`):
 * `Policy 13 (policies[19])`.
 */
export function policyLabel(policyIndex: number, numbers: ReadonlyMap<number, number>): string {
  const n = numbers.get(policyIndex);
  if (n === undefined) return `Policy ${indexName(policyIndex)}`;
  return n === policyIndex + 1 ? `Policy ${n}` : `Policy ${n} (${indexName(policyIndex)})`;
}

/** Step number a person reads for a 0-based index into `episode.steps`: `step 3` for index 2. */
export function stepNumber(index: number): number {
  return index + 1;
}

/** `step 3` for index 2 (see `stepNumber`). */
export function stepRef(index: number): string {
  return `step ${stepNumber(index)}`;
}

/**
 * The task-file index a `policyLabel` names (its inverse, for readers of runs.csv's `verdicts`
 * column): `Policy 13 (upstream #19)` or `Policy 13 (policies[19])` -> 19, `Policy 2` -> 1, `Policy upstream #7` -> 7; null for
 * anything else.
 */
export function policyIndexOfLabel(label: string): number | null {
  const m = /^Policy (?:(\d+)(?: \((?:upstream #(\d+)|policies\[(\d+)\])\))?|upstream #(\d+)|policies\[(\d+)\])$/.exec(label.trim());
  if (!m) return null;
  const index = m[2] ?? m[3] ?? m[4] ?? m[5];
  if (index !== undefined) return Number(index);
  return Number(m[1]) - 1;
}
