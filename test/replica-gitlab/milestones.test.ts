/**
 * Milestones (gitlab-replica.md 4.9) through the UI: the form's ids, "Create milestone",
 * the milestone page the checks read (`#content-body` with the title, `.block.start_date` and
 * `.block.due_date` as `Mon D, YYYY`, no `/01/` anywhere), GitLab's form errors, and a reset.
 */
import { test, expect } from './fixtures';

test('create a milestone with start and due dates; the page shows them as the checks read them', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/dotfiles/-/milestones');
  await page.getByRole('link', { name: 'New milestone' }).click();
  await expect(page).toHaveURL(/\/byteblaze\/dotfiles\/-\/milestones\/new$/);
  await page.locator('#milestone_title').fill('merging all branches to main');
  await page.getByLabel('Start Date').fill('2044-03-15');
  await page.getByLabel('Due Date').fill('2044-03-30');
  await page.getByRole('button', { name: 'Create milestone' }).click();
  await expect(page).toHaveURL(/\/byteblaze\/dotfiles\/-\/milestones\/1$/);
  expect(await page.evaluate(() => (document.querySelector('#content-body') as HTMLElement).outerText)).toContain('merging all branches to main');
  expect(await page.evaluate(() => (document.querySelector('.block.start_date') as HTMLElement).outerText)).toBe('Start date\nEdit\nMar 15, 2044');
  expect(await page.evaluate(() => (document.querySelector('.block.due_date') as HTMLElement).outerText)).toBe('Due date\nEdit\nMar 30, 2044 (Upcoming)');
  await expect(page.locator('.badge').first()).toHaveText('Upcoming');
  expect(await page.content()).not.toContain('/01/');
  await page.goto(`${gitlab.baseURL}/byteblaze/dotfiles/-/milestones`);
  await expect(page.getByRole('link', { name: 'merging all branches to main' })).toHaveAttribute('href', '/byteblaze/dotfiles/-/milestones/1');
  await gitlab.reset();
  expect((await page.request.get(`${gitlab.baseURL}/byteblaze/dotfiles/-/milestones/1`)).status()).toBe(404);
});

test('form errors: blank title, a due date before the start, a taken title; what was typed is kept', async ({ open }) => {
  const page = await open('/byteblaze/dotfiles/-/milestones/new');
  await page.getByLabel('Start Date').fill('2044-03-15');
  await page.getByLabel('Due Date').fill('2044-03-01');
  await page.getByRole('button', { name: 'Create milestone' }).click();
  await expect(page.getByRole('alert')).toContainText("Title can't be blank");
  await page.locator('#milestone_title').fill('v1');
  await page.getByRole('button', { name: 'Create milestone' }).click();
  await expect(page.getByRole('alert')).toContainText('Due date must be greater than start date');
  await expect(page.locator('#milestone_title')).toHaveValue('v1');
  await page.getByLabel('Due Date').fill('2044-04-01');
  await page.getByRole('button', { name: 'Create milestone' }).click();
  await expect(page).toHaveURL(/\/milestones\/1$/);
  await page.goto(page.url().replace(/\/1$/, '/new'));
  await page.locator('#milestone_title').fill('V1');
  await page.getByRole('button', { name: 'Create milestone' }).click();
  await expect(page.getByRole('alert')).toContainText('Title has already been taken');
});

test('a refused form is not a milestone page: what was typed never reaches the blocks the checks read', async ({ open }) => {
  const page = await open('/byteblaze/dotfiles/-/milestones/new');
  await page.locator('#milestone_title').fill('merging all branches to main');
  await page.getByLabel('Start Date').fill('2044-03-30');
  await page.getByLabel('Due Date').fill('2044-03-15');
  await page.getByLabel('Description').fill('Mar 15, 2044 to Mar 30, 2044');
  await page.getByRole('button', { name: 'Create milestone' }).click();
  await expect(page.getByRole('alert')).toContainText('Due date must be greater than start date');
  // The URL is the list's (POST P/-/milestones), as the url_match check wants, so the page checks must fail.
  await expect(page).toHaveURL(/\/byteblaze\/dotfiles\/-\/milestones$/);
  expect(await page.evaluate(() => [document.querySelector('.block.start_date'), document.querySelector('.block.due_date')])).toEqual([null, null]);
  expect(await page.evaluate(() => (document.querySelector('#content-body') as HTMLElement).outerText)).not.toContain('merging all branches to main');
});
