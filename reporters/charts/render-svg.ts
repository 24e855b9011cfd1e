/**
 * Draws a {@link ChartSpec} as SVG with Apache ECharts' server-side renderer (issue 58: a
 * charting library, no browser, no hand-written SVG). Intervals are whiskers drawn by an ECharts
 * custom series at the same offsets ECharts gives grouped bars. The output is made deterministic
 * (ECharts numbers its style classes per process; they are renamed after the chart) and
 * accessible (`role="img"`, an `aria-label` and a `<title>` from the spec).
 */
import type { CustomSeriesRenderItemAPI, CustomSeriesRenderItemParams, CustomSeriesRenderItemReturn } from 'echarts';
import { BarChart, CustomChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartSpec } from './chart-spec';

echarts.use([BarChart, CustomChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, SVGRenderer]);

/** Space between groups and between bars of a group, as ECharts reads them (shares of the band). */
const CATEGORY_GAP = 0.3;
const BAR_GAP = 0.15;
/** Colour per series: ECharts' own palette order, fixed so runs keep their colour across charts. */
const PALETTE = ['#5070dd', '#b6d634', '#505372', '#ff994d', '#0ca8df', '#ffd10a', '#fb628b', '#785db0', '#3fbe95'];

/** Centre of series `i` of `n` within a band of `band` pixels (ECharts' grouped-bar layout). */
function groupOffset(i: number, n: number, band: number, kind: ChartSpec['kind']): number {
  if (kind !== 'bar') return n === 1 ? 0 : (band * 0.6 * (i - (n - 1) / 2)) / n;
  const width = (band * (1 - CATEGORY_GAP)) / (n + (n - 1) * BAR_GAP);
  const total = n * width + (n - 1) * width * BAR_GAP;
  return -total / 2 + i * width * (1 + BAR_GAP) + width / 2;
}

/**
 * Custom-series items: `[category, low, high]` draws an interval's whisker; `[category, low, high,
 * value]` (dot charts) also the point, so point and whisker share the series' offset in the band.
 */
function intervalItem(spec: ChartSpec, i: number, n: number, color: string) {
  return (_params: CustomSeriesRenderItemParams, api: CustomSeriesRenderItemAPI): CustomSeriesRenderItemReturn => {
    const h = !!spec.horizontal;
    const c = api.value(0) as number;
    const at = (v: number) => {
      const [x, y] = h ? api.coord([v, c]) : api.coord([c, v]);
      return h ? [x, y + off] : [x + off, y];
    };
    const band = (api.size!(h ? [0, 1] : [1, 0]) as number[])[h ? 1 : 0];
    const off = groupOffset(i, n, band, spec.kind);
    const cap = Math.min(6, band * 0.08);
    const style = { stroke: '#222', lineWidth: 1.5 };
    const line = ([x1, y1]: number[], [x2, y2]: number[]) => ({ type: 'line' as const, shape: { x1, y1, x2, y2 }, style });
    const children: CustomSeriesRenderItemReturn[] = [];
    const lo = api.value(1);
    const hi = api.value(2);
    if (typeof lo === 'number' && typeof hi === 'number' && Number.isFinite(lo) && Number.isFinite(hi)) {
      const [p1, p2] = [at(lo), at(hi)];
      const across = (p: number[]) => (h ? line([p[0], p[1] - cap], [p[0], p[1] + cap]) : line([p[0] - cap, p[1]], [p[0] + cap, p[1]]));
      children.push(line(p1, p2), across(p1), across(p2));
    }
    const v = api.value(3);
    if (spec.kind === 'dot' && typeof v === 'number') {
      const [cx, cy] = at(v);
      children.push({ type: 'circle', shape: { cx, cy, r: 5 }, style: { fill: color, stroke: '#fff', lineWidth: 1 } });
    }
    return { type: 'group', children } as CustomSeriesRenderItemReturn;
  };
}

