/**
 * Selector contract §18 A (start URLs) and B (task `program_html` strings), native views only:
 * each string is present in `page.content()` (lower-cased, unescaped) of the page a correct run
 * ends on. Values are written through the app's own save API, then the page is opened.
 */
import type { Page } from '@playwright/test';
import { SEED, evaluatorContent, expect, test, waitForView } from './fixtures';

type Open = (hash: string) => Promise<Page>;
type Scenario = (open: Open, page: Page, base: string) => Promise<Page>;

async function saved(page: Page, open: Open, base: string, module: string, id: string | null, values: Record<string, unknown>): Promise<Page> {
  const res = await page.request.post(`${base}/api/save`, { data: { module, id: id ?? undefined, values } });
  const body = await res.json();
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return open(`#/${module}/record/${body.id}`);
}

const list =
  (hash: string): Scenario =>
  (open) =>
    open(hash);
const save =
  (module: string, id: string | null, values: Record<string, unknown>): Scenario =>
  (open, page, base) =>
    saved(page, open, base, module, id, values);
const deleteContact: Scenario = async (open) => {
  const page = await open(`#/contacts/record/${SEED.michael}`);
  await page.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
  await page.locator('scrm-action-group-menu a.dropdown-item', { hasText: 'Delete' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.locator('.message.success')).toBeVisible();
  return page;
};
const bulkDelete: Scenario = async (open) => {
  const page = await open('#/opportunities');
  await page.locator('table.table tbody tr', { hasText: 'Inventory Management' }).locator('td.cdk-column-checkbox label').click();
  await page.locator('scrm-table-header .bulk-actions-toggle').click();
  await page.locator('scrm-table-header a.delete-bulk-action').click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.locator('.message.success')).toBeVisible();
  return page;
};
const contact = (first: string, last: string, extra: Record<string, unknown> = {}) => save('contacts', null, { first_name: first, last_name: last, ...extra });
const email = (addr: string, flags: Record<string, boolean> = {}) => [{ email: addr, primary: true, ...flags }];

