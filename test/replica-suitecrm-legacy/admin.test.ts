/**
 * Users, roles and security groups: create a user and give it a role through the Roles
 * subpanel's Select popup; add a user to a security group through the Users subpanel.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixture';

/**
 * Clicks a popup's Select, which hands the choice to the opener and closes the popup: the click
 * can lose the race with the close ("Target page ... has been closed"), which is the expected end.
 */
async function clickClosing(popup: Page, target: Locator): Promise<void> {
  const closed = popup.waitForEvent('close').then(
    () => null,
    (e: Error) => e,
  );
  await target.click().catch((e: Error) => {
    if (!popup.isClosed()) throw e;
  });
  const failed = await closed;
  if (failed) throw failed;
}

test('create a user with the Sales Representative role', async ({ page, legacy }) => {
  const f = await legacy('users/edit?return_module=Users&return_action=DetailView');
  await expect(f.locator('a.user-tab').nth(1)).toHaveText('Password');
  await f.locator('#user_name').fill('newuser');
  await f.locator('#last_name').fill('User');
  await f.locator('#SAVE_HEADER').click();
  await expect(f.locator('#error_message')).toHaveText('Missing required field: Password');
  await f.locator('#tab1').click();
  await f.locator('#new_password').fill('S3cure-pass');
  await f.locator('#confirm_new_password').fill('S3cure-pass');
  await f.locator('#SAVE_HEADER').click();
  await expect(page).toHaveURL(/#\/users\/record\/[0-9a-f-]{36}$/);
  await expect(f.locator('[field=user_name]')).toHaveText('newuser');
  const popupPromise = page.waitForEvent('popup');
  await f.locator('#aclroles_select_button').click();
  const popup = await popupPromise;
  expect(popup.url()).toContain('/legacy/index.php?module=ACLRoles&action=Popup&mode=MultiSelect');
  await popup.locator('tr', { hasText: 'Sales Representative' }).locator('input.popup-check').check();
  await clickClosing(popup, popup.locator('#MassUpdate_select_button'));
  await expect(f.locator('#subpanel_aclroles')).toContainText('Sales Representative');
  await expect(page).toHaveURL(/#\/users\/record\//);
});

test('add asmith to the Sales Team security group', async ({ page, legacy }) => {
  const f = await legacy('security-groups/index');
  const link = f.getByRole('link', { name: 'Sales Team' });
  expect(await link.textContent()).toBe('Sales Team');
  await link.click();
  await expect(page).toHaveURL(/#\/security-groups\/record\//);
  await expect(f.locator('#subpanel_users tbody tr')).toHaveCount(0);
  const popupPromise = page.waitForEvent('popup');
  await f.locator('input#users_select_button[value=Select]').click();
  const popup = await popupPromise;
  expect(popup.url()).toContain('/legacy/index.php?module=Users&action=Popup&mode=MultiSelect');
  await popup.locator('#name_basic').fill('asmith');
  await popup.locator('#search_form_submit').click();
  await popup.locator('input.popup-check').first().check();
  await clickClosing(popup, popup.locator('input#MassUpdate_select_button[value=Select]'));
  await expect(f.locator('#subpanel_users')).toContainText('asmith');
  await expect(f.locator('#subpanel_users tbody tr')).toHaveCount(1);
  const remove = f.locator('#subpanel_users a.remove-link');
  expect(await remove.textContent()).toBe('remove');
});

test('roles list and role detail with Select User', async ({ legacy }) => {
  const f = await legacy('acl-roles/index');
  await expect(f.locator('#list_view')).toContainText('Read Only');
  await f.getByRole('link', { name: 'Sales Representative' }).click();
  await expect(f.locator('input#users_select_button')).toHaveValue('Select User');
  await expect(f.locator('#acl_matrix')).toContainText('Not Set');
});
