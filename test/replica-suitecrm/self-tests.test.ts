/**
 * Self-tests of suitecrm-replica.md §19.3 that concern native views (1280×720, logged in).
 */
import { test as plain } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { SEED, evaluatorContent, expect, test, waitForView, xpathCount } from './fixtures';

test.describe('stable mode', () => {
  test('#/contacts: 10 rows, Michael Scott in cell 2, no main/#content, one search input, no GitLab element', async ({ open }) => {
    const page = await open('#/contacts');
    await expect(page.locator('table.table tbody tr')).toHaveCount(10);
    await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toContainText('Michael Scott');
    await expect(page.locator('main, .detail-view, .content-area, #content')).toHaveCount(0);
    await expect(page.locator("[name='search-bar-term']")).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelector('#project_visibility_level_20'))).toBeNull();
  });

  test('#/cases: row 3, cell 2 is the case number 3', async ({ open }) => {
    const page = await open('#/cases');
    await expect(page.locator('table.table tbody tr:nth-child(3) td:nth-child(2)')).toHaveText('3');
  });

  test('#/accounts (stable): Insights hidden, so Name is cell 2', async ({ open }) => {
    const page = await open('#/accounts');
    await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toContainText('Acme Corporation');
  });

  test('contact record: trimmed title span, upper-case labels, no name attributes; Edit exposes First Name input', async ({ open }) => {
    const page = await open(`#/contacts/record/${SEED.michael}`);
    const html = await page.content();
    expect(html).toContain('<span class="dynamic-label ng-star-inserted">Michael Scott</span>');
    expect(html).toContain('JOB TITLE');
    expect(html).toContain('OFFICE PHONE');
    expect(await xpathCount(page, "//input[@name='first_name']")).toBe(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/contacts/edit/${SEED.michael}`));
    await expect(page.locator("xpath=//label[contains(., 'First Name')]/following::input[1]")).toHaveValue('Michael');
    expect(await xpathCount(page, "//input[@name='first_name']")).toBe(0);
  });

  test('account create "Tech Innovations" lands on its record with the literal title span', async ({ open }) => {
    const page = await open('#/accounts/edit?return_module=Accounts&return_action=DetailView');
    await page.locator("xpath=//label[contains(., 'NAME')]/following::input[1]").fill('Tech Innovations');
    await page.locator('button', { hasText: 'Save' }).first().click();
    await expect(page).toHaveURL(/#\/accounts\/record\/[0-9a-f-]{36}$/);
    await waitForView(page);
    expect(await page.content()).toContain('<span class="dynamic-label ng-star-inserted">Tech Innovations</span>');
  });

  test('delete a contact (stable): toast kept until the next navigation, URL #/contacts', async ({ open }) => {
    const page = await open(`#/contacts/record/${SEED.michael}`);
    await page.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
    await page.locator('scrm-action-group-menu a.dropdown-item', { hasText: 'Delete' }).click();
    await expect(page.locator('ngb-modal-window .modal-body')).toHaveText('Are you sure you want to delete this record?');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/#\/contacts$/);
    await expect(page.locator('.message.success')).toHaveText('Record deleted successfully');
    await page.waitForTimeout(3600);
    expect(await evaluatorContent(page)).toContain('record deleted');
    await expect(page.locator('table.table tbody tr')).toHaveCount(9);
    await page.goto(page.url().replace('#/contacts', '#/accounts'));
    await expect(page.locator('.message')).toHaveCount(0);
  });

  test("//button[contains(text(), 'Save')] resolves nowhere; Filter's text_content is exactly Filter", async ({ open }) => {
    for (const hash of [
      '#/contacts',
      `#/contacts/record/${SEED.michael}`,
      `#/contacts/edit/${SEED.michael}`,
      '#/accounts/edit',
      '#/cases',
      '#/administration',
    ]) {
      const page = await open(hash);
      expect(await xpathCount(page, "//button[contains(text(), 'Save')]"), hash).toBe(0);
    }
    const page = await open('#/contacts');
    expect(await page.locator('button.filter-settings-button').textContent()).toBe('Filter');
  });

  test('navbar on #/contacts: first two `nav a` are the home link and the Contacts tab', async ({ open }) => {
    const page = await open('#/contacts');
    const links = page.locator('nav a');
    await expect(links.nth(0)).toHaveClass(/home-nav-link/);
    await expect(links.nth(1)).toHaveText('Contacts');
    await expect(links.nth(1)).toHaveClass(/top-nav-link/);
  });
});

test.describe('faithful mode', () => {
  test.use({ replicaMode: 'faithful' });

  test('#/accounts: cell 2 of every row is the show-more cell', async ({ open }) => {
    const page = await open('#/accounts');
    const cells = page.locator('table.table tbody tr td:nth-child(2)');
    await expect(cells).toHaveCount(9);
    for (let i = 0; i < 9; i++) await expect(cells.nth(i)).toHaveClass(/show-more-column/);
  });

  test('contact record: untrimmed title span " Michael Scott"', async ({ open }) => {
    const page = await open(`#/contacts/record/${SEED.michael}`);
    expect(await page.content()).toContain('<span class="dynamic-label ng-star-inserted"> Michael Scott</span>');
  });

  test('delete a contact (faithful): toast visible before 3 s, gone after 3.5 s, URL #/contacts', async ({ open }) => {
    const page = await open(`#/contacts/record/${SEED.michael}`);
    await page.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
    await page.locator('scrm-action-group-menu a.dropdown-item', { hasText: 'Delete' }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    const shown = Date.now();
    await expect(page.locator('.message.success')).toHaveText('Record deleted successfully');
    expect(Date.now() - shown).toBeLessThan(3000);
    await expect(page).toHaveURL(/#\/contacts$/);
    await page.waitForTimeout(3600 - (Date.now() - shown));
    await expect(page.locator('.message')).toHaveCount(0);
  });
});

plain('login: get_by_text("Log in") resolves to exactly one element, and the UI login works', async ({ page }) => {
  const r = await startSuiteCrm();
  try {
    await page.goto(r.baseURL);
    await expect(page).toHaveURL(/#\/Login$/);
    await expect(page.getByText('Log in')).toHaveCount(1);
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password').fill('bitnami');
    await page.getByText('Log in').click();
    await page.goto(`${r.baseURL}/#/contacts`);
    await waitForView(page);
    await expect(page.locator('table.table tbody tr')).toHaveCount(10);
  } finally {
    await r.close();
  }
});
