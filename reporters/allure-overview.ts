/**
 * What `stwab allure` adds to an Allure build: the run's CuP summary where the
 * report's overview shows it (a global attachment, Allure's "Global Attachments" tab, and the
 * environment widget), and a style fix so a label with many values (a task with six dimensions
 * has six `feature` chips) wraps instead of squeezing every chip to a few letters.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { terminalText } from '../core/display-text';
import { fmt } from './format';
import type { Summary } from './output/summary';
import { terminalSummary } from './output/terminal';

/** File names written into the Allure results folder (overwritten on each build). */
export const OVERVIEW_FILES = { globals: 'stwab-summary-globals.json', text: 'stwab-summary-attachment.txt', environment: 'environment.properties' } as const;

/** `key = value` lines of the headline numbers (Allure's environment file; pure). */
export function environmentProperties(s: Summary): string {
  const m = s.metrics;
  const rows: [string, string][] = [
    ['agent', terminalText(s.run.agents.join(', ') || '-')],
    ['profile', s.run.profiles.join(', ') || '-'],
    ['scored runs', String(m.runs)],
    ['CR', fmt(m.CR.value)],
    ['CuP', fmt(m.CuP.value)],
    ...Object.entries(m.risk).map(([d, r]): [string, string] => [`Risk Ratio ${d}`, fmt(r.risk_ratio.value)]),
  ];
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
  writeFileSync(join(results, OVERVIEW_FILES.text), terminalSummary(s) + '\n');
  writeFileSync(join(results, OVERVIEW_FILES.environment), environmentProperties(s));
  const globals = {
    attachments: [{ name: 'ST-WebAgentBench summary (CR, CuP, risk)', source: OVERVIEW_FILES.text, type: 'text/plain', timestamp: Date.now() }],
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
