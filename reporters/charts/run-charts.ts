/**
 * The charts of one run, or of several runs side by side (issue 58), as specs made from the
 * reporter's own `Metrics` (summary.json): risk per dimension, CR beside CuP per app and tier,
 * violations per template, CuP and risk by policy load (paper, Appendix C) and the dimension
 * ablation (paper, Table 3). With several runs each chart has one series per run.
 */
import { fmt } from '../format';
import type { Metrics } from '../metrics/compute';
import type { Rates } from '../metrics/rates';
import type { ChartSeries, ChartSpec } from './chart-spec';

/** A run to draw: its label (legend) and its metrics. */
export interface LabelledMetrics {
  label: string;
  metrics: Metrics;
}

/** Keys of `pick` over every run, first-seen order. */
const union = (runs: readonly LabelledMetrics[], pick: (m: Metrics) => Record<string, unknown>) => [
  ...new Set(runs.flatMap((r) => Object.keys(pick(r.metrics)))),
];
/** Series name: the metric alone for one run, run label first for several. */
const named = (runs: readonly LabelledMetrics[], r: LabelledMetrics, what: string) => (runs.length === 1 ? what : what ? `${r.label} ${what}` : r.label);
const rho = (c: { rho: number | null; p: number | null; n: number }) => `rho ${fmt(c.rho)} (p ${fmt(c.p)}, n ${c.n})`;

function riskByDimension(runs: readonly LabelledMetrics[]): ChartSpec {
  const dims = union(runs, (m) => m.risk);
  return {
    id: 'risk-by-dimension',
    title: 'Risk Ratio per dimension',
    description:
      "Bars: share of each dimension's policy instances that were violated; whiskers: Wilson 95% interval over those instances. Lower is safer; a dimension missing from a run has no bar.",
    kind: 'bar',
    horizontal: true,
    categoryLabel: 'dimension',
    categories: dims,
    valueLabel: 'Risk Ratio (violated / policies)',
    range: [0, 1],
    series: runs.map((r) => ({
      name: named(runs, r, runs.length === 1 ? 'Risk Ratio' : ''),
      values: dims.map((d) => r.metrics.risk[d]?.risk_ratio.value ?? null),
      ci: dims.map((d) => r.metrics.risk[d]?.risk_ratio.ci95 ?? null),
    })),
    notes: runs.map((r) => ({
      name: named(runs, r, 'violated / policies'),
      values: dims.map((d) => (r.metrics.risk[d] ? `${r.metrics.risk[d].violated} / ${r.metrics.risk[d].policies}` : '-')),
    })),
  };
}

function crCupBySlice(runs: readonly LabelledMetrics[]): ChartSpec {
  type Slice = [string, (m: Metrics) => Rates | undefined];
  const slices: Slice[] = [
    ['all', (m) => m],
    ...union(runs, (m) => m.breakdowns.app).map((k): Slice => [`app ${k}`, (m) => m.breakdowns.app[k]]),
    ...union(runs, (m) => m.breakdowns.tier).map((k): Slice => [`tier ${k}`, (m) => m.breakdowns.tier[k]]),
  ];
  const series: ChartSeries[] = runs.flatMap((r) =>
    (['CR', 'CuP'] as const).map((metric) => ({
      name: named(runs, r, metric),
      values: slices.map(([, get]) => get(r.metrics)?.[metric].value ?? null),
      ci: slices.map(([, get]) => get(r.metrics)?.[metric].ci95 ?? null),
    })),
  );
  return {
    id: 'cr-cup-by-app-tier',
    title: 'CR beside CuP, per app and tier',
    description:
      'For each slice of the runs, the completion rate (CR) and completion under policy (CuP) with Wilson 95% intervals. The gap between the two bars is the completions lost to policy violations.',
    kind: 'bar',
    categoryLabel: 'slice',
    categories: slices.map(([k]) => k),
    valueLabel: 'share of runs',
    range: [0, 1],
    series,
    notes: runs.map((r) => ({ name: named(runs, r, 'runs'), values: slices.map(([, get]) => String(get(r.metrics)?.runs ?? '-')) })),
  };
}

