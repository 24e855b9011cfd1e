/**
 * The issue sidebar's assignee widget (gitlab-replica.md 4.7) through the UI: Edit
 * opens a searchable menu of members and participants (the block's text is the assignee alone
 * until then), a choice saves at once, the dashboard list filtered by assignee (what tasks 42-46
 * read) shows the issue, "assign yourself", "Unassigned", a non-candidate refused, and a reset.
 */
import { test, expect } from './fixtures';

const ISSUE = '/a11yproject/a11yproject.com/-/issues/1478';
const TITLE = '404s, bad host, timeouts, bad urls for URLs linked from website';

test('assign an issue to a member from the sidebar; the assignee-filtered dashboard lists it', async ({ open, gitlab }) => {
  const page = await open(ISSUE);
  const block = page.locator('.block.assignee');
  const before = await block.evaluate((e) => (e as HTMLElement).outerText);
  expect(before).not.toContain('Roshan');
  await block.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('rosh');
  await expect(block.getByRole('menuitem', { name: /@/ })).toHaveText(['Roshan Jossey @Roshanjossey']);
  await block.getByRole('menuitem', { name: 'Roshan Jossey @Roshanjossey' }).click();
  await expect(block.locator('.value')).toHaveText('Roshan Jossey');
  await expect(block.locator('.js-assignee-dropdown')).toHaveCount(0);
  await page.goto(`${gitlab.baseURL}/dashboard/issues?scope=all&state=opened&assignee_username=Roshanjossey`);
  expect(await page.content()).toContain(TITLE);
  await gitlab.reset();
  await page.reload();
  expect(await page.content()).not.toContain(TITLE);
});

test('the issue author can be assigned though not a member; assign yourself; Unassigned', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/a11y-webring.club/-/issues/71');
  const block = page.locator('.block.assignee');
  await expect(block.locator('.value')).toHaveText('Byte Blaze');
  await block.getByRole('button', { name: 'Edit' }).click();
  await block.getByRole('menuitem', { name: /@Seirdy$/ }).click();
  await expect(block.locator('.value')).toHaveText(/Rohan|Seirdy/);
  await page.goto(`${gitlab.baseURL}/dashboard/issues?scope=all&state=opened&assignee_username=Seirdy`);
  expect(await page.content()).toContain('linking to an accessibility statement');
  await page.goto(`${gitlab.baseURL}/byteblaze/a11y-webring.club/-/issues/71`);
  await block.getByRole('button', { name: 'Edit' }).click();
  await block.getByRole('menuitem', { name: 'Unassigned' }).click();
  await expect(block.locator('.value')).toHaveText('None - assign yourself');
  await block.getByRole('button', { name: 'assign yourself' }).click();
  await expect(block.locator('.value')).toHaveText('Byte Blaze');
});

test('a user who is neither member nor participant is refused; a visitor who is not a member cannot edit', async ({ open, gitlab }) => {
  const page = await open(ISSUE);
  const put = (id: string) => page.request.post(`${gitlab.baseURL}${ISSUE}`, { form: { _method: 'put', 'issue[assignee_ids][]': id } });
  const refused = await put('2367'); // primer: not a member of a11yproject.com, not a participant
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({ message: 'An error occurred while updating assignees.' });
  // kkroening/ffmpeg-python: byteblaze is not a member, so no Edit and no write.
  await page.goto(`${gitlab.baseURL}/kkroening/ffmpeg-python/-/issues/410`);
  await expect(page.locator('h1.title')).toHaveText('How to pipe frames into an output stream?');
  await expect(page.locator('.block.assignee').getByRole('button', { name: 'Edit' })).toHaveCount(0);
  expect(
    (await page.request.post(`${gitlab.baseURL}/kkroening/ffmpeg-python/-/issues/410`, { form: { _method: 'put', 'issue[assignee_ids][]': '2330' } })).status(),
  ).toBe(404);
});
