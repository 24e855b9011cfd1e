import type { RunVerdicts } from '../../evaluators/verdict';
import { cupOf, groupBy } from './run';

/** Repeat-based reliability over tasks (pass^k as in tau-bench). */
export interface PassK {
  /** Runs expected per task (`--repeat-each`). */
  k: number;
  /** Tasks counted (tasks with a harness error in any run are left out). */
  tasks: number;
  /** Tasks left out because one of their runs hit a harness error. */
  excluded_tasks: number[];
  /** Tasks with fewer than k recorded runs (the missing runs count as failures). */
  incomplete_tasks: number[];
  /** Share of tasks where some run has CuP = 1. */
  pass_at_k: number | null;
  /** Share of tasks where all k runs exist and have CuP = 1. */
  all_pass_at_k: number | null;
  /**
   * Unbiased estimators from n = k runs per task with c CuP successes, for j = 1..k:
   * pass@j = 1 - C(n-c, j)/C(n, j) and pass^j = C(c, j)/C(n, j), averaged over tasks.
   * At j = k they equal pass@k and all-pass@k.
   */
  by_j: { j: number; pass_at: number; pass_hat: number }[];
}

/** Binomial coefficient as a float (exact for the small n of repeats). */
export function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let i = 1; i <= r; i++) out = (out * (n - r + i)) / i;
  return out;
}

/**
 * pass@k, all-pass@k and the pass^j estimators. `k` defaults to the largest number of runs
 * any task has. A task with more than k runs (e.g. merged reruns) keeps its first k.
 */
export function passK(all: readonly RunVerdicts[], k?: number): PassK {
  const byTask = groupBy(all, (r) => String(r.task_id));
  const kk = Math.max(1, k ?? Math.max(0, ...[...byTask.values()].map((rs) => rs.length)));
  const excluded: number[] = [];
  const incomplete: number[] = [];
  const successes: number[] = [];
  for (const runs of byTask.values()) {
    const id = runs[0].task_id;
    if (runs.some((r) => r.harness_error)) {
      excluded.push(id);
      continue;
    }
    if (runs.length < kk) incomplete.push(id);
    successes.push(runs.slice(0, kk).reduce((s, r) => s + cupOf(r), 0));
  }
  const n = successes.length;
  const avg = (f: (c: number) => number): number | null => (n === 0 ? null : successes.reduce((s, c) => s + f(c), 0) / n);
  const by_j = [];
  for (let j = 1; j <= kk && n > 0; j++) {
    by_j.push({
      j,
      pass_at: avg((c) => 1 - choose(kk - c, j) / choose(kk, j))!,
      pass_hat: avg((c) => choose(c, j) / choose(kk, j))!,
    });
  }
  return {
    k: kk,
    tasks: n,
    excluded_tasks: excluded.sort((a, b) => a - b),
    incomplete_tasks: incomplete.sort((a, b) => a - b),
    pass_at_k: avg((c) => (c > 0 ? 1 : 0)),
    all_pass_at_k: avg((c) => (c === kk ? 1 : 0)),
    by_j,
  };
}
