/**
 * GitLab replica benchmark (run by hand: `npx tsx bench/replica-gitlab.ts [--runs 30]`): seed
 * build time, reset median/p95 (control round trip and server side), time from
 * `goto(project issue list)` to rows rendered, server time of the heaviest pages, and RSS of a
 * process holding one replica with the seed loaded ("Performance").
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stats } from './stats';
import { startGitLab } from '../apps/gitlab/index';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};

async function signInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/users/sign_in`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ 'user[login]': 'byteblaze', 'user[password]': 'hello1234' }),
  });
  return res.headers.get('set-cookie')!.split(';')[0];
}

const PAGES = [
  '/',
  '/a11yproject/a11yproject.com',
  '/a11yproject/a11yproject.com/-/issues/',
  '/a11yproject/a11yproject.com/-/commits/main',
  '/vinta/awesome-python/-/graphs/main',
  '/dashboard/issues?scope=all&state=all&assignee_username=byteblaze&search=better',
  '/byteblaze/gimmiethat.space/-/project_members',
];

async function memoryChild(): Promise<void> {
  const before = process.memoryUsage().rss;
  const r = await startGitLab();
  const cookie = await signInCookie(r.baseURL);
  for (const p of PAGES) await (await fetch(`${r.baseURL}${p}`, { headers: { cookie } })).text();
  for (let i = 0; i < 20; i++) await r.reset();
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(JSON.stringify({ before, rss: m.rss, heapUsed: m.heapUsed }));
  await r.close();
}

async function main(): Promise<void> {
  if (process.argv.includes('--memory-child')) return memoryChild();
  const runs = arg('runs', 30);
  const t0 = performance.now();
  const r = await startGitLab();
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
  const cookie = await signInCookie(r.baseURL);
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${r.baseURL}/users/sign_in`);
  await page.getByLabel('Username or email').fill('byteblaze');
  await page.getByLabel('Password').fill('hello1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${r.baseURL}/`);
  const rows: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    const t = performance.now();
    await page.goto(`${r.baseURL}/a11yproject/a11yproject.com/-/issues`);
    await page.waitForFunction(() => document.querySelectorAll('.issues-list .issue').length > 0, undefined, { polling: 'raf' });
    rows.push(performance.now() - t);
  }
  console.log(`goto(project issue list) → rows rendered: ${stats(rows)}`);
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
