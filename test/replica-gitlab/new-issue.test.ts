/**
 * New issue (gitlab-replica.md 4.7) through the UI: the form's ids, the assignee
 * dropdown (project members only, searchable, "Assign to me"), the due date as typed
 * `YYYY-MM-DD`, "Create issue", and the issue page the checks read (title element holding only
 * the title, `.block.assignee`, the due-date block); errors keep what was typed; reset.
 */
import { test, expect } from './fixtures';

test('create an issue assigned to a member with a due date; the page answers the checks', async ({ open, gitlab }) => {
  const page = await open('/a11yproject/a11yproject.com/-/issues/new');
  await page.getByLabel('Title (required)').fill('401 bad gateway');
  await page.locator('.js-assignee-search').click();
  await page.getByLabel('Search users').fill('roshan');
  await page.getByRole('link', { name: 'Roshan Jossey @Roshanjossey' }).click();
  await expect(page.locator('.js-assignee-search')).toHaveText('Roshan Jossey');
  await page.getByLabel('Due date').fill('2030-12-31');
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/a11yproject\/a11yproject\.com\/-\/issues\/\d+$/);
  const read = (sel: string) => page.evaluate((s) => (document.querySelector(s) as HTMLElement).outerText, sel);
  expect(await read('[data-qa-selector="title_content"]')).toBe('401 bad gateway');
  expect(await read('.block.assignee')).toBe('Assignee\nEdit\nRoshan Jossey');
  expect(await read('[data-testid="sidebar-due-date"]')).toBe('Due date\nEdit\nDec 31, 2030');
  const url = page.url();
  await gitlab.reset();
  expect((await page.request.get(url)).status()).toBe(404);
});

test('"Assign to me"; a non-member cannot be assigned; a blank title keeps what was typed', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/cloud-to-butt/-/issues/new');
  await expect(page.locator('.js-assignee-search')).toHaveText('Unassigned');
  await expect(page.getByRole('link', { name: /@Roshanjossey/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Assign to me' }).click();
  await expect(page.locator('.js-assignee-search')).toHaveText('Byte Blaze');
  await page.getByLabel('Due date').fill('2033-03-31');
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page.getByRole('alert')).toContainText("Title can't be blank");
  // The refused form sits at P/-/issues (what the url check wants) but is not an issue page.
  expect(
    await page.evaluate(() => [document.querySelector('[data-qa-selector="title_content"]'), document.querySelector('[data-testid="sidebar-due-date"]')]),
  ).toEqual([null, null]);
  await expect(page.getByLabel('Due date')).toHaveValue('2033-03-31');
  await expect(page.locator('.js-assignee-search')).toHaveText('Byte Blaze');
  // The server refuses a non-member whatever the form sends.
  const res = await page.request.post(`${gitlab.baseURL}/byteblaze/cloud-to-butt/-/issues`, { form: { 'issue[title]': 'x', 'issue[assignee_ids][]': '2264' } });
  expect(await res.text()).toContain('Assignee is not a member of this project');
});
