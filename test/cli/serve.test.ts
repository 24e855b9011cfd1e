/**
 * `stwab serve suitecrm`: the replica for people and external agents. It prints its URLs, the
 * control endpoint sits on the requested loopback port, reset works, SIGTERM ends it cleanly.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

test('serves the replica with the control endpoint on --control-port; reset restores; SIGTERM exits 0', async () => {
  const controlPort = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bin/stwab.js'), 'serve', 'suitecrm', '--port', '0', '--control-port', String(controlPort)], { cwd: ROOT });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    await expect.poll(() => out, { timeout: 20_000 }).toContain('control (loopback only)');
    const app = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1];
    expect(app, out).toBeTruthy();
    const control = new RegExp(`POST (http://127\\.0\\.0\\.1:${controlPort}/[0-9a-f]{32})/reset`).exec(out)?.[1];
    expect(control, out).toBeTruthy();
    const login = await fetch(app!);
    expect(login.status).toBe(200);
    const reset = await fetch(`${control}/reset`, { method: 'POST' });
    expect(await reset.json()).toMatchObject({ ok: true });
    // Without the secret path the control port answers nothing (issue 55).
    expect((await fetch(`http://127.0.0.1:${controlPort}/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${controlPort}/health`)).status).toBe(404);
    // The control endpoint is not part of the app's origin.
    expect((await fetch(new URL('/reset', app!), { method: 'POST' })).status).not.toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
});

test('serves the GitLab replica: the URL answers with the sign-in page, byteblaze signs in, unknown apps are named', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'bin/stwab.js'), 'serve', 'gitlab', '--port', '0'], { cwd: ROOT });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    await expect.poll(() => out, { timeout: 20_000 }).toContain('control (loopback only)');
    expect(out).toContain('log in as: byteblaze / hello1234');
    const app = /GitLab replica \(stable mode\) listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    expect(app, out).toBeTruthy();
    const first = await fetch(`${app}/`, { redirect: 'manual' });
    expect(first.headers.get('location')).toBe('/users/sign_in?return_to=%2F');
    const signIn = await fetch(`${app}/users/sign_in`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ 'user[login]': 'byteblaze', 'user[password]': 'hello1234' }),
    });
    expect(signIn.status).toBe(302);
    const home = await fetch(`${app}/`, { headers: { cookie: signIn.headers.get('set-cookie')!.split(';')[0] } });
    expect(await home.text()).toContain('The A11Y Project / </span><span class="project-name">a11yproject.com');
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  const bad = spawn(process.execPath, [join(ROOT, 'bin/stwab.js'), 'serve', 'magento', '--port', '0'], { cwd: ROOT });
  let err = '';
  bad.stderr.on('data', (d) => (err += d));
  bad.stdout.on('data', (d) => (err += d));
  expect(await new Promise<number | null>((r) => bad.on('exit', (code) => r(code)))).not.toBe(0);
  expect(err).toContain('no replica named "magento"; available: suitecrm, gitlab, shopping_admin');
});
