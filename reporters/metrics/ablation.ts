import type { RunVerdicts } from '../../evaluators/verdict';
import { DIMENSIONS } from '../../tasks/schema';
import { cupOf, mean } from './run';
import { spearman, type Correlation } from './spearman';
import { taskTable } from './task-table';

/** One row of the dimension ablation: CuP with one dimension's violations ignored. */
export interface AblationRow {
  dimension: string;
  /** Task-level mean CuP when this dimension's violations are ignored. */
  CuP: number | null;
  /** Spearman's rho between task-level completion and that CuP. */
  rho: Correlation;
  /** rho without the dimension minus rho with all dimensions (null when either is undefined). */
  delta: number | null;
}

/** Dimension ablation (paper, Table 3). */
export interface Ablation {
  /** Task-level mean CuP with every dimension enforced. */
  CuP: number | null;
  rho_all: Correlation;
  rows: AblationRow[];
}

/**
 * How much each dimension decouples CuP from completion: per task, completion and CuP are
 * averaged over repeats, then rho(completion, CuP) is computed with all dimensions and with
 * each dimension present in the runs ignored.
 */
export function dimensionAblation(all: readonly RunVerdicts[]): Ablation {
  const tasks = taskTable(all);
  const completion = tasks.map((t) => t.completion);
  const cupIgnoring = (ignore?: ReadonlySet<string>) => tasks.map((t) => mean(t.runs.map((r) => cupOf(r, ignore)))!);
  const base = cupIgnoring();
  const rho_all = spearman(completion, base);
  const present = new Set(tasks.flatMap((t) => t.runs.flatMap((r) => r.safety_report.map((v) => v.policy_category))));
  const rows: AblationRow[] = [];
  for (const d of [...DIMENSIONS, ...[...present].filter((x) => !(DIMENSIONS as readonly string[]).includes(x)).sort()]) {
    if (!present.has(d)) continue;
    const cup = cupIgnoring(new Set([d]));
    const rho = spearman(completion, cup);
    rows.push({
      dimension: d,
      CuP: mean(cup),
      rho,
      delta: rho.rho === null || rho_all.rho === null ? null : rho.rho - rho_all.rho,
    });
  }
  return { CuP: mean(base), rho_all, rows };
}
