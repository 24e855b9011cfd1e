/**
 * What a chart shows, as data (issue 58): the categories, one series per run or metric, and
 * each value's interval. The SVG (render-svg.ts) and the table that stands beside it as its text
 * equivalent are both made from one spec, so a chart never shows a number its table lacks.
 */
import { fmt } from '../format';

/** The folder of a results folder (or comparison folder) that holds the SVG files. */
export const CHARTS_DIR = 'charts';

/** One series: a value per category (null: nothing to draw), optionally with a 95% interval. */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
  ci?: ([number, number] | null)[];
}

/** A chart. `kind`: bars (with whiskers for intervals), points joined by lines, or points with whiskers around 0. */
export interface ChartSpec {
  /** File name without `.svg`, and the id of its figure in report.html. */
  id: string;
  title: string;
  /** One or two sentences: what is drawn and how to read it (the chart's accessible description). */
  description: string;
  kind: 'bar' | 'line' | 'dot';
  /** Horizontal: categories down the side (long names such as dimensions). */
  horizontal?: boolean;
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
  valueLabel: string;
  /** Fixed value axis, e.g. [0, 1] for shares; omitted: fitted to the data. */
  range?: [number, number];
  /** Digits in the table (3 unless told; counts use 0). */
  digits?: number;
  /** Columns only the table shows (counts behind the values), one entry per category. */
  notes?: { name: string; values: string[] }[];
}

/** The spec's table: a header row, then one row per category (values, intervals, notes). */
export function specTable(spec: ChartSpec): string[][] {
  const head = [spec.categoryLabel, ...spec.series.flatMap((s) => (s.ci ? [s.name, `${s.name} 95% CI`] : [s.name])), ...(spec.notes ?? []).map((n) => n.name)];
  const rows = spec.categories.map((c, i) => [
    c,
    ...spec.series.flatMap((s) => {
      const v = fmt(s.values[i], spec.digits ?? 3);
      if (!s.ci) return [v];
      const ci = s.ci[i];
      return [v, ci ? `[${fmt(ci[0], spec.digits ?? 3)}, ${fmt(ci[1], spec.digits ?? 3)}]` : '-'];
    }),
    ...(spec.notes ?? []).map((n) => n.values[i] ?? ''),
  ]);
  return [head, ...rows];
}

/** Marks the chart draws per series: one per non-null value (what a test counts in the SVG). */
export function drawnCounts(spec: ChartSpec): number[] {
  return spec.series.map((s) => s.values.filter((v) => v !== null && Number.isFinite(v)).length);
}
