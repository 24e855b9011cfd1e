/**
 * Emails classic views: compose from a contact and return to its record; forward the latest
 * inbound email from Pam Beesly with a note.
 */
import { expect, test } from './fixture';

test('send an email to a contact and return to the record', async ({ page, legacy, target }) => {
  const contactId = await contactIdOf(page, target.url, 'Jim', 'Halpert');
  const q = new URLSearchParams({
    return_module: 'Contacts',
    return_action: 'DetailView',
    return_id: contactId,
    to_addrs_names: 'jim.halpert@dundermifflin.com',
    parent_type: 'Contacts',
    parent_name: 'Jim Halpert',
    parent_id: contactId,
  });
  const f = await legacy(`emails/compose?${q}`);
  await expect(f.locator('#to_addrs_names')).toHaveValue('jim.halpert@dundermifflin.com');
  await f.locator('#name').fill('Follow-up on proposal');
  await f.locator('#description_html').fill('Hi Jim, please review the attached proposal and let me know your thoughts.');
  const send = f.locator('button#send_email');
  expect(await send.textContent()).toBe('Send');
  await send.click();
  await expect(page).toHaveURL(new RegExp(`#/contacts/record/${contactId}`));
  if (target.kind === 'full') await expect(page.locator('body')).toContainText('Follow-up on proposal');
  const list = await legacy('emails/index?folder=sent');
  await expect(list.locator('#emails_list')).toContainText('Follow-up on proposal');
});

test('forward the latest email from Pam Beesly to Angela Martin', async ({ page, legacy }) => {
  const f = await legacy('emails/index?return_module=Emails&return_action=DetailView');
  const rows = f.locator('#emails_list tbody tr');
  await expect(rows.first()).toContainText('Client feedback summary');
  await expect(rows.nth(1)).toContainText('Weekly sales numbers');
  await f.getByRole('link', { name: 'Client feedback summary' }).click();
  await expect(page).toHaveURL(/#\/emails\/record\//);
  const d = page.frameLocator('.classic-view-container iframe');
  await d.locator('input#forward_button[value=Forward]').click();
  await expect(page).toHaveURL(/#\/emails\/compose\/[0-9a-f-]{36}\?forward=forward/);
  await expect(d.locator('#name')).toHaveValue('FW: Client feedback summary');
  await expect(d.locator('#to_addrs_names')).toHaveValue('');
  await d.locator('#to_addrs_names').fill('angela.martin@dundermifflin.com');
  const body = await d.locator('#description_html').inputValue();
  await d.locator('#description_html').fill('FYI - see below' + body);
  await d.locator('button#send_email').click();
  await expect(page).toHaveURL(/#\/emails\/record\//);
  await expect(d.locator('[field=to_addrs_names]')).toHaveText('Angela Martin <angela.martin@dundermifflin.com>');
  await expect(d.locator('#email_body')).toContainText('FYI - see below');
  await expect(d.locator('#email_body')).toContainText('Client feedback summary');
});

test('a name without address is refused in faithful wording', async ({ legacy }) => {
  const f = await legacy('emails/compose');
  await f.locator('#to_addrs_names').fill('nobody-known');
  await f.locator('#send_email').click();
  await expect(f.locator('#compose_error')).toHaveText('Invalid email address: nobody-known');
});

async function contactIdOf(page: import('@playwright/test').Page, url: string, first: string, last: string): Promise<string> {
  const res = await page.request.get(`${url}/legacy/index.php?module=Meetings&action=InviteeSearch&first_name=${first}&last_name=${last}`);
  const rows = (await res.json()) as { module: string; id: string }[];
  const hit = rows.find((r) => r.module === 'Contacts');
  if (!hit) throw new Error(`contact ${first} ${last} not in the seed`);
  return hit.id;
}
