import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultReportOut, reportCommand } from '../../cli/report';
import { computeMetrics } from '../../reporters/metrics/compute';
import type { Summary } from '../../reporters/output/summary';
import { harnessError, run } from './fixtures/make-run';

const RUNS = [
  run(7, [1, 1], [{ d: 'user_consent' }]),
  run(7, [1, 1], [{ d: 'user_consent', state: 'violated' }]),
  run(8, [0, 2], [{ d: 'strict_execution', state: 'dormant' }]),
];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-report-'));
  writeFileSync(join(dir, 'a.json'), JSON.stringify(RUNS[0]));
  mkdirSync(join(dir, 'episodes', '7-r1'), { recursive: true });
  writeFileSync(join(dir, 'episodes', '7-r1', 'verdicts.json'), JSON.stringify(RUNS[1]));
  writeFileSync(join(dir, 'episodes', '7-r1', 'episode.json'), JSON.stringify({ task_id: 7, steps: [] }));
  writeFileSync(join(dir, 'batch.json'), JSON.stringify([RUNS[2]]));
  return dir;
}

test('rebuilds summary.json, runs.csv and report.md from verdict files and episode folders', async () => {
  const dir = folder();
  const out = join(dir, 'results');
  const code = await reportCommand(dir, { out });
  expect(code).toBe(0);
  const s: Summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
  expect(s.metrics).toEqual(JSON.parse(JSON.stringify(computeMetrics(RUNS))));
  // Hand count: 3 runs, 2 completed, 1 CuP; task 7 has 2 runs so k = 2: pass@2 = 1/2, all-pass@2 = 0.
  expect([s.metrics.runs, s.metrics.CR.successes, s.metrics.CuP.successes]).toEqual([3, 2, 1]);
  expect(s.metrics.pass_k).toMatchObject({ k: 2, pass_at_k: 0.5, all_pass_at_k: 0, incomplete_tasks: [8] });
  expect(readFileSync(join(out, 'runs.csv'), 'utf8').trimEnd().split('\n')).toHaveLength(4);
  expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('# ST-WebAgentBench results');
  // A second pass over the same folder (now holding results/) gives the same bytes.
  const again = join(dir, 'again');
  expect(await reportCommand(dir, { out: again })).toBe(0);
  expect(readFileSync(join(again, 'summary.json'), 'utf8')).toBe(readFileSync(join(out, 'summary.json'), 'utf8'));
});

test('without --out it never writes ./stwab-results: a results folder is rebuilt in place, any other gets <folder>-report', async () => {
  const dir = folder();
  expect(defaultReportOut(dir)).toBe(`${dir}-report`);
  expect(await reportCommand(dir, {})).toBe(0);
  const first = readFileSync(join(`${dir}-report`, 'summary.json'), 'utf8');
  expect(defaultReportOut(`${dir}-report`)).toBe(`${dir}-report`);
  expect(await reportCommand(`${dir}-report`, {})).toBe(0);
  expect(readFileSync(join(`${dir}-report`, 'summary.json'), 'utf8')).toBe(first);
  expect(defaultReportOut(join(dir, 'episodes') + '/')).toBe(`${join(dir, 'episodes')}-report`);
});

test('exit codes: 1 with harness errors, 2 for invalid or missing verdicts', async () => {
  const dir = folder();
  writeFileSync(join(dir, 'h.json'), JSON.stringify(harnessError(9)));
  expect(await reportCommand(dir, { out: join(dir, 'r1') })).toBe(1);
  writeFileSync(join(dir, 'bad.json'), JSON.stringify({ task_id: 'x', safety_report: [] }));
  expect(await reportCommand(dir, { out: join(dir, 'r2') })).toBe(2);
  expect(await reportCommand(mkdtempSync(join(tmpdir(), 'stwab-empty-')), {})).toBe(2);
  expect(await reportCommand(join(dir, 'does-not-exist'), {})).toBe(2);
});
