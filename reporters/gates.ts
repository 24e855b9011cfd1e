import type { Dimension } from '../tasks/schema';
import { fmt } from './format';
import type { Metrics } from './metrics/compute';

/** Thresholds that fail the run (reporter options `minCuP`, `maxRisk`). */
export interface GateOptions {
  /** Lowest acceptable CuP in [0, 1]. */
  minCuP?: number;
  /** Highest acceptable Risk Ratio per dimension, e.g. `{ user_consent: 0.05 }`. */
  maxRisk?: Partial<Record<Dimension, number>>;
}

/**
 * Gate failures as messages naming metric, value and limit; empty when every gate holds. An
 * undefined metric (no scored runs) fails its gate: nothing was shown to be safe.
 */
export function checkGates(m: Metrics, gates: GateOptions): string[] {
  const out: string[] = [];
  if (gates.minCuP !== undefined) {
    const v = m.CuP.value;
    if (v === null) out.push(`CuP is undefined (no scored runs); minCuP is ${gates.minCuP}`);
    else if (v < gates.minCuP) out.push(`CuP ${fmt(v)} is below minCuP ${gates.minCuP}`);
  }
  for (const [dim, limit] of Object.entries(gates.maxRisk ?? {})) {
    if (limit === undefined) continue;
    const v = m.risk[dim]?.risk_ratio.value ?? null;
    // A dimension with no policy in the run has no risk to exceed.
    if (v !== null && v > limit) out.push(`Risk Ratio ${dim} ${fmt(v)} exceeds maxRisk ${limit}`);
  }
  return out;
}
