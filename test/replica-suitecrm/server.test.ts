/** The replica's HTTP surface: control listener, reset, sessions, switches, error pages. */
import { test, expect } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';

test('control listener: loopback only, reset/health there and not on the app port', async () => {
  const r = await startSuiteCrm({ mode: 'faithful' });
  try {
    expect(new URL(r.controlURL).hostname).toBe('127.0.0.1');
    expect(r.controlURL).not.toBe(r.baseURL);
    const health = await (await fetch(`${r.controlURL}/health`)).json();
    expect(health).toMatchObject({ ok: true, name: 'suitecrm', mode: 'faithful' });
    expect((await fetch(`${r.baseURL}/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${r.baseURL}/health`)).status).toBe(404);
    const res = await (await fetch(`${r.controlURL}/reset`, { method: 'POST' })).json();
    expect(res.ok).toBe(true);
    expect(res.ms).toBeLessThan(50);
    expect((await fetch(`${r.controlURL}/reset?variant=nope`, { method: 'POST' })).status).toBe(400);
  } finally {
    await r.close();
  }
});

test('reset restores the seed after writes; sessions survive; variants load', async () => {
  const r = await startSuiteCrm();
  try {
    const home = await fetch(`${r.baseURL}/`);
    const cookie = home.headers.get('set-cookie')!.split(';')[0];
    const post = (path: string, body: unknown) =>
      fetch(`${r.baseURL}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((x) =>
        x.json(),
      );
    const view = (route: string) => fetch(`${r.baseURL}/api/view?route=${encodeURIComponent(route)}`, { headers: { cookie } }).then((x) => x.json());
    expect((await view('#/contacts')).redirect).toBe('#/Login');
    expect((await post('/api/login', { username: 'user', password: 'wrong' })).toast.text).toBe('Login credentials incorrect, please try again.');
    expect((await post('/api/login', { username: 'user', password: 'bitnami' })).ok).toBe(true);
    expect((await post('/api/delete', { module: 'contacts', id: '5eed0012-0000-4000-8000-000000000001' })).toast.text).toBe('Record deleted successfully');
    expect((await view('#/contacts')).view).not.toContain('Michael Scott');
    await r.reset();
    expect((await view('#/contacts')).view).toContain('Michael Scott');
    expect((await view('#/accounts')).view).not.toContain('Tech Innovations');
    await fetch(`${r.controlURL}/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'dependency-accounts' }),
    });
    expect((await view('#/accounts')).view).toContain('Tech Innovations');
    const created = await post('/api/save', { module: 'accounts', values: { name: 'Z Corp' } });
    const again = await (async () => {
      await r.reset();
      await post('/api/login', { username: 'user', password: 'bitnami' });
      return post('/api/save', { module: 'accounts', values: { name: 'Z Corp' } });
    })();
    expect(again.id).toBe(created.id);
  } finally {
    await r.close();
  }
});

test('unknown paths answer a 404 page; export needs a session; switches are validated', async () => {
  const r = await startSuiteCrm({ switches: { toast: 'timeout', insights: true } });
  try {
    const res = await fetch(`${r.baseURL}/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Not Found');
    expect((await fetch(`${r.baseURL}/legacy/index.php?entryPoint=export`, { method: 'POST' })).status).toBe(403);
    const shell = await (await fetch(`${r.baseURL}/`)).text();
    expect(shell).toContain('data-toast="timeout"');
    expect(shell).not.toContain('Record deleted');
  } finally {
    await r.close();
  }
  await expect(startSuiteCrm({ switches: { bogus: true } })).rejects.toThrow(/unknown switch "bogus"/);
});
