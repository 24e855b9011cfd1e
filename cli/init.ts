/**
 * `stwab init <site> [--url URL] [--dir DIR]` and `stwab init --benchmark` (issues 42, 55, 56): a
 * working benchmark folder in your project. For your own app: `playwright.config.ts` (the site
 * declared with `defineBenchmarkConfig`), `.env` (its URL, credentials and the agent),
 * `tasks.json` (one starter task in the upstream format, with a consent and a navigation policy)
 * and `tasks.spec.ts`; for the reference benchmark: the config with its projects and
 * `benchmark.spec.ts`. Both add a `tsconfig.json` and a starter agent `my-agent.mts` when absent
 * (`.env` names it: `npx playwright test` runs your agent), and make the files ES modules
 * (`moduleSetup`; a `package.json` init writes also approves the install scripts npm 11 asks about). Writes nothing when any file it needs exists,
 * and says which (one line); refuses, in one line, a site id or URL it could not write as a plain
 * literal into code or `.env`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { packagePath } from '../core/package-path';
import { isBuiltinSite, SITE_ID } from '../core/vocabulary';
import { ALLOW_SCRIPTS, initFiles, STARTERS, type InitTarget } from './init-files';

/** An http(s) URL with a host, and nothing that could end a line or a quoted string. */
const SAFE_URL = /^https?:\/\/[^\s"'`\\<>]+$/;

/** The URL `init` writes, or a one-line reason it will not. */
export function initUrl(raw: string): { url: string } | { error: string } {
  const url = raw.replace(/\/+$/, '');
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!SAFE_URL.test(url) || !parsed?.hostname) return { error: `--url ${JSON.stringify(raw)} is not an http(s) URL such as http://127.0.0.1:3000` };
  return { url };
}

function siteProblem(site: string): string | undefined {
  if (isBuiltinSite(site)) return `"${site}" is built in; name your own app (e.g. stwab init myapp)`;
  if (!SITE_ID.test(site)) return 'a site id is lower-case letters, digits and "_", starting with a letter (e.g. myapp)';
  return undefined;
}

/** Keys of a `package.json` that `npm install` wrote into a folder that had none. */
const FRESH_KEYS = new Set(['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']);

/**
 * How the folder's files are ES modules (Node reads `"type"` from the nearest `package.json`):
 * `write` a new `package.json` (none in the folder or above), `add-type` to the one `npm install`
 * just made in the folder (dependencies only), `module` when it already is one, else `mts`
 * (your package stays as it is; `.mts` files are ES modules anyway).
 */
export function moduleSetup(dir: string): { kind: 'write' | 'add-type' | 'module' | 'mts'; file: string } {
  for (let d = dir; ; d = dirname(d)) {
    const file = join(d, 'package.json');
    if (existsSync(file)) {
      let pkg: Record<string, unknown> = {};
      try {
        pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      } catch {
        return { kind: 'mts', file };
      }
      if (pkg.type === 'module') return { kind: 'module', file };
      const fresh = d === dir && pkg.type === undefined && Object.keys(pkg).every((k) => FRESH_KEYS.has(k));
      return { kind: fresh ? 'add-type' : 'mts', file };
    }
    if (dirname(d) === d) return { kind: 'write', file: join(dir, 'package.json') };
  }
}

/** The file names Playwright looks for as a folder's config. */
const CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((e) => `playwright.config.${e}`);

/**
 * The configs in folders above `dir` that would also run the spec init writes there: those that name
 * no `testDir`, `testMatch` or `spec`, so read every spec under their folder (Playwright's default,
 * and `defineBenchmarkConfig`'s without `spec`). A config that names one is not judged (it may or may not).
 */
export function enclosingConfigs(dir: string): string[] {
  const found: string[] = [];
  for (let d = dirname(dir); ; d = dirname(d)) {
    for (const name of CONFIG_NAMES) {
      const file = join(d, name);
      if (existsSync(file) && !/\b(?:testDir|testMatch|spec)\s*:/.test(readFileSync(file, 'utf8'))) found.push(file);
    }
    if (dirname(d) === d) return found;
  }
}

const STARTER_AGENT = new URL('../examples/my-agent.mts', import.meta.url);