const B: [string, Scenario][] = [
  ['Record deleted', deleteContact],
  ['Angela Martin', list('#/contacts')],
  ['Export', list('#/contacts')],
  // The import wizard names itself; in faithful mode every page also has the hidden navbar items.
  ['Import', list('#/import/step1?import_module=Accounts&return_module=Accounts&return_action=index')],
  ['asmith', list('#/cases')],
  ['Stark Industries', list('#/accounts')],
  ['High', list(`#/cases/record/${SEED.serverCase}`)],
  ['Pam Beesly', list('#/contacts')],
  ['Assigned', list('#/leads')],
  ['Budget Review', list('#/meetings')],
  ['Closed', list('#/opportunities')],
  ['Dwight Schrute', list('#/contacts')],
  ['Jim Halpert', list('#/contacts')],
  ['Login Issue for Acme Corporation', list('#/cases')],
  ['Password reset completed', save('cases', SEED.emailCase, { state: 'Closed', status: 'Closed_Closed', resolution: 'Password reset completed' })],
  ['Q4 Planning Session', list('#/meetings')],
  ['Weekly Standup', list('#/meetings')],
  ['deleted', bulkDelete],
  ['opportunities', list('#/home')],
  ['Wayne Enterprises', list('#/accounts')],
  ['Wonka Industries', list('#/accounts')],
  ['$10,000', save('opportunities', SEED.cloud, { amount: '10000' })],
  ['$5,000', save('opportunities', SEED.cloud, { amount: '5,000' })],
  ['$50,000', list('#/opportunities/record/5eed0014-0000-4000-8000-000000000001')],
  ['(123) 456-7890', save('accounts', SEED.wayne, { phone_office: '(123) 456-7890' })],
  ['(174) 897-6649', save('accounts', SEED.wayne, { phone_office: '(174) 897-6649' })],
  ['(222) 111-3344', save('accounts', SEED.stark, { phone_office: '(222) 111-3344' })],
  ['2024-02-10 00:00', save('tasks', null, { name: 'Prepare Client Presentation', priority: 'Medium', status: 'Not Started', date_start: '2024-02-10 00:00' })],
  ['2024-05-08 00:00', save('tasks', null, { name: 'Finalize Q3 Budget', priority: 'High', status: 'Not Started', date_start: '2024-05-08 00:00' })],
  ['2024-09-25', save('opportunities', SEED.cloud, { date_closed: '2024-09-25' })],
  ['2024-09-30', save('opportunities', SEED.cloud, { date_closed: '2024-09-30' })],
  ['2024-10-15', save('opportunities', SEED.cloud, { date_closed: '2024-10-15' })],
  ['2024-10-20', save('opportunities', SEED.cloud, { date_closed: '2024-10-20' })],
  ['2024-10-20 00:00', save('tasks', null, { name: 'Schedule Team Meeting', priority: 'Low', status: 'Not Started', date_start: '2024-10-20 00:00' })],
  ['2024-11-01', save('opportunities', SEED.cloud, { date_closed: '2024-11-01' })],
  ['2024-11-05', save('opportunities', SEED.cloud, { date_closed: '2024-11-05' })],
  ['555-000-1234', save('contacts', SEED.dwight, { phone_work: '555-000-1234' })],
  ['555-111-2222', save('accounts', SEED.wayne, { phone_fax: '555-111-2222' })],
  ['555-123-4567', save('leads', SEED.clark, { phone_mobile: '555-123-4567' })],
  ['555-333-4444', save('accounts', SEED.wayne, { phone_fax: '555-333-4444' })],
  ['555-555-5555', save('leads', SEED.clark, { phone_mobile: '555-555-5555' })],
  ['555-555-6666', save('accounts', SEED.stark, { phone_fax: '555-555-6666' })],
  ['555-987-6543', save('leads', SEED.clark, { phone_mobile: '555-987-6543' })],
  ['<span class="dynamic-label ng-star-inserted">Alice Johnson</span>', contact('Alice', 'Johnson', { title: 'Marketing Director' })],
  ['<span class="dynamic-label ng-star-inserted">Brown</span>', contact('', 'Brown', { email1: email('brown.john@example.com') })],
  ['<span class="dynamic-label ng-star-inserted">David Smith</span>', contact('David', 'Smith')],
  ['<span class="dynamic-label ng-star-inserted">Emily Chen</span>', contact('Emily', 'Chen')],
  [
    '<span class="dynamic-label ng-star-inserted">Finalize Q3 Budget</span>',
    save('tasks', null, { name: 'Finalize Q3 Budget', priority: 'High', status: 'Not Started' }),
  ],
  ['<span class="dynamic-label ng-star-inserted">Garcia</span>', contact('', 'Garcia')],
  ['<span class="dynamic-label ng-star-inserted">Global Marketing Group</span>', save('accounts', null, { name: 'Global Marketing Group' })],
  ['<span class="dynamic-label ng-star-inserted">Green Solutions Inc.</span>', save('accounts', null, { name: 'Green Solutions Inc.' })],
  [
    '<span class="dynamic-label ng-star-inserted">Marketing Campaign</span>',
    save('opportunities', null, {
      name: 'Marketing Campaign',
      amount: '5000',
      account_name: { id: SEED.acme },
      date_closed: '2024-09-30',
      sales_stage: 'Negotiation/Review',
    }),
  ],
  [
    '<span class="dynamic-label ng-star-inserted">New Website Project</span>',
    save('opportunities', null, {
      name: 'New Website Project',
      amount: '10000',
      account_name: { id: SEED.acme },
      date_closed: '2024-10-15',
      sales_stage: 'Proposal/Price Quote',
    }),
  ],
  ['<span class="dynamic-label ng-star-inserted">Patel</span>', contact('', 'Patel')],
  [
    '<span class="dynamic-label ng-star-inserted">Prepare Client Presentation</span>',
    save('tasks', null, { name: 'Prepare Client Presentation', priority: 'Medium', status: 'Not Started' }),
  ],
  [
    '<span class="dynamic-label ng-star-inserted">Schedule Team Meeting</span>',
    save('tasks', null, { name: 'Schedule Team Meeting', priority: 'Low', status: 'Not Started' }),
  ],
  [
    '<span class="dynamic-label ng-star-inserted">Software Development Contract</span>',
    save('opportunities', null, {
      name: 'Software Development Contract',
      amount: '50000',
      account_name: { id: SEED.acme },
      date_closed: '2024-11-01',
      sales_stage: 'Closed Won',
    }),
  ],
  ['<span class="dynamic-label ng-star-inserted">Tech Innovations</span>', save('accounts', null, { name: 'Tech Innovations' })],
  ['Clark Kent', list('#/leads')],
  ['Closed Won', list('#/opportunities')],
  ['Cloud Migration', list('#/opportunities')],
  ['Confirm contract terms', save('opportunities', SEED.cloud, { next_step: 'Confirm contract terms' })],
  ['Customer Portal Setup', list('#/opportunities')],
  ['Design', save('contacts', SEED.pam, { department: 'Design' })],
  ['Global Marketing Group', save('accounts', null, { name: 'Global Marketing Group' })],
  ['Green Solutions Inc.', save('accounts', null, { name: 'Green Solutions Inc.' })],
  ['Invalid', list(`#/contacts/record/${SEED.pam}`)],
  ['Low', save('cases', SEED.serverCase, { priority: 'P3' })],
  ['Marketing', save('contacts', SEED.pam, { department: 'Marketing' })],
  ['Marketing Automation', list('#/opportunities')],
  ['Marketing Director', contact('Alice', 'Johnson', { title: 'Marketing Director' })],
  ['Medium', save('cases', SEED.serverCase, { priority: 'P2' })],
  ['Natasha Romanoff', list('#/leads')],
  ['Negotiation', list('#/opportunities')],
  ['Opt Out', list(`#/contacts/record/${SEED.pam}`)],
  ['Peter Parker', list('#/leads')],
  ['Primary', list(`#/contacts/record/${SEED.pam}`)],
  ['Product Designer', contact('Emily', 'Chen', { title: 'Product Designer' })],
  ['Proposal', list('#/opportunities')],
  ['Review proposal with client', save('opportunities', SEED.cloud, { next_step: 'Review proposal with client' })],
  ['Ryan Howard', list('#/contacts')],
  ['Sales', save('contacts', SEED.pam, { department: 'Sales' })],
  ['Sales Manager', contact('David', 'Smith', { title: 'Sales Manager' })],
  ['Send follow-up email', save('opportunities', SEED.cloud, { next_step: 'Send follow-up email' })],
  ['Senior Engineer', save('contacts', SEED.pam, { title: 'Senior Engineer' })],
  ['Tech Innovations', save('accounts', null, { name: 'Tech Innovations' })],
  ['brown.john@example.com', contact('', 'Brown', { email1: email('brown.john@example.com') })],
  ['garcia@example.com', contact('', 'Garcia', { email1: email('garcia@example.com') })],
  ['mina.patel@example.com', contact('', 'Patel', { email1: email('mina.patel@example.com') })],
  ['updated@test.com', save('contacts', SEED.pam, { email1: email('updated@test.com') })],
];

