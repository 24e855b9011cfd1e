/** A proportion with its Wilson score interval (95% unless told otherwise). */
export interface Proportion {
  /** successes / n, or null when n is 0. */
  value: number | null;
  successes: number;
  n: number;
  /** Lower and upper bound of the interval, or null when n is 0. */
  ci95: [number, number] | null;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `successes` out of `n` Bernoulli trials. Chosen over the normal
 * approximation because benchmark slices are small and rates sit near 0 or 1, where the
 * normal interval leaves [0, 1]. Throws when the counts are impossible.
 */
export function wilson(successes: number, n: number, z = Z95): Proportion {
  if (!Number.isFinite(successes) || !Number.isFinite(n) || successes < 0 || n < 0 || successes > n) {
    throw new Error(`wilson: need 0 <= successes <= n, got ${successes}/${n}`);
  }
  if (n === 0) return { value: null, successes, n, ci95: null };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { value: p, successes, n, ci95: [Math.max(0, centre - half), Math.min(1, centre + half)] };
}
