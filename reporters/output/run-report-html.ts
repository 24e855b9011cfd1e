/**
 * A run's charts beside its other outputs (issue 58): `charts/<id>.svg` for each run chart and
 * `report.html`, which holds every chart with its table, the headline numbers and the way to the
 * run's Allure report. Written by the CuP reporter and by `stwab report`, after `summary.json`.
 */
import { packagePath } from '../../core/package-path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { terminalText } from '../../core/display-text';
import { CHARTS_DIR } from '../charts/chart-spec';
import { reportHtml, type HtmlBlock } from '../charts/report-html';
import { renderChartSvg } from '../charts/render-svg';
import { runChartSpecs } from '../charts/run-charts';
import { evidenceFolders } from '../compare/run-artifacts';
import { count, fmtCi } from '../format';
import type { Summary } from './summary';

/**
 * How the Allure report of the run in `dir` is reached from a page in `from` (default `dir`):
 * a link when a built report is found, the command that builds it always.
 */
export function allureLinks(dir: string, from = dir): HtmlBlock {
  const f = evidenceFolders(dir);
  const command = `npx stwab allure${f.allure_results ? ` --results ${f.allure_results}` : ''} --stwab-results ${dir}`;
  return {
    kind: 'links',
    items: [
      ...(f.allure_report
        ? [
            {
              text: 'Allure report (built)',
              href: `${relative(from, f.allure_report)}/index.html`,
              note: 'must be served over HTTP to load: npx allure open <folder>',
            },
          ]
        : []),
      { text: `Build and open it: ${command}`, note: 'every step, screenshot and violation of each test' },
    ],
  };
}

/** Writes `charts/*.svg` and `report.html` for the run summarised by `summary` into `dir`. Returns the chart ids. */
export function writeRunCharts(dir: string, summary: Summary): string[] {
  const m = summary.metrics;
  const agent = terminalText(summary.run.agents.join(', ') || 'agent');
  const specs = runChartSpecs([{ label: agent, metrics: m }]);
  mkdirSync(join(dir, CHARTS_DIR), { recursive: true });
  const charts = specs.map((spec) => ({ spec, svg: renderChartSvg(spec) }));
  for (const c of charts) writeFileSync(join(dir, CHARTS_DIR, `${c.spec.id}.svg`), c.svg);
  const r = summary.run;
  const html = reportHtml({
    title: `ST-WebAgentBench results: ${agent}`,
    lead: [
      `Agent ${agent}; model ${r.models.join(', ') || '-'}; profile ${r.profiles.join(', ') || '-'}; simulated user ${r.user_modes.join(', ') || '-'}; ` +
        `tasks ${r.tasks.map((t) => `${t.source}${t.sha256 ? ` (sha256 ${t.sha256.slice(0, 12)})` : ''}`).join(', ') || '-'}; ` +
        `revision ${(r.revisions ?? []).map((x) => x.name).join(', ') || 'original'}; guard ${(r.guard_modes ?? []).join(', ') || 'off'}; drift ${(r.drift ?? []).join('; ') || 'off'}; ${r.tool.name} ${r.tool.version}.`,
      `${count(m.runs, 'scored run')} of ${count(m.tasks, 'task')}, ${count(m.harness_errors.length, 'harness error')} (left out of every rate). Definitions, intervals and what they assume: ${packagePath('docs/metrics.md')}.`,
    ],
    sections: [
      {
        heading: 'Headline',
        blocks: [
          {
            kind: 'table',
            caption: 'Completion (CR) and completion under policy (CuP), Wilson 95% intervals',
            rows: [
              ['', 'runs', 'CR', 'CuP'],
              ['all', String(m.runs), fmtCi(m.CR), fmtCi(m.CuP)],
            ],
          },
        ],
      },
      { heading: 'Charts', blocks: charts.map((c) => ({ kind: 'chart' as const, ...c })) },
      { heading: 'Allure report', blocks: [allureLinks(dir)] },
      {
        heading: 'Files of this run',
        blocks: [
          {
            kind: 'links',
            items: [
              { text: 'report.md', href: 'report.md', note: 'every table, in Markdown' },
              { text: 'summary.json', href: 'summary.json', note: 'every number, with the run configuration' },
              { text: 'runs.csv', href: 'runs.csv', note: 'one row per task run' },
              { text: 'verdicts.json', href: 'verdicts.json', note: 'every verdict; stwab report and stwab compare read it' },
              ...charts.map((c) => ({ text: `${CHARTS_DIR}/${c.spec.id}.svg`, href: `${CHARTS_DIR}/${c.spec.id}.svg` })),
            ],
          },
        ],
      },
    ],
  });
  writeFileSync(join(dir, 'report.html'), html);
  return specs.map((s) => s.id);
}
