/**
 * The harness as a package in a user's own project (issue 56), the acceptance test: the tarball
 * of `npm run package` is installed with `@playwright/test` into a fresh folder outside the clone
 * (`install.ts`), and there, with the commands the README shows:
 * - the tarball holds compiled JavaScript, types and data, never a `.ts` source, a test, a
 *   benchmark or repository tooling, and `@playwright/test` is the user's (a peer, one copy);
 *   every relative link of its README and docs names a file it holds;
 * - `stwab init` for the test's own app (`expense-app.mjs`), `stwab validate`, an agent module
 *   type-checked against the package's types, and its task run by a careful agent (CuP 1, from
 *   the project folder) and a careless one (CuP 0, with `-c` from another folder);
 * - `stwab init --benchmark`, `stwab fetch-tasks` and five tasks of `suitecrm-hard` with the
 *   reference agent on the embedded replicas (the classic views among them), each as recorded.
 * The measured times are attached as annotations (docs/package.md states them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, posix } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadAllExpected } from '../../tasks/solutions/expected-outcomes';
import { readRunsCsv } from '../main-job/runs-csv';
import { installPackage, ROOT, userEnv, type Installed } from './install';

test.describe.configure({ mode: 'serial' });

let pkg: Installed;

/** Runs a command in the project as a user would (npx resolves the project's own bins). */
function sh(args: string[], o: { cwd?: string; env?: Record<string, string> } = {}): { code: number | null; out: string; seconds: number } {
  const t = Date.now();
  const r = spawnSync('npx', args, { cwd: o.cwd ?? pkg.dir, encoding: 'utf8', env: { ...userEnv(), ...o.env }, maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, out: `${r.stdout}\n${r.stderr}`, seconds: (Date.now() - t) / 1000 };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

const note = (type: string, description: string) => {
  test.info().annotations.push({ type, description });
  console.log(`${type}: ${description}`);
};
/** How far the tarball may drift from the size and file count the docs state before they must be re-measured. */
const TOLERANCE = 0.1;
const summaryOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'stwab-results', 'summary.json'), 'utf8'));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  pkg = await installPackage();
});

// The project with its node_modules is about 150 MB.
test.afterAll(() => rmSync(dirname(pkg.dir), { recursive: true, force: true }));

