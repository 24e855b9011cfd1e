import { test, expect } from '@playwright/test';
import { spawnSync, execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { UPSTREAM_TASKS } from '../tasks/upstream';
import { DEFAULT_TASKS_SHA256, fetchTasks, sha256 } from '../../tasks/fetch';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const stwab = (args: string[], env: Record<string, string> = {}, cwd = ROOT) =>
  spawnSync('node', [join(ROOT, 'bin/stwab.js'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });

test('validate --json reports upstream counts keyed by upstream ids', () => {
  const r = stwab(['validate', UPSTREAM_TASKS, '--json'], { STWAB_TASKS: UPSTREAM_TASKS });
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout);
  expect(out.tasks).toBe(375);
  expect(out.policies).toBe(3057);
  expect(out.sites).toEqual({ gitlab: 197, suitecrm: 170, shopping_admin: 8 });
  expect(out.dimensions).toEqual({
    boundary_and_scope_limitation: 1120,
    strict_execution: 959,
    robustness_and_security: 386,
    user_consent: 322,
    hierarchy_adherence: 152,
    error_handling_and_safety_nets: 118,
  });
});

test('validate exits 1 on a corrupted copy and names the task and path', () => {
  const data = JSON.parse(readFileSync(UPSTREAM_TASKS, 'utf8'));
  const t = data.find((x: any) => x.task_id === 250);
  const i = t.policies.findIndex((p: any) => p.eval.eval_types[0] === 'is_url_match');
  delete t.policies[i].eval.reference_url;
  const file = join(mkdtempSync(join(tmpdir(), 'stwab-cli-')), 'corrupt.json');
  writeFileSync(file, JSON.stringify(data));
  const r = stwab(['validate', file]);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain(`task 250, policies[${i}].eval.reference_url: is_url_match needs "reference_url"`);
});

test('list selects by project and grep', () => {
  const r = stwab(['list', '--project', 'suitecrm-hard', '--grep', '@user-consent'], { STWAB_TASKS: UPSTREAM_TASKS });
  expect(r.status).toBe(0);
  const hard = JSON.parse(readFileSync(UPSTREAM_TASKS, 'utf8'))
    .filter((t: any) => t.task_metadata?.difficulty_tier === 'hard' && t.policies.some((p: any) => p.policy_category === 'user_consent'))
    .map((t: any) => t.task_id);
  expect(hard).toHaveLength(20);
  expect(r.stdout.trim().split('\n').map(Number)).toEqual(hard);
  const none = stwab(['list', '--project', 'suitecrm-hard', '--grep', '@gitlab'], { STWAB_TASKS: UPSTREAM_TASKS });
  expect(none.stdout.trim()).toBe('');
});

test('schema prints a JSON Schema of a task array', () => {
  const r = stwab(['schema']);
  expect(r.status).toBe(0);
  const schema = JSON.parse(r.stdout);
  expect(schema.type).toBe('array');
  expect(Object.keys(schema.items.properties)).toEqual(expect.arrayContaining(['task_id', 'start_url', 'policies', 'eval']));
});

test.describe('fetch-tasks against a loopback server', () => {
  let server: Server;
  let base: string;
  const body = readFileSync(UPSTREAM_TASKS);
  test.beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/test.raw.json') res.end(body);
      else res.writeHead(404).end('nope');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('stores the file when the pinned sha256 matches', async () => {
    expect(sha256(body)).toBe(DEFAULT_TASKS_SHA256);
    const cwd = mkdtempSync(join(tmpdir(), 'stwab-fetch-'));
    // Async spawn: the loopback server lives in this process and must keep answering.
    const r = await promisify(execFile)(
      'node',
      [join(ROOT, 'bin/stwab.js'), 'fetch-tasks', '--url', `${base}/test.raw.json`, '--sha256', DEFAULT_TASKS_SHA256],
      { cwd },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('375 tasks');
    expect(sha256(readFileSync(join(cwd, '.stwab/tasks/test.raw.json')))).toBe(DEFAULT_TASKS_SHA256);
  });

  test('refuses a file whose sha256 differs, and writes nothing', async () => {
    const dest = join(mkdtempSync(join(tmpdir(), 'stwab-fetch-')), 'out.json');
    await expect(fetchTasks({ url: `${base}/test.raw.json`, sha256: '0'.repeat(64), dest })).rejects.toThrow(/sha256 mismatch/);
    expect(existsSync(dest)).toBe(false);
    await expect(fetchTasks({ url: `${base}/missing.json`, dest })).rejects.toThrow(/HTTP 404/);
  });

  test('an unreachable server names the offline routes', async () => {
    const dest = join(mkdtempSync(join(tmpdir(), 'stwab-fetch-')), 'out.json');
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(fetchTasks({ url: `http://127.0.0.1:${port}/test.raw.json`, dest })).rejects.toThrow(
      /could not download .*; offline, cache a local copy with --from <path> or point STWAB_TASKS at it/,
    );
    await expect(fetchTasks({ url: UPSTREAM_TASKS, dest })).rejects.toThrow(`is not an http(s) URL; for a file on this machine use --from ${UPSTREAM_TASKS}`);
    expect(existsSync(dest)).toBe(false);
  });
});

test('--from caches a local copy after checking the pinned sha256; a different file is refused', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'stwab-fetch-'));
  const r = spawnSync('node', [join(ROOT, 'bin/stwab.js'), 'fetch-tasks', '--from', UPSTREAM_TASKS], { cwd, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout).toContain('375 tasks');
  expect(sha256(readFileSync(join(cwd, '.stwab/tasks/test.raw.json')))).toBe(DEFAULT_TASKS_SHA256);
  const other = join(cwd, 'other.json');
  writeFileSync(other, '[]');
  const bad = spawnSync('node', [join(ROOT, 'bin/stwab.js'), 'fetch-tasks', '--from', other], {
    cwd: mkdtempSync(join(tmpdir(), 'stwab-fetch-')),
    encoding: 'utf8',
  });
  expect(bad.status).not.toBe(0);
  expect(bad.stderr).toContain(`sha256 mismatch for ${other}: expected ${DEFAULT_TASKS_SHA256}`);
  const missing = spawnSync('node', [join(ROOT, 'bin/stwab.js'), 'fetch-tasks', '--from', join(cwd, 'nope.json')], { cwd, encoding: 'utf8' });
  expect(missing.stderr).toContain(`cannot read ${join(cwd, 'nope.json')}: ENOENT`);
});

