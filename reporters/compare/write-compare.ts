/**
 * Writes a comparison's files into one folder (issue 58): `compare.json`, `compare.md`,
 * `charts/*.svg` (the difference charts, then every run chart with one series per run) and
 * `report.html` (each chart beside its table, then the metric and flipped-task tables, links to
 * each run's own report and Allure evidence).
 */
import { packagePath } from '../../core/package-path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHARTS_DIR } from '../charts/chart-spec';
import { compareChartSpecs } from '../charts/compare-charts';
import { reportHtml, type HtmlSection } from '../charts/report-html';
import { renderChartSvg } from '../charts/render-svg';
import { runChartSpecs } from '../charts/run-charts';
import { count } from '../format';
import { allureLinks } from '../output/run-report-html';
import type { Comparison } from './comparison';
import { compareMarkdown } from './compare-md';
import { flipRows, metricHead, metricRows, runRows, unchangedText } from './compare-tables';

/** File names a comparison folder holds besides `charts/`. */
export const COMPARE_FILES = { json: 'compare.json', md: 'compare.md', html: 'report.html' } as const;

/** Difference charts first, then the run charts side by side (ids prefixed `runs-`). */
export function comparisonCharts(c: Comparison) {
  const side = runChartSpecs(c.runs.map((r) => ({ label: `${r.letter} ${r.name}`, metrics: r.metrics }))).map((s) => ({ ...s, id: `runs-${s.id}` }));
  return [...compareChartSpecs(c), ...side];
}

/** Writes every file of `c` into `dir` (created if needed). Returns the chart ids written. */
export function writeComparison(dir: string, c: Comparison): string[] {
  mkdirSync(join(dir, CHARTS_DIR), { recursive: true });
  const charts = comparisonCharts(c).map((spec) => ({ spec, svg: renderChartSvg(spec) }));
  for (const x of charts) writeFileSync(join(dir, CHARTS_DIR, `${x.spec.id}.svg`), x.svg);
  writeFileSync(join(dir, COMPARE_FILES.json), `${JSON.stringify(c, null, 2)}\n`);
  writeFileSync(
    join(dir, COMPARE_FILES.md),
    compareMarkdown(
      c,
      charts.map(({ spec }) => spec),
    ),
  );
  const s = c.statistics;
  const pairSections: HtmlSection[] = c.pairs.map((p) => ({
    heading: `${p.b} against ${p.a}`,
    blocks: [
      { kind: 'table', caption: `${p.b} - ${p.a}: every metric, overall and per app and tier`, rows: [metricHead(p), ...metricRows(p, { full: true })] },
      p.flipped.length
        ? { kind: 'table', caption: `Tasks that changed from ${p.a} to ${p.b} (${p.flipped.length})`, rows: flipRows(c, p) }
        : { kind: 'text', text: `No task changed: ${unchangedText(c)}` },
    ],
  }));
  const html = reportHtml({
    title: `ST-WebAgentBench comparison: ${c.runs.map((r) => `${r.letter} ${r.name}`).join(' vs ')}`,
    lead: [
      `${count(c.tasks.compared.length, 'task')} paired (every run scored them).${c.about ? ` The comparison is about the ${c.about.setting}: ${c.about.values.join(' vs ')}.` : ''}`,
      `Each value: ${s.value_interval}. Difference: ${s.difference_interval}. Test: ${s.test}. pass@k: ${s.pass_k}. Assumptions and how to read each chart: ${packagePath('docs/metrics.md')}.`,
    ],
    sections: [
      { heading: 'Runs', blocks: [{ kind: 'table', caption: 'The compared runs', rows: runRows(c) }] },
      // Charts first (each with its table), then every metric and flipped task in tables.
      { heading: 'Charts', blocks: charts.map((x) => ({ kind: 'chart' as const, ...x })) },
      ...pairSections,
      ...c.runs.map(
        (r): HtmlSection => ({
          heading: `Run ${r.letter}: its own report and Allure evidence`,
          blocks: [
            {
              kind: 'links',
              items: [{ text: `${r.name}/report.html`, href: `${relative(dir, r.folder)}/report.html`, note: "the run's own charts and tables" }],
            },
            allureLinks(r.folder, dir),
          ],
        }),
      ),
    ],
  });
  writeFileSync(join(dir, COMPARE_FILES.html), html);
  return charts.map((x) => x.spec.id);
}
