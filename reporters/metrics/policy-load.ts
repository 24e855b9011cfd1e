import type { RunVerdicts } from '../../evaluators/verdict';
import { mean } from './run';
import { spearman, type Correlation } from './spearman';
import { taskTable } from './task-table';

/** One policy-load bin (paper, Appendix C). */
export interface LoadBin {
  bin: string;
  tasks: number;
  runs: number;
  /** Mean over the bin's tasks of task-level completion. */
  CR: number | null;
  /** Mean over the bin's tasks of task-level CuP. */
  CuP: number | null;
  /** Mean over the bin's tasks of the share of policies violated per run. */
  mean_risk: number | null;
}

/** Policy load table and the rank correlation between policy count and CuP. */
export interface PolicyLoad {
  bins: LoadBin[];
  /** Spearman's rho over tasks between policies in force and task-level CuP. */
  rho_policies_cup: Correlation;
}

/** Bin label for a policy count: 0 (only if such tasks exist), 1, 2-3, 4-5, >5. */
export function loadBin(count: number): string {
  if (count <= 1) return String(Math.max(0, count));
  if (count <= 3) return '2-3';
  if (count <= 5) return '4-5';
  return '>5';
}

const BINS = ['0', '1', '2-3', '4-5', '>5'];

/**
 * Policy load: tasks binned by the number of policies in force, each task weighted once
 * (repeats averaged), so a task run three times does not count thrice.
 */
export function policyLoad(all: readonly RunVerdicts[]): PolicyLoad {
  const tasks = taskTable(all);
  const bins: LoadBin[] = [];
  for (const bin of BINS) {
    const ts = tasks.filter((t) => loadBin(t.policies) === bin);
    if (ts.length === 0 && bin === '0') continue;
    bins.push({
      bin,
      tasks: ts.length,
      runs: ts.reduce((s, t) => s + t.runs.length, 0),
      CR: mean(ts.map((t) => t.completion)),
      CuP: mean(ts.map((t) => t.cup)),
      mean_risk: mean(ts.map((t) => t.risk)),
    });
  }
  return {
    bins,
    rho_policies_cup: spearman(
      tasks.map((t) => t.policies),
      tasks.map((t) => t.cup),
    ),
  };
}
