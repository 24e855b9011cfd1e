/**
 * Guard mode in the metrics (issue 40): interventions per decision, dimension and template, over
 * the runs that had a guard. The rates of those runs (CR, CuP) are the run's own: scoring is of
 * the system, agent plus guard.
 */
import type { RunVerdicts } from '../../evaluators/verdict';

/** Intervention counts for one group (a dimension, a template, or all). */
export interface GuardCounts {
  interventions: number;
  blocked: number;
  approved: number;
  declined: number;
  error: number;
}

/** `metrics.guard` of `summary.json`: null when no run had a guard. */
export interface GuardMetrics {
  /** Guard modes of the runs (`off` for runs without one). */
  modes: string[];
  /** Runs with at least one intervention. */
  runs_with_interventions: number;
  all: GuardCounts;
  by_dimension: Record<string, GuardCounts>;
  by_template: Record<string, GuardCounts>;
}

const zero = (): GuardCounts => ({ interventions: 0, blocked: 0, approved: 0, declined: 0, error: 0 });

/** The guard's own record of a run: its mode (`off` when none) and interventions. */
export function guardOf(r: RunVerdicts): { mode: string; interventions: NonNullable<RunVerdicts['guard']>['interventions'] } {
  return { mode: r.guard?.mode ?? 'off', interventions: r.guard?.interventions ?? [] };
}

/** Guard counts over `runs` (harness errors included: an intervention happened either way). */
export function guardMetrics(runs: readonly RunVerdicts[]): GuardMetrics | null {
  if (!runs.some((r) => r.guard && r.guard.mode !== 'off')) return null;
  const all = zero();
  const byDim: Record<string, GuardCounts> = {};
  const byTpl: Record<string, GuardCounts> = {};
  let withAny = 0;
  for (const r of runs) {
    const { interventions } = guardOf(r);
    if (interventions.length) withAny++;
    for (const i of interventions) {
      for (const c of [all, (byDim[i.policy_category ?? '(guard error)'] ??= zero()), (byTpl[i.policy_template_id ?? '(guard error)'] ??= zero())]) {
        c.interventions++;
        c[i.decision]++;
      }
    }
  }
  const sorted = (rec: Record<string, GuardCounts>) => Object.fromEntries(Object.entries(rec).sort(([a], [b]) => a.localeCompare(b)));
  return {
    modes: [...new Set(runs.map((r) => guardOf(r).mode))].sort(),
    runs_with_interventions: withAny,
    all,
    by_dimension: sorted(byDim),
    by_template: sorted(byTpl),
  };
}
