import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunVerdicts } from '../../evaluators/verdict';
import { reportMarkdown } from './report-md';
import { runsCsv } from './runs-csv';
import { writeRunCharts } from './run-report-html';
import type { Summary } from './summary';

/**
 * Write `summary.json`, `runs.csv`, `report.md`, `verdicts.json` (every run's `RunVerdicts`,
 * so `stwab report <dir>` can rebuild the tables later), `report.html` and `charts/*.svg` (issue
 * 58) into `dir` (created if needed).
 */
export function writeResults(dir: string, summary: Summary, runs: readonly RunVerdicts[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
  writeFileSync(join(dir, 'runs.csv'), runsCsv(runs));
  writeFileSync(join(dir, 'report.md'), reportMarkdown(summary));
  writeFileSync(join(dir, 'verdicts.json'), JSON.stringify(runs, null, 2) + '\n');
  writeRunCharts(dir, summary);
}
