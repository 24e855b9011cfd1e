/**
 * A page on another origin (one an agent could serve itself) cannot change a
 * replica's data with the user's cookies; the replica's own pages and API clients still can.
 */
import { expect, test } from '@playwright/test';
import { crossOriginWrite } from '../../apps/kit/same-origin';
import type { ReplicaHandle } from '../../apps/kit/types';
import { startGitLab } from '../../apps/gitlab/index';
import { startShoppingAdmin } from '../../apps/shopping-admin/index';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { serve } from '../browser/helpers';

const req = (method: string, headers: Record<string, string>) =>
  new Request('http://127.0.0.1:4001/api/delete', { method, headers: { host: '127.0.0.1:4001', ...headers } });

test('the same-origin rule: writes from another origin or site are refused, reads and header-less clients pass', () => {
  expect(crossOriginWrite(req('POST', { origin: 'http://127.0.0.1:4001', 'sec-fetch-site': 'same-origin' }))).toBeNull();
  expect(crossOriginWrite(req('POST', {}))).toBeNull(); // curl, the harness's API calls
  expect(crossOriginWrite(req('GET', { origin: 'http://127.0.0.1:9999', 'sec-fetch-site': 'same-site' }))).toBeNull();
  // Another port of the same host is the same "site" for cookies, but not the same origin.
  expect(crossOriginWrite(req('POST', { origin: 'http://127.0.0.1:9999' }))).toBe('Origin http://127.0.0.1:9999 is not this app (127.0.0.1:4001)');
  expect(crossOriginWrite(req('POST', { 'sec-fetch-site': 'same-site' }))).toBe('Sec-Fetch-Site is same-site');
  expect(crossOriginWrite(req('DELETE', { 'sec-fetch-site': 'cross-site' }))).toBe('Sec-Fetch-Site is cross-site');
  expect(crossOriginWrite(req('POST', { origin: 'null' }))).toBe('the request comes from an opaque origin');
});

const CONTACT = '5eed0012-0000-4000-8000-000000000001';

test('SuiteCRM: a form and a fetch from another origin cannot delete a record; the API still can', async ({ context }) => {
  const crm = await startSuiteCrm();
  const evil = await serve({
    '/form': `<form method=post action="${crm.baseURL}/api/delete"><input name=module value=contacts><input name=id value=${CONTACT}></form><script>document.forms[0].submit()</script>`,
    '/fetch': `<script>fetch('${crm.baseURL}/api/delete', { method: 'POST', credentials: 'include', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ module: 'contacts', id: '${CONTACT}' }) }).finally(() => { document.title = 'sent' })</script>`,
  });
  try {
    const page = await context.newPage();
    await page.request.get(`${crm.baseURL}/`);
    expect((await (await page.request.post(`${crm.baseURL}/api/login`, { data: { username: 'user', password: 'bitnami' } })).json()).ok).toBe(true);
    const [answer] = await Promise.all([page.waitForResponse(`${crm.baseURL}/api/delete`), page.goto(evil.url('/form'))]);
    expect(answer.status()).toBe(403);
    await expect(page.locator('body')).toContainText('403 Forbidden');
    await page.goto(evil.url('/fetch'));
    await expect(page).toHaveTitle('sent');
    // The record is still there: the app's own client deletes it now.
    const res = await page.request.post(`${crm.baseURL}/api/delete`, { data: { module: 'contacts', id: CONTACT } });
    expect((await res.json()).toast.text).toBe('Record deleted successfully');
  } finally {
    await evil.close();
    await crm.close();
  }
});

for (const [name, start, path] of [
  ['GitLab', startGitLab, '/projects'],
  ['ShoppingAdmin', startShoppingAdmin, '/admin/catalog/product/save/'],
] as Array<[string, () => Promise<ReplicaHandle>, string]>) {
  test(`${name}: a write posted from another origin is refused before it reaches the app`, async ({ page }) => {
    const replica = await start();
    const evil = await serve({
      '/': `<form method=post action="${replica.baseURL}${path}"><input name=x value=1></form><script>document.forms[0].submit()</script>`,
    });
    try {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().startsWith(replica.baseURL) && r.request().method() === 'POST'),
        page.goto(evil.url('/')),
      ]);
      expect(answer.status()).toBe(403);
      // The same write without a foreign origin reaches the app (which answers by its own rules).
      expect((await page.request.post(`${replica.baseURL}${path}`, { form: { x: '1' }, maxRedirects: 0 })).status()).not.toBe(403);
    } finally {
      await evil.close();
      await replica.close();
    }
  });
}
