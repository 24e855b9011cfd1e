/**
 * Meetings classic views: schedule a meeting with two contact invitees, check the detail view
 * and the mirrored top URL; recurring meeting from the editor's repeat fields.
 */
import { expect, test } from './fixture';

test('schedule a meeting with two invitees', async ({ page, legacy, target }) => {
  const f = await legacy('meetings/edit?return_module=Meetings&return_action=DetailView');
  await expect(f.locator('input#SAVE[title=Save]')).toHaveValue('Save');
  await f.locator('#name').fill('Q4 Planning Session');
  await f.locator('#date_start_date').fill('2024-12-01');
  await f.locator('#date_start_hours').selectOption('10');
  await f.locator('#date_start_minutes').selectOption('00');
  await f.locator('#duration_hours').selectOption('1');
  await f.locator('#duration_minutes').selectOption('0');
  await f.locator('#location').fill('Board Room');
  for (const [first, last] of [
    ['Jim', 'Halpert'],
    ['Pam', 'Beesly'],
  ]) {
    await f.locator('#search_first_name').fill(first);
    await f.locator('#search_last_name').fill(last);
    await f.locator('input#invitees_search[value=Search]').click();
    await f.locator('input#invitees_add_0[value=Add]').click();
    await expect(f.locator('input#invitees_add_0')).toBeDisabled();
  }
  await expect(f.locator('#invitees_list')).toContainText('Jim Halpert');
  await f.locator('#SAVE').click();
  await expect(page).toHaveURL(/#\/meetings\/record\/[0-9a-f-]{36}$/);
  const d = page.frameLocator('.classic-view-container iframe');
  await expect(d.locator('.moduleTitle')).toHaveText('Meetings » Q4 Planning Session');
  await expect(d.locator('#subpanel_contacts')).toContainText('Jim Halpert');
  await expect(d.locator('#subpanel_contacts')).toContainText('Pam Beesly');
  await expect(d.locator('[field=date_start]')).toHaveText('2024-12-01 10:00');
  await expect(d.locator('[field=location]')).toHaveText('Board Room');
  if (target.kind === 'full') {
    // The native Meetings list reads the same table: the seed's row plus the new one.
    await page.goto(`${target.url}/#/meetings`);
    await expect(page.locator('table.table tbody tr', { hasText: 'Q4 Planning Session' })).toHaveCount(2);
  }
});

test('invitee search without hits offers to create one', async ({ legacy }) => {
  const f = await legacy('meetings/edit');
  await f.locator('#search_last_name').fill('Nobody');
  await f.locator('#invitees_search').click();
  await expect(f.getByText('Sorry, no results were found. Please create an invitee below.')).toBeVisible();
  await f.locator('#create_invitee_as_contact').click();
  await f.locator('#invitee_first_name').fill('Holly');
  await f.locator('#invitee_last_name').fill('Flax');
  await f.locator('#create_invitee_save').click();
  await expect(f.locator('#invitees_list')).toContainText('Holly Flax');
  await expect(f.locator('#invitees_list a', { hasText: 'Remove' }).first()).toHaveText('Remove');
});

test('missing subject is refused with the field message', async ({ legacy }) => {
  const f = await legacy('meetings/edit');
  await f.locator('#SAVE').click();
  await expect(f.locator('#error_message')).toHaveText('Missing required field: Subject');
});

test('recurring weekly meeting from the repeat fields', async ({ page, legacy }) => {
  const f = await legacy('meetings/edit');
  await f.locator('#name').fill('Weekly Standup');
  await f.locator('#date_start_date').fill('2025-01-20');
  await f.locator('#date_start_hours').selectOption('09');
  await f.locator('#repeat_type').selectOption('Weekly');
  await f.locator('#repeat_dow_1').check();
  await f.locator('#repeat_count').fill('4');
  await f.locator('#SAVE').click();
  await expect(page).toHaveURL(/#\/meetings\/record\//);
  const d = page.frameLocator('.classic-view-container iframe');
  await expect(d.locator('[field=repeat_type]')).toHaveText('Weekly, every 1 on Mon, 4 recurrences');
});
