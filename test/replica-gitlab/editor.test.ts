/**
 * Single-file editor and raw (gitlab-replica.md 4.10) through the UI: the blob's Edit
 * opens `P/-/edit/main/index.html` with the file in a textarea labelled "Editor", "Commit changes"
 * commits to the branch with GitLab's notice, and `/-/raw/main/index.html` serves the new bytes
 * as text/plain (what the checks of tasks 31-35 read); the project keeps its name; errors; reset.
 */
import { test, expect } from './fixtures';

const RAW = '/byteblaze/gimmiethat.space/-/raw/main/index.html';

test('edit index.html and commit: raw serves the new title, the commit is on main, the project name is unchanged', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/gimmiethat.space/-/blob/main/index.html');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/-\/edit\/main\/index\.html$/);
  const editor = page.getByRole('textbox', { name: 'Editor' });
  const before = await editor.inputValue();
  expect(before).toContain('<title>gimmiethat/space</title>');
  await expect(page.getByLabel('Commit message')).toHaveValue('Update index.html');
  await editor.fill(before.replace('<title>gimmiethat/space</title>', '<title>GIVE ME SPACE</title>'));
  await page.getByRole('button', { name: 'Commit changes' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/gimmiethat.space/-/blob/main/index.html`);
  await expect(page.locator('.flash-notice')).toHaveText('Your changes have been successfully committed.');
  const raw = await page.request.get(`${gitlab.baseURL}${RAW}`);
  expect(raw.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await raw.text();
  expect(text).toContain('<title>GIVE ME SPACE</title>');
  expect(text).not.toContain('\r');
  expect(text).toBe(before.replace('<title>gimmiethat/space</title>', '<title>GIVE ME SPACE</title>'));
  await page.goto(`${gitlab.baseURL}${RAW}`);
  expect(await page.content()).toContain('&lt;title&gt;GIVE ME SPACE&lt;/title&gt;');
  await page.goto(`${gitlab.baseURL}/byteblaze/gimmiethat.space/-/commits/main`);
  await expect(page.locator('.commit-row-message').first()).toHaveText('Update index.html');
  await page.goto(`${gitlab.baseURL}/byteblaze/gimmiethat.space`);
  await expect(page.locator('h1.home-panel-title')).toContainText('gimmiethat.space');
  await gitlab.reset();
  expect(await (await page.request.get(`${gitlab.baseURL}${RAW}`)).text()).toContain('<title>gimmiethat/space</title>');
});

test('a new target branch gets the commit and main keeps its file; a bad branch name is refused', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/gimmiethat.space/-/edit/main/index.html');
  await page.getByRole('textbox', { name: 'Editor' }).fill('<title>x</title>\n');
  await page.getByLabel('Target Branch').fill('bad..name');
  await page.getByRole('button', { name: 'Commit changes' }).click();
  await expect(page.getByRole('alert')).toContainText('the branch name is not valid');
  await expect(page.getByRole('textbox', { name: 'Editor' })).toHaveValue('<title>x</title>\n');
  await page.getByLabel('Target Branch').fill('title-change');
  await page.getByRole('button', { name: 'Commit changes' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/gimmiethat.space/-/blob/title-change/index.html`);
  expect(await (await page.request.get(`${gitlab.baseURL}/byteblaze/gimmiethat.space/-/raw/title-change/index.html`)).text()).toBe('<title>x</title>\n');
  expect(await (await page.request.get(`${gitlab.baseURL}${RAW}`)).text()).toContain('<title>gimmiethat/space</title>');
  // Only Developers and up edit: a public project of others has no editor.
  expect((await page.request.get(`${gitlab.baseURL}/kkroening/ffmpeg-python/-/blob/master/README.md`)).status()).toBe(200);
  expect((await page.request.get(`${gitlab.baseURL}/kkroening/ffmpeg-python/-/edit/master/README.md`)).status()).toBe(404);
});