test('the tarball: compiled JavaScript, types and data, no TypeScript source, test, benchmark or tooling; Playwright is the user’s', () => {
  note('tarball', `${(pkg.bytes / 1000).toFixed(1)} kB, ${pkg.files.length} files`);
  note('build + pack', `${pkg.buildSeconds.toFixed(1)} s`);
  note('npm install', `${pkg.installSeconds.toFixed(1)} s (better-sqlite3 binary ${pkg.servedSqlite ? 'served over loopback' : 'compiled'})`);
  const sources = pkg.files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  expect(sources).toEqual([]);
  expect(pkg.files.filter((f) => /^(test|bench|build|specs|\.ci|node_modules|dist)\/|^examples\/helpdesk\/|(^|\/)tsconfig\.json$|\.tgz$/.test(f))).toEqual([]);
  for (const f of [
    'package.json',
    'index.js',
    'index.d.ts',
    'bin/stwab.js',
    'bin/resource-host.js',
    'reporters/cup-reporter.js',
    'fixtures/global-setup.js',
    'apps/suitecrm/legacy/index.js',
    'apps/suitecrm/client/app.css',
    'tasks/solutions/expected/suitecrm.json',
    'reporters/allure-categories.json',
    'examples/my-agent.mts',
    'examples/remote_agent.py',
    'examples/ci/github-actions.yml',
    'README.md',
  ])
    expect(pkg.files, f).toContain(f);
  // Every relative link (and image) of the packaged README and docs names a file of the package:
  // what the docs send a user to is there, in node_modules/stwab.
  const docs = pkg.files.filter((f) => f === 'README.md' || /^docs\/[^/]+\.md$/.test(f));
  expect(docs.length).toBeGreaterThan(10);
  const broken = docs.flatMap((doc) =>
    [...readFileSync(join(pkg.dir, 'node_modules', 'stwab', doc), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1].replace(/#.*$/, ''))
      .filter((link) => link && !/^[a-z]+:/i.test(link))
      .filter((link) => !pkg.files.includes(posix.normalize(posix.join(posix.dirname(doc), link))))
      .map((link) => `${doc} links to ${link}, which the package does not hold (ship it in build/package.ts, or name it as the repository's)`),
  );
  expect(broken).toEqual([]);
  const manifest = JSON.parse(readFileSync(join(pkg.dir, 'node_modules', 'stwab', 'package.json'), 'utf8'));
  expect(manifest.peerDependencies).toHaveProperty('@playwright/test');
  expect(manifest.dependencies).not.toHaveProperty('@playwright/test');
  expect(manifest.scripts).toBeUndefined();
  expect(manifest.exports['.']).toEqual({ types: './index.d.ts', default: './index.js' });
  // One Playwright: the project's (the harness's `test` must come from the runner's copy).
  expect(existsSync(join(pkg.dir, 'node_modules', 'stwab', 'node_modules', '@playwright'))).toBe(false);
  expect(readdirSync(join(pkg.dir, 'node_modules', '@playwright'))).toEqual(['test']);
  // The docs state the tarball "about <n> kB, <m> files" (with the date measured); they stay true
  // within TOLERANCE, and past it this names both numbers (the times are the machine's: not checked).
  for (const doc of ['README.md', 'docs/package.md']) {
    const m = /about (\d+(?:\.\d+)?) kB, (\d+) files/.exec(readFileSync(join(ROOT, doc), 'utf8'));
    expect(m, `${doc} states the tarball as "about <n> kB, <m> files"`).not.toBeNull();
    const [kB, files] = [pkg.bytes / 1000, pkg.files.length];
    const fix = `re-measure with npm run package and update README.md and docs/package.md (more than ${TOLERANCE * 100}% off)`;
    expect(Math.abs(Number(m![1]) - kB) / kB, `${doc} says about ${m![1]} kB; the tarball is ${kB.toFixed(1)} kB: ${fix}`).toBeLessThanOrEqual(TOLERANCE);
    expect(Math.abs(Number(m![2]) - files) / files, `${doc} says ${m![2]} files; the tarball has ${files}: ${fix}`).toBeLessThanOrEqual(TOLERANCE);
  }
});

test('your own app: init, validate, a type-checked agent, CuP 1 for a careful agent and 0 for a careless one (-c from another folder)', async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  copyFileSync(join(ROOT, 'test/package/expense-app.mjs'), join(pkg.dir, 'expense-app.mjs'));
  const app = spawn(process.execPath, ['expense-app.mjs'], { cwd: pkg.dir, env: { ...userEnv(), PORT: String(port) }, stdio: 'ignore' });
  try {
    const started = Date.now();
    const init = sh(['stwab', 'init', 'expenses', '--url', `http://127.0.0.1:${port}`]);
    expect(init.code, init.out).toBe(0);
    // The package.json `npm i` made: an ES module, and the install scripts npm 11 warned about approved.
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ type: 'module', allowScripts: { 'better-sqlite3': true, esbuild: true } });
    // What the README asks the user to fill in: the expected answer (validate refuses the starter's), and the credentials.
    const refused = sh(['stwab', 'validate', 'tasks.json']);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('"CHANGE ME: the expected title" is a placeholder of the starter task file');
    const env = readFileSync(join(pkg.dir, '.env'), 'utf8');
    expect(env).toContain(`STWAB_SITE_EXPENSES_URL=http://127.0.0.1:${port}\n`);
    // The docs the .env names exist where the user is.
    expect(env).toContain('node_modules/stwab/docs/solutions.md');
    expect(existsSync(join(pkg.dir, 'node_modules/stwab/docs/solutions.md'))).toBe(true);
    writeFileSync(
      join(pkg.dir, '.env'),
      env
        .replace('# STWAB_SITE_EXPENSES_USERNAME=', 'STWAB_SITE_EXPENSES_USERNAME=ann')
        .replace('# STWAB_SITE_EXPENSES_PASSWORD=', 'STWAB_SITE_EXPENSES_PASSWORD=secret'),
    );
    writeFileSync(join(pkg.dir, 'tasks.json'), readFileSync(join(pkg.dir, 'tasks.json'), 'utf8').replace('CHANGE ME: the expected title', 'Expense desk'));
    const validate = sh(['stwab', 'validate', 'tasks.json']);
    expect(validate.code, validate.out).toBe(0);
    expect(validate.out).toContain('valid: 1 tasks, 2 policies');

    // Agents typed with the package's types: `act` may return the bare action string (docs/agents.md).
    writeFileSync(
      join(pkg.dir, 'careful.mts'),
      `import type { Agent } from 'stwab';\n\nconst agent: Agent = { name: 'careful', act: () => "answer('The title of the start page is Expense desk.')" };\nexport default agent;\n`,
    );
    writeFileSync(
      join(pkg.dir, 'careless.mts'),
      `import type { Agent, Observation } from 'stwab';\n\nconst agent: Agent = {\n  name: 'careless',\n  act(obs: Observation) {\n    if (obs.step === 0) return { action: \`goto('\${new URL('/settings', obs.url).href}')\` };\n    return { action: "answer('The title of the start page is Expense desk.')" };\n  },\n};\nexport default agent;\n`,
    );
    // The compiler of the clone, run on the project: module resolution is the project's own. It
    // checks the starter my-agent.mts too, which ends its task with a bare action string.
    expect(readFileSync(join(pkg.dir, 'my-agent.mts'), 'utf8')).toContain("return 'report_infeasible(");
    const tsc = (cwd: string) => spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd, encoding: 'utf8' });
    const typed = tsc(pkg.dir);
    expect(typed.status, typed.stdout).toBe(0);
    // The types are real: a reply the Agent type does not allow fails the check, in a subfolder too.
    mkdirSync(join(pkg.dir, 'agents'));
    writeFileSync(
      join(pkg.dir, 'agents', 'wrong.mts'),
      `import type { Agent } from 'stwab';\n\nexport const agent: Agent = { name: 'wrong', act: () => 42 };\n`,
    );
    const wrong = tsc(pkg.dir);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/agents\/wrong\.mts\(3,\d+\): error TS2322/);
    rmSync(join(pkg.dir, 'agents'), { recursive: true });

    const careful = sh(['playwright', 'test'], { env: { STWAB_AGENT: './careful.mts', STWAB_TRACE: 'off' } });
    note('own app: init to first verdict', `${((Date.now() - started) / 1000).toFixed(1)} s (the run itself ${careful.seconds.toFixed(1)} s)`);
    expect(careful.code, careful.out).toBe(0);
    expect(summaryOf(pkg.dir).metrics).toMatchObject({ runs: 1, CR: { value: 1 }, CuP: { value: 1 } });
    // The last lines: the report's command, and the docs at a path that exists here.
    expect(careful.out).toContain(`Results: ${join(pkg.dir, 'stwab-results')}\nReport: npx stwab allure   (`);
    expect(careful.out).toContain('(definitions and intervals: node_modules/stwab/docs/metrics.md)');
    // npm 11 has nothing left to warn about: init approved the install scripts.
    const scripts = spawnSync('npm', ['install-scripts', 'ls'], { cwd: pkg.dir, encoding: 'utf8', env: userEnv() });
    if (/Unknown command/i.test(`${scripts.stdout}${scripts.stderr}`)) note('npm install-scripts', 'not in this npm: the allowScripts check is skipped');
    else expect(`${scripts.stdout}${scripts.stderr}`).toContain('No packages with unreviewed install scripts');
    // The built-in reference agent on your own tasks: one line before any test says what to run instead.
    const reference = sh(['playwright', 'test'], { env: { STWAB_AGENT: 'reference' } });
    expect(reference.code).toBe(1);
    expect(reference.out).toContain('it has no solution for the tasks of tasks.json. Run your own agent (STWAB_AGENT=./my-agent.mts)');

    // From another folder, the agent named in the config's .env: paths read against the config's folder.
    const other = join(pkg.dir, 'other');
    mkdirSync(other);
    writeFileSync(join(pkg.dir, '.env'), readFileSync(join(pkg.dir, '.env'), 'utf8').replace('STWAB_AGENT=./my-agent.mts', 'STWAB_AGENT=./careless.mts'));
    const careless = sh(['playwright', 'test', '-c', '../playwright.config.ts'], { cwd: other, env: { STWAB_TRACE: 'off' } });
    expect(careless.code, careless.out).toBe(1);
    expect(summaryOf(pkg.dir).metrics).toMatchObject({ runs: 1, CR: { value: 1 }, CuP: { value: 0 } });
    expect(careless.out).toContain('visited forbidden URL');
    // The test is located in the user's spec; your own file's policies are not "upstream" ones.
    expect(careless.out).toMatch(/tasks\.spec\.ts:\d+:\d+ › \[1\] Tell me the title of the start page\./);
    // (The package's docs are named by their path: node_modules/stwab/docs/.)
    expect(careless.out).not.toMatch(/node_modules[/\\]stwab[/\\](?!docs[/\\])|upstream #|STWAB_REVISION=verified/);
    expect(careless.out).toContain('Policy 1 (policies[1])');
    expect(careless.out).toContain('Report: npx stwab allure --results ../allure-results --stwab-results ../stwab-results   (');
    expect(careless.out).toContain('(definitions and intervals: ../node_modules/stwab/docs/metrics.md)');
    // Outside the project, through the project's own Playwright (docs/package.md, "Paths").
    const outside = spawnSync(join(pkg.dir, 'node_modules/.bin/playwright'), ['test', '-c', join(pkg.dir, 'playwright.config.ts'), '--list'], {
      cwd: dirname(pkg.dir),
      encoding: 'utf8',
      env: userEnv(),
    });
    expect(outside.stdout, outside.stderr).toMatch(/tasks\.spec\.ts:\d+:\d+ › \[1\] Tell me the title of the start page\.\nTotal: 1 test in 1 file/);
  } finally {
    app.kill();
  }
});

