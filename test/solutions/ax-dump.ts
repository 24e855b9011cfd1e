/**
 * Calibration helper (not a test): prints the AX-tree text of replica pages after login.
 *   npx tsx test/solutions/ax-dump.ts '#/accounts/create' ['#/leads' ...] [--wait ms]
 */
import { chromium } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { chromiumLaunchOptions } from '../../browser/chromium';
import { login } from '../../browser/start';
import { markPage } from '../../browser/observation/bids';
import { axtreeText } from '../../browser/observation/axtree';

const args = process.argv.slice(2);
const wi = args.indexOf('--wait');
const wait = wi >= 0 ? Number(args.splice(wi, 2)[1]) : 1500;
const replica = await startSuiteCrm({ mode: 'stable' });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await login(page, 'suitecrm', replica.baseURL, replica.credentials);
  for (const route of args) {
    await page.goto(replica.baseURL + '/' + route.replace(/^\//, ''));
    await page.waitForTimeout(wait);
    await markPage(page);
    console.log(`===== ${page.url()}\n${await axtreeText(page)}`);
  }
} finally {
  await browser.close();
  await replica.close();
}