/** The ECharts option of a spec (exported for tests that read what the chart was asked to draw). */
export function chartOption(spec: ChartSpec): echarts.EChartsCoreOption {
  const n = spec.series.length;
  const h = !!spec.horizontal;
  const category = { type: 'category', data: spec.categories, inverse: h, axisLabel: { interval: 0, hideOverlap: false } };
  const value = {
    type: 'value',
    name: spec.valueLabel,
    nameLocation: 'middle',
    nameGap: 28,
    nameMoveOverlap: true,
    ...(spec.range ? { min: spec.range[0], max: spec.range[1] } : {}),
  };
  const color = (i: number) => PALETTE[i % PALETTE.length];
  const custom = (i: number, name: string, data: (number | null)[][]) => ({
    name,
    type: 'custom',
    color: color(i),
    renderItem: intervalItem(spec, i, n, color(i)),
    encode: h ? { x: spec.kind === 'dot' ? [1, 2, 3] : [1, 2], y: 0 } : { x: 0, y: spec.kind === 'dot' ? [1, 2, 3] : [1, 2] },
    data,
    z: 10,
  });
  const series = spec.series.flatMap((s, i) => {
    if (spec.kind === 'dot') {
      const data = s.values.flatMap((v, c) => (v === null ? [] : [[c, s.ci?.[c]?.[0] ?? null, s.ci?.[c]?.[1] ?? null, v]]));
      const zero = {
        silent: true,
        symbol: 'none',
        lineStyle: { color: '#888', type: 'dashed' },
        label: { show: false },
        data: [h ? { xAxis: 0 } : { yAxis: 0 }],
      };
      return [{ ...custom(i, s.name, data), ...(i === 0 ? { markLine: zero } : {}) }];
    }
    const main = {
      name: s.name,
      type: spec.kind,
      color: color(i),
      data: s.values,
      ...(spec.kind === 'bar' ? { barGap: `${BAR_GAP * 100}%`, barCategoryGap: `${CATEGORY_GAP * 100}%` } : {}),
      ...(spec.kind === 'line' ? { showSymbol: true, symbol: 'circle', symbolSize: 8, connectNulls: false } : {}),
    };
    const ci = s.ci?.flatMap((x, c) => (x && s.values[c] !== null ? [[c, x[0], x[1]]] : [])) ?? [];
    return ci.length ? [main, custom(i, `${s.name} 95% CI`, ci)] : [main];
  });
  return {
    animation: false,
    backgroundColor: '#ffffff',
    title: { text: spec.title, left: 'center', top: 6, textStyle: { fontSize: 15 } },
    legend: { top: 32, data: spec.series.map((s) => s.name) },
    grid: { left: 12, right: 28, top: 72, bottom: 12, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    xAxis: h ? value : category,
    yAxis: h ? category : value,
    series,
  };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Chart size in pixels: horizontal charts grow with their categories and series. */
export function chartSize(spec: ChartSpec): { width: number; height: number } {
  if (!spec.horizontal) return { width: Math.max(640, 120 + spec.categories.length * (40 + 22 * spec.series.length)), height: 400 };
  return { width: 760, height: 120 + spec.categories.length * Math.max(34, 16 + 16 * spec.series.length) };
}

/** The chart as a standalone SVG document (also valid inline in HTML). */
export function renderChartSvg(spec: ChartSpec): string {
  const { width, height } = chartSize(spec);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(chartOption(spec));
    const svg = chart.renderToSVGString();
    const label = escapeXml(`${spec.title}. ${spec.description}`);
    return svg
      .replace(/\bzr\d+-/g, `${spec.id}-`)
      .replace(/^<svg /, `<svg role="img" aria-label="${label}" data-chart="${escapeXml(spec.id)}" `)
      .replace(/^(<svg[^>]*>)/, `$1<title>${escapeXml(spec.title)}</title><desc>${escapeXml(spec.description)}</desc>`);
  } finally {
    chart.dispose();
  }
}
