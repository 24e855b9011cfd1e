/**
 * SuiteCRM replica benchmark (run by hand: `npx tsx bench/replica-suitecrm.ts [--runs 30]`):
 * reset median/p95 (control round trip and server-side), time from `goto('#/contacts')` to rows
 * rendered and to network idle, and RSS of a process holding one replica with the seed loaded.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stats } from './stats';
import { startSuiteCrm } from '../apps/suitecrm/index';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};

async function memoryChild(): Promise<void> {
  const before = process.memoryUsage().rss;
  const r = await startSuiteCrm();
  const home = await fetch(`${r.baseURL}/`);
  const cookie = home.headers.get('set-cookie')!.split(';')[0];
  await fetch(`${r.baseURL}/api/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{"username":"user","password":"bitnami"}',
  });
  for (const route of ['#/contacts', '#/accounts', '#/leads', '#/opportunities', '#/cases', '#/home']) {
    await fetch(`${r.baseURL}/api/view?route=${encodeURIComponent(route)}`, { headers: { cookie } });
  }
  for (let i = 0; i < 20; i++) await r.reset();
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(JSON.stringify({ before, rss: m.rss, heapUsed: m.heapUsed, external: m.external }));
  await r.close();
}

async function main(): Promise<void> {
  if (process.argv.includes('--memory-child')) return memoryChild();
  const runs = arg('runs', 30);
  const r = await startSuiteCrm();
  const roundTrip: number[] = [];
  const serverSide: number[] = [];
  for (let i = 0; i < Math.max(100, runs); i++) {
    const t = performance.now();
    const res = (await (await fetch(`${r.controlURL}/reset`, { method: 'POST' })).json()) as { ms: number };
    roundTrip.push(performance.now() - t);
    serverSide.push(res.ms);
  }
  console.log(`reset (POST /reset round trip): ${stats(roundTrip)}`);
  console.log(`reset (server side):            ${stats(serverSide)}`);

  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../browser/chromium');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(r.baseURL);
  await page.getByLabel('Username').fill('user');
  await page.getByLabel('Password').fill('bitnami');
  await page.getByText('Log in').click();
  await page.waitForURL(/#\/home/);
  const rows: number[] = [];
  const quiet: number[] = [];
  const idle: number[] = [];
  let lastResponse = 0;
  page.on('requestfinished', () => {
    lastResponse = performance.now();
  });
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    const t = performance.now();
    await page.goto(`${r.baseURL}/#/contacts`);
    await page.waitForFunction(() => document.querySelectorAll('table.table tbody tr').length === 10, undefined, { polling: 'raf' });
    rows.push(performance.now() - t);
    await page.waitForLoadState('networkidle');
    idle.push(performance.now() - t);
    quiet.push(lastResponse - t);
  }
  console.log(`goto #/contacts → 10 rows rendered: ${stats(rows)}`);
  console.log(`goto #/contacts → last request done: ${stats(quiet)} (network quiet from here on)`);
  console.log(`goto #/contacts → 'networkidle':     ${stats(idle)} (Playwright adds a 500 ms quiet window)`);
  await browser.close();
  await r.close();

  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--memory-child'], { encoding: 'utf8' });
  const mem = JSON.parse(out.trim().split('\n').pop()!) as { before: number; rss: number; heapUsed: number };
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  console.log(
    `memory of one replica process with the seed loaded: RSS ${mb(mem.rss)} (node baseline before start ${mb(mem.before)}), heap used ${mb(mem.heapUsed)}`,
  );
}

await main();
