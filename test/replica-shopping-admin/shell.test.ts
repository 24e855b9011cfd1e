/**
 * The ShoppingAdmin shell (shopping-admin-replica.md 2-5, 14 items 1, 2, 8-10): the
 * harness's sign-in lookups, the dashboard at `__SHOPPING_ADMIN__`, the 404 page, the Account
 * Activity pop-up, the grid's count, phrase search and paging with an unchanged URL, and the
 * locators the checks of 82-84 read on a fresh tab.
 */
import { test, expect, signIn } from './fixtures';

test('sign-in: one field per label and placeholder, one Sign in; the base URL lands on the dashboard', async ({ page, shop }) => {
  await page.goto(shop.baseURL);
  for (const l of [
    page.getByLabel('Username'),
    page.getByLabel('Password'),
    page.getByPlaceholder('user name'),
    page.getByPlaceholder('password'),
    page.getByRole('button', { name: 'Sign in' }),
  ])
    await expect(l).toHaveCount(1);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.message-error')).toHaveText(
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  );
  await signIn(page, shop.baseURL);
  await expect(page).toHaveURL(`${shop.baseURL}/admin/dashboard/`);
  await expect(page.locator('h1.page-title')).toHaveText('Dashboard');
  expect(await page.locator('#menu-magento-catalog-catalog a[href*="catalog/product"]').first().textContent()).toBe('Products');
});

test('unknown admin URLs are the 404 page in the shell; Account Activity opens a pop-up under /admin/security', async ({ open, shop }) => {
  const page = await open('/settings/security');
  // adminhtml_noroute.xml: the page keeps the default title; its content heads "404 Error".
  await expect(page.locator('h1.page-title')).toHaveText('Magento Admin');
  await expect(page.locator('h1.page-heading')).toHaveText('404 Error');
  expect((await page.innerText('body')).toLowerCase()).toContain('page not found');
  await page.goto(`${shop.baseURL}/admin/dashboard/`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Account Activity' }).click()]);
  expect(popup.url()).toContain('/admin/security/session/activity/');
  await expect(popup.locator('h1')).toHaveText('Account Activity');
  await popup.close();
  // A healthy page has no error phrase.
  expect((await page.innerText('body')).toLowerCase()).not.toMatch(/page not found|something went wrong|an error occurred/);
});

test('grid: 2,040 records, phrase search over name, SKU and description, paging; the URL never changes', async ({ open, shop }) => {
  const page = await open('/catalog/product/');
  const grid = `${shop.baseURL}/catalog/product/`;
  await expect(page.locator('.records-found')).toHaveText('2,040 records found');
  for (const [k, n] of [
    ['Phoebe', 16],
    ['Frankie Sweatshirt', 16],
    ['Minerva LumaTech V-Tee', 0],
    ['Nona', 32],
    ['Cora', 14],
    ['Cronus yoga pants', 0],
    ['MP12-33-Blue', 1],
    ['Diana Tights', 7],
  ] as const) {
    await page.getByPlaceholder('Search by keyword').fill(k);
    await page.getByPlaceholder('Search by keyword').press('Enter');
    await expect(page).toHaveURL(grid);
    await expect(page.locator('.records-found')).toHaveText(`${n} records found`);
  }
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.locator('.selectmenu-toggle').click();
  await page.getByRole('button', { name: '200', exact: true }).click();
  await expect(page.locator('.data-row')).toHaveCount(200);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(page).toHaveURL(grid);
  await expect(page.locator('.data-row').first().locator('td').nth(1)).toHaveText('801');
  await expect(page.locator('.data-row', { hasText: 'MP12-33-Blue' })).toHaveCount(1);
});

test('the check locators of 82-84 on a fresh tab: qty as the shortest decimal, stock status value', async ({ open, shop }) => {
  const page = await open('/dashboard/');
  const tab = await page.context().newPage();
  const read = async (id: number) => {
    await tab.goto(`${shop.baseURL}/catalog/product/edit/id/${id}/`);
    return tab.evaluate(() => [
      (document.querySelector('[name="product[quantity_and_stock_status][qty]"') as HTMLInputElement).value,
      (document.querySelector('[name="product[quantity_and_stock_status][is_in_stock]"') as HTMLSelectElement).value,
    ]);
  };
  expect(await read(872)).toEqual(['0', '0']);
  expect(await read(544)).toEqual(['100', '1']);
  expect(await read(1836)).toEqual(['100', '1']);
  await tab.close();
});

test('a reset clears the grid state (Magento keeps bookmarks in its database) but not the sign-in', async ({ open, shop }) => {
  const page = await open('/catalog/product/');
  await page.getByPlaceholder('Search by keyword').fill('Phoebe');
  await page.getByPlaceholder('Search by keyword').press('Enter');
  await page.locator('.selectmenu-toggle').click();
  await page.getByRole('button', { name: '50', exact: true }).click();
  await expect(page.locator('.records-found')).toHaveText('16 records found');
  await shop.reset();
  await page.reload();
  await expect(page.locator('h1.page-title')).toHaveText('Products');
  await expect(page.locator('.records-found')).toHaveText('2,040 records found');
  await expect(page.getByRole('textbox', { name: 'per page' })).toHaveValue('20');
});
