/**
 * `stwab init <site>` (issue 42): writes a config, an `.env`, a starter task file and a spec that
 * validate against each other and list as a test; refuses, in one line naming the file, to
 * overwrite any file that exists, and then writes nothing at all; refuses bad or built-in site ids.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILES = ['playwright.config.ts', '.env', 'tasks.json', 'tasks.spec.ts'];
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
    expect(readFileSync(join(dir, 'playwright.config.ts'), 'utf8')).toContain("billing: {\n      url: 'http://127.0.0.1:4300',");
    expect(readFileSync(join(dir, '.env'), 'utf8')).toContain('STWAB_SITE_BILLING_USERNAME=');
    const task = JSON.parse(readFileSync(join(dir, 'tasks.json'), 'utf8'))[0];
    expect(task).toMatchObject({ task_id: 1, sites: ['billing'], start_url: '__BILLING__/' });
    const v = stwab(['validate', 'tasks.json', '--config', 'playwright.config.ts'], dir);
    expect(v.stderr).toBe('');
    expect(v.stdout).toContain('valid: 1 tasks, 2 policies');
    const list = spawnSync('node', [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list'], { cwd: dir, encoding: 'utf8', env });
    expect(list.stdout).toContain('[1] Tell me the title of the start page.');
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
      `stwab init: ${join(dir, '.env')} exists; nothing written (move it away, or run init in another folder with --dir)`,
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
    expect(stwab(['init', 'billing', '--url', 'ftp://x', '--dir', dir]).stderr).toMatch(/--url ftp:\/\/x is not an http\(s\) URL/);
    for (const f of FILES) expect(existsSync(join(dir, f)), f).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
