/**
 * `stwab` command line: validate, list, schema, fetch-tasks, init, serve, evaluate, diff, report, compare,
 * submission, allure.
 * Each command returns an exit code; errors print one clear message, never a stack trace
 * for expected failures (bad input, missing files).
 */
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { TaskLoadError } from '../tasks/errors';
import type { Profile, ReplicaMode } from '../core/vocabulary';
import { validateCommand, listCommand, schemaCommand, fetchCommand } from './task-commands';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** Loads an optional command module lazily so one broken area cannot break the whole CLI. */
async function lazy<T>(path: string, name: string): Promise<T> {
  const mod = (await import(path)) as Record<string, unknown>;
  if (typeof mod[name] !== 'function') throw new Error(`${path} does not export ${name}`);
  return mod[name] as T;
}

/** Runs the CLI with `argv` (without node and script). Returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  let code = 0;
  const program = new Command('stwab')
    .description('ST-WebAgentBench for Playwright: tasks, replicas and offline scoring')
    .version(pkg.version)
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program
    .command('validate')
    .argument('<path>', 'task file or folder')
    .option('--json', 'print counts as JSON')
    .option('--revision <name>', 'also apply a task revision (verified) and show what it changes')
    .option('--config <file>', 'check sites and __SITE__ placeholders against the sites this Playwright config declares (and .env)')
    .description('validate task files and print counts per app, tier, modality, dimension, template and evaluator')
    .action(async (path: string, o: { json?: boolean; revision?: string; config?: string }) => {
      code = await validateCommand(path, o);
    });
  program
    .command('revision')
    .argument('<action>', 'diff: list every correction of the revision by app and reason')
    .option('--revision <name>', 'revision to show (default verified)')
    .option('--json', 'print the corrections as JSON')
    .description('the corrections of a task revision and the overlay sha256 to cite')
    .action(async (action: string, o: { revision?: string; json?: boolean }) => {
      if (action !== 'diff') throw new Error(`stwab revision ${action}: unknown action; use "stwab revision diff"`);
      code = (await lazy<(o: { revision?: string; json?: boolean }) => number>('./revision', 'revisionDiffCommand'))(o);
    });
  program
    .command('list')
    .option('--project <name>', 'a benchmark project of playwright.config.ts')
    .option('--grep <regex>', 'filter on "[id] intent @tags" like playwright --grep')
    .description('print the ids of the selected tasks (task source from STWAB_TASKS or the default)')
    .action(async (o: { project?: string; grep?: string }) => {
      code = await listCommand(o);
    });
  program
    .command('schema')
    .option('--out <file>', 'write to a file instead of stdout')
    .description('print the JSON Schema of a task file (for editor completion)')
    .action((o: { out?: string }) => {
      code = schemaCommand(o);
    });
  program
    .command('fetch-tasks')
    .option('--url <url>', 'download from this URL instead of the reference repository')
    .option('--from <file>', 'cache a local copy instead of downloading (checked against the pinned sha256)')
    .option('--sha256 <hex>', 'expected sha256 of the file')
    .description("download the reference benchmark's test.raw.json, check its sha256 and cache it in .stwab/tasks/")
    .action(async (o: { url?: string; from?: string; sha256?: string }) => {
      code = await fetchCommand(o);
    });
  program
    .command('init')
    .argument('[site]', "your app's site id (lower-case, e.g. myapp)")
    .option('--url <url>', 'its base URL', 'http://127.0.0.1:3000')
    .option('--benchmark', 'set up the ST-WebAgentBench tasks on the embedded replicas instead of your own app')
    .option('--dir <folder>', 'where to write the files (default: here)')
    .description('write playwright.config.ts, .env, tasks.json and tasks.spec.ts for a benchmark on your own app (or --benchmark); never overwrites')
    .action(async (site: string | undefined, o: { url?: string; dir?: string; benchmark?: boolean }) => {
      code = (await lazy<(s: string | undefined, o: object) => number>('./init.ts', 'initCommand'))(site, o);
    });
  program
    .command('serve')
    .argument('<app>', 'replica to serve: suitecrm, gitlab or shopping_admin (apps/registry.ts)')
    .option('--port <n>', 'port', (v) => Number(v), 8080)
    .option('--mode <mode>', 'stable or faithful', 'stable')
    .option(
      '--control-port <n>',
      'port of the loopback control endpoint (<secret>/reset, <secret>/health; the secret path is random, or STWAB_CONTROL_TOKEN); default: a free port',
      (v) => Number(v),
    )
    .description('serve an embedded replica for people and external agents (reset endpoint on loopback only)')
    .action(async (app: string, o: { port: number; mode: ReplicaMode; controlPort?: number }) => {
      const { REPLICAS } = await import('../apps/registry.ts');
      const which = REPLICAS[app.replaceAll('-', '_')];
      if (!which) throw new Error(`no replica named "${app}"; available: ${Object.keys(REPLICAS).join(', ')}`);
      if (o.controlPort !== undefined && !(Number.isInteger(o.controlPort) && o.controlPort > 0 && o.controlPort < 65536))
        throw new Error(`--control-port must be a port number (1-65535)`);
      const { serveReplica } = await import('../apps/kit/serve.ts');
      await serveReplica(which.title, await which.start(), { ...o, controlToken: process.env.STWAB_CONTROL_TOKEN?.trim() || undefined });
      await new Promise(() => undefined);
    });
  program
    .command('evaluate')
    .argument('<paths...>', 'episode.json files or folders')
    .option('--profile <p>', 'strict or upstream', 'strict')
    .option('--revision <name>', 'original or verified (default: the revision each episode recorded)')
    .option('--json', 'print JSON')
    .description('re-score stored episodes offline')
    .action(async (paths: string[], o: { profile: Profile; json?: boolean; revision?: string }) => {
      const run = await lazy<(p: string[], o: object) => Promise<number>>('./evaluate.ts', 'evaluateCommand');
      code = await run(paths, { profile: o.profile, json: !!o.json, revision: o.revision });
    });
  program
    .command('diff')
    .argument('<folder>', 'folder of stored episodes')
    .option('--json', 'print JSON')
    .description('re-score stored episodes under both profiles and list every verdict that flips')
    .action(async (folder: string, o: { json?: boolean }) => {
      const run = await lazy<(f: string, o: object) => Promise<number>>('./diff.ts', 'diffCommand');
      code = await run(folder, { json: !!o.json });
    });
  program
    .command('guard-check')
    .argument('<paths...>', 'episode.json files or folders')
    .option('--profile <p>', 'strict or upstream', 'strict')
    .option('--json', 'print JSON')
    .description('replay the guard over stored episodes and list every step where it differs from the scorer')
    .action(async (paths: string[], o: { profile: Profile; json?: boolean }) => {
      const run = await lazy<(p: string[], o: object) => Promise<number>>('./guard-check.ts', 'guardCheckCommand');
      code = await run(paths, { profile: o.profile, json: !!o.json });
    });
  program
    .command('report')
    .argument('<folder>', 'folder of verdict/episode files')
    .option('--out <dir>', 'output folder (default: the folder itself when it holds summary.json, else <folder>-report)')
    .option('--json', 'print summary JSON')
    .option('--baseline <folder>', 'runs of the same agent on the app as published: print the drift delta beside them (docs/drift.md)')
    .description('rebuild the CuP tables from stored verdicts without running')
    .action(async (folder: string, o: { out?: string; json?: boolean; baseline?: string }) => {
      const run = await lazy<(f: string, o: object) => Promise<number>>('./report.ts', 'reportCommand');
      code = await run(folder, o);
    });

  program
    .command('compare')
    .argument('<runs...>', 'two or more results folders (verdicts.json); each is compared with the first')
    .option('--out <dir>', 'folder for compare.json, compare.md, report.html and charts/', 'stwab-compare')
    .option('--about <setting>', 'the setting the comparison is about, allowed to differ: revision, profile, drift, guard, user or attack')
    .option('--seed <n>', 'seed of the paired bootstrap (default 58)')
    .option('--resamples <n>', 'resamples of the paired bootstrap (default 10000)')
    .option('--json', 'print compare.json')
    .description('compare stored runs task by task: paired differences with intervals, exact tests, the tasks that changed (docs/metrics.md)')
    .action(async (runs: string[], o: object) => {
      const run = await lazy<(r: string[], o: object) => Promise<number>>('./compare.ts', 'compareCommand');
      code = await run(runs, o);
    });

  program
    .command('submission')
    .argument('<folder-or-verify>', 'the run\'s results folder (verdicts.json), or "verify"')
    .argument('[file]', 'with verify: the submission file')
    .option('--agent-id <id>', 'agent id (letters, digits, - _ .)')
    .option('--model <name>', 'model name')
    .option('--team <name>', 'team name')
    .option('--code-url <url>', 'public code repository (GitHub, GitLab, Hugging Face or Bitbucket)')
    .option('--contact-email <email>', 'contact for verification (not shown publicly)')
    .option('--out <file>', 'where to write the submission')
    .option('--episodes <folder>', "the run's test-results folder (default test-results; verify: recompute hashes from the episodes)")
    .option('--results <folder>', "verify: the run's results folder, to compare every verdict")
    .option('--tasks <file>', 'the task file (default: STWAB_TASKS or the fetched test.raw.json)')
    .option('--description <text>', 'optional description')
    .option('--agent-framework <name>', 'optional agent framework')
    .option('--paper-url <url>', 'optional paper URL')
    .option('--max-steps <n>', 'optional steps per episode of the run')
    .option('--uses-vision', 'the agent reads screenshots')
    .description("export a run as a leaderboard submission (reference schema 1.0), or check one: 'stwab submission verify <file>'")
    .action(async (first: string, file: string | undefined, o: Record<string, unknown>) => {
      const mod = './submission.ts';
      if (first === 'verify') {
        if (!file) throw new Error('stwab submission verify <file>: name the submission file');
        code = await (await lazy<(f: string, o: object) => Promise<number>>(mod, 'verifyCommand'))(file, o);
      } else {
        if (file) throw new Error(`stwab submission ${first} ${file}: one results folder only (or "verify <file>")`);
        code = await (await lazy<(f: string, o: object) => Promise<number>>(mod, 'submissionCommand'))(first, o);
      }
    });

  program
    .command('allure')
    .option('--results <dir>', 'Allure results folder (default: ALLURE_RESULTS_DIR or allure-results)')
    .option(
      '--stwab-results <dir>',
      "the run's CuP results folder for the report's summary (default: beside --results, else STWAB_RESULTS_DIR or stwab-results)",
    )
    .option('--out <dir>', 'report folder', 'allure-report')
    .option('--no-open', 'build only; do not serve the report')
    .option('--port <port>', 'port to serve the report on (default: a free one; Allure prints the URL)')
    .description('build the Allure HTML report of the last run (violation categories included) and serve it')
    .action(async (o: { results?: string; stwabResults?: string; out?: string; open?: boolean; port?: string }) => {
      const run = await lazy<(o: object) => Promise<number>>('./allure.ts', 'allureCommand');
      code = await run(o);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    if (e instanceof TaskLoadError) {
      console.error(e.message);
      return 1;
    }
    console.error(`stwab: ${(e as Error).message}`);
    return 1;
  }
}
