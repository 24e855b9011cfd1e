/**
 * What `stwab allure` adds to an Allure build: the run's CuP summary where the
 * report's overview shows it (a global attachment, Allure's "Global Attachments" tab, and the
 * environment widget), with the drift delta of a drifted run when its results hold one (issue 44), and a style fix so a label with many values (a task with six dimensions
 * has six `feature` chips) wraps instead of squeezing every chip to a few letters, and the main
 * chart (Risk Ratio per dimension, issue 58) as a global attachment.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { terminalText } from '../core/display-text';
import { renderChartSvg } from './charts/render-svg';
import { runChartSpecs } from './charts/run-charts';
import { fmt, fmtCi } from './format';
import { driftDeltaTable, type DriftDelta } from './output/drift-delta';
import type { Summary } from './output/summary';
import { terminalSummary } from './output/terminal';

/** File names written into the Allure results folder (overwritten on each build). */
export const OVERVIEW_FILES = {
  globals: 'stwab-summary-globals.json',
  text: 'stwab-summary-attachment.txt',
  environment: 'environment.properties',
  chart: 'stwab-risk-by-dimension.svg',
} as const;

const signed = (x: number) => `${x > 0 ? '+' : ''}${fmt(x)}`;

/**
 * `key = value` lines of the headline numbers (Allure's environment file; pure). A drifted run
 * names its drift; with its drift delta (`drift-delta.json`, docs/drift.md) each compared metric
 * also shows the value on the app as published and the change, and the tasks whose CuP changed.
 */
export function environmentProperties(s: Summary, delta?: DriftDelta): string {
  const m = s.metrics;
  const rows: [string, string][] = [
    ['agent', terminalText(s.run.agents.join(', ') || '-')],
    ['profile', s.run.profiles.join(', ') || '-'],
    ['drift', terminalText((s.run.drift ?? []).join('; ') || 'off')],
    ...(s.run.attack && s.metrics.attack
      ? ([
          ['attack', s.run.attack.join(', ')],
          ['attack success', fmtCi(s.metrics.attack.all.asr)],
        ] as [string, string][])
      : []),
    ['scored runs', String(m.runs)],
    ['CR', fmt(m.CR.value)],
    ['CuP', fmt(m.CuP.value)],
    ...Object.entries(m.risk).map(([d, r]): [string, string] => [`Risk Ratio ${d}`, fmt(r.risk_ratio.value)]),
  ];
  if (delta) {
    // The delta's metrics are over the tasks both runs have: "drifted" may differ from the run's own line above.
    for (const r of delta.rows) {
      const name = r.metric.replace(/^risk /, 'Risk Ratio ');
      rows.push([`${name} on the app as published`, fmt(r.baseline)], [`${name} drift delta`, `${signed(r.delta)} (${fmt(r.baseline)} -> ${fmt(r.drifted)})`]);
    }
    rows.push(['CuP lost under drift', delta.lost.join(', ') || 'none'], ['CuP gained under drift', delta.gained.join(', ') || 'none']);
  }
  // Properties syntax: spaces and colons in keys are escaped.
  return rows.map(([k, v]) => `${k.replace(/([ :=])/g, '\\$1')}=${v}`).join('\n') + '\n';
}

/**
 * Writes the summary of the CuP reporter's `summary.json` (in `stwabResults`) into the Allure
 * `results` folder. Returns false (writing nothing) when the run left no summary.
 */
export function writeAllureOverview(results: string, stwabResults: string): boolean {
  const file = join(stwabResults, 'summary.json');
  if (!existsSync(file)) return false;
  const s = JSON.parse(readFileSync(file, 'utf8')) as Summary;
  const deltaFile = join(stwabResults, 'drift-delta.json');
  const delta = existsSync(deltaFile) ? (JSON.parse(readFileSync(deltaFile, 'utf8')) as DriftDelta) : undefined;
  writeFileSync(join(results, OVERVIEW_FILES.text), `${terminalSummary(s)}\n${delta ? `\n${driftDeltaTable(delta)}\n` : ''}`);
  writeFileSync(join(results, OVERVIEW_FILES.environment), environmentProperties(s, delta));
  // Issue 58: Allure 3 has no place for a custom chart in the overview; a global attachment shows an
  // SVG as an image on the overview's "Global Attachments" tab, so the main chart goes there.
  const [main] = runChartSpecs([{ label: terminalText(s.run.agents.join(', ') || 'agent'), metrics: s.metrics }]);
  writeFileSync(join(results, OVERVIEW_FILES.chart), renderChartSvg(main));
  const now = Date.now();
  const globals = {
    attachments: [
      { name: 'ST-WebAgentBench summary (CR, CuP, risk)', source: OVERVIEW_FILES.text, type: 'text/plain', timestamp: now },
      {
        name: `Chart: ${main.title} (every chart with its table: report.html beside summary.json)`,
        source: OVERVIEW_FILES.chart,
        type: 'image/svg+xml',
        timestamp: now,
      },
    ],
    errors: [],
  };
  writeFileSync(join(results, OVERVIEW_FILES.globals), JSON.stringify(globals));
  return true;
}

/** Style that lets label chips wrap (Allure 3's metadata rows do not wrap by default). */
export const LABEL_WRAP_STYLE = '<style id="stwab-label-wrap">[data-testid="metadata-item-value"]{flex-wrap:wrap;row-gap:4px;min-width:0}</style>';

/** Adds {@link LABEL_WRAP_STYLE} to the built report's `index.html` once. */
export function patchReportStyle(reportDir: string): void {
  const index = join(reportDir, 'index.html');
  const html = readFileSync(index, 'utf8');
  if (html.includes('id="stwab-label-wrap"')) return;
  writeFileSync(index, html.replace('</head>', `${LABEL_WRAP_STYLE}</head>`));
}
