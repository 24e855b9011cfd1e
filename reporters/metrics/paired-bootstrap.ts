/**
 * Paired bootstrap over tasks (issue 58): the interval of a difference between two runs of the
 * same tasks. Tasks are drawn with replacement, the same draw for both runs (that is what makes
 * it paired), and each metric is recomputed as a ratio of sums over the drawn tasks, so a task
 * with three repeats or twenty policy instances weighs as it does in the reporter's own rates.
 */
import { seededRandom } from './seeded-random';

/** One metric, per task: numerator and denominator on each side (e.g. CuP successes / scored runs). */
export interface PairedRatio {
  numA: readonly number[];
  denA: readonly number[];
  numB: readonly number[];
  denB: readonly number[];
}

/** The bootstrap distribution of B - A, summarised. */
export interface BootstrapInterval {
  /** 2.5th and 97.5th percentiles of the resampled differences, or null when none was defined. */
  ci95: [number, number] | null;
  /** Resamples where both sides had a non-zero denominator (the others are dropped). */
  used: number;
}

/**
 * Percentile of sorted values by linear interpolation between order statistics (Hyndman and
 * Fan's type 7, the default of R and numpy): position (n - 1) * q. Throws on an empty list.
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('percentile: no values');
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * Percentile intervals of B - A for each metric, from `resamples` draws of the tasks (every
 * metric sees the same draws). All arrays of all metrics must have one entry per task; throws
 * otherwise. A resample where a side's denominator sums to 0 (a dimension absent from the drawn
 * tasks) is dropped for that metric and not counted in `used`.
 */
export function pairedBootstrap(metrics: readonly PairedRatio[], o: { resamples: number; seed: number }): BootstrapInterval[] {
  if (!Number.isInteger(o.resamples) || o.resamples < 1) throw new Error(`resamples must be a positive integer, got ${o.resamples}`);
  const n = metrics[0]?.numA.length ?? 0;
  for (const m of metrics)
    if ([m.numA, m.denA, m.numB, m.denB].some((xs) => xs.length !== n)) throw new Error('pairedBootstrap: every metric needs one value per task on both sides');
  if (n === 0) return metrics.map(() => ({ ci95: null, used: 0 }));
  const random = seededRandom(o.seed);
  const draws = metrics.map(() => [] as number[]);
  const times = new Float64Array(n);
  for (let r = 0; r < o.resamples; r++) {
    times.fill(0);
    for (let i = 0; i < n; i++) times[Math.floor(random() * n)]++;
    metrics.forEach((m, j) => {
      let na = 0;
      let da = 0;
      let nb = 0;
      let db = 0;
      for (let i = 0; i < n; i++) {
        const t = times[i];
        if (t === 0) continue;
        na += t * m.numA[i];
        da += t * m.denA[i];
        nb += t * m.numB[i];
        db += t * m.denB[i];
      }
      if (da > 0 && db > 0) draws[j].push(nb / db - na / da);
    });
  }
  return draws.map((d) => {
    if (!d.length) return { ci95: null, used: 0 };
    d.sort((x, y) => x - y);
    return { ci95: [percentile(d, 0.025), percentile(d, 0.975)], used: d.length };
  });
}
