/**
 * The run's last line (issue 56): how to open its Allure report, as a command that works where
 * the user is. `npx stwab allure` works in a clone and in a project that installed the package
 * (`npm run report` is a script of the clone only); the folders are named when they are not the
 * ones the command reads by default (`allure-results/`, `stwab-results/` of the working folder),
 * e.g. after `npx playwright test -c ../playwright.config.ts`.
 */
import { relative, resolve } from 'node:path';

/** A reporter entry of a Playwright config: `[name, options]`. */
type ReporterEntry = readonly [string, unknown?];

/**
 * `Report: npx stwab allure ...`, or undefined when the run has no Allure reporter (`--list`,
 * `merge-reports`, a config without allure-playwright). `stwabDir`: the CuP reporter's folder.
 */
export function reportCommandLine(reporters: readonly ReporterEntry[], o: { stwabDir: string; cwd?: string }): string | undefined {
  const allure = reporters.find(([name]) => /(^|[/\\])allure-playwright([/\\]|$)/.test(name));
  if (!allure) return undefined;
  const cwd = o.cwd ?? process.cwd();
  const resultsDir = (allure[1] as { resultsDir?: string } | undefined)?.resultsDir;
  const shown = (dir: string) => relative(cwd, resolve(cwd, dir)) || '.';
  const args: string[] = [];
  const results = shown(resultsDir ?? 'allure-results');
  if (results !== 'allure-results') args.push(`--results ${quoted(results)}`);
  const summary = shown(o.stwabDir);
  if (summary !== 'stwab-results') args.push(`--stwab-results ${quoted(summary)}`);
  return `Report: npx stwab allure${args.map((a) => ` ${a}`).join('')}   (builds the Allure report and serves it until Ctrl-C; --no-open only builds it)`;
}

/** A path as one shell word. */
function quoted(path: string): string {
  return /^[\w./@:+-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}
