import { expect, test } from '@playwright/test';
import { evaluateExpression } from '../../browser/page-access/page-ops';

test('JS locators are called like Python page.evaluate("() => expr") calls them', async ({ page }) => {
  await page.setContent('<form><input name="search-bar-term" value=""><input id="v" type="checkbox" checked></form>');
  expect(await evaluateExpression(page, `document.querySelector("[name='search-bar-term']").value`)).toEqual({ ok: true, value: '' });
  expect(await evaluateExpression(page, `document.querySelector('#v').checked`)).toEqual({ ok: true, value: true });
  expect(await evaluateExpression(page, `[...document.querySelectorAll('input')].length`)).toEqual({ ok: true, value: 2 });
  expect(await evaluateExpression(page, `document.querySelector('#missing').checked`)).toMatchObject({ ok: false });
});
