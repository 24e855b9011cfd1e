/**
 * ShoppingAdmin replica benchmark (run by hand: `npx tsx bench/replica-shopping-admin.ts [--runs 20]`):
 * seed build time, reset median/p95, server time of the pages the tasks use, and the check tab's
 * cost: a fresh tab opened on a product edit page until the locator of the checks reads its value
 * (the reference harness opens one per check target after every step and sleeps 3 s in it).
 */
import { stats } from './stats';
import { startShoppingAdmin } from '../apps/shopping-admin/index';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};

const PAGES = [
  '/admin/dashboard/',
  '/catalog/product/',
  '/catalog/product/edit/id/1130/',
  '/catalog/product/edit/id/872/',
  '/catalog/product_attribute/edit/attribute_id/144/',
];

async function main(): Promise<void> {
  const runs = arg('runs', 20);
  const t0 = performance.now();
  const r = await startShoppingAdmin();
  console.log(`start (seed build + listeners): ${(performance.now() - t0).toFixed(1)} ms`);
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
  const login = await fetch(`${r.baseURL}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ 'login[username]': 'admin', 'login[password]': 'admin1234' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  for (const p of PAGES) {
    const xs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await (await fetch(`${r.baseURL}${p}`, { headers: { cookie } })).text();
      xs.push(performance.now() - t);
    }
    console.log(`GET ${p}: ${stats(xs)}`);
  }
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../browser/chromium');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(r.baseURL);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${r.baseURL}/admin/dashboard/`);
  const tabs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const tab = await context.newPage();
    await tab.goto(`${r.baseURL}/catalog/product/edit/id/1130/`);
    await tab.evaluate(() => (document.querySelector('[data-index="configurable"') as HTMLElement).outerText);
    await tab.close();
    tabs.push(performance.now() - t);
  }
  console.log(`check tab (new tab, goto edit page 1130, read the configurable section, close): ${stats(tabs)}`);
  await browser.close();
  await r.close();
}

await main();
