/**
 * Benchmark: observation build (bid marking + axtree text, no screenshot) on a 50-row list
 * page and on a long form. Prints median and p95 in ms (target: median < 50 ms). Then the same
 * with BrowserGym's objects (`STWAB_AGENT_OBSERVE=browsergym`: `axtree_object`,
 * `dom_object`, `extra_element_properties`; still no screenshot) and the size of the JSON an
 * agent receives either way. Run: `npx tsx bench/observation.ts [iterations]`.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/chromium';
import { viewPage } from '../browser/observation/build';
import { browserGymParts } from '../browser/observation/browsergym';

const N = Number(process.argv[2] ?? 60);

const listPage = `<title>Contacts</title><nav>${['Home', 'Contacts', 'Accounts', 'Leads'].map((x) => `<a href="#${x}">${x}</a>`).join(' ')}</nav>
<table><thead><tr><th><input type=checkbox aria-label="Select all"></th><th>Name</th><th>Email</th><th>Phone</th><th>Account</th><th>Actions</th></tr></thead><tbody>
${Array.from(
  { length: 50 },
  (_, i) => `<tr><td><input type=checkbox aria-label="Select row ${i}"></td><td><a href="#c${i}">Contact ${i} Surname</a></td>
<td>user${i}@example.com</td><td>+1 555 01${String(i).padStart(2, '0')}</td><td>Account ${i % 7}</td>
<td><button title="Edit">✎</button><button aria-label="Delete"><svg width=10 height=10></svg></button></td></tr>`,
).join('\n')}
</tbody></table>`;

const formPage = `<title>Edit account</title><form>${Array.from({ length: 60 }, (_, i) =>
  i % 4 === 3
    ? `<label>Choice ${i} <select>${Array.from({ length: 8 }, (_, j) => `<option>Option ${j}</option>`).join('')}</select></label><br>`
    : `<label>Field ${i} <input name=f${i} value="value ${i}" ${i % 5 === 0 ? 'required' : ''}></label><br>`,
).join('\n')}
<textarea aria-label="Notes">Long notes</textarea><fieldset><legend>Flags</legend>${Array.from({ length: 10 }, (_, i) => `<label><input type=checkbox> Flag ${i}</label>`).join('')}</fieldset>
<button>Save</button><button type=button>Cancel</button></form>`;

function stats(ms: number[]): { median: number; p95: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] };
}

async function time(page: Page, html: string): Promise<{ median: number; p95: number; lines: number }> {
  await page.setContent(html);
  let lines = 0;
  for (let i = 0; i < 5; i++) await viewPage(page);
  const ms: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    lines = (await viewPage(page)).axtree.split('\n').length;
    ms.push(performance.now() - t0);
  }
  return { ...stats(ms), lines };
}

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
for (const [name, html] of [
  ['50-row list', listPage],
  ['long form', formPage],
] as const) {
  const r = await time(page, html);
  console.log(`${name.padEnd(12)} median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  (${r.lines} axtree lines, ${N} runs; target median < 50 ms)`);
}

/** One BrowserGym-enabled view of the page: text, objects, and the JSON size of both ways. */
async function browsergymView(page: Page) {
  const view = await viewPage(page, true);
  const parts = await browserGymParts(page, view.read!, 'goal', [page]);
  return { plain: JSON.stringify({ axtree: view.axtree }).length, full: JSON.stringify({ axtree: view.axtree, ...parts }).length };
}

for (const [name, html] of [
  ['50-row list', listPage],
  ['long form', formPage],
] as const) {
  await page.setContent(html);
  for (let i = 0; i < 5; i++) await browsergymView(page);
  const ms: number[] = [];
  let size = { plain: 0, full: 0 };
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    size = await browsergymView(page);
    ms.push(performance.now() - t0);
  }
  const r = stats(ms);
  console.log(
    `${name.padEnd(12)} browsergym: median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms; JSON ${(size.full / 1024).toFixed(0)} KB (axtree text alone ${(size.plain / 1024).toFixed(0)} KB)`,
  );
}
await browser.close();
