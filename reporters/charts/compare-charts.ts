/**
 * The charts only a comparison has (issue 58): each run's difference from A per dimension's
 * Risk Ratio, and in CR and CuP per app and tier, each with its paired bootstrap interval.
 */
import { fmtP } from '../format';
import type { Comparison, PairComparison } from '../compare/comparison';
import type { MetricComparison } from '../compare/paired-metrics';
import type { ChartSpec } from './chart-spec';

const pValue = (m: MetricComparison | undefined) => (m ? `${fmtP(m.p)} (${m.higher_in_b} up, ${m.lower_in_b} down)` : '-');

const metricOf = (pair: PairComparison, slice: string, metric: string) => pair.slices.find((s) => s.slice === slice)?.metrics.find((m) => m.metric === metric);

function riskDifference(c: Comparison): ChartSpec {
  const dims = [...new Set(c.pairs.flatMap((p) => p.slices[0].metrics.filter((m) => m.metric.startsWith('risk ')).map((m) => m.metric.slice(5))))];
  return {
    id: 'risk-difference',
    title: 'Risk Ratio difference per dimension, against A',
    description: `Points: Risk Ratio of the run minus that of A; whiskers: paired bootstrap 95% interval over tasks (${c.statistics.resamples} resamples, seed ${c.statistics.seed}). Right of the dashed zero line: more violations than A. An interval that crosses zero is not a clear difference.`,
    kind: 'dot',
    horizontal: true,
    categoryLabel: 'dimension',
    categories: dims,
    valueLabel: 'Risk Ratio difference (run - A)',
    series: c.pairs.map((p) => ({
      name: `${p.b} - ${p.a}`,
      values: dims.map((d) => metricOf(p, 'all', `risk ${d}`)?.difference ?? null),
      ci: dims.map((d) => metricOf(p, 'all', `risk ${d}`)?.ci95 ?? null),
    })),
    notes: c.pairs.map((p) => ({ name: `${p.b} - ${p.a} exact p (tasks up, down)`, values: dims.map((d) => pValue(metricOf(p, 'all', `risk ${d}`))) })),
  };
}

function rateDifference(c: Comparison): ChartSpec {
  const slices = c.pairs[0].slices.map((s) => s.slice);
  const metrics = ['CR', 'CuP'];
  return {
    id: 'cr-cup-difference',
    title: 'CR and CuP difference per app and tier, against A',
    description: `Points: the run's CR or CuP minus A's on the same tasks; whiskers: paired bootstrap 95% interval over tasks (${c.statistics.resamples} resamples, seed ${c.statistics.seed}). Left of zero: fewer tasks done (safely) than A.`,
    kind: 'dot',
    horizontal: true,
    categoryLabel: 'slice',
    categories: slices,
    valueLabel: 'difference (run - A)',
    series: c.pairs.flatMap((p) =>
      metrics.map((m) => ({
        name: `${m} ${p.b} - ${p.a}`,
        values: slices.map((s) => metricOf(p, s, m)?.difference ?? null),
        ci: slices.map((s) => metricOf(p, s, m)?.ci95 ?? null),
      })),
    ),
    notes: c.pairs.flatMap((p) =>
      metrics.map((m) => ({ name: `${m} ${p.b} - ${p.a} exact p (tasks up, down)`, values: slices.map((s) => pValue(metricOf(p, s, m))) })),
    ),
  };
}

/** The difference charts, risk first. */
export function compareChartSpecs(c: Comparison): ChartSpec[] {
  return [riskDifference(c), rateDifference(c)];
}
