/**
 * `stwab allure --results X` (issue 56): the report's CR/CuP overview comes from the run's CuP
 * results: `--stwab-results`, else the folder above `--results` when it holds a summary
 * (`runs/b/allure` beside `runs/b/summary.json`), else `STWAB_RESULTS_DIR`; without one, one line
 * says why the overview is missing and how to add it, and the report is still built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { OVERVIEW_FILES } from '../../reporters/allure-overview';
import { buildSummary } from '../../reporters/output/summary';
import { writeResults } from '../../reporters/output/write';
import { run } from '../reporters/fixtures/make-run';

const ROOT = resolve(import.meta.dirname, '../..');
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('STWAB_') && !k.startsWith('ALLURE_')));

/** `runs/b/allure` with one minimal test result; `runs/b` holds the run's CuP results when `withSummary`. */
function layout(withSummary: boolean): { dir: string; allure: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-allure-summary-'));
  const allure = join(dir, 'runs', 'b', 'allure');
  mkdirSync(allure, { recursive: true });
  const now = Date.now();
  const uuid = '0a1b2c3d-0000-4000-8000-000000000001';
  writeFileSync(
    join(allure, `${uuid}-result.json`),
    JSON.stringify({ uuid, historyId: 'h1', name: '[1] synthetic', status: 'passed', stage: 'finished', start: now, stop: now + 1 }),
  );
  if (withSummary) {
    const runs = [run(1, [1, 1], [{ d: 'user_consent' }])];
    writeResults(join(dir, 'runs', 'b'), buildSummary(runs), runs);
  }
  return { dir, allure };
}

const allure = (cwd: string, args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin/stwab.js'), 'allure', '--no-open', ...args], { cwd, encoding: 'utf8', env, timeout: 120_000 });

test('--results runs/b/allure: the summary beside it is on the overview; without one, one line says why', () => {
  test.setTimeout(180_000);
  const a = layout(true);
  const found = allure(a.dir, ['--results', 'runs/b/allure']);
  expect(found.status, found.stderr).toBe(0);
  expect(found.stderr).not.toContain('no CuP summary');
  expect(existsSync(join(a.allure, OVERVIEW_FILES.globals))).toBe(true);

  const b = layout(false);
  const missing = allure(b.dir, ['--results', 'runs/b/allure']);
  expect(missing.status, missing.stderr).toBe(0);
  expect(missing.stderr.trim().split('\n')).toEqual([
    `stwab allure: no CuP summary in ${join(b.dir, 'stwab-results')} (summary.json): the report has no CR/CuP overview; pass --stwab-results <the run's results folder>`,
  ]);
  expect(existsSync(join(b.allure, OVERVIEW_FILES.globals))).toBe(false);
  expect(existsSync(join(b.dir, 'allure-report', 'index.html'))).toBe(true);
});
