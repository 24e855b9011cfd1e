/** More native flows: inline edit, duplicate, convert, filter, paging, columns, logout, modals. */
import { SEED, evaluatorContent, expect, test, waitForView } from './fixtures';
import { recordAction } from './helpers';

test('inline edit: pencil, type, Enter saves in place', async ({ open }) => {
  const page = await open(`#/contacts/record/${SEED.pam}`);
  const group = page.locator('[data-field="title"]');
  await group.hover();
  await group.locator('.inline-edit-button').click();
  await group.locator('input').fill('Office Manager');
  await group.locator('input').press('Enter');
  await expect(page.locator('[data-field="title"] scrm-varchar-detail')).toHaveText('Office Manager');
  await expect(page).toHaveURL(new RegExp(`#/contacts/record/${SEED.pam}$`));
});

test('duplicate opens a prefilled create view; convert lead creates a contact', async ({ open }) => {
  let page = await open(`#/accounts/record/${SEED.stark}`);
  await recordAction(page, 'Duplicate');
  await expect(page).toHaveURL(new RegExp(`#/accounts/duplicate/${SEED.stark}`));
  await waitForView(page);
  await expect(page.locator('.dynamic-label')).toHaveText('Create');
  await expect(page.locator("xpath=//label[contains(., 'NAME')]/following::input[1]")).toHaveValue('Stark Industries');
  page = await open(`#/leads/record/${SEED.clark}`);
  await recordAction(page, 'Convert Lead');
  await expect(page).toHaveURL(new RegExp(`#/leads/convert/${SEED.clark}`));
  await waitForView(page);
  await page.locator('scrm-action-group-menu button', { hasText: 'Convert' }).click();
  await expect(page).toHaveURL(/#\/contacts\/record\//);
  await waitForView(page);
  expect(await evaluatorContent(page)).toContain('clark kent');
  page = await open('#/leads');
  await expect(page.locator('table.table tbody tr', { hasText: 'Clark Kent' })).toContainText('Converted');
});

test('contacts filter by last name, clear filter; sort toggles; column chooser hides a column', async ({ open }) => {
  const page = await open('#/contacts');
  await page.locator('button.filter-settings-button').click();
  await page.locator('.list-filter [data-filter="last_name"] input').fill('Mart');
  await page.locator('.list-filter button', { hasText: 'Search' }).click();
  await expect(page.locator('table.table tbody tr')).toHaveCount(2);
  await expect(page.locator('.pagination-count').first()).toHaveText('(1 - 2 of 2)');
  await page.locator('button.clear-filter-button').click();
  await expect(page.locator('table.table tbody tr')).toHaveCount(10);
  await page.locator('th.column-name').click();
  await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toHaveText('Pam Beesly');
  await page.locator('th.column-name').click();
  await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toHaveText('Michael Scott');
  await page.locator('scrm-table-header button.column-chooser-button').click();
  await expect(page.locator('ngb-modal-window .modal-title')).toHaveText('Choose Columns');
  await page.locator('ngb-modal-window input[data-column="title"]').uncheck();
  await page.locator('ngb-modal-window button', { hasText: 'Save Changes' }).click();
  await expect(page.locator('table.table thead th.column-title')).toHaveCount(0);
});

test('pagination: 25 contacts show 20 per page with the contract count text', async ({ open, crm, loggedIn }) => {
  for (let i = 0; i < 15; i++) {
    await loggedIn.request.post(`${crm.baseURL}/api/save`, { data: { module: 'contacts', values: { last_name: `Temp ${i}` } } });
  }
  const page = await open('#/contacts');
  await expect(page.locator('table.table tbody tr')).toHaveCount(20);
  await expect(page.locator('.pagination-count').first()).toHaveText('(1 - 20 of 25)');
  await page.locator('scrm-table-header button.pagination-next').click();
  await expect(page.locator('table.table tbody tr')).toHaveCount(5);
  await expect(page.locator('.pagination-count').first()).toHaveText('(21 - 25 of 25)');
  await expect(page.locator('table.table tbody tr:last-child td:nth-child(2)')).toHaveText('Toby Flenderson');
});

test('bulk guards: Mass Update with one record and with Select All show the contract danger toasts', async ({ open }) => {
  const page = await open('#/leads');
  await page.locator('table.table tbody tr:first-child td.cdk-column-checkbox label').click();
  await page.locator('scrm-table-header .bulk-actions-toggle').click();
  await page.locator('scrm-table-header a.massupdate-bulk-action').click();
  await expect(page.locator('.message.danger')).toHaveText('Invalid number of records selected. You must select a minimum of 2 records.');
  await page.locator('scrm-table-header .select-action-button').click();
  await page.locator('scrm-table-header a.select-all').click();
  await expect(page.locator('scrm-table-header .bulk-action-selected-number')).toHaveText('Selected: 10');
  await page.locator('scrm-table-header .bulk-actions-toggle').click();
  await page.locator('scrm-table-header a.massupdate-bulk-action').click();
  await expect(page.locator('.message.danger')).toHaveText('Selecting all records is not available for this action. Please select individual records.');
  await page.locator('scrm-table-header .select-action-button').click();
  await page.locator('scrm-table-header a.deselect-all').click();
  await expect(page.locator('scrm-table-header .bulk-actions-toggle')).toBeDisabled();
});

test('delete modal Cancel keeps the record; logout returns to the login page', async ({ open }) => {
  const page = await open(`#/contacts/record/${SEED.pam}`);
  await recordAction(page, 'Delete');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('ngb-modal-window')).toHaveCount(0);
  await expect(page.locator('.dynamic-label')).toHaveText('Pam Beesly');
  await page.locator('a.nav-link.primary-global-link').click();
  await page.locator('.global-links-menu a', { hasText: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/Login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill('user');
  await page.getByLabel('Password').fill('bitnami');
  await page.getByText('Log in').click();
  await expect(page).toHaveURL(/#\/home$/);
});

test('unknown record shows the empty view and the danger toast; unknown route ends on #/home', async ({ open }) => {
  let page = await open('#/contacts/record/does-not-exist');
  await expect(page.locator('.message.danger')).toContainText('Unexpected error when calling action');
  page = await open('#/no-such-module/whatever');
  await expect(page).toHaveURL(/#\/home$/);
  expect(await evaluatorContent(page)).not.toMatch(/page not found|404 not found|access denied/);
});

test('subpanel Create from an account prefills the account and returns to it', async ({ open }) => {
  const page = await open(`#/accounts/record/${SEED.stark}`);
  await page.locator('scrm-panel.subpanel-contacts button', { hasText: 'Create' }).click();
  await waitForView(page);
  await expect(page.locator('[data-field="account_name"] .p-dropdown-label')).toHaveText('Stark Industries');
  await page.locator("xpath=//label[contains(., 'Last Name')]/following::input[1]").fill('Rhodes');
  await page.locator('scrm-action-group-menu button', { hasText: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/accounts/record/${SEED.stark}$`));
  await expect(page.locator('scrm-panel.subpanel-contacts tbody tr', { hasText: 'Rhodes' })).toHaveCount(1);
});

test('list Close button completes a task / holds a meeting', async ({ open, crm, loggedIn }) => {
  await loggedIn.request.post(`${crm.baseURL}/api/save`, { data: { module: 'tasks', values: { name: 'Call back', priority: 'High', status: 'Not Started' } } });
  let page = await open('#/tasks');
  await page.locator('table.table tbody tr', { hasText: 'Call back' }).locator('button.complete-button').click();
  await page.waitForFunction(() => (window as unknown as { __scrm: { idle: boolean } }).__scrm.idle);
  page = await open('#/tasks');
  await page.locator('table.table tbody tr a.field-link', { hasText: 'Call back' }).click();
  await waitForView(page);
  await expect(page.locator('[data-field="status"] scrm-enum-detail')).toHaveText('Completed');
  page = await open('#/meetings');
  await expect(page.locator('table.table tbody tr')).toHaveCount(5);
  await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toHaveClass(/cdk-column-set_complete/);
});

test.describe('faithful classic record views', () => {
  test.use({ replicaMode: 'faithful' });
  test('a classic DetailView registers in Recently Viewed (navbar, top document)', async ({ open }) => {
    const page = await open('#/meetings/record/5eed0101-0000-4000-8000-000000000002');
    await expect(page.locator('.recently-viewed-menu .text-subtitle')).toHaveText(['Budget Review']);
    await expect(page.locator('.recently-viewed-menu .recently-viewed-module')).toHaveText(['MEETINGS']);
    await expect(page.locator('.classic-view-summary')).toHaveCount(0);
  });
});