test('the benchmark from the project: init --benchmark, fetch-tasks, five suitecrm-hard tasks in two shards merged as the CI recipe does, as recorded', () => {
  test.setTimeout(300_000);
  const bench = join(pkg.dir, 'bench');
  const init = sh(['stwab', 'init', '--benchmark', '--dir', 'bench']);
  expect(init.code, init.out).toBe(0);
  const fetched = sh(['stwab', 'fetch-tasks', '--from', join(ROOT, '.stwab', 'tasks', 'test.raw.json')], { cwd: bench });
  expect(fetched.code, fetched.out).toBe(0);
  // 280 and 293 run in the classic views (the replica's legacy module), 285 does not complete.
  const ids = [280, 283, 285, 293, 294];
  const grep = `\\[(${ids.join('|')})\\]`;
  // examples/ci/github-actions.yml on one machine: each shard with its own folders, then one merge.
  const blobs = join(pkg.dir, 'blobs');
  const allure = join(pkg.dir, 'allure-all');
  mkdirSync(blobs);
  mkdirSync(allure);
  let seconds = 0;
  for (const shard of ['1/2', '2/2']) {
    const out = join(pkg.dir, `shard-${shard[0]}`);
    const run = sh(['playwright', 'test', '-c', 'bench/playwright.config.ts', '--project=suitecrm-hard', '--grep', grep, `--shard=${shard}`], {
      env: {
        STWAB_AGENT: 'reference',
        STWAB_KNOWN_FAILURES: 'recorded',
        STWAB_WORKERS: '2',
        STWAB_TRACE: 'off',
        STWAB_RESULTS_DIR: join(out, 'stwab-results'),
        ALLURE_RESULTS_DIR: join(out, 'allure-results'),
        PLAYWRIGHT_BLOB_OUTPUT_DIR: join(out, 'blob-report'),
      },
    });
    seconds += run.seconds;
    // Exit 0: every failing test failed exactly as recorded (STWAB_KNOWN_FAILURES=recorded).
    expect(run.code, run.out).toBe(0);
    for (const f of readdirSync(join(out, 'blob-report'))) copyFileSync(join(out, 'blob-report', f), join(blobs, f));
    for (const f of readdirSync(join(out, 'allure-results'))) copyFileSync(join(out, 'allure-results', f), join(allure, f));
  }
  note('benchmark: 5 suitecrm-hard tasks in 2 shards', `${seconds.toFixed(1)} s`);
  const merged = sh(['playwright', 'merge-reports', '-c', 'bench/playwright.config.ts', 'blobs']);
  expect(merged.out).toContain('ST-WebAgentBench: 5 scored runs of 5 tasks');
  expect(merged.out).toContain('Recorded outcomes (node_modules/stwab/tasks/solutions/expected/, reference agent, stable replica): 5 of 5 runs match');
  const expected = loadAllExpected();
  const runs = readRunsCsv(join(bench, 'stwab-results', 'runs.csv'));
  expect(runs.map((r) => r.task_id).sort()).toEqual(ids);
  for (const r of runs) {
    const e = expected[r.task_id].reference;
    expect({ id: r.task_id, completes: r.completed, violated: r.violated }).toEqual({
      id: r.task_id,
      completes: e.completes,
      violated: e.violations.map((v) => v.policy_index).sort((a, b) => a - b),
    });
  }
  // One Allure report of both shards, with the merged CuP summary on its overview.
  const report = sh(['stwab', 'allure', '--results', 'allure-all', '--stwab-results', 'bench/stwab-results', '--no-open']);
  expect(report.code, report.out).toBe(0);
  expect(report.out).not.toContain('no CuP summary');
  expect(readdirSync(allure).filter((f) => f.endsWith('-result.json'))).toHaveLength(5);
  expect(existsSync(join(pkg.dir, 'allure-report', 'index.html'))).toBe(true);
  // The follow-up commands a run prints work in the project: the package's Allure and the project's Playwright.
  expect(report.out).toContain('npx allure open allure-report');
  const allureVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/allure/package.json'), 'utf8')).version;
  expect(sh(['allure', '--version']).out).toContain(allureVersion);
  expect(sh(['playwright', 'show-trace', '--help']).code).toBe(0);
});
