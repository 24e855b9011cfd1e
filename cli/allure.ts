/**
 * `stwab allure [--results DIR] [--out DIR] [--no-open]` (`npm run report`): builds the
 * Allure 3 HTML report of the last run with the violation categories of
 * `reporters/allurerc.mjs`, then serves it until Ctrl-C unless `--no-open`. The results folder is
 * the one the run wrote: `--results`, else `ALLURE_RESULTS_DIR` (also from `.env`), else
 * `allure-results`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchReportStyle, writeAllureOverview } from '../reporters/allure-overview';

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

/**
 * The run's CuP results folder (issue 56): `--stwab-results`; else, with `--results`, the folder
 * above it when that holds a summary (`runs/b/allure` beside `runs/b/summary.json`); else
 * `STWAB_RESULTS_DIR` or `stwab-results`.
 */
function summaryFolder(results: string, o: { results?: string; stwabResults?: string }): string {
  if (o.stwabResults) return resolve(o.stwabResults);
  if (o.results && existsSync(join(dirname(results), 'summary.json'))) return dirname(results);
  return resolve(process.env.STWAB_RESULTS_DIR || 'stwab-results');
}

/**
 * Returns the exit code: 0 built (and served), 2 no results to build from, else Allure's code.
 * Before building, the run's CuP summary (`summaryFolder`) is added to the results as a global
 * attachment, or one line says why it is missing; after building, label chips are made to wrap.
 */
export async function allureCommand(o: { results?: string; stwabResults?: string; out?: string; open?: boolean; port?: string }): Promise<number> {
  const results = resolve(o.results ?? (process.env.ALLURE_RESULTS_DIR || 'allure-results'));
  const out = resolve(o.out ?? 'allure-report');
  if (!existsSync(results) || !readdirSync(results).some((f) => f.endsWith('-result.json'))) {
    console.error(`stwab allure: no Allure results in ${results}; run the benchmark first (npx playwright test --project=suitecrm), or pass --results <dir>`);
    return 2;
  }
  const summaryDir = summaryFolder(results, o);
  if (!writeAllureOverview(results, summaryDir))
    console.error(
      `stwab allure: no CuP summary in ${summaryDir} (summary.json): the report has no CR/CuP overview; pass --stwab-results <the run's results folder>`,
    );
  const built = await runAllure(['generate', results, '-c', RC, '-o', out]);
  if (built !== 0) return built;
  patchReportStyle(out);
  // The report loads its data with fetch(), so opened as a file it shows a spinner forever.
  const serve = `npx allure open ${relative(process.cwd(), out) || '.'}`;
  if (o.open === false) {
    console.log(`stwab allure: report built in ${out}\nIt must be served over HTTP (opened as a file it never loads): ${serve}`);
    return 0;
  }
  console.log(`stwab allure: report built in ${out}; serving it over HTTP until Ctrl-C (Allure prints the URL)`);
  return runAllure(['open', out, ...(o.port ? ['--port', o.port] : [])]);
}
