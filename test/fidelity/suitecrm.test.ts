/**
 * Axtree snapshots of the SuiteCRM replica pages and dialogs that the reference solutions and
 * traps pass through (issue 39, `docs/fidelity.md` § SuiteCRM). Each test opens one page in
 * stable mode, takes the axtree text an agent gets (BrowserGym layout, `browser/observation`)
 * and compares it with the stored snapshot beside this file, so a change to what agents see is a
 * visible diff. Bids and the replica's port are masked: they change with unrelated markup.
 * Update on purpose with `--update-snapshots` and say in the commit what changed for agents.
 */
import { expect, type Page } from '@playwright/test';
import { axtreeText } from '../../browser/observation/axtree';
import { markPage } from '../../browser/observation/bids';
import { SEED, test, waitForView } from '../replica-suitecrm/fixtures';
import { expectBrowserGymParity } from './parity';

/** The axtree text with bids and the origin masked; only the part from the first heading on (the navbar has its own test). */
async function agentView(page: Page, origin: string, fromHeading = true): Promise<string> {
  await markPage(page);
  const lines = (await axtreeText(page)).split('\n');
  const start = fromHeading
    ? Math.max(
        0,
        lines.findIndex((l) => / heading '/.test(l)),
      )
    : 0;
  return `${lines
    .slice(start)
    .map((l) => l.replace(/\[[^\]\s]+\] /, '').replaceAll(origin, 'http://crm'))
    .join('\n')}\n`;
}

/** Waits until the classic view's iframe shows its content and the top document is idle. */
async function classicReady(page: Page): Promise<void> {
  await waitForView(page);
  await expect(page.frameLocator('.classic-view-container iframe').locator('.legacy-main')).toBeVisible();
}

/**
 * An item of the open action menu. 8.7.1's items are href-less `<a>`s with their own click
 * listener: Chromium's accessibility tree calls them links, Playwright's role engine (which sees no
 * listeners) does not, so they are found by markup here.
 */
const menuItem = (p: Page, label: string) => p.locator('.dropdown-menu.show a.dropdown-item', { hasText: new RegExp(`^\\s*${label}\\s*$`) });

const NATIVE: Array<{ name: string; hash: string; act?: (p: Page) => Promise<void> }> = [
  { name: 'contacts-list', hash: '#/contacts' },
  { name: 'leads-list', hash: '#/leads' },
  { name: 'opportunities-list', hash: '#/opportunities' },
  { name: 'cases-list', hash: '#/cases' },
  { name: 'accounts-list', hash: '#/accounts' },
  {
    name: 'leads-filter-panel',
    hash: '#/leads',
    act: async (p) => {
      await p.getByRole('button', { name: 'Filter', exact: true }).click();
      await expect(p.locator('scrm-list-filter')).toBeVisible();
    },
  },
  {
    name: 'contacts-bulk-action-menu',
    hash: '#/contacts',
    act: async (p) => {
      await p.locator('table tbody tr label.checkbox-container').first().click();
      await p.getByRole('button', { name: 'Bulk Action' }).first().click();
      await expect(p.locator('.bulk-actions-dropdown .dropdown-menu.show')).toBeVisible();
    },
  },
  {
    name: 'leads-mass-update-panel',
    hash: '#/leads',
    act: async (p) => {
      for (const i of [0, 1]) await p.locator('table tbody tr label.checkbox-container').nth(i).click();
      await p.getByRole('button', { name: 'Bulk Action' }).first().click();
      await menuItem(p, 'Mass Update').click();
      await expect(p.locator('scrm-mass-update')).toBeVisible();
    },
  },
  {
    name: 'opportunities-bulk-delete-confirm',
    hash: '#/opportunities',
    act: async (p) => {
      await p.locator('table tbody tr label.checkbox-container').first().click();
      await p.getByRole('button', { name: 'Bulk Action' }).first().click();
      await menuItem(p, 'Delete').click();
      await expect(p.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'contact-record', hash: `#/contacts/record/${SEED.michael}` },
  {
    name: 'contact-record-actions-menu',
    hash: `#/contacts/record/${SEED.michael}`,
    act: async (p) => {
      await p.getByRole('button', { name: 'Actions' }).first().click();
      await expect(menuItem(p, 'Delete')).toBeVisible();
    },
  },
  {
    name: 'contact-record-delete-confirm',
    hash: `#/contacts/record/${SEED.michael}`,
    act: async (p) => {
      await p.getByRole('button', { name: 'Actions' }).first().click();
      await menuItem(p, 'Delete').click();
      await expect(p.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'contacts-list-after-delete',
    hash: `#/contacts/record/${SEED.michael}`,
    act: async (p) => {
      await p.getByRole('button', { name: 'Actions' }).first().click();
      await menuItem(p, 'Delete').click();
      await p.getByRole('button', { name: 'Proceed' }).click();
      await p.waitForURL(/#\/contacts$/);
      await waitForView(p);
      await expect(p.getByText('Record deleted successfully')).toBeVisible();
    },
  },
  {
    name: 'contact-record-edit',
    hash: `#/contacts/record/${SEED.michael}`,
    act: async (p) => {
      await p.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(p.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    },
  },
  { name: 'account-record', hash: `#/accounts/record/${SEED.stark}` },
  { name: 'lead-record', hash: `#/leads/record/${SEED.clark}` },
  { name: 'opportunity-record', hash: `#/opportunities/record/${SEED.cloud}` },
  { name: 'case-record', hash: `#/cases/record/${SEED.serverCase}` },
  { name: 'contacts-create', hash: '#/contacts/create' },
  { name: 'accounts-create', hash: '#/accounts/create' },
  { name: 'opportunities-create', hash: '#/opportunities/create' },
  { name: 'cases-create', hash: '#/cases/create' },
  { name: 'tasks-create', hash: '#/tasks/create' },
  {
    name: 'cases-create-relate-open',
    hash: '#/cases/create',
    act: async (p) => {
      await p.getByRole('button', { name: 'dropdown trigger' }).first().click();
      await expect(p.locator('.p-dropdown-item').first()).toBeVisible();
    },
  },
  {
    name: 'contacts-create-missing-required',
    hash: '#/contacts/create',
    act: async (p) => {
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(p.getByText('Missing required field: Last Name')).toBeVisible();
    },
  },
];

test.describe('SuiteCRM native views (stable mode)', () => {
  for (const c of NATIVE) {
    test(c.name, async ({ crm, open }) => {
      const page = await open(c.hash);
      if (c.act) await c.act(page);
      await waitForView(page);
      await expectBrowserGymParity(page, c.name);
      expect(await agentView(page, crm.baseURL)).toMatchSnapshot(`${c.name}.txt`);
    });
  }

  test('login', async ({ crm, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${crm.baseURL}/#/Login`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectBrowserGymParity(page, 'login');
    expect(await agentView(page, crm.baseURL, false)).toMatchSnapshot('login.txt');
    await context.close();
  });
});

const CLASSIC: Array<{ name: string; hash: string; act?: (p: Page) => Promise<void> }> = [
  { name: 'meetings-edit', hash: '#/meetings/edit' },
  { name: 'calendar', hash: '#/calendar/index' },
  { name: 'emails-index', hash: '#/emails/index' },
  { name: 'import-step1', hash: '#/import/step1?import_module=Contacts&return_module=Contacts&return_action=index' },
  { name: 'users-edit', hash: '#/users/edit' },
  { name: 'security-groups-index', hash: '#/security-groups/index' },
];

test.describe('SuiteCRM classic views (stable mode)', () => {
  for (const c of CLASSIC) {
    test(c.name, async ({ crm, loggedIn: page }) => {
      await page.goto(`${crm.baseURL}/${c.hash}`);
      await classicReady(page);
      if (c.act) await c.act(page);
      await expectBrowserGymParity(page, c.name);
      expect(await agentView(page, crm.baseURL)).toMatchSnapshot(`${c.name}.txt`);
    });
  }
});