/** Runs `init`; returns the exit code (1: a bad site id or URL, or an existing file; one line on stderr). */
export function initCommand(site: string | undefined, o: { url?: string; dir?: string; benchmark?: boolean }): number {
  const name = `stwab init${site ? ` ${site}` : ''}${o.benchmark ? ' --benchmark' : ''}`;
  const fail = (why: string) => (console.error(`${name}: ${why}`), 1);
  let target: InitTarget;
  if (o.benchmark) {
    if (site) return fail('--benchmark sets up the reference benchmark; leave out the site id (or drop --benchmark for your own app)');
    target = { kind: 'benchmark' };
  } else {
    if (!site) return fail('name your app (stwab init myapp), or pass --benchmark for the ST-WebAgentBench tasks');
    const problem = siteProblem(site);
    if (problem) return fail(problem);
    const u = initUrl(o.url ?? 'http://127.0.0.1:3000');
    if ('error' in u) return fail(u.error);
    target = { kind: 'app', site, url: u.url };
  }
  const dir = resolve(o.dir ?? '.');
  const setup = moduleSetup(dir);
  const ext = setup.kind === 'mts' ? '.mts' : '.ts';
  const docs = packagePath('docs', dir);
  const files = initFiles(target, { ext, agent: existsSync(STARTER_AGENT) ? readFileSync(STARTER_AGENT, 'utf8') : '', docs });
  const taken = Object.keys(files).filter((f) => !STARTERS.includes(f) && existsSync(join(dir, f)));
  if (taken.length) return fail(`${join(dir, taken[0])} exists; nothing written (move it away, or run init in another folder with --dir)`);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  if (setup.kind === 'write') {
    const pkgName =
      basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[._-]+/, '') || 'benchmark';
    writeFileSync(setup.file, `${JSON.stringify({ name: pkgName, private: true, type: 'module', allowScripts: ALLOW_SCRIPTS }, null, 2)}\n`, { flag: 'wx' });
    written.push('package.json');
  } else if (setup.kind === 'add-type') {
    // The package.json `npm i` just made: also approve the install scripts npm 11 warns about.
    const pkg = JSON.parse(readFileSync(setup.file, 'utf8')) as Record<string, unknown>;
    writeFileSync(setup.file, `${JSON.stringify({ type: 'module', ...pkg, allowScripts: ALLOW_SCRIPTS }, null, 2)}\n`);
    written.push('package.json ("type": "module", allowScripts)');
  }
  for (const [file, text] of Object.entries(files)) {
    if (!text || existsSync(join(dir, file))) continue;
    writeFileSync(join(dir, file), text, { flag: 'wx' });
    written.push(file);
  }
  const spec = Object.keys(files).find((f) => f.includes('.spec.'));
  for (const config of enclosingConfigs(dir))
    console.error(
      `${name}: note: ${config} reads every spec under its folder, so it would run ${join(dir, spec ?? '')} too; give it its own spec (spec: 'benchmark.spec.ts' in defineBenchmarkConfig, or testMatch in a plain config)`,
    );
  const note = ext === '.mts' ? `\n(${setup.file} is not "type": "module": the config and spec are .mts files, which are ES modules)` : '';
  console.log(`wrote ${written.join(', ')} in ${dir}${note}\n${nextSteps(target, relative(process.cwd(), dir))}`);
  return 0;
}

/**
 * What to run next (issue 56): your agent is the one `.env` names (`STWAB_AGENT=./my-agent.mts`),
 * the reference agent one variable away for comparison, and the report's command.
 */
function nextSteps(target: InitTarget, rel: string): string {
  const steps: Array<[string, string?]> = [
    ...(rel ? [[`cd ${/^[\w./@+-]+$/.test(rel) ? rel : JSON.stringify(rel)}`] as [string]] : []),
    ...(target.kind === 'benchmark'
      ? ([
          ['npx stwab fetch-tasks'],
          ['npx playwright test --project=suitecrm-hard', 'your agent: ./my-agent.mts (STWAB_AGENT in .env)'],
          ['STWAB_AGENT=reference npx playwright test --project=suitecrm-hard', 'the reference agent, for comparison'],
        ] as Array<[string, string?]>)
      : ([['npx stwab validate tasks.json'], ['npx playwright test', 'your agent: ./my-agent.mts (STWAB_AGENT in .env)']] as Array<[string, string?]>)),
    ['npx stwab allure', 'the report of the last run'],
  ];
  const width = Math.max(...steps.filter(([, why]) => why).map(([c]) => c.length)) + 2;
  const head = target.kind === 'benchmark' ? 'next:' : 'next: write your tasks in tasks.json (and, if your app signs in, its credentials in .env), then';
  return [head, ...steps.map(([c, why]) => `  ${why ? `${c.padEnd(width)}# ${why}` : c}`)].join('\n');
}
