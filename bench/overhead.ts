/**
 * Benchmark: harness overhead. A fixed 20-action trajectory on a small local site is run
 * (a) through `runEpisode` (observation -> scripted agent -> parse -> execute -> record) and
 * (b) as the same 20 actions as raw Playwright calls, alternately, in one run. Prints medians
 * and the ratio (target: at most 1.2x), and where the harness's time went per step
 * (phases of `browser/phase-times.ts`). Run: `npx tsx bench/overhead.ts [rounds]`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import type { Agent } from '../core/agent';
import { chromiumLaunchOptions } from '../browser/chromium';
import { runEpisode } from '../browser/episode-runner';
import { PhaseTimes } from '../browser/phase-times';
import type { Observation } from '../core/agent';
import { Task } from '../tasks/schema';

const ROUNDS = Number(process.argv[2] ?? 5);
const rows = Array.from({ length: 30 }, (_, i) => `<tr><td><a href="/detail?id=${i}">Contact ${i}</a></td><td>c${i}@x.test</td></tr>`).join('');
const pages: Record<string, string> = {
  '/list': `<title>List</title><a href="/list">Contacts</a><table>${rows}</table><div style="height:2000px"></div>`,
  '/detail': `<title>Detail</title><a href="/list">Contacts</a><form action="/saved">
    <label>First name <input name=first></label><label>Last name <input name=last value="Doe"></label>
    <label>Email <input name=email></label><label>Status <select name=status><option>New</option><option>Active</option></select></label>
    <label><input type=checkbox name=vip> VIP</label><button>Save</button></form>`,
  '/saved': `<title>Saved</title><p>Saved.</p><a href="/list">Contacts</a>`,
};
const server = createServer((req, res) => {
  const body = pages[(req.url ?? '/').split('?')[0]];
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' }).end(body ?? 'not found');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

type Role = 'link' | 'textbox' | 'combobox' | 'checkbox' | 'button';
/** One action: the BrowserGym string (with the bid of role/name) and the raw Playwright equivalent. */
type Act = { bg: (bid: (r: Role, n: string) => string) => string; raw: (p: Page) => Promise<unknown> };
const el = (p: Page, r: Role, n: string) => p.getByRole(r, { name: n, exact: true });
/** A raw click that navigates must wait for the new page, as the harness does after each action. */
const nav = (p: Page, r: Role, n: string, url: RegExp) => Promise.all([p.waitForURL(url, { waitUntil: 'domcontentloaded' }), el(p, r, n).click()]);
const TRAJECTORY: Act[] = [
  { bg: (b) => `click('${b('link', 'Contact 3')}')`, raw: (p) => nav(p, 'link', 'Contact 3', /detail/) },
  { bg: (b) => `fill('${b('textbox', 'First name')}', 'Ann')`, raw: (p) => el(p, 'textbox', 'First name').fill('Ann') },
  { bg: (b) => `fill('${b('textbox', 'Last name')}', 'Lee')`, raw: (p) => el(p, 'textbox', 'Last name').fill('Lee') },
  { bg: (b) => `fill('${b('textbox', 'Email')}', 'ann@x.test')`, raw: (p) => el(p, 'textbox', 'Email').fill('ann@x.test') },
  { bg: (b) => `select_option('${b('combobox', 'Status')}', 'Active')`, raw: (p) => el(p, 'combobox', 'Status').selectOption('Active') },
  { bg: (b) => `check('${b('checkbox', 'VIP')}')`, raw: (p) => el(p, 'checkbox', 'VIP').check() },
  { bg: (b) => `press('${b('textbox', 'Email')}', 'End')`, raw: (p) => el(p, 'textbox', 'Email').press('End') },
  { bg: (b) => `hover('${b('button', 'Save')}')`, raw: (p) => el(p, 'button', 'Save').hover() },
  { bg: (b) => `click('${b('button', 'Save')}')`, raw: (p) => nav(p, 'button', 'Save', /saved/) },
  { bg: () => `go_back()`, raw: (p) => p.goBack({ waitUntil: 'domcontentloaded' }) },
  { bg: (b) => `click('${b('link', 'Contacts')}')`, raw: (p) => nav(p, 'link', 'Contacts', /list/) },
  { bg: () => `scroll(0, 300)`, raw: (p) => p.mouse.wheel(0, 300) },
  { bg: (b) => `click('${b('link', 'Contact 7')}')`, raw: (p) => nav(p, 'link', 'Contact 7', /detail/) },
  { bg: (b) => `fill('${b('textbox', 'First name')}', 'Bo')`, raw: (p) => el(p, 'textbox', 'First name').fill('Bo') },
  { bg: (b) => `focus('${b('textbox', 'Last name')}')`, raw: (p) => el(p, 'textbox', 'Last name').focus() },
  { bg: (b) => `clear('${b('textbox', 'Last name')}')`, raw: (p) => el(p, 'textbox', 'Last name').clear() },
  { bg: () => `keyboard_type('Smith')`, raw: (p) => p.keyboard.type('Smith') },
  { bg: (b) => `check('${b('checkbox', 'VIP')}')`, raw: (p) => el(p, 'checkbox', 'VIP').check() },
  { bg: (b) => `click('${b('button', 'Save')}')`, raw: (p) => nav(p, 'button', 'Save', /saved/) },
  { bg: () => `goto('${base}/list')`, raw: (p) => p.goto(`${base}/list`, { waitUntil: 'domcontentloaded' }) },
];

