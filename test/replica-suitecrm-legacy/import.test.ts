/**
 * Import wizard: upload the seed CSV, walk the steps, import, and check that a second run of the
 * same file is caught by the duplicate check.
 */
import { join } from 'node:path';
import { legacyFilesDir } from '../../apps/suitecrm/legacy/index';
import { expect, test } from './fixture';

test('import the contacts CSV once; the second run finds duplicates', async ({ page, legacy }) => {
  for (const expected of ['3 records were created', '0 records were created']) {
    const f = await legacy('import/step1?import_module=Contacts&return_module=Contacts&return_action=index');
    await expect(f.locator('h2')).toHaveText('Step 1: Upload Import File');
    await f.locator('input[type=file][name=userfile]').setInputFiles(join(legacyFilesDir, 'contacts_import.csv'));
    await f.locator('#gonext').click();
    await expect(f.locator('h2')).toHaveText('Step 2: Confirm Import File Properties');
    await expect(f.locator('#import_preview')).toContainText('Holly');
    await f.locator('#gonext').click();
    await expect(f.locator('h2')).toHaveText('Step 3: Confirm Field Mappings');
    await expect(f.locator('#colnum_2')).toHaveValue('email1');
    await f.locator('#gonext').click();
    await expect(f.locator('h2')).toHaveText('Step 4: Check for Possible Duplicates');
    await f.locator('input#importnow[value="Import Now"]').click();
    await expect(page).toHaveURL(/#\/import\/last\?/i);
    await expect(f.locator('#import_summary')).toContainText(expected);
  }
  const f = page.frameLocator('.classic-view-container iframe');
  await expect(f.locator('#import_summary')).toContainText('3 records were not imported because they are duplicates');
});

test('accounts CSV maps Name, Office Phone and Billing City', async ({ page, legacy }) => {
  const f = await legacy('import/step1?import_module=Accounts&return_module=Accounts&return_action=index');
  await f.locator('#userfile').setInputFiles(join(legacyFilesDir, 'accounts_import.csv'));
  // Every step reuses the #gonext id, so wait for each step's heading before the next click:
  // a click that lands while the previous step is still on screen submits that step twice.
  await f.locator('#gonext').click();
  await expect(f.locator('h2')).toHaveText('Step 2: Confirm Import File Properties');
  await f.locator('#gonext').click();
  await expect(f.locator('h2')).toHaveText('Step 3: Confirm Field Mappings');
  await expect(f.locator('#colnum_0')).toHaveValue('name');
  await expect(f.locator('#colnum_1')).toHaveValue('phone_office');
  await expect(f.locator('#colnum_2')).toHaveValue('billing_address_city');
  await f.locator('#gonext').click();
  await expect(f.locator('h2')).toHaveText('Step 4: Check for Possible Duplicates');
  await f.locator('#importnow').click();
  await expect(page).toHaveURL(/#\/import\/last\?/i);
  await expect(f.locator('#created_records')).toContainText('Vance Refrigeration');
  await f.locator('input#undo[value="Undo Import"]').click();
  await expect(f.locator('#undo_message')).toHaveText('The import was undone: 3 records were removed.');
});
