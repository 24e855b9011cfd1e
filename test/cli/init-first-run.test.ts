/**
 * The first runs of the starter `stwab init` writes for your own app (issue 56), as a newcomer
 * makes them, on the package test's small app (`test/package/expense-app.mjs`): the built-in
 * reference agent on your own tasks stops before any test and says what to run instead; a sign-in
 * that fails is the test's first error (not "empty trajectory"), and the run's last line names the
 * command that opens its report. (The package test runs the good path from an installed copy.)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(STWAB_|ALLURE_)/.test(k))), STWAB_TRACE: 'off' };

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

/** `playwright test` in `dir` with the clone's Playwright (the folder is inside the clone: `stwab` resolves to it). */
function playwright(dir: string, extra: Record<string, string> = {}): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...env, ...extra },
  });
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
}

test('the starter’s first runs: the reference agent stops before any test, a failed sign-in leads the errors, the last line names the report', async () => {
  test.setTimeout(90_000);
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.scratch', 'first-run-'));
  const port = await freePort();
  const app = spawn(process.execPath, [join(ROOT, 'test/package/expense-app.mjs')], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    const init = spawnSync(process.execPath, [join(ROOT, 'bin/stwab.js'), 'init', 'expenses', '--url', url, '--dir', dir], { encoding: 'utf8', env });
    expect(init.status, init.stderr).toBe(0);
    writeFileSync(join(dir, 'tasks.json'), readFileSync(join(dir, 'tasks.json'), 'utf8').replace('CHANGE ME: the expected title', 'Expense desk'));

    // The built-in reference agent has no solution for your tasks: one line before any test, not a GitLab hint per task.
    const reference = playwright(dir, { STWAB_AGENT: 'reference' });
    expect(reference.code, reference.out).toBe(1);
    expect(reference.out).toContain(
      'the reference agent follows solutions, and the built-in ones are for the ST-WebAgentBench task file only (npx stwab fetch-tasks): it has no solution for the tasks of tasks.json. Run your own agent (STWAB_AGENT=./my-agent.mts), or give it solutions for your tasks (STWAB_SOLUTIONS=<folder>, see ',
    );
    expect(reference.out).not.toMatch(/GITLAB|solutions\[/);
    expect(existsSync(join(dir, 'stwab-results', 'summary.json'))).toBe(false);

    // Credentials the app refuses: the sign-in failure is the headline, and nothing about an empty trajectory.
    const dotenv = readFileSync(join(dir, '.env'), 'utf8');
    writeFileSync(
      join(dir, '.env'),
      dotenv
        .replace('# STWAB_SITE_EXPENSES_USERNAME=', 'STWAB_SITE_EXPENSES_USERNAME=ann')
        .replace('# STWAB_SITE_EXPENSES_PASSWORD=', 'STWAB_SITE_EXPENSES_PASSWORD=wrong'),
    );
    const refused = playwright(dir);
    expect(refused.code, refused.out).toBe(1);
    const errors = refused.out.slice(refused.out.indexOf('1) '));
    expect(errors).toMatch(
      new RegExp(
        `^1\\) tasks\\.spec\\.ts:\\d+:\\d+ › \\[1\\] Tell me the title of the start page\\.[^\\n]*\\n\\s*Error: the harness failed \\(not the agent; this run is not scored\\): login to expenses at ${url} \\(form recipe\\) failed: the "Password" field was still there 10 s after pressing "Sign in" \\(${url}/login\\); check the site's login recipe and credentials\\n`,
      ),
    );
    expect(refused.out).not.toMatch(/empty.trajectory|completion check failed/);
    expect(refused.out).toContain('1 harness error(s), not agent failures, excluded from the rates:');
    // The last lines: where the results are, and the command that opens the report here.
    expect(refused.out).toContain(`Results: ${join(dir, 'stwab-results')}\nReport: npx stwab allure   (builds the Allure report`);
  } finally {
    app.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
