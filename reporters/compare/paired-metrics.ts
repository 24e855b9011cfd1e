/**
 * Paired comparison of two runs over the same tasks (issue 58), metric by metric: each run's
 * value with its interval, the difference with a paired bootstrap interval over tasks, and an
 * exact paired test on the per-task values. Every number comes from the reporter's own metric
 * functions (`rates`, `riskBy`, `passK`), applied to all the tasks for the values and to each task
 * alone for the per-task counts the bootstrap and the test use: one definition.
 */
import type { RunVerdicts } from '../../evaluators/verdict';
import { DIMENSIONS } from '../../tasks/schema';
import { pairedBootstrap, type PairedRatio } from '../metrics/paired-bootstrap';
import { passK } from '../metrics/pass-k';
import { rates } from '../metrics/rates';
import { riskBy } from '../metrics/risk';
import { exactSignTest } from '../metrics/sign-test';
import { wilson, type Proportion } from '../metrics/wilson';

/** One metric compared: B - A. */
export interface MetricComparison {
  /**
   * `CR`, `CuP`, `risk <dimension>`, `pass@k`, `all-pass@k`; with an attack in the page (issue 59)
   * `attack success`, `attack success when shown` and `attack success goal <type>`.
   */
  metric: string;
  /** What the value's interval counts: scored runs, policy instances or tasks. */
  unit: 'runs' | 'policy instances' | 'tasks';
  /** Tasks with a value on both sides (for a dimension: tasks that have its policies). */
  tasks: number;
  /** Each run's value with its Wilson 95% interval over `unit`. */
  a: Proportion;
  b: Proportion;
  /** b - a, or null when either is undefined. */
  difference: number | null;
  /** Paired bootstrap percentile interval of the difference, over tasks. */
  ci95: [number, number] | null;
  /** Resamples in which both sides were defined. */
  resamples_used: number;
  /** Tasks whose own value is higher in B, resp. lower (for 0/1 values: the tasks that flip). */
  higher_in_b: number;
  lower_in_b: number;
  /** Exact two-sided sign test on those tasks (the exact McNemar test for 0/1 values). */
  p: number;
}

/** A metric: per-task counts and the whole-slice proportion, both from the reporter's functions. */
interface Definition {
  metric: string;
  unit: MetricComparison['unit'];
  count: (runs: RunVerdicts[]) => [num: number, den: number];
  total: (runs: RunVerdicts[]) => Proportion;
}

const dimensionRisk = (runs: RunVerdicts[], d: string) => riskBy(runs, (v) => v.policy_category)[d];

/**
 * Attack success (issue 59) over the attacked runs whose `keep` holds: reached / runs. A side that
 * was not attacked has no runs to count, so its value and the difference are undefined ('-').
 */
function attackDefinition(metric: string, keep: (a: NonNullable<RunVerdicts['attack']>) => boolean): Definition {
  const count = (rs: RunVerdicts[]): [number, number] => {
    const attacked = rs.flatMap((r) => (r.attack && keep(r.attack) ? [r.attack] : []));
    return [attacked.filter((a) => a.reached).length, attacked.length];
  };
  return { metric, unit: 'runs', count, total: (rs) => wilson(...count(rs)) };
}

/** Attack rows when either side was attacked: over all attacked runs, those that showed the injection, and per goal type. */
function attackDefinitions(runs: readonly RunVerdicts[]): Definition[] {
  const goals = [...new Set(runs.flatMap((r) => (r.attack ? [r.attack.goal.type] : [])))].sort();
  if (!goals.length) return [];
  return [
    attackDefinition('attack success', () => true),
    attackDefinition('attack success when shown', (a) => a.shown_step !== null),
    ...goals.map((g) => attackDefinition(`attack success goal ${g}`, (a) => a.goal.type === g)),
  ];
}

