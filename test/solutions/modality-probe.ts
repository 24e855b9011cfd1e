/**
 * Calibration helper (not a test): opens each task's start URL(s) on a fresh replica, runs its
 * setup scripts the way the harness does, and saves what the page then shows (HTML, AX tree,
 * innerText, screenshot), so a solution's answer can be checked against the page itself.
 *   npx tsx test/solutions/modality-probe.ts 295 296 ...   (MODE=faithful, OUT=/tmp/stwab-probe)
 */
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { chromiumLaunchOptions } from '../../browser/chromium';
import { loginWithRecipe } from '../../browser/recipe-login';
import { replicaLogin } from '../replica-login';
import { markPage } from '../../browser/observation/bids';
import { axtreeText } from '../../browser/observation/axtree';
import { upstreamTasks } from '../tasks/upstream';

interface RawTask {
  task_id: number;
  start_url: string;
  setup_scripts?: string[];
}

const ids = process.argv.slice(2).map(Number);
const mode = process.env.MODE === 'faithful' ? 'faithful' : 'stable';
const outDir = process.env.OUT ?? '/tmp/stwab-probe';
const file = upstreamTasks();
const tasks = JSON.parse(readFileSync(file, 'utf8')) as RawTask[];
mkdirSync(outDir, { recursive: true });
const replica = await startSuiteCrm({ mode });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const id of ids) {
    const t = tasks.find((x) => x.task_id === id);
    if (!t) throw new Error(`${file}: no task ${id}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const first = await context.newPage();
    await loginWithRecipe({
      page: first,
      request: first.request,
      site: 'suitecrm',
      base: replica.baseURL,
      creds: replica.credentials,
      recipe: replicaLogin('suitecrm', replica.credentials, 'form').recipe,
    });
    let page = first;
    for (const [i, u] of t.start_url.split(' |AND| ').entries()) {
      page = i === 0 ? first : await context.newPage();
      await page.goto(u.replace('__SUITECRM__', replica.baseURL), { waitUntil: 'load' });
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    for (const s of t.setup_scripts ?? []) await page.evaluate(`(async () => {\n${s}\n})()`);
    await page.waitForTimeout(600);
    await markPage(page);
    const out = `${outDir}/${id}-${mode}`;
    writeFileSync(`${out}.html`, await page.content());
    writeFileSync(`${out}.ax`, await axtreeText(page));
    writeFileSync(`${out}.txt`, await page.evaluate(() => document.body.innerText));
    await page.screenshot({ path: `${out}.png` });
    console.log(`${id}: ${out}.{html,ax,txt,png}`);
    await context.close();
  }
} finally {
  await browser.close();
  await replica.close();
}
