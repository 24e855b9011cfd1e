/**
 * Calibration helper (not a test): prints the AX-tree text of replica pages after login.
 *   npx tsx test/solutions/ax-dump.ts '#/accounts/create' 'click:role=textbox[name="Type"]' \
 *     'fill:<selector>::<value>' 'press:<selector>::Enter' dump [--wait ms] [--full] [--reset variant]
 * Routes start with '#/'; every route and the end print the tree (from the first heading unless --full).
 */
import { chromium } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { chromiumLaunchOptions } from '../../browser/chromium';
import { loginWithRecipe } from '../../browser/recipe-login';
import { replicaLogin } from '../replica-login';
import { markPage } from '../../browser/observation/bids';
import { axtreeText } from '../../browser/observation/axtree';

const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const wait = Number(opt('wait') ?? 1200);
const fi = args.indexOf('--full');
const full = fi >= 0 && !!args.splice(fi, 1);
const replica = await startSuiteCrm({ mode: 'stable' });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await loginWithRecipe({
    page: page,
    request: page.request,
    site: 'suitecrm',
    base: replica.baseURL,
    creds: replica.credentials,
    recipe: replicaLogin('suitecrm', replica.credentials, 'form').recipe,
  });
  const dump = async () => {
    await page.waitForTimeout(wait);
    await markPage(page);
    const text = await axtreeText(page);
    const lines = text.split('\n');
    const h = full
      ? 0
      : Math.max(
          0,
          lines.findIndex((l) => / heading /.test(l)),
        );
    console.log(`===== ${page.url()}\n${lines.slice(h).join('\n')}`);
  };
  for (const a of [...args, 'dump']) {
    if (a.startsWith('#/')) {
      await page.goto(replica.baseURL + '/' + a);
      await dump();
    } else if (a === 'dump') await dump();
    else {
      const [verb, rest] = [a.slice(0, a.indexOf(':')), a.slice(a.indexOf(':') + 1)];
      const [sel, val] = rest.split('::');
      const loc = page.locator(sel).first();
      if (verb === 'click') await loc.click();
      else if (verb === 'fill') await loc.fill(val ?? '');
      else if (verb === 'press') await loc.press(val ?? 'Enter');
      await page.waitForTimeout(300);
    }
  }
} finally {
  await browser.close();
  await replica.close();
}
