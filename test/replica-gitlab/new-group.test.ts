/**
 * New group and group members (gitlab-replica.md 4.5, 4.3) through the UI: the form's
 * ids, the lower-case slug, the group overview and flash, the members page at
 * `/groups/<g>/-/group_members` with the same invite modal as projects (a user picked twice is
 * invited once), GitLab's errors for a taken or reserved URL, and a reset.
 */
import { test, expect } from './fixtures';

test('create a group, then invite members on its members page; the checks read @usernames there', async ({ open, gitlab }) => {
  const page = await open('/groups/new');
  await page.getByRole('link', { name: /^Create group/ }).click();
  await expect(page.locator('#group_visibility_level_20')).toBeChecked();
  await page.getByLabel('Group name').fill('Coding Friends');
  await expect(page.locator('#group_path')).toHaveValue('coding-friends');
  await page.getByLabel('Group URL').fill('coding_friends');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/coding_friends`);
  await expect(page.locator('.flash-notice')).toHaveText("Group 'Coding Friends' was successfully created.");
  await expect(page.locator('h1.home-panel-title')).toContainText('Coding Friends');
  await page.getByRole('complementary', { name: 'Group navigation' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/groups/coding_friends/-/group_members`);
  await expect(page.getByRole('heading', { name: 'Group members' })).toBeVisible();
  await expect(page.locator('[data-label="Max role"]')).toHaveText(['Owner']);
  await expect(page.locator('#invite-members-modal-3')).toHaveCount(0);
  await page.getByRole('button', { name: 'Invite members' }).click();
  await expect(page.locator('#invite-members-modal-3_expires_at')).toHaveValue('');
  for (const name of ['qhduan', 'Agnes-U', 'qhduan']) {
    await page.getByLabel('Username or email address').fill(name);
    const option = page.getByRole('menuitem', { name });
    await option.click();
  }
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.locator('.gl-toast')).toHaveText('Members were successfully added');
  const html = await page.content();
  for (const u of ['@qhduan', '@Agnes-U', '@byteblaze']) expect(html).toContain(u);
  await expect(page.locator('[data-label="Account"] .gl-avatar-labeled-sublabel')).toHaveCount(3);
  await page.goto(`${gitlab.baseURL}/dashboard/groups`);
  await expect(page.getByRole('link', { name: 'Coding Friends' })).toHaveAttribute('href', '/coding_friends');
  await gitlab.reset();
  expect((await page.request.get(`${gitlab.baseURL}/groups/coding_friends/-/group_members`)).status()).toBe(404);
});

test('group errors: blank name, a URL a user or a route already has; what was typed is kept', async ({ open }) => {
  const page = await open('/groups/new#create-group-pane');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('alert')).toContainText("Name can't be blank");
  await page.getByLabel('Group name').fill('byteblaze');
  await page.getByText('Private', { exact: true }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('alert')).toContainText('Group URL has already been taken');
  await expect(page.locator('#group_name')).toHaveValue('byteblaze');
  await expect(page.locator('#group_visibility_level_0')).toBeChecked();
  await page.getByLabel('Group URL').fill('dashboard');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('alert')).toContainText('Group URL has already been taken');
});

test('a private group is a 404 for others; /groups/<g> goes to the overview', async ({ open, gitlab }) => {
  const page = await open('/groups/new#create-group-pane');
  await page.getByLabel('Group name').fill('n-lab');
  await page.getByText('Private', { exact: true }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/n-lab`);
  expect(await page.evaluate(() => document.querySelector('.visibility-icon')!.getAttribute('title'))).toMatch(/^Private - /);
  await page.goto(`${gitlab.baseURL}/groups/N-Lab`);
  await expect(page).toHaveURL(`${gitlab.baseURL}/n-lab`);
  const other = await page.context().browser()!.newContext();
  expect((await other.request.get(`${gitlab.baseURL}/n-lab`, { maxRedirects: 0 })).status()).toBe(302); // signed out: to sign-in
  await other.close();
});