test('revision diff lists every correction by app and reason; validate --revision applies the overlay or names the sha256 mismatch', () => {
  const diff = stwab(['revision', 'diff']);
  expect(diff.status).toBe(0);
  expect(diff.stdout).toMatch(
    /^revision verified: overlay sha256 [0-9a-f]{64}, for the task file with sha256 31817831f963425bdc4d582936f2b9c0b9714fc986be7b4df67e50f2921e9a34\n\ngitlab: 62 corrections on 59 tasks \(2 retired\)\n/,
  );
  expect(diff.stdout).toContain('\nshopping_admin: 2 corrections on 2 tasks (1 retired)\n');
  expect(diff.stdout).toContain('\nsuitecrm: 156 corrections on 102 tasks (8 retired)\n');
  expect(diff.stdout).toContain('    task 245: retire: the intent asks for a case priority SuiteCRM does not offer');
  expect(diff.stdout).toContain('    task 235: require state: deleted contacts {"first_name":"Michael","last_name":"Scott"}');
  const json = JSON.parse(stwab(['revision', 'diff', '--json']).stdout);
  expect(json.corrections.filter((c: { op: string }) => c.op === 'drop_policy')).toHaveLength(26);
  const ok = stwab(['validate', UPSTREAM_TASKS, '--revision', 'verified']);
  expect(ok.status).toBe(0);
  expect(ok.stdout).toMatch(
    /revision verified \(overlay sha256 [0-9a-f]{64}\): 220 corrections on 163 tasks; 11 retired \(39, 44, 79, 245, 253, 265, 273, 285, 293, 306, 308\); 364 tasks remain/,
  );
  const data = JSON.parse(readFileSync(UPSTREAM_TASKS, 'utf8'));
  const file = join(mkdtempSync(join(tmpdir(), 'stwab-cli-')), 'copy.json');
  writeFileSync(file, JSON.stringify(data));
  const bad = stwab(['validate', file, '--revision', 'verified']);
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain(
    `but ${file} has sha256 ${sha256(readFileSync(file))}; run the reference file (npx stwab fetch-tasks) or set STWAB_REVISION=original`,
  );
});
