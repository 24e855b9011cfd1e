/**
 * Settings › General (gitlab-replica.md 4.13) through the UI: the name input the
 * policies read (`#project_name_edit`), "Save changes" with GitLab's notice, and the irreversible
 * "Delete project": its confirmation modal exists only while open and deletes only once the path
 * is typed; the project is then gone everywhere; a reset restores it.
 */
import { test, expect } from './fixtures';

test('rename a project in General settings: saved with the notice, the overview shows the new name', async ({ open }) => {
  const page = await open('/byteblaze/timeit/edit');
  await expect(page.locator('#project_name_edit')).toHaveValue('timeit');
  await page.getByLabel('Project name').fill('timeit-renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText("Project 'timeit-renamed' was successfully updated.");
  await expect(page.locator('#project_name_edit')).toHaveValue('timeit-renamed');
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page).toHaveTitle(/^timeit-renamed/);
  await page.goto(`${page.url()}/edit`);
  await page.getByLabel('Project name').fill('');
  await page.getByLabel('Project name').evaluate((i: HTMLInputElement) => (i.required = false));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText("Project settings were not saved: Name can't be blank");
});

test("delete a project: GitLab's confirmation asks for the path; the project is gone; reset restores it", async ({ open, gitlab }) => {
  const page = await open('/byteblaze/timeit/edit');
  await expect(page.locator('#delete-project-modal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete project' }).click();
  const modal = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
  const confirm = modal.getByRole('button', { name: 'Yes, delete project' });
  await expect(confirm).toBeDisabled();
  await modal.getByRole('button', { name: 'Cancel, keep project' }).click();
  await expect(page.locator('#delete-project-modal')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete project' }).click();
  await modal.getByLabel('Enter the following to confirm: timeit').fill('timei');
  await expect(confirm).toBeDisabled();
  await modal.getByLabel('Enter the following to confirm: timeit').fill('timeit');
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByRole('alert')).toHaveText("Project 'timeit' is in the process of being deleted.");
  expect((await page.request.get(`${gitlab.baseURL}/byteblaze/timeit`)).status()).toBe(404);
  await gitlab.reset();
  expect((await page.request.get(`${gitlab.baseURL}/byteblaze/timeit`)).status()).toBe(200);
});

test('a Developer has no General settings (404) and cannot delete by a direct request', async ({ open, gitlab }) => {
  const page = await open('/primer/design/edit');
  await expect(page.getByRole('heading', { name: 'General settings' })).toHaveCount(0);
  const res = await page.request.post(`${gitlab.baseURL}/primer/design`, { form: { _method: 'delete', confirm_path: 'design' } });
  expect(res.status()).toBe(404);
  expect((await page.request.get(`${gitlab.baseURL}/primer/design`)).status()).toBe(200);
});
