/**
 * The run commands the docs give keep each run's evidence where `stwab compare` looks for it
 * (issue 59): a command that sets its own `STWAB_RESULTS_DIR` also gives Playwright
 * `--output=<that folder>/test-results` (and Allure results inside it), or the next run empties
 * the shared test-results/ and compare lists every changed task as "no episode found".
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { evidenceFolders } from '../../reporters/compare/run-artifacts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every command line (continuations joined) of README.md and docs/*.md that runs the benchmark into its own results folder. */
function runCommands(): { file: string; line: string }[] {
  const files = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => /STWAB_RESULTS_DIR=\S/.test(line) && line.includes('playwright test'))
      .map((line) => ({ file, line })),
  );
}

test('every documented run with its own STWAB_RESULTS_DIR keeps its episodes and Allure results where compare finds them', () => {
  const commands = runCommands();
  // README (keep a run, compare agents) and docs/attacks.md (the attack x defence table) at least.
  expect(commands.filter((c) => c.file === 'docs/attacks.md').length).toBe(2);
  expect(commands.filter((c) => c.file === 'README.md').length).toBe(3);
  const tmp = mkdtempSync(join(tmpdir(), 'stwab-evidence-docs-'));
  for (const { file, line } of commands) {
    const results = line.match(/STWAB_RESULTS_DIR=([^\s`]+)/)![1];
    const output = line.match(/--output[= ]([^\s`]+)/)?.[1];
    expect(`${file}: ${output}`).toBe(`${file}: ${results}/test-results`);
    const allure = line.match(/ALLURE_RESULTS_DIR=([^\s`]+)/)?.[1];
    // The folders the command writes, made under a temporary root: compare's lookup must find them.
    const dir = join(tmp, results.replaceAll('$g', 'off'));
    mkdirSync(join(tmp, output!.replaceAll('$g', 'off')), { recursive: true });
    if (allure) mkdirSync(join(tmp, allure.replaceAll('$g', 'off')), { recursive: true });
    const found = evidenceFolders(dir);
    expect(found.test_results, `${file}: ${line}`).toBe(join(dir, 'test-results'));
    if (allure) expect(found.allure_results, `${file}: ${line}`).toBe(join(tmp, allure.replaceAll('$g', 'off')));
  }
});
