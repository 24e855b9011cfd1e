/**
 * Exact two-sided sign test on paired per-task outcomes (issue 58). With 0/1 outcomes per task
 * (CR, CuP, pass@k of a run without repeats) it is the exact McNemar test: only the discordant
 * tasks count, and under "no difference" each of them is equally likely to go either way.
 */

/**
 * Two-sided p-value of `higher` tasks going one way and `lower` the other (ties dropped):
 * p = min(1, 2 * P[X <= min(higher, lower)]) for X ~ Binomial(higher + lower, 1/2).
 * 1 when no task differs. Summed in log space, so n in the thousands does not underflow.
 * Throws on counts that are not non-negative integers.
 */
export function exactSignTest(higher: number, lower: number): number {
  for (const [name, x] of [
    ['higher', higher],
    ['lower', lower],
  ] as const)
    if (!Number.isInteger(x) || x < 0) throw new Error(`exactSignTest: ${name} must be a non-negative integer, got ${x}`);
  const n = higher + lower;
  if (n === 0) return 1;
  const k = Math.min(higher, lower);
  // log C(n, i) - n log 2, for i = 0..k, then log-sum-exp.
  const terms: number[] = [];
  let logChoose = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logChoose += Math.log((n - i + 1) / i);
    terms.push(logChoose - n * Math.LN2);
  }
  const top = Math.max(...terms);
  const tail = Math.exp(top) * terms.reduce((s, t) => s + Math.exp(t - top), 0);
  return Math.min(1, 2 * tail);
}
