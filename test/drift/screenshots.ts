/**
 * Renders the side-by-side pictures of docs/drift.md: the SuiteCRM replica's contact record with
 * its Actions menu open, as published and under `cosmetic:5`. Run by hand:
 * `npx tsx test/drift/screenshots.ts` (writes docs/img/drift-*.png).
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { chromiumLaunchOptions } from '../../browser/chromium';
import { signInToReplica } from '../replica-login';
import { waitForView } from '../replica-suitecrm/fixtures';

const OUT = fileURLToPath(new URL('../../docs/img/', import.meta.url));
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [name, drift] of [
  ['original', undefined],
  ['cosmetic-5', { profile: 'cosmetic', seed: 5 }],
] as const) {
  const crm = await startSuiteCrm({ drift });
  const context = await browser.newContext({ viewport: { width: 1100, height: 560 } });
  await signInToReplica(context.request, 'suitecrm', crm);
  const page = await context.newPage();
  await page.goto(`${crm.baseURL}/#/contacts/record/5eed0012-0000-4000-8000-000000000001`);
  await waitForView(page);
  await page.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}drift-${name}.png` });
  await context.close();
  await crm.close();
}
await browser.close();
