/**
 * `stwab init <site>` (issues 42, 55, 56): writes a config, an `.env`, a starter task file, a spec,
 * a tsconfig and a starter agent that validate against each other and list as a test; refuses, in
 * one line naming the file, to overwrite any file that exists, and then writes nothing at all;
 * refuses bad or built-in site ids and any URL it could not write into code as a plain literal.
 * `init --benchmark` gives the reference benchmark's projects. (The installed package runs the
 * same commands in test/package/package.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ALLOW_SCRIPTS } from '../../cli/init-files';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILES = ['playwright.config.ts', '.env', 'tasks.json', 'tasks.spec.ts', 'tsconfig.json', 'my-agent.mts'];
// Not STWAB_TASKS: the generated config names its own task file.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('STWAB_')));
const stwab = (args: string[], cwd = ROOT) => spawnSync('node', [join(ROOT, 'bin/stwab.js'), ...args], { cwd, encoding: 'utf8', env });

/** A folder inside the repository (`.scratch/` is git-ignored), where `import 'stwab'` resolves as in a clone. */
function scratch(): string {
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  return mkdtempSync(join(ROOT, '.scratch', 'init-'));
}

test('init writes a config, .env, a starter task and a spec that validate together and list one test', () => {
  const dir = scratch();
  try {
    const r = stwab(['init', 'billing', '--url', 'http://127.0.0.1:4300/', '--dir', dir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of FILES) expect(existsSync(join(dir, f)), f).toBe(true);
    // In the repository's ES-module package: .ts files, and no package.json of its own.
    expect(existsSync(join(dir, 'package.json'))).toBe(false);
    // What to run next: your agent, as .env names it, and the report (issue 56).
    const rel = relative(ROOT, dir);
    expect(r.stdout.split('\n').slice(1)).toEqual([
      'next: write your tasks in tasks.json (and, if your app signs in, its credentials in .env), then',
      `  cd ${rel}`,
      '  npx stwab validate tasks.json',
      '  npx playwright test  # your agent: ./my-agent.mts (STWAB_AGENT in .env)',
      '  npx stwab allure     # the report of the last run',
      '',
    ]);
    const config = readFileSync(join(dir, 'playwright.config.ts'), 'utf8');
    expect(config).toContain('billing: {\n      url: "http://127.0.0.1:4300",');
    // No sign-in that cannot work: the form recipe is an example; credentials in .env turn signing in on.
    expect(config).not.toMatch(/^\s*login:/m);
    expect(config).toContain("      // login: { form: { path: '/login', username: 'Username', password: 'Password', button: 'Sign in' } },\n");
    const dotenv = readFileSync(join(dir, '.env'), 'utf8');
    expect(dotenv).toContain('STWAB_SITE_BILLING_URL=http://127.0.0.1:4300\n');
    expect(dotenv).toContain('\n# STWAB_SITE_BILLING_USERNAME=\n# STWAB_SITE_BILLING_PASSWORD=\n');
    expect(dotenv).toMatch(/\nSTWAB_AGENT=\.\/my-agent\.mts\n$/);
    // Docs named by a path that exists from the folder (in a project: node_modules/stwab/docs).
    expect(dotenv).toContain(`${relative(dir, join(ROOT, 'docs'))}/solutions.md`);
    // Agents in subfolders are type-checked too.
    expect(JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).include).toEqual(['**/*.ts', '**/*.mts']);
    expect(JSON.parse(readFileSync(join(dir, 'tasks.json'), 'utf8'))[0]).toMatchObject({ task_id: 1, sites: ['billing'], start_url: '__BILLING__/' });
    // No --config: validate finds the one init wrote (issue 56), and refuses the starter's placeholder.
    const starter = stwab(['validate', 'tasks.json'], dir);
    expect(starter.status).toBe(1);
    expect(starter.stderr).toContain(
      'tasks.json: task 1, eval.reference_answers.must_include[0]: "CHANGE ME: the expected title" is a placeholder of the starter task file; write your own value',
    );
    writeFileSync(join(dir, 'tasks.json'), readFileSync(join(dir, 'tasks.json'), 'utf8').replace('CHANGE ME: the expected title', 'Billing'));
    const v = stwab(['validate', 'tasks.json'], dir);
    expect(v.stderr).toBe('');
    expect(v.stdout).toContain('valid: 1 tasks, 2 policies');
    const task = JSON.parse(readFileSync(join(dir, 'tasks.json'), 'utf8'))[0];
    // A misspelt site is named as undeclared, with the declared ones (not as a wrong placeholder).
    writeFileSync(join(dir, 'typo.json'), JSON.stringify([{ ...task, sites: ['biling'] }]));
    const typo = stwab(['validate', 'typo.json'], dir);
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain(
      'typo.json: task 1, sites[0]: site "biling" is not declared (declared: billing); fix the name or declare it in playwright.config.ts (defineBenchmarkConfig({ sites: { biling: { url } } }), or use: { sites } in a plain defineConfig)',
    );
    expect(typo.stderr).not.toContain('placeholder');
    // The run says the same, before any test: the spec checks the tasks against the config's sites.
    const run = spawnSync('node', [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, STWAB_TASKS: join(dir, 'typo.json') },
    });
    expect(`${run.stdout}${run.stderr}`).toContain('typo.json: task 1, sites[0]: site "biling" is not declared (declared: billing)');
    // From another folder, validate says where the sites come from.
    const elsewhere = stwab(['validate', join(dir, 'typo.json')], join(ROOT, 'docs'));
    expect(elsewhere.stderr).toContain('site "biling" is not declared (declared: billing)');
    const list = spawnSync('node', [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list'], { cwd: dir, encoding: 'utf8', env });
    // The test's location is the spec init wrote, not a file of the package (issue 56).
    expect(list.stdout).toMatch(/tasks\.spec\.ts:\d+:\d+ › \[1\] Tell me the title of the start page\./);
    expect(list.stdout).toContain('Total: 1 test in 1 file');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('init never overwrites: one line naming the existing file, and nothing else is written', () => {
  const dir = scratch();
  try {
    writeFileSync(join(dir, '.env'), 'MINE=1\n');
    const r = stwab(['init', 'billing', '--dir', dir]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      `stwab init billing: ${join(dir, '.env')} exists; nothing written (move it away, or run init in another folder with --dir)`,
    ]);
    expect(readFileSync(join(dir, '.env'), 'utf8')).toBe('MINE=1\n');
    for (const f of FILES.filter((f) => f !== '.env')) expect(existsSync(join(dir, f)), f).toBe(false);
    rmSync(join(dir, '.env'));
    expect(stwab(['init', 'billing', '--dir', dir]).status).toBe(0);
    writeFileSync(join(dir, 'tasks.json'), '[]\n');
    const again = stwab(['init', 'billing', '--dir', dir]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${join(dir, 'playwright.config.ts')} exists`);
    expect(readFileSync(join(dir, 'tasks.json'), 'utf8')).toBe('[]\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('init refuses a built-in or malformed site id and a URL that is not http(s)', () => {
  const dir = scratch();
  try {
    expect(stwab(['init', 'gitlab', '--dir', dir]).stderr).toBe('stwab init gitlab: "gitlab" is built in; name your own app (e.g. stwab init myapp)\n');
    expect(stwab(['init', 'My-App', '--dir', dir]).stderr).toMatch(/^stwab init My-App: a site id is lower-case letters/);
    expect(stwab(['init', 'billing', '--url', 'ftp://x', '--dir', dir]).stderr).toMatch(/--url "ftp:\/\/x" is not an http\(s\) URL/);
    // Issue 55: text that would end the string in the config (code that runs when it loads) or a
    // line of .env is refused in one line, and nothing is written.
    for (const url of ["http://a'+process.exit(7)+'", 'http://a"+x+"', 'http://a`+x+`', 'http://a\nSTWAB_AGENT=/tmp/x.mts', 'http://a b', 'http://']) {
      const r = stwab(['init', 'billing', '--url', url, '--dir', dir]);
      expect(r.status, url).toBe(1);
      expect(r.stderr.trim().split('\n'), url).toEqual([
        `stwab init billing: --url ${JSON.stringify(url)} is not an http(s) URL such as http://127.0.0.1:3000`,
      ]);
    }
    expect(stwab(['init', 'billing', '--benchmark', '--dir', dir]).stderr).toMatch(/--benchmark sets up the reference benchmark; leave out the site id/);
    expect(stwab(['init', '--dir', dir]).stderr).toMatch(/name your app \(stwab init myapp\), or pass --benchmark/);
    for (const f of FILES) expect(existsSync(join(dir, f)), f).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('init --benchmark: the projects of the reference benchmark, one test per task registered in the written spec', () => {
  const dir = scratch();
  try {
    const r = stwab(['init', '--benchmark', '--dir', dir]);
    expect(r.stderr).toBe('');
    // Your agent is the one .env names; the reference agent is one variable away (issue 56).
    expect(r.stdout.split('\n').slice(1)).toEqual([
      'next:',
      `  cd ${relative(ROOT, dir)}`,
      '  npx stwab fetch-tasks',
      '  npx playwright test --project=suitecrm-hard                        # your agent: ./my-agent.mts (STWAB_AGENT in .env)',
      '  STWAB_AGENT=reference npx playwright test --project=suitecrm-hard  # the reference agent, for comparison',
      '  npx stwab allure                                                   # the report of the last run',
      '',
    ]);
    expect(readFileSync(join(dir, '.env'), 'utf8')).toMatch(/\nSTWAB_AGENT=\.\/my-agent\.mts\n/);
    expect(readFileSync(join(dir, 'playwright.config.ts'), 'utf8')).toContain(
      "defineBenchmarkConfig({ benchmark: 'st-webagentbench', spec: 'benchmark.spec.ts' })",
    );
    const list = spawnSync(
      'node',
      [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list', '--project=suitecrm-hard', '--project=shopping-admin'],
      { cwd: dir, encoding: 'utf8', env: { ...env, STWAB_TASKS: join(ROOT, '.stwab', 'tasks', 'test.raw.json') } },
    );
    expect(list.stderr).toBe('');
    expect(list.stdout).toMatch(/\[suitecrm-hard\] › benchmark\.spec\.ts:\d+:\d+ › \[\d+\] /);
    expect(list.stdout).toContain('Total: 28 tests in 1 file');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('outside any package, init writes a package.json that is an ES module and approves the install scripts npm 11 asks about', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-init-'));
  try {
    expect(stwab(['init', 'billing', '--dir', join(dir, 'fresh')]).status).toBe(0);
    const fresh = JSON.parse(readFileSync(join(dir, 'fresh', 'package.json'), 'utf8'));
    expect(fresh).toEqual({ name: 'fresh', private: true, type: 'module', allowScripts: ALLOW_SCRIPTS });
    // The clone's own package.json approves the same scripts: the package's dependencies are its own.
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).allowScripts).toEqual(ALLOW_SCRIPTS);
    // The package.json `npm i` just made (dependencies only) gets both.
    mkdirSync(join(dir, 'installed'));
    writeFileSync(join(dir, 'installed', 'package.json'), JSON.stringify({ devDependencies: { stwab: 'file:../stwab-0.1.0.tgz' } }));
    const r = stwab(['init', '--benchmark', '--dir', join(dir, 'installed')]);
    expect(r.stdout).toContain('wrote package.json ("type": "module", allowScripts)');
    expect(JSON.parse(readFileSync(join(dir, 'installed', 'package.json'), 'utf8'))).toEqual({
      type: 'module',
      devDependencies: { stwab: 'file:../stwab-0.1.0.tgz' },
      allowScripts: ALLOW_SCRIPTS,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a benchmark of your own app in a subfolder of the benchmark: each config lists only its own spec; an older enclosing config is named', () => {
  const dir = scratch();
  const pw = (args: string[], extra: Record<string, string> = {}) =>
    spawnSync('node', [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list', ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, ...extra },
    });
  const tasks = { STWAB_TASKS: join(ROOT, '.stwab', 'tasks', 'test.raw.json') };
  try {
    expect(stwab(['init', '--benchmark', '--dir', dir]).status).toBe(0);
    // The README's layout: init myapp --dir benchmarks/myapp inside the benchmark's folder.
    const own = stwab(['init', 'desk', '--dir', join(dir, 'own')]);
    expect(own.stderr).toBe('');
    expect(readFileSync(join(dir, 'own', 'playwright.config.ts'), 'utf8')).toContain("  spec: 'tasks.spec.ts',\n");
    const root = pw(['--project=gitlab', '--grep', '\\[211\\]'], tasks);
    expect(root.stdout).toMatch(/\[gitlab\] › benchmark\.spec\.ts:\d+:\d+ › \[211\] /);
    expect(root.stdout).not.toContain('tasks.spec.ts');
    expect(root.stdout).toContain('Total: 1 test in 1 file');
    const nested = pw(['-c', 'own/playwright.config.ts']);
    expect(nested.stdout).toMatch(/tasks\.spec\.ts:\d+:\d+ › \[1\] Tell me the title of the start page\./);
    expect(nested.stdout).toContain('Total: 1 test in 1 file');
    // A config written before `spec` (or by hand) reads every spec under its folder: init says so,
    // naming the config, the spec it would run twice and the fix, and the listing shows why.
    const config = join(dir, 'playwright.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace(", spec: 'benchmark.spec.ts'", ''));
    const other = stwab(['init', 'shop', '--dir', join(dir, 'other')]);
    expect(other.status).toBe(0);
    expect(other.stderr.trim().split('\n')).toEqual([
      `stwab init shop: note: ${config} reads every spec under its folder, so it would run ${join(dir, 'other', 'tasks.spec.ts')} too; give it its own spec (spec: 'benchmark.spec.ts' in defineBenchmarkConfig, or testMatch in a plain config)`,
    ]);
    const twice = pw(['--project=gitlab', '--grep', '\\[211\\]'], tasks);
    expect(twice.stdout).toContain('Total: 3 tests in 3 files');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