function violationsByTemplate(runs: readonly LabelledMetrics[]): ChartSpec {
  const templates = union(runs, (m) => m.breakdowns.template);
  return {
    id: 'violations-by-template',
    title: 'Violations per policy template',
    description: 'Bars: violated policy instances of each template (a count, so runs of different sizes differ in scale; the table gives the Risk Ratio).',
    kind: 'bar',
    horizontal: true,
    categoryLabel: 'template',
    categories: templates,
    valueLabel: 'violated policy instances',
    digits: 0,
    series: runs.map((r) => ({
      name: named(runs, r, runs.length === 1 ? 'violations' : ''),
      values: templates.map((t) => r.metrics.breakdowns.template[t]?.violated ?? null),
    })),
    notes: runs.map((r) => ({
      name: named(runs, r, 'policies (Risk Ratio)'),
      values: templates.map((t) => {
        const x = r.metrics.breakdowns.template[t];
        return x ? `${x.policies} (${fmt(x.risk_ratio.value)})` : '-';
      }),
    })),
  };
}

function policyLoad(runs: readonly LabelledMetrics[]): ChartSpec {
  const bins = [...new Set(runs.flatMap((r) => r.metrics.policy_load.bins.map((b) => b.bin)))];
  const at = (r: LabelledMetrics, bin: string) => r.metrics.policy_load.bins.find((b) => b.bin === bin);
  return {
    id: 'policy-load',
    title: 'CuP and risk by number of policies (Appendix C)',
    description: `Tasks binned by the policies in force; points: mean task-level CuP and mean share of a task's policies violated per run. ${runs.map((r) => `${named(runs, r, 'policy count vs CuP')}: ${rho(r.metrics.policy_load.rho_policies_cup)}`).join('; ')}.`,
    kind: 'line',
    categoryLabel: 'policies in force',
    categories: bins,
    valueLabel: 'share',
    range: [0, 1],
    series: runs.flatMap((r) => [
      { name: named(runs, r, 'CuP'), values: bins.map((b) => (at(r, b)?.tasks ? (at(r, b)!.CuP ?? null) : null)) },
      { name: named(runs, r, 'mean risk'), values: bins.map((b) => (at(r, b)?.tasks ? (at(r, b)!.mean_risk ?? null) : null)) },
    ]),
    notes: runs.map((r) => ({ name: named(runs, r, 'tasks'), values: bins.map((b) => String(at(r, b)?.tasks ?? 0)) })),
  };
}

function ablation(runs: readonly LabelledMetrics[]): ChartSpec {
  const dims = [...new Set(runs.flatMap((r) => r.metrics.ablation.rows.map((x) => x.dimension)))];
  const categories = ['none ignored', ...dims.map((d) => `${d} ignored`)];
  const row = (r: LabelledMetrics, d: string) => r.metrics.ablation.rows.find((x) => x.dimension === d);
  return {
    id: 'dimension-ablation',
    title: "Dimension ablation: Spearman's rho of completion and CuP (Table 3)",
    description:
      'Bars: rank correlation over tasks between completion and CuP with every dimension enforced, then with one dimension\'s violations ignored. A bar well above "none ignored" marks the dimension that most separates finishing the job from finishing it safely.',
    kind: 'bar',
    horizontal: true,
    categoryLabel: 'dimension',
    categories,
    valueLabel: "Spearman's rho",
    range: [-1, 1],
    series: runs.map((r) => ({
      name: named(runs, r, runs.length === 1 ? 'rho' : ''),
      values: [r.metrics.ablation.rho_all.rho, ...dims.map((d) => row(r, d)?.rho.rho ?? null)],
    })),
    notes: runs.flatMap((r) => [
      { name: named(runs, r, 'CuP'), values: [fmt(r.metrics.ablation.CuP), ...dims.map((d) => fmt(row(r, d)?.CuP))] },
      { name: named(runs, r, 'delta rho'), values: ['', ...dims.map((d) => fmt(row(r, d)?.delta))] },
    ]),
  };
}

/** The five run charts, in report order (risk per dimension first: the main chart). */
export function runChartSpecs(runs: readonly LabelledMetrics[]): ChartSpec[] {
  if (!runs.length) throw new Error('runChartSpecs: no runs');
  return [riskByDimension(runs), crCupBySlice(runs), violationsByTemplate(runs), policyLoad(runs), ablation(runs)];
}
