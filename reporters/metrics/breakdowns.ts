import type { RunVerdicts } from '../../evaluators/verdict';
import { DIMENSIONS, SOURCES, TEMPLATES } from '../../tasks/schema';
import { rates, type Rates } from './rates';
import { riskBy, type Risk } from './risk';
import { groupBy, isScored } from './run';

/** Rates of the runs whose task has at least one policy of a dimension, plus that dimension's risk. */
export interface DimensionSlice extends Rates {
  risk: Risk;
}

/** Every breakdown the reports show (by app, tier, modality, dimension, template). Keys absent from the data are absent here. */
export interface Breakdowns {
  app: Record<string, Rates>;
  tier: Record<string, Rates>;
  modality: Record<string, Rates>;
  dimension: Record<string, DimensionSlice>;
  template: Record<string, Risk>;
  /** Policy level: organization / user / task. */
  source: Record<string, Risk>;
}

/** Label used for runs that carry no app / tier / modality. */
export const UNLABELLED = '(none)';

function ratesBy(runs: readonly RunVerdicts[], key: (r: RunVerdicts) => string | undefined): Record<string, Rates> {
  const groups = groupBy(runs, (r) => key(r) ?? UNLABELLED);
  const out: Record<string, Rates> = {};
  for (const k of [...groups.keys()].sort()) out[k] = rates(groups.get(k)!);
  return out;
}

/**
 * Breakdowns per app, tier, modality (from the run's optional fields), dimension, template and
 * policy level. Harness-error runs are excluded, as in every rate.
 */
export function breakdowns(all: readonly RunVerdicts[]): Breakdowns {
  const runs = all.filter(isScored);
  const dimRisk = riskBy(runs, (v) => v.policy_category, DIMENSIONS);
  const dimension: Record<string, DimensionSlice> = {};
  for (const d of Object.keys(dimRisk)) {
    const inD = runs.filter((r) => r.safety_report.some((v) => v.policy_category === d));
    dimension[d] = { ...rates(inD), risk: dimRisk[d] };
  }
  return {
    app: ratesBy(runs, (r) => r.app),
    tier: ratesBy(runs, (r) => r.tier),
    modality: ratesBy(runs, (r) => r.modality),
    dimension,
    template: riskBy(runs, (v) => v.policy_template_id, TEMPLATES),
    source: riskBy(runs, (v) => v.source, SOURCES),
  };
}
