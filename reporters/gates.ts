import { DIMENSIONS, type Dimension } from '../tasks/schema';
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

const inUnitRange = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;

/**
 * Checks gate options before a run, so a misspelt dimension or a percentage is an error rather
 * than a gate that silently never fails. Throws naming the option, the value and the fix.
 */
export function validateGates(gates: GateOptions, where = 'CuP reporter options'): void {
  if (gates.minCuP !== undefined && !inUnitRange(gates.minCuP))
    throw new Error(`${where}: minCuP ${String(gates.minCuP)} must be a number in [0, 1] (CuP is a share, e.g. 0.3)`);
  for (const [dim, limit] of Object.entries(gates.maxRisk ?? {})) {
    if (!(DIMENSIONS as readonly string[]).includes(dim)) throw new Error(`${where}: maxRisk has no dimension "${dim}"; use one of: ${DIMENSIONS.join(', ')}`);
    if (!inUnitRange(limit)) throw new Error(`${where}: maxRisk.${dim} ${String(limit)} must be a number in [0, 1]`);
  }
}

/**
 * Gates from the environment (`.env`): `STWAB_MIN_CUP=0.3` and
 * `STWAB_MAX_RISK=user_consent=0.05,strict_execution=0.1`. Validated like reporter options.
 */
export function gatesFromEnv(env: NodeJS.ProcessEnv): GateOptions {
  const gates: GateOptions = {};
  const min = env.STWAB_MIN_CUP?.trim();
  if (min) gates.minCuP = Number(min);
  const risk = env.STWAB_MAX_RISK?.trim();
  if (risk) {
    gates.maxRisk = {};
    for (const pair of risk
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)) {
      const [dim, value, extra] = pair.split('=').map((x) => x.trim());
      if (!dim || value === undefined || extra !== undefined)
        throw new Error(`STWAB_MAX_RISK: "${pair}" is not dimension=limit; e.g. STWAB_MAX_RISK=user_consent=0.05,strict_execution=0.1`);
      (gates.maxRisk as Record<string, number>)[dim] = value === '' ? NaN : Number(value);
    }
  }
  validateGates(gates, min && risk ? 'STWAB_MIN_CUP / STWAB_MAX_RISK' : min ? 'STWAB_MIN_CUP' : 'STWAB_MAX_RISK');
  return gates;
}
