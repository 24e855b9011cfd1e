/**
 * `compare.md` (issue 58): the compared runs, the statistics used, per pair the metric table
 * and the flipped tasks, then the charts (SVG files beside it, every number also in a table here
 * or in report.html).
 */
import { packagePath } from '../../core/package-path';
import { markdownText } from '../../core/display-text';
import { count, mdTable } from '../format';
import { CHARTS_DIR } from '../charts/chart-spec';
import type { Comparison } from './comparison';
import { flipRows, metricHead, metricRows, runRows, unchangedText } from './compare-tables';

/** The Markdown of `c`; `charts` are the ids and titles of the SVG files written beside it. */
export function compareMarkdown(c: Comparison, charts: readonly { id: string; title: string }[]): string {
  const s = c.statistics;
  const parts: string[] = [
    `# ST-WebAgentBench comparison: ${c.runs.map((r) => `${r.letter} ${markdownText(r.name)}`).join(' vs ')}`,
    mdTable(runRows(c, (x) => markdownText(x, { inTable: true }))),
    [
      `Compared: ${count(c.tasks.compared.length, 'task')} every run scored.`,
      c.tasks.harness_errors.length ? ` Left out for a harness error in some run: ${c.tasks.harness_errors.join(', ')}.` : '',
      c.tasks.not_in_every_run.length ? ` Left out, not in every run: ${c.tasks.not_in_every_run.join(', ')}.` : '',
      c.about ? ` The comparison is about the ${c.about.setting}, which differs between the runs on purpose.` : '',
    ].join(''),
    `## Statistics\n\n- Each value: ${s.value_interval}.\n- Difference: ${s.difference_interval}.\n- Test: ${s.test}.\n- pass@k: ${s.pass_k}.\n\nWhat they assume and how to read them: \`${packagePath('docs/metrics.md')}\`.`,
  ];
  for (const p of c.pairs) {
    parts.push(`## ${p.b} against ${p.a}\n\n${mdTable([metricHead(p), ...metricRows(p, { full: true })])}`);
    parts.push(
      p.flipped.length ? `### Tasks that changed (${p.flipped.length})\n\n${mdTable(flipRows(c, p))}` : `### Tasks that changed\n\nNone: ${unchangedText(c)}`,
    );
  }
  parts.push(
    `## Charts\n\nEvery chart with the table it is drawn from: [report.html](report.html) (one file, opens from disk).\n\n${charts
      .map((x) => `![${x.title}](${CHARTS_DIR}/${x.id}.svg)`)
      .join('\n\n')}`,
  );
  return `${parts.join('\n\n')}\n`;
}
