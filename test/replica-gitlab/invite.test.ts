/**
 * Members and the invite modal (gitlab-replica.md 4.3), performed through the
 * UI as a user would: the modal and its ids exist only while it is open, users are found by
 * name or username, the role and expiry are stored, GitLab's messages appear, and the table then
 * answers the evaluator's role helper.
 */
import { test, expect, memberRole as role } from './fixtures';

test('invite a user by display name as Developer with an expiry; the table shows the role; reset removes it', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/timeit/-/project_members');
  await expect(page.locator('#invite-members-modal-3')).toHaveCount(0);
  await page.getByRole('button', { name: 'Invite members' }).click();
  const modal = page.getByRole('dialog', { name: 'Invite members' });
  await expect(modal).toContainText("You're inviting members to the timeit project.");
  // Guest first and selected; byteblaze owns the project, so all five roles are offered (index 4 = Owner).
  expect(await page.evaluate(() => (document.querySelector('#invite-members-modal-3_dropdown') as HTMLSelectElement).selectedIndex)).toBe(0);
  await expect(page.locator('#invite-members-modal-3_dropdown option')).toHaveText(['Guest', 'Reporter', 'Developer', 'Maintainer', 'Owner']);
  await modal.getByLabel('Username or email address').fill('Jakub');
  await modal.getByRole('menuitem', { name: 'Jakub Klinkovský lahwaacz' }).click();
  await expect(modal.locator('.gl-token')).toHaveText(['Jakub Klinkovský']);
  await page.locator('#invite-members-modal-3_dropdown').selectOption('Developer');
  await page.locator('#invite-members-modal-3_expires_at').fill('2031-01-31');
  expect(await page.evaluate(() => (document.querySelector('#invite-members-modal-3_expires_at') as HTMLInputElement).value)).toBe('2031-01-31');
  await modal.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Members were successfully added');
  await expect(page.locator('#invite-members-modal-3')).toHaveCount(0);
  expect(await page.evaluate(role('lahwaacz'))).toBe('Developer');
  await expect(page.locator('tr', { hasText: '@lahwaacz' }).locator('td[data-label="Expiration"]')).toHaveText('Jan 31, 2031');
  await gitlab.reset();
  await page.reload();
  await expect(page.locator('span.gl-avatar-labeled-sublabel')).toHaveText(['@byteblaze']);
});

test('search by username; members are flagged; an existing member cannot be invited twice; Cancel removes the modal', async ({ open }) => {
  const page = await open('/byteblaze/gimmiethat.space/-/project_members');
  await page.getByRole('button', { name: 'Invite members' }).click();
  const modal = page.getByRole('dialog', { name: 'Invite members' });
  await modal.getByLabel('Username or email address').fill('yjlou');
  await expect(modal.getByRole('menuitem', { name: /Yen-Ju Lou yjlou Already a member/ })).toBeDisabled();
  await modal.getByLabel('Username or email address').fill('abishek');
  await modal.getByRole('menuitem', { name: 'Abishek S abisubramanya27' }).click();
  await page.locator('#invite-members-modal-3_expires_at').fill('2001-01-01');
  await modal.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('Something went wrong: Expires at cannot be a date in the past.');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#invite-members-modal-3')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector('#invite-members-modal-3_expires_at'))).toBeNull();
});

test('a Developer cannot invite: no button, and a direct POST is the 404 page', async ({ open, gitlab }) => {
  const page = await open('/primer/design/-/project_members');
  await expect(page.getByRole('button', { name: 'Invite members' })).toHaveCount(0);
  const res = await page.request.post(`${gitlab.baseURL}/primer/design/-/project_members`, { form: { 'user_ids[]': '5', access_level: '30' } });
  expect(res.status()).toBe(404);
  const again = await open('/primer/design/-/project_members');
  await expect(again.locator('span.gl-avatar-labeled-sublabel')).not.toContainText(['@abisubramanya27']);
});

test('remove a member: GitLab\'s confirmation modal, Cancel keeps them, "Remove member" removes them with the notice; reset restores', async ({
  open,
  gitlab,
}) => {
  const page = await open('/byteblaze/gimmiethat.space/-/project_members');
  const row = page.locator('tr', { hasText: '@yjlou' });
  await expect(page.locator('#remove-member-modal')).toHaveCount(0);
  await row.getByRole('button', { name: 'Remove member' }).click();
  const modal = page.getByRole('dialog', { name: 'Remove member' });
  await expect(modal).toContainText('Are you sure you want to remove Yen-Ju Lou from "Byte Blaze / gimmiethat.space"?');
  await expect(modal.getByLabel('Also unassign this user from related issues and merge requests')).not.toBeChecked();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#remove-member-modal')).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Remove member' }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByRole('alert')).toHaveText('User was successfully removed from project.');
  await expect(page).toHaveURL(/\/byteblaze\/gimmiethat\.space\/-\/project_members$/);
  await expect(page.locator('span.gl-avatar-labeled-sublabel')).not.toContainText(['@yjlou']);
  // The notice is shown once.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await gitlab.reset();
  await page.reload();
  await expect(page.locator('tr', { hasText: '@yjlou' })).toHaveCount(1);
});

test("change a member's role from the row dropdown: saved at once, toast, the role helper reads it; owner and own row are not editable", async ({
  open,
  gitlab,
}) => {
  const page = await open('/byteblaze/gimmiethat.space/-/project_members');
  const before = await page.evaluate(role('yjlou'));
  const target = before === 'Maintainer' ? 'Reporter' : 'Maintainer';
  const row = page.locator('tr', { hasText: '@yjlou' });
  await row.locator('.dropdown-toggle').click();
  await expect(row.getByRole('menu')).toContainText('Change role');
  await row.getByRole('menuitem', { name: target, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Role updated successfully.');
  expect(await page.evaluate(role('yjlou'))).toBe(target);
  await page.reload();
  expect(await page.evaluate(role('yjlou'))).toBe(target);
  // byteblaze's own row is a badge, not a dropdown; a direct request cannot change it either.
  await expect(page.locator('tr', { hasText: '@byteblaze' }).locator('.dropdown-toggle')).toHaveCount(0);
  const res = await page.request.post(
    `${gitlab.baseURL}/byteblaze/gimmiethat.space/-/project_members/${await page.evaluate(() => {
      const r = [...document.querySelectorAll('tr')].find((t) => t.textContent?.includes('@byteblaze'));
      return r?.getAttribute('data-testid')?.split('-').pop();
    })}`,
    { form: { _method: 'put', 'member[access_level]': '10' } },
  );
  expect(res.status()).toBe(403);
});
