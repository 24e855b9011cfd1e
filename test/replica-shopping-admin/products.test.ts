/**
 * Product flows of the ShoppingAdmin replica (shopping-admin-replica.md 6-9, 14 items
 * 3-7): a simple product's stock save with Magento's messages and stock rules, the configurable
 * wizard from Edit Configurations to Generate Products and the page Save (what the checks of
 * 77-81 read, only after the save, page 1 of the matrix only), a new size swatch on the
 * attribute page, disassociation, and Actions › Update attributes.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const SECTION = () => (document.querySelector('[data-index="configurable"') as HTMLElement).outerText;

test('simple product: qty 5 and In Stock saved with "You saved the product."; no 5.0000; empty qty is refused', async ({ open, shop }) => {
  const page = await open('/catalog/product/edit/id/872/');
  await expect(page.locator('h1.page-title')).toHaveText('Cronus Yoga Pant -33-Blue');
  await page.getByLabel('Quantity', { exact: true }).fill('abc');
  await page.locator('#save-button').click();
  await expect(page.getByText('Please enter a valid number in this field.')).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).fill('5');
  await page.getByLabel('Stock Status').selectOption('1');
  await page.locator('#save-button').click();
  await expect(page).toHaveURL(`${shop.baseURL}/catalog/product/edit/id/872/`);
  await expect(page.locator('.message-success')).toHaveText('You saved the product.');
  expect(
    await page.evaluate(() => [
      (document.querySelector('[name="product[quantity_and_stock_status][qty]"') as HTMLInputElement).value,
      (document.querySelector('[name="product[quantity_and_stock_status][is_in_stock]"') as HTMLSelectElement).value,
    ]),
  ).toEqual(['5', '1']);
  expect(await page.content()).not.toContain('5.0000');
  // qty 0 forces Out of Stock whatever is posted.
  await page.getByLabel('Quantity', { exact: true }).fill('0');
  await page.getByLabel('Stock Status').selectOption('1');
  await page.locator('#save-button').click();
  await expect(page.getByLabel('Stock Status')).toHaveValue('0');
});

async function wizard(page: Page, check: string[], uncheck: string[] = []) {
  await page.getByRole('button', { name: 'Edit Configurations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Product Configurations' });
  await expect(dialog.getByText('Selected Attributes: Size, Color')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  for (const v of check) await dialog.getByRole('checkbox', { name: v, exact: true }).check();
  for (const v of uncheck) await dialog.getByRole('checkbox', { name: v, exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

test('configurable: add Brown to Phoebe; the section shows S-Brown only after Save, 20 rows on page 1', async ({ open, shop }) => {
  const page = await open('/catalog/product/edit/id/1130/');
  const before = await page.evaluate(SECTION);
  expect(before).toContain('Current Variations');
  expect(before).toContain('Phoebe Zipper Sweatshirt-XL-White');
  expect(before).not.toContain('Remove Product');
  expect(before.toLowerCase()).not.toContain('s-brown');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const dialog = await wizard(page, ['Brown']);
  await expect(dialog.getByText('Based on your selections 5 new products will be created.', { exact: false })).toHaveCount(0); // step 4 now
  await expect(dialog.getByRole('heading', { name: 'New Product Review' })).toBeVisible();
  await expect(dialog.locator('.summary-table').first().locator('tbody tr')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Generate Products' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.js-matrix-body tr')).toHaveCount(20);
  await expect(page.locator('.js-matrix-body tr._new')).toHaveCount(5);
  expect((await page.evaluate(SECTION)).toLowerCase()).not.toContain('phoebe zipper sweatshirt-s-brown');
  await page.locator('#save-button').click();
  await expect(page.locator('.message-success')).toHaveText('You saved the product.');
  const tab = await page.context().newPage();
  await tab.goto(`${shop.baseURL}/catalog/product/edit/id/1130/`);
  const after = (await tab.evaluate(SECTION)).toLowerCase();
  expect(after).toContain('phoebe zipper sweatshirt-s-brown');
  expect(after).toContain('size: s, color: brown');
  await tab.close();
  await page.goto(`${shop.baseURL}/catalog/product/`);
  await page.getByPlaceholder('Search by keyword').fill('WH07-S-Brown');
  await page.getByPlaceholder('Search by keyword').press('Enter');
  await expect(page.locator('.records-found')).toHaveText('1 records found');
});

test('a new size on the attribute page, then XXXL and Green on Minerva: 24 rows, XXXL-Green on page 2 (S1); removing rows before Save puts it on page 1', async ({
  open,
  shop,
}) => {
  const page = await open('/catalog/product_attribute/');
  await page.getByRole('link', { name: 'size' }).click();
  await expect(page.locator('h1.page-title')).toHaveText('Size');
  await page.getByRole('button', { name: 'Add Swatch' }).click();
  await page.getByRole('textbox', { name: 'Swatch', exact: true }).nth(-2).fill('XXXL');
  await page.getByRole('button', { name: 'Save Attribute' }).click();
  await expect(page).toHaveURL(`${shop.baseURL}/catalog/product_attribute/`);
  await expect(page.locator('.message-success')).toHaveText('You saved the product attribute.');
  await page.goto(`${shop.baseURL}/catalog/product/edit/id/1492/`);
  let dialog = await wizard(page, ['XXXL', 'Green']);
  await dialog.getByRole('button', { name: 'Generate Products' }).click();
  await expect(page.locator('.js-matrix-body tr')).toHaveCount(20);
  await expect(page.locator('.js-matrix-pager')).toContainText('of 2');
  await page.locator('#save-button').click();
  await expect(page.locator('.js-matrix-body tr')).toHaveCount(20);
  expect((await page.evaluate(SECTION)).toLowerCase()).not.toContain('v-tee-xxxl-green');
  await page.getByRole('button', { name: 'Next Page' }).click();
  expect((await page.evaluate(SECTION)).toLowerCase()).toContain('minerva lumatech™ v-tee-xxxl-green');
  // Same run on a fresh seed, removing the other new rows first: 16 rows, on page 1.
  await shop.reset();
  await page.goto(`${shop.baseURL}/catalog/product_attribute/edit/attribute_id/144/`);
  await page.getByRole('button', { name: 'Add Swatch' }).click();
  await page.getByRole('textbox', { name: 'Swatch', exact: true }).nth(-2).fill('XXXL');
  await page.getByRole('button', { name: 'Save Attribute' }).click();
  await page.goto(`${shop.baseURL}/catalog/product/edit/id/1492/`);
  dialog = await wizard(page, ['XXXL', 'Green']);
  await dialog.getByRole('button', { name: 'Generate Products' }).click();
  const removable = page.locator('.js-matrix-body tr._new').filter({ hasNotText: 'Size: XXXL, Color: Green' });
  for (let removed = 0; removed < 8; ) {
    if (!(await removable.count())) {
      await page.getByRole('button', { name: 'Next Page' }).click();
      continue;
    }
    const row = removable.first();
    await row.getByRole('button', { name: 'Select' }).click();
    await row.getByText('Remove Product', { exact: true }).click();
    removed++;
  }
  await page.locator('#save-button').click();
  await expect(page.locator('.js-matrix-body tr')).toHaveCount(16);
  expect((await page.evaluate(SECTION)).toLowerCase()).toContain('v-tee-xxxl-green');
});

test('unchecking values disassociates children: gone from the matrix, still in the catalog', async ({ open, shop }) => {
  const page = await open('/catalog/product/edit/id/1854/');
  const dialog = await wizard(page, [], ['29']);
  await expect(dialog.getByRole('heading', { name: 'Disassociated Products' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate Products' }).click();
  await page.locator('#save-button').click();
  await expect(page.locator('.js-matrix-body tr')).toHaveCount(3);
  await page.goto(`${shop.baseURL}/catalog/product/edit/id/1851/`);
  await expect(page.locator('h1.page-title')).toHaveText('Diana Tights-29-Black');
});

test('Actions › Update attributes: the Qty of five ticked products, with Change, in one fill', async ({ open, shop }) => {
  const page = await open('/catalog/product/');
  await page.locator('.selectmenu-toggle').click();
  await page.getByRole('button', { name: '200', exact: true }).click();
  await page.getByRole('button', { name: 'Next Page' }).click();
  await page.getByRole('button', { name: 'Next Page' }).click();
  for (const id of [544, 547, 550, 553, 556]) await page.locator(`.js-row-check[value="${id}"]`).check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByText('Update attributes', { exact: true }).click();
  await expect(page).toHaveURL(`${shop.baseURL}/catalog/product_action_attribute/edit/`);
  await expect(page.getByLabel('Qty')).toBeDisabled();
  await page.locator('#inventory_qty_checkbox').check();
  await page.getByLabel('Qty').fill('478');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.message-success')).toHaveText('Message is added to queue');
  for (const id of [544, 556, 545]) {
    await page.goto(`${shop.baseURL}/catalog/product/edit/id/${id}/`);
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue(id === 545 ? '100' : '478');
  }
});
