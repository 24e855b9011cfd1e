/**
 * `stwab allure [--results DIR] [--out DIR] [--no-open]` (issue 9, `npm run report`): builds the
 * Allure 3 HTML report of the last run with the violation categories of
 * `reporters/allurerc.mjs`, then serves it until Ctrl-C unless `--no-open`. The results folder is
 * the one the run wrote: `--results`, else `ALLURE_RESULTS_DIR` (also from `.env`), else
 * `allure-results`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RC = fileURLToPath(new URL('../reporters/allurerc.mjs', import.meta.url));

function allureCli(): string {
  // The package's bin script (`cli.js`, next to `dist/`; not in its exports), so no PATH lookup
  // or shell is involved.
  return join(dirname(createRequire(import.meta.url).resolve('allure')), '..', 'cli.js');
}

function runAllure(args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [allureCli(), ...args], { stdio: 'inherit' });
    child.on('exit', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

/** Returns the exit code: 0 built (and served), 2 no results to build from, else Allure's code. */
export async function allureCommand(o: { results?: string; out?: string; open?: boolean }): Promise<number> {
  const results = resolve(o.results ?? (process.env.ALLURE_RESULTS_DIR || 'allure-results'));
  const out = resolve(o.out ?? 'allure-report');
  if (!existsSync(results) || !readdirSync(results).some((f) => f.endsWith('-result.json'))) {
    console.error(`stwab allure: no Allure results in ${results}; run the benchmark first (npx playwright test --project=suitecrm), or pass --results <dir>`);
    return 2;
  }
  const built = await runAllure(['generate', results, '-c', RC, '-o', out]);
  if (built !== 0 || o.open === false) return built;
  console.log(`stwab allure: serving ${out} until Ctrl-C (or open ${out}/index.html)`);
  return runAllure(['open', out]);
}