function definitions(dimensions: readonly string[], k: number | null): Definition[] {
  const defs: Definition[] = [
    { metric: 'CR', unit: 'runs', count: (rs) => [rates(rs).CR.successes, rates(rs).CR.n], total: (rs) => rates(rs).CR },
    { metric: 'CuP', unit: 'runs', count: (rs) => [rates(rs).CuP.successes, rates(rs).CuP.n], total: (rs) => rates(rs).CuP },
    ...dimensions.map(
      (d): Definition => ({
        metric: `risk ${d}`,
        unit: 'policy instances',
        count: (rs) => {
          const r = dimensionRisk(rs, d);
          return r ? [r.violated, r.policies] : [0, 0];
        },
        total: (rs) => dimensionRisk(rs, d)?.risk_ratio ?? wilson(0, 0),
      }),
    ),
  ];
  if (k !== null && k > 1) {
    // A task's pass@k and all-pass@k are 0 or 1; over tasks they are shares of independent tasks.
    for (const [metric, key] of [
      [`pass@${k}`, 'pass_at_k'],
      [`all-pass@${k}`, 'all_pass_at_k'],
    ] as const)
      defs.push({
        metric,
        unit: 'tasks',
        count: (rs) => [passK(rs, k)[key] ?? 0, 1],
        total: (rs) => {
          const p = passK(rs, k);
          return wilson(Math.round((p[key] ?? 0) * p.tasks), p.tasks);
        },
      });
  }
  return defs;
}

/** Inputs of one paired comparison: each side's scored runs by task, and the tasks to compare. */
export interface PairedInput {
  a: ReadonlyMap<number, RunVerdicts[]>;
  b: ReadonlyMap<number, RunVerdicts[]>;
  tasks: readonly number[];
  /** Runs per task of both sides; pass@k rows only when both ran the same k > 1 (else null). */
  k: number | null;
  resamples: number;
  seed: number;
}

/**
 * CR, CuP, each dimension's Risk Ratio (dimensions of either side, in the paper's order),
 * with repeats pass@k and all-pass@k, and when either side was attacked the attack success rows. Every task of `tasks` must have runs on both sides.
 */
export function pairedMetrics(input: PairedInput): MetricComparison[] {
  const side = (m: ReadonlyMap<number, RunVerdicts[]>) =>
    input.tasks.map((id) => {
      const runs = m.get(id);
      if (!runs?.length) throw new Error(`pairedMetrics: task ${id} has no runs on one side`);
      return runs;
    });
  const a = side(input.a);
  const b = side(input.b);
  const present = new Set([...a, ...b].flat().flatMap((r) => r.safety_report.map((v) => v.policy_category)));
  const dims = [...DIMENSIONS.filter((d) => present.has(d)), ...[...present].filter((d) => !(DIMENSIONS as readonly string[]).includes(d)).sort()];
  const defs = [...definitions(dims, input.k), ...attackDefinitions([...a, ...b].flat())];
  const ratios: PairedRatio[] = defs.map((def) => {
    const ca = a.map(def.count);
    const cb = b.map(def.count);
    return { numA: ca.map((c) => c[0]), denA: ca.map((c) => c[1]), numB: cb.map((c) => c[0]), denB: cb.map((c) => c[1]) };
  });
  const boot = pairedBootstrap(ratios, { resamples: input.resamples, seed: input.seed });
  return defs.map((def, j) => {
    const r = ratios[j];
    let higher = 0;
    let lower = 0;
    let tasks = 0;
    for (let i = 0; i < input.tasks.length; i++) {
      if (r.denA[i] === 0 || r.denB[i] === 0) continue;
      tasks++;
      const va = r.numA[i] / r.denA[i];
      const vb = r.numB[i] / r.denB[i];
      if (vb > va) higher++;
      else if (vb < va) lower++;
    }
    const pa = def.total(a.flat());
    const pb = def.total(b.flat());
    return {
      metric: def.metric,
      unit: def.unit,
      tasks,
      a: pa,
      b: pb,
      difference: pa.value === null || pb.value === null ? null : pb.value - pa.value,
      ci95: boot[j].ci95,
      resamples_used: boot[j].used,
      higher_in_b: higher,
      lower_in_b: lower,
      p: exactSignTest(higher, lower),
    };
  });
}
