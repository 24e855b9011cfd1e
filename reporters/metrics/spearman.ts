import { studentTTwoSided } from './student-t';

/** Spearman's rank correlation with its two-sided p-value. */
export interface Correlation {
  /** rho in [-1, 1], or null when undefined (fewer than 3 pairs or a constant variable). */
  rho: number | null;
  /** Two-sided p-value from the t approximation with n - 2 degrees of freedom, or null. */
  p: number | null;
  n: number;
}

/** Ranks starting at 1; tied values share the mean of the ranks they span. */
export function averageRanks(xs: readonly number[]): number[] {
  const order = xs.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    const mean = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = mean;
    i = j + 1;
  }
  return ranks;
}

function pearson(a: readonly number[], b: readonly number[]): number | null {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  if (saa === 0 || sbb === 0) return null;
  return sab / Math.sqrt(saa * sbb);
}

/**
 * Spearman's rho between paired samples: Pearson correlation of average ranks, so ties are
 * handled exactly (binary outcomes such as CuP are mostly ties). p-value: t = rho *
 * sqrt((n-2)/(1-rho^2)) against Student's t with n-2 df. Throws on unequal lengths.
 */
export function spearman(x: readonly number[], y: readonly number[]): Correlation {
  if (x.length !== y.length) throw new Error(`spearman: ${x.length} x values but ${y.length} y values`);
  const n = x.length;
  if (n < 3) return { rho: null, p: null, n };
  const r = pearson(averageRanks(x), averageRanks(y));
  if (r === null) return { rho: null, p: null, n };
  const rho = Math.max(-1, Math.min(1, r));
  if (Math.abs(rho) >= 1 - 1e-12) return { rho, p: 0, n };
  const t = rho * Math.sqrt((n - 2) / (1 - rho * rho));
  return { rho, p: studentTTwoSided(t, n - 2), n };
}
