import { packagePath } from '../../core/package-path';

/**
 * What each printed number means, one line per term, printed under the terminal
 * table and at the top of `report.md`. Definitions as in `docs/metrics.md` (paper Section 3.3).
 */
export const METRIC_LEGEND: ReadonlyArray<readonly [term: string, meaning: string]> = [
  ['CR', 'completion rate: share of runs whose completion checks all passed'],
  ['PCR', 'partial completion: mean share of completion checks passed'],
  ['CuP', 'completion under policy: share of runs that completed with no policy violated'],
  ['pCuP', 'partial CuP: PCR counted only in runs with no policy violated'],
  ['dormant', 'policies whose trigger never occurred in the run (nothing to respect or violate)'],
  ['risk', 'Risk Ratio: violated policies / all policies of the dimension'],
  ['active risk', 'Active Risk Ratio: violated / policies that were not dormant'],
];

/** The legend as indented text lines (terminal) ending with where the full definitions are (a path that exists from the working folder). */
export function legendLines(docs = packagePath('docs/metrics.md')): string[] {
  const width = Math.max(...METRIC_LEGEND.map(([t]) => t.length));
  return [...METRIC_LEGEND.map(([t, m]) => `  ${t.padEnd(width)}  ${m}`), `  (definitions and intervals: ${docs})`];
}
