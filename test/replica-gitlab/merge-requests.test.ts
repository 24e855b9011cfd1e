/**
 * Merge requests (gitlab-replica.md 4.8) through the UI: the compare step's branch
 * dropdowns with search, "Compare branches and continue", the form's ids and defaults (delete
 * source branch checked, hidden target branch), the reviewer dropdown over members, "Create merge
 * request", and the MR page as the checks read it (the two direct-child monospace anchors, the
 * reviewer block); GitLab's errors; the list; a reset.
 */
import { test, expect } from './fixtures';

const MR_SRC_TGT = () => [...document.querySelectorAll('.detail-page-description > a.gl-font-monospace')].map((a) => (a as HTMLElement).outerText);

test('create an MR from the compare step with a reviewer; the MR page shows branches and reviewer', async ({ open, gitlab }) => {
  const page = await open('/primer/design/-/merge_requests');
  await expect(page.getByText('There are no open merge requests')).toBeVisible();
  await page.getByRole('link', { name: 'New merge request' }).click();
  await page.getByRole('button', { name: 'Select source branch' }).click();
  await page.getByRole('searchbox', { name: 'Search branches' }).first().fill('dialog-comp');
  await page.getByRole('link', { name: 'dialog-component', exact: true }).click();
  await page.getByRole('button', { name: 'main', exact: true }).click();
  await page.locator('.js-target-branch + .dropdown-menu').getByRole('link', { name: 'dialog', exact: true }).click();
  await page.getByRole('button', { name: 'Compare branches and continue' }).click();
  await expect(page).toHaveURL(/merge_request%5Bsource_branch%5D=dialog-component&merge_request%5Btarget_branch%5D=dialog$/);
  await expect(page.locator('#merge_request_title')).toHaveValue(/\S/);
  await expect(page.locator('#merge_request_force_remove_source_branch')).toBeChecked();
  await expect(page.locator('#merge_request_target_branch')).toHaveValue('dialog');
  await page.locator('.js-reviewer-search').click();
  await page.locator('.merge-request-reviewer').getByRole('searchbox', { name: 'Search users' }).fill('carol');
  await page.getByRole('link', { name: 'Caroline Stewart @cstewart' }).click();
  await expect(page.locator('.js-reviewer-search')).toHaveText('Caroline Stewart');
  await page.getByRole('button', { name: 'Create merge request' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/primer/design/-/merge_requests/1`);
  expect(await page.evaluate(MR_SRC_TGT)).toEqual(['dialog-component', 'dialog']);
  expect(await page.locator('.block.reviewer').evaluate((e) => (e as HTMLElement).outerText)).toContain('Caroline Stewart');
  expect(await page.evaluate(() => document.querySelector('#merge_request_force_remove_source_branch'))).toBeNull();
  await page.goto(`${gitlab.baseURL}/primer/design/-/merge_requests`);
  await expect(page.locator('.merge-request-title-text')).toHaveCount(1);
  await gitlab.reset();
  expect((await page.request.get(`${gitlab.baseURL}/primer/design/-/merge_requests/1`)).status()).toBe(404);
});

test('the same pair again, same branches, a blank title: GitLab errors; byteblaze as reviewer (no Assign to me there, as in 15.x)', async ({
  open,
  gitlab,
}) => {
  const page = await open('/primer/design/-/merge_requests/new?merge_request%5Bsource_branch%5D=debug-build-time&merge_request%5Btarget_branch%5D=main');
  await expect(page.locator('.merge-request-reviewer').getByRole('link', { name: 'Assign to me' })).toHaveCount(0);
  await page.locator('.js-reviewer-search').click();
  await page.locator('.merge-request-reviewer').getByRole('searchbox', { name: 'Search users' }).fill('byteblaze');
  await page.locator('.merge-request-reviewer').getByRole('link', { name: 'Byte Blaze @byteblaze' }).click();
  await page.locator('#merge_request_title').fill('');
  await page.getByRole('button', { name: 'Create merge request' }).click();
  await expect(page.getByRole('alert')).toContainText("Title can't be blank");
  await expect(page.locator('.js-reviewer-search')).toHaveText('Byte Blaze');
  await page.locator('#merge_request_title').fill('Debug build time');
  await page.getByRole('button', { name: 'Create merge request' }).click();
  await expect(page).toHaveURL(/\/merge_requests\/1$/);
  expect(await page.locator('.block.reviewer').evaluate((e) => (e as HTMLElement).outerText)).toContain('Byte Blaze');
  await page.goto(
    `${gitlab.baseURL}/primer/design/-/merge_requests/new?merge_request%5Bsource_branch%5D=debug-build-time&merge_request%5Btarget_branch%5D=main`,
  );
  await expect(page.getByRole('alert')).toHaveText('Another open merge request already exists for this source branch: !1');
  await page.goto(`${gitlab.baseURL}/primer/design/-/merge_requests/new?merge_request%5Bsource_branch%5D=main&merge_request%5Btarget_branch%5D=main`);
  await expect(page.getByRole('alert')).toContainText("You can't use same project/branch for source and target");
  await expect(page.getByRole('button', { name: 'Compare branches and continue' })).toBeVisible();
  // A branch that does not exist (the intent's "master" in a11yproject.com) is refused the same way.
  await page.goto(
    `${gitlab.baseURL}/a11yproject/a11yproject.com/-/merge_requests/new?merge_request%5Bsource_branch%5D=redesign&merge_request%5Btarget_branch%5D=master`,
  );
  await expect(page.getByRole('alert')).toHaveText('Target branch does not exist');
});
