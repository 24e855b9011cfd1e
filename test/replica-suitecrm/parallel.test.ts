/**
 * Isolation between workers: every worker gets its own replica (worker-scoped fixture below),
 * and two workers deleting the same seeded contact at the same time both succeed and each sees
 * only its own change. When the runner has a single worker the tests run one after the other
 * on that worker's replica (reset in between); the in-test variant below always runs the two
 * deletions concurrently against two replicas.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import type { ReplicaHandle } from '../../apps/kit/types';
import { startSuiteCrm } from '../../apps/suitecrm/index';

const MICHAEL = '5eed0012-0000-4000-8000-000000000001';

const test = base.extend<{ crm: ReplicaHandle }, { ownReplica: ReplicaHandle }>({
  ownReplica: [
    async ({}, use) => {
      const r = await startSuiteCrm();
      await use(r);
      await r.close();
    },
    { scope: 'worker' },
  ],
  crm: async ({ ownReplica }, use) => {
    await ownReplica.reset();
    await use(ownReplica);
  },
});

async function deleteMichael(browser: Browser, crm: ReplicaHandle): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(crm.baseURL);
  await page.getByLabel('Username').fill(crm.credentials.username);
  await page.getByLabel('Password').fill(crm.credentials.password);
  await page.getByText('Log in').click();
  await page.goto(`${crm.baseURL}/#/contacts/record/${MICHAEL}`);
  await expect(page.locator('.dynamic-label')).toHaveText('Michael Scott');
  await page.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
  await page.locator('scrm-action-group-menu a.dropdown-item', { hasText: 'Delete' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.locator('.message.success')).toHaveText('Record deleted successfully');
  await expect(page).toHaveURL(/#\/contacts$/);
  await expect(page.locator('table.table tbody tr')).toHaveCount(9);
  return page;
}

const runDir = join(tmpdir(), `stwab-suitecrm-parallel-${process.env.TEST_PARALLEL_INDEX === undefined ? 'x' : 'run'}-${process.ppid}`);

for (const name of ['worker A', 'worker B']) {
  test(`${name} deletes Michael Scott on its own replica`, async ({ browser, crm }, info) => {
    const page = await deleteMichael(browser, crm);
    expect(await page.locator('table.table tbody tr', { hasText: 'Michael Scott' }).count()).toBe(0);
    mkdirSync(runDir, { recursive: true });
    writeFileSync(join(runDir, `${info.workerIndex}-${name.replace(' ', '')}.json`), JSON.stringify({ worker: info.workerIndex, baseURL: crm.baseURL }));
    // Replicas seen by other workers in this run must be different servers.
    for (const f of readdirSync(runDir)) {
      const other = JSON.parse(readFileSync(join(runDir, f), 'utf8')) as { worker: number; baseURL: string };
      if (other.worker !== info.workerIndex) expect(other.baseURL).not.toBe(crm.baseURL);
    }
    await page.context().close();
  });
}

base('two replicas delete the same contact concurrently without cross-talk', async ({ browser }) => {
  const [a, b] = await Promise.all([startSuiteCrm(), startSuiteCrm()]);
  try {
    expect(a.baseURL).not.toBe(b.baseURL);
    const [pa, pb] = await Promise.all([deleteMichael(browser, a), deleteMichael(browser, b)]);
    await pa.goto(`${a.baseURL}/#/accounts`);
    await a.reset();
    await pa.goto(`${a.baseURL}/#/contacts`);
    await expect(pa.locator('table.table tbody tr')).toHaveCount(10);
    await pb.reload();
    await expect(pb.locator('table.table tbody tr')).toHaveCount(9);
    await pa.context().close();
    await pb.context().close();
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