test.describe('§18.B must_include strings', () => {
  for (const [s, scenario] of B) {
    test(`B: ${s}`, async ({ open, loggedIn, crm }) => {
      const final = await scenario(open, loggedIn, crm.baseURL);
      expect(await evaluatorContent(final)).toContain(s.toLowerCase());
    });
  }
});

const A: [string, string[], string][] = [
  ['__SUITECRM__', [''], 'iframe'],
  ['__SUITECRM__/#/contacts', ['#/contacts'], 'table.table tbody tr'],
  ['__SUITECRM__/#/accounts', ['#/accounts'], 'table.table tbody tr'],
  ['#/contacts |AND| #/accounts', ['#/contacts', '#/accounts'], 'table.table tbody tr'],
  ['__SUITECRM__/#/cases', ['#/cases'], 'table.table tbody tr'],
  ['#/contacts |AND| #/leads', ['#/contacts', '#/leads'], 'table.table tbody tr'],
  ['#/contacts |AND| #/cases |AND| #/leads', ['#/contacts', '#/cases', '#/leads'], 'table.table tbody tr'],
];

test.describe('§18.A start URLs', () => {
  for (const [name, hashes, ready] of A) {
    test(`A: ${name}`, async ({ loggedIn, crm }) => {
      const context = loggedIn.context();
      const pages = [loggedIn];
      for (let i = 1; i < hashes.length; i++) pages.push(await context.newPage());
      for (const [i, h] of hashes.entries()) await pages[i].goto(`${crm.baseURL}/${h}`);
      for (const p of pages) {
        await waitForView(p);
        await expect(p.locator(ready).first()).toBeAttached({ timeout: 5000 });
        await expect(p.locator('scrm-navbar-ui nav')).toHaveCount(1);
      }
      if (hashes[0] === '') await expect(pages[0]).toHaveURL(/#\/home$/);
    });
  }
});
