/**
 * The ShoppingAdmin replica names every write (issue 55): the product page's Save, Save &
 * Duplicate and saved configurations, the grid's mass actions over ticked rows or Select All,
 * Update attributes › Save, and the attribute page's saves and delete each answer with their
 * effect, the same text the rules give from the request alone; signing in, searching, paging and
 * refused forms write nothing.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../replica-shopping-admin/fixtures';
import { expectEffect, expectNoWrite, send, type SendOptions } from './send';

let api: APIRequestContext;
test.beforeEach(async ({ shop, playwright }) => {
  api = await playwright.request.newContext();
  const signIn = await send(api, shop.effects, shop.baseURL, { form: { form_key: 'replica', 'login[username]': 'admin', 'login[password]': 'admin1234' } });
  expect(signIn.status).toBe(302);
  expectNoWrite(signIn);
});
test.afterEach(async () => api.dispose());

test('products: Save, Save & Duplicate, saved configurations; the grid: search, paging and mass actions', async ({ shop }) => {
  const go = (path: string, o: SendOptions = {}) => send(api, shop.effects, `${shop.baseURL}${path}`, o);
  const save = (id: number, back: string) => `/catalog/product/save/id/${id}/type/simple/store/0/set/10/back/${back}/`;
  expectEffect(await go(save(872, 'edit'), { form: { 'product[quantity_and_stock_status][qty]': '5' } }), 'save product');
  expectNoWrite(await go(save(872, 'edit'), { form: { 'product[quantity_and_stock_status][qty]': 'five' } }));
  expectEffect(
    await go(save(872, 'duplicate'), { form: { 'product[quantity_and_stock_status][qty]': '5' } }),
    'save product and duplicate it (Save & Duplicate)',
  );
  const matrix = JSON.stringify({ attributes: [93, 144], rows: [] });
  expectEffect(
    await go('/catalog/product/save/id/1492/type/configurable/store/0/set/9/back/edit/', {
      form: [
        ['affect_configurable_product_attributes', '0'],
        ['affect_configurable_product_attributes', '1'],
        ['configurable-matrix-serialized', matrix],
      ],
    }),
    'generate products: save product and its configurations',
  );
  expectNoWrite(await go('/catalog/product/', { form: { search: 'yoga' } }));
  expectNoWrite(await go('/catalog/product/mass/', { form: { op: 'next' } }));
  const mass = (op: string, extra: Array<[string, string]>) => go('/catalog/product/mass/', { form: [['op', op], ...extra] });
  expectNoWrite(await mass('delete', []));
  expectEffect(await mass('disable', [['selected[]', '872']]), 'change status of selected products to disabled');
  expectEffect(await mass('enable', [['select_all', '1']]), 'Select All: change status of all products found to enabled');
  expectNoWrite(await mass('update_attributes', [['selected[]', '872']]));
  expectEffect(
    await go('/catalog/product_action_attribute/save/', { form: { 'inventory_change[qty]': '1', 'inventory[qty]': '10' } }),
    'update attributes: save quantity and stock status of selected products',
  );
  expectEffect(await mass('delete', [['selected[]', '872']]), 'delete selected products');
  expectEffect(await mass('delete', [['select_all', '1']]), 'Select All: delete all products found');
});

test('attributes: Save and Continue Edit, Save Attribute, Delete Attribute; a refused save writes nothing', async ({ shop }) => {
  const go = (path: string, o: SendOptions = {}) => send(api, shop.effects, `${shop.baseURL}${path}`, o);
  const saveAttr = '/catalog/product_attribute/save/attribute_id/144/';
  expectEffect(
    await go(`${saveAttr}back/edit/`, { form: { 'optiontext[value][option_0][0]': 'Brown' } }),
    'save attribute and its swatch options (Save and Continue Edit)',
  );
  expectNoWrite(await go(saveAttr, { form: { 'optiontext[value][option_1][0]': '' } }));
  expectEffect(await go(saveAttr, { form: { 'frontend_label[0]': 'Size' } }), 'save attribute and its swatch options (Save Attribute)');
  expectEffect(await go('/catalog/product_attribute/delete/attribute_id/144/', { form: {} }), 'delete attribute');
});
