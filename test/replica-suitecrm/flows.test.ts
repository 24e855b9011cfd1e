/** End-to-end flows of the native views that the task catalog needs (create, edit, bulk, export). */
import { readFileSync } from 'node:fs';
import { SEED, evaluatorContent, expect, test, waitForView } from './fixtures';
import { bulk, fieldInput, pickEnum, pickRelate, save, selectRows } from './helpers';

test('create contact with job title and email (50–55)', async ({ open }) => {
  const page = await open('#/contacts/edit?return_module=Contacts&return_action=DetailView');
  await page.locator("xpath=//label[contains(., 'First Name')]/following::input[1]").fill('Alice');
  await page.locator("xpath=//label[contains(., 'Last Name')]/following::input[1]").fill('Johnson');
  await page.locator("xpath=//label[contains(., 'JOB TITLE')]/following::input[1]").fill('Marketing Director');
  await page.locator('.email_addresses input.email-input').fill('alice@example.com');
  await save(page);
  const html = await evaluatorContent(page);
  expect(html).toContain('<span class="dynamic-label ng-star-inserted">alice johnson</span>');
  expect(html).toContain('marketing director');
  expect(html).toContain('alice@example.com');
  await page.goto(page.url().replace(/#.*/, '#/contacts'));
  await waitForView(page);
  await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toContainText('Alice Johnson');
});

test('required field validation: Last Name missing shows toast and feedback', async ({ open }) => {
  const page = await open('#/contacts/edit?return_module=Contacts&return_action=DetailView');
  await page.locator('scrm-action-group-menu button', { hasText: 'Save' }).click();
  await expect(page.locator('.message.warning')).toHaveText('There are validation errors, unable to perform action.');
  await expect(page.locator('.invalid-feedback.d-block')).toContainText('Missing required field: Last Name');
  await expect(page).toHaveURL(/#\/contacts\/edit/);
});

test('create opportunity with account relate, amount, date, stage (56–58)', async ({ crm, open }) => {
  await fetch(`${crm.controlURL}/reset?variant=dependency-accounts`, { method: 'POST' });
  const page = await open('#/opportunities/edit?return_module=Opportunities&return_action=DetailView');
  await fieldInput(page, 'OPPORTUNITY NAME').fill('New Website Project');
  await pickRelate(page, 'ACCOUNT NAME', 'Tech Innovations');
  await page.locator("xpath=//label[contains(., 'OPPORTUNITY AMOUNT')]/following::input[1]").fill('10000');
  await page.locator("xpath=//label[contains(., 'CLOSE DATE')]/following::input[1]").fill('2024-10-15');
  await pickEnum(page, 'SALES STAGE', 'Proposal/Price Quote');
  await save(page);
  const html = await evaluatorContent(page);
  for (const s of ['<span class="dynamic-label ng-star-inserted">new website project</span>', '$10,000', 'tech innovations', '2024-10-15', 'proposal']) {
    expect(html).toContain(s);
  }
});

test('create task with priority and start datetime (59–61)', async ({ open }) => {
  const page = await open('#/tasks/edit?return_module=Tasks&return_action=DetailView');
  await page.locator("xpath=//label[contains(., 'SUBJECT')]/following::input[1]").fill('Finalize Q3 Budget');
  await pickEnum(page, 'PRIORITY', 'High');
  await page.locator("xpath=//label[contains(., 'START DATE')]/following::input[1]").fill('2024-05-08 00:00');
  await save(page);
  const html = await evaluatorContent(page);
  for (const s of ['<span class="dynamic-label ng-star-inserted">finalize q3 budget</span>', 'high', '2024-05-08 00:00', 'not started'])
    expect(html).toContain(s);
});

test('edit lead mobile (62–64) and opportunity close date + next step (65–67)', async ({ open }) => {
  let page = await open(`#/leads/edit/${SEED.clark}`);
  await page.locator("xpath=//label[contains(., 'MOBILE')]/following::input[1]").fill('555-123-4567');
  await save(page);
  let html = await evaluatorContent(page);
  expect(html).toContain('clark kent');
  expect(html).toContain('555-123-4567');
  page = await open(`#/opportunities/edit/${SEED.cloud}`);
  await page.locator("xpath=//label[contains(., 'CLOSE DATE')]/following::input[1]").fill('2024-10-20');
  await page.locator("xpath=//label[contains(., 'NEXT STEP')]/following::input[1]").fill('Send follow-up email');
  await save(page);
  html = await evaluatorContent(page);
  for (const s of ['cloud migration', '2024-10-20', 'send follow-up email', '$120,000.00']) expect(html).toContain(s);
});

test('contact department and email flag (68–70); account fax and phone (74–76)', async ({ open }) => {
  let page = await open(`#/contacts/edit/${SEED.pam}`);
  await page.locator("xpath=//label[contains(., 'DEPARTMENT')]/following::input[1]").fill('Marketing');
  await page.locator('.line-item-flag[data-flag="opt_out"]').check();
  await save(page);
  let html = await evaluatorContent(page);
  for (const s of ['pam beesly', 'marketing', 'opt out', 'primary', 'invalid']) expect(html).toContain(s);
  await expect(page.locator('.line-item-entry .boolean-detail.checked')).toHaveCount(2);
  page = await open(`#/accounts/edit/${SEED.wayne}`);
  await page.locator("xpath=//label[contains(., 'FAX')]/following::input[1]").fill('555-111-2222');
  await page.locator("xpath=//label[contains(., 'OFFICE PHONE')]/following::input[1]").fill('(174) 897-6649');
  await save(page);
  html = await evaluatorContent(page);
  for (const s of ['wayne enterprises', '555-111-2222', '(174) 897-6649']) expect(html).toContain(s);
});

test('cases: create with account/priority/assignee (243); close with resolution (244); reassign (245)', async ({ open }) => {
  let page = await open('#/cases/edit?return_module=Cases&return_action=DetailView');
  await page.locator("xpath=//label[contains(., 'SUBJECT')]/following::input[1]").fill('Login Issue for Acme Corporation');
  await pickRelate(page, 'ACCOUNT NAME', 'Acme Corporation');
  await pickEnum(page, 'PRIORITY', 'High');
  await pickRelate(page, 'ASSIGNED TO', 'jdoe');
  await save(page);
  let html = await evaluatorContent(page);
  for (const s of ['login issue for acme corporation', 'high', 'jdoe', 'acme corporation']) expect(html).toContain(s);
  await expect(page.locator('[data-field="case_number"]')).toContainText('6');

  page = await open(`#/cases/edit/${SEED.emailCase}`);
  await pickEnum(page, 'STATE', 'Closed');
  const status = page.locator('[data-field="status"] select');
  await expect(status.locator('option')).toHaveText(['Closed', 'Rejected', 'Duplicate']);
  await status.selectOption({ label: 'Closed' });
  await page.locator("xpath=//label[contains(., 'RESOLUTION')]/following::textarea[1]").fill('Password reset completed');
  await save(page);
  html = await evaluatorContent(page);
  for (const s of ['closed', 'password reset completed']) expect(html).toContain(s);

  page = await open(`#/cases/edit/${SEED.serverCase}`);
  const group = page.locator('[data-field="priority"] .tag-input-container');
  await group.click();
  await expect(page.locator('.tag-options a')).toHaveText(['High', 'Medium', 'Low']);
  await page.keyboard.press('Escape');
  await pickRelate(page, 'ASSIGNED TO', 'asmith');
  await save(page);
  expect(await evaluatorContent(page)).toContain('asmith');
});

test('mass update New leads to Assigned (246)', async ({ open }) => {
  const page = await open('#/leads');
  await page.locator('button.filter-settings-button').click();
  const status = page.locator('.list-filter [data-filter="status"] .tag-input-container');
  await status.click();
  await page.locator('.tag-options a', { hasText: 'New' }).click();
  await page.locator('.list-filter button', { hasText: 'Search' }).click();
  await expect(page.locator('table.table tbody tr')).toHaveCount(2);
  await expect(page.locator('button.filter-settings-button')).toHaveClass(/active/);
  await page.locator('scrm-table-header .select-action-button').click();
  await page.locator('scrm-table-header a.select-page').click();
  await expect(page.locator('scrm-table-header .bulk-action-selected-number')).toHaveText('Selected: 2');
  await bulk(page, 'Mass Update');
  await page.locator('.mass-update [data-field="status"] .tag-input-container').click();
  await page.locator('.tag-options a', { hasText: 'Assigned' }).first().click();
  await page.locator('.mass-update button', { hasText: 'Submit' }).click();
  await expect(page.locator('ngb-modal-window .modal-body')).toHaveText('Are you sure you want to update the selected record(s)?');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.locator('.message.success')).toHaveText('All Record(s) updated successfully');
  await expect(page.locator('table.table tbody tr')).toHaveCount(0);
  await page.locator('button.clear-filter-button').click();
  await expect(page.locator('table.table tbody tr')).toHaveCount(10);
  expect(await evaluatorContent(page)).toContain('assigned');
});

test('bulk delete Closed Lost opportunities (247)', async ({ open }) => {
  const page = await open('#/opportunities');
  await selectRows(page, ['Data Analytics Implementation', 'Inventory Management']);
  await bulk(page, 'Delete');
  await expect(page.locator('ngb-modal-window .modal-body')).toHaveText('Are you sure you want to delete selected record(s)?');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.locator('.message.success')).toHaveText('Record(s) deleted successfully');
  await expect(page.locator('table.table tbody tr')).toHaveCount(8);
  expect(await evaluatorContent(page)).toContain('deleted');
});

test('export selected contacts as CSV (238)', async ({ open }) => {
  const page = await open('#/contacts');
  const url = page.url();
  await page.locator('scrm-table-header .select-action-button').click();
  await page.locator('scrm-table-header a.select-all').click();
  const [download] = await Promise.all([page.waitForEvent('download'), bulk(page, 'Export')]);
  expect(download.suggestedFilename()).toBe('Contacts.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(11);
  expect(lines[0].startsWith('"ID","Name","Salutation","First Name","Last Name"')).toBe(true);
  expect(lines[1]).toContain('"Michael Scott"');
  expect(page.url()).toBe(url);
});

test('associate Dwight Schrute with Stark Industries via relate (252) and via subpanel Link', async ({ open }) => {
  let page = await open(`#/contacts/edit/${SEED.dwight}`);
  await pickRelate(page, 'ACCOUNT NAME', 'Stark Industries');
  await save(page);
  let html = await evaluatorContent(page);
  expect(html).toContain('dwight schrute');
  expect(html).toContain('stark industries');
  page = await open(`#/accounts/record/${SEED.stark}`);
  await expect(page.locator('scrm-panel.subpanel-contacts tbody tr')).toHaveCount(1);
  await page.locator('scrm-panel.subpanel-contacts button', { hasText: 'Link' }).click();
  await page.locator('ngb-modal-window tr', { hasText: 'Pam Beesly' }).locator('input.modal-row-check').check();
  await page.locator('ngb-modal-window button', { hasText: 'Select' }).click();
  await expect(page.locator('scrm-panel.subpanel-contacts tbody tr')).toHaveCount(2);
  html = await evaluatorContent(page);
  expect(html).toContain('pam beesly');
});

test('global search navigates to #/home/search and clears the input', async ({ open }) => {
  const page = await open('#/contacts');
  const input = page.locator("[name='search-bar-term']");
  await input.fill('Clark');
  await expect(page.locator('.search-suggestions')).toContainText('"Clark" in everywhere');
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/home\/search\?query_string=Clark$/);
  expect(await page.evaluate(() => (document.querySelector("[name='search-bar-term']") as HTMLInputElement).value)).toBe('');
  await expect(page.locator('.classic-view-container iframe')).toHaveAttribute('src', './legacy/index.php?module=Home&action=Search&query_string=Clark');
});

test('recently viewed lists the opened record; pagination and sorting keep rows', async ({ open }) => {
  let page = await open(`#/contacts/record/${SEED.pam}`);
  page = await open('#/contacts');
  await page.locator('a[aria-label="Recently Viewed"]').click(); // stable: menu items exist while open
  await expect(page.locator('.recently-viewed-menu .text-subtitle')).toHaveText(['Pam Beesly']);
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.querySelector('table.table tbody tr:nth-child(2) td:nth-child(2)')!.prepend('[Engineering] '));
  await page.locator('th.column-name').click();
  await expect(page.locator('table.table tbody tr:first-child td:nth-child(2)')).toContainText('Pam Beesly');
  await expect(page.locator('table.table tbody tr', { hasText: 'Pam Beesly' })).toContainText('[Engineering]');
});