function bidFinder(axtree: string) {
  return (role: Role, name: string) => {
    const line = axtree.split('\n').find((l) => l.includes(`] ${role} '${name}'`));
    const m = line && /\[([a-z]*\d+)\]/.exec(line);
    if (!m) throw new Error(`bench: no ${role} '${name}' in the axtree`);
    return m[1];
  };
}

const task = Task.parse({
  task_id: 1,
  sites: ['suitecrm'],
  require_login: false,
  start_url: '__SUITECRM__/list',
  intent: 'bench',
  eval: { eval_types: ['string_match'], reference_answers: { exact_match: 'x' } },
  policies: [],
});
const browser = await chromium.launch(chromiumLaunchOptions());

const phaseTotals = new PhaseTimes();

async function viaHarness(): Promise<number> {
  const context = await browser.newContext();
  let i = 0;
  const agent: Agent = { name: 'replay', act: (o: Observation) => ({ action: i < TRAJECTORY.length ? TRAJECTORY[i++].bg(bidFinder(o.axtree)) : 'finish()' }) };
  const t0 = performance.now();
  const { episode } = await runEpisode({ context, task, agent, baseUrls: { suitecrm: base }, maxSteps: 25, phases: phaseTotals });
  const ms = performance.now() - t0;
  const errors = episode.steps.filter((s) => s.state.info.error);
  if (episode.end_reason !== 'finished' || errors.length)
    throw new Error(`bench trajectory failed: ${episode.end_reason} ${errors.map((s) => s.state.info.error_message).join('; ')}`);
  await context.close();
  return ms;
}

async function raw(): Promise<number> {
  const context = await browser.newContext();
  const t0 = performance.now();
  const page = await context.newPage();
  await page.goto(`${base}/list`);
  for (const a of TRAJECTORY) await a.raw(page);
  const ms = performance.now() - t0;
  await context.close();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
await viaHarness();
await raw();
for (const k of Object.keys(phaseTotals.ms)) delete phaseTotals.ms[k as keyof typeof phaseTotals.ms];
const h: number[] = [];
const r: number[] = [];
for (let k = 0; k < ROUNDS; k++) {
  h.push(await viaHarness());
  r.push(await raw());
}
console.log(`20-action trajectory, ${ROUNDS} rounds`);
console.log(`  runEpisode (full loop): median ${median(h).toFixed(0)} ms  (${(median(h) / 20).toFixed(1)} ms/step)`);
console.log(`  raw Playwright calls:   median ${median(r).toFixed(0)} ms  (${(median(r) / 20).toFixed(1)} ms/step)`);
console.log(`  ratio: ${(median(h) / median(r)).toFixed(2)}x (target <= 1.2x)`);
const perStep = (ms: number) => (ms / ROUNDS / 21).toFixed(1);
console.log(
  `  harness time per step (21 steps with finish()): ${Object.entries(phaseTotals.ms)
    .map(([k, v]) => `${k} ${perStep(v)} ms`)
    .join(', ')}`,
);
await browser.close();
server.close();
