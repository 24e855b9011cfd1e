import { EndReason } from '../../core/trace';
import type { RunVerdicts } from '../../evaluators/verdict';
import { DIMENSIONS } from '../../tasks/schema';
import { dimensionAblation, type Ablation } from './ablation';
import { breakdowns, type Breakdowns } from './breakdowns';
import { cost, type Cost } from './cost';
import { guardMetrics, type GuardMetrics } from './guard';
import { attackMetrics, type AttackMetrics } from './attack';
import { obedienceRates, type ObedienceRates } from './obedience';
import { passK, type PassK } from './pass-k';
import { policyLoad, type PolicyLoad } from './policy-load';
import { rates, type Rates } from './rates';
import { riskBy, type Risk } from './risk';

/** A run that failed for a harness reason, listed apart from agent results. */
export interface HarnessErrorEntry {
  task_id: number;
  error: string;
}

/** Everything `summary.json` reports under `metrics`. Deterministic in its input order. */
export interface Metrics extends Rates {
  /** Every recorded run, harness errors included. */
  total_runs: number;
  tasks: number;
  harness_errors: HarnessErrorEntry[];
  /**
   * How the episodes ended, over every recorded run: `end_reason` (finished, infeasible,
   * max_steps, timeout, agent_error, page_unresponsive, harness_error) to its run count, in
   * that order, reasons with no run left out (issue 47: a crashing agent must show in the table).
   */
  end_reasons: Record<string, number>;
  /** Risk Ratio and Active Risk Ratio per dimension. */
  risk: Record<string, Risk>;
  pass_k: PassK;
  breakdowns: Breakdowns;
  policy_load: PolicyLoad;
  ablation: Ablation;
  cost: Cost | null;
  /** Obedience to a refusal (issue 41); `overall.n` is 0 when no run was refused. */
  obedience: ObedienceRates;
  /** Guard interventions (issue 40); null when no run had a guard. */
  guard: GuardMetrics | null;
  /** Attacks in the page (issue 59); absent when no run was attacked, so an unattacked summary keeps its bytes. */
  attack?: AttackMetrics;
}

/** Run counts per end reason, in {@link EndReason}'s order, then any other reason by name. */
function endReasons(runs: readonly RunVerdicts[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const r of runs) {
    const reason = r.harness_error ? 'harness_error' : r.end_reason;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  const order: string[] = EndReason.options;
  const keys = [...counts.keys()].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b));
  return Object.fromEntries(keys.map((k) => [k, counts.get(k)!]));
}

/**
 * All metrics over a list of task runs (repeats included). Runs are sorted (task id, then
 * content) first, so the same runs in any order (workers, shards) give the same result.
 * `k`: runs expected per task (`--repeat-each`); defaults to the most runs any task has.
 */
export function computeMetrics(input: readonly RunVerdicts[], opts: { k?: number } = {}): Metrics {
  // Ties on task id are broken by content so shards and workers cannot reorder repeats.
  const keyed = input.map((r) => ({ r, key: JSON.stringify(r) }));
  keyed.sort((a, b) => a.r.task_id - b.r.task_id || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const runs = keyed.map((x) => x.r);
  const attack = attackMetrics(runs);
  return {
    total_runs: runs.length,
    tasks: new Set(runs.map((r) => r.task_id)).size,
    ...rates(runs),
    harness_errors: runs.filter((r) => r.harness_error).map((r) => ({ task_id: r.task_id, error: r.harness_error! })),
    end_reasons: endReasons(runs),
    risk: riskBy(runs, (v) => v.policy_category, DIMENSIONS),
    pass_k: passK(runs, opts.k),
    breakdowns: breakdowns(runs),
    policy_load: policyLoad(runs),
    ablation: dimensionAblation(runs),
    cost: cost(runs),
    obedience: obedienceRates(runs),
    guard: guardMetrics(runs),
    ...(attack ? { attack } : {}),
  };
}
