/**
 * Calendar quick-create of a recurring meeting, the Home dashboard's dashlets, and a legacy
 * page that points at a native module handing over to the native route.
 */
import { expect, test } from './fixture';

test('recurring meeting from the calendar dialog', async ({ page, legacy }) => {
  const f = await legacy('calendar/index?date=2025-01-01');
  // 8.7.1's calendar page has no Schedule Meeting button (that is the module menu's full form); a day opens the dialog.
  await f.locator('#calendar_grid td[data-date="2025-01-20"]').click();
  await expect(f.locator('#cal_tab_recurrence')).toHaveText('Recurrence');
  await f.locator('#name').fill('Weekly Standup');
  await f.locator('#date_start_date').fill('2025-01-20');
  await f.locator('#date_start_hours').selectOption('09');
  await f.locator('#cal_tab_recurrence').click();
  await f.locator('#repeat_type').selectOption('Weekly');
  await f.locator('#repeat_dow_1').check();
  await f.locator('#repeat_count').fill('3');
  await f.locator('#btn-save').click();
  await expect(page).toHaveURL(/#\/calendar\/index\?view=month&date=2025-01-20/);
  await expect(f.locator('#calendar_grid td[data-date="2025-01-20"]')).toContainText('09:00 Weekly Standup');
  await expect(f.locator('#calendar_grid td[data-date="2025-01-27"]')).toContainText('09:00 Weekly Standup');
  await expect(f.locator('#calendar_grid td[data-date="2025-02-03"]')).toContainText('09:00 Weekly Standup');
  // Three occurrences plus the seed's own Weekly Standup on 2025-01-16.
  await expect(f.locator('.cal-item', { hasText: 'Weekly Standup' })).toHaveCount(4);
});

test('home dashboard shows its dashlets', async ({ legacy }) => {
  const f = await legacy('home');
  await expect(f.locator('.dashletPanel h3.dashlet-title')).toHaveText(['My Calls', 'My Meetings', 'My Top Open Opportunities', 'My Accounts', 'My Leads']);
});

test('legacy URL of a native module hands over to the native route', async ({ page, legacy }) => {
  const f = await legacy('meetings/edit');
  await f.locator('#CANCEL_HEADER').evaluate(() => {
    location.href = 'index.php?module=Contacts&action=index';
  });
  await expect(page).toHaveURL(/#\/contacts\/index$/);
});
