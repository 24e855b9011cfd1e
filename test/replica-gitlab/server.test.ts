/**
 * The GitLab replica's shell (3, 5, 7; gitlab-replica.md 2, 3, 5): sign-in as
 * the reference harness does it, redirects of signed-out pages, canonical project paths, the 404
 * page and its error phrase only where GitLab shows it, raw files as text, reset.
 */
import { test, expect, signIn } from './fixtures';

test('sign-in form: exactly one "Username or email", one "Password", one "Sign in"; a wrong password says so', async ({ page, gitlab }) => {
  const res = await page.goto(`${gitlab.baseURL}/byteblaze/dotfiles`);
  expect(page.url()).toBe(`${gitlab.baseURL}/users/sign_in?return_to=%2Fbyteblaze%2Fdotfiles`);
  expect(res?.status()).toBe(200);
  await expect(page.getByLabel('Username or email')).toHaveCount(1);
  await expect(page.getByLabel('Password')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(1);
  for (const id of ['username-field', 'password-field', 'sign-in-button']) await expect(page.getByTestId(id)).toHaveCount(1);
  await page.getByLabel('Username or email').fill('byteblaze');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login or password.');
  // After signing in, GitLab returns to the page that was asked for.
  await page.getByLabel('Username or email').fill('byteblaze');
  await page.getByLabel('Password').fill('hello1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/dotfiles`);
  await expect(page.locator('h1.home-panel-title')).toContainText('dotfiles');
});

test('the root is the signed-in dashboard without a redirect; sign-out ends the session', async ({ page, gitlab }) => {
  await signIn(page, gitlab.baseURL);
  await page.goto(`${gitlab.baseURL}/`);
  expect(page.url()).toBe(`${gitlab.baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: /Byte Blaze user/ }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/users\/sign_in$/);
  await page.goto(`${gitlab.baseURL}/`);
  await expect(page).toHaveURL(/\/users\/sign_in\?return_to=%2F$/);
});

test('project paths are case-insensitive and redirect to the canonical spelling; refs with slashes resolve', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/gimmiethat.SPACE/-/issues');
  expect(page.url()).toBe(`${gitlab.baseURL}/byteblaze/gimmiethat.space/-/issues`);
  // With a query the list app keeps its base path with the trailing slash (gitlab-replica.md 4.6).
  await open('/Byteblaze/A11y-Syntax-Highlighting/-/issues?label_name%5B%5D=help%20wanted');
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/a11y-syntax-highlighting/-/issues/?label_name%5B%5D=help%20wanted`);
  await open('/amwhalen/archive-my-tweets/-/tree/github/fork/chtitux/addRssFeed');
  await expect(page.getByRole('link', { name: 'rss.php' })).toBeVisible();
  await open('/amwhalen/archive-my-tweets/-/tree/master');
  await expect(page.getByRole('link', { name: 'rss.php' })).toHaveCount(0);
});

test('unknown routes, the admin area, unknown refs and files are the 404 page; healthy pages carry no error phrase', async ({ open, gitlab }) => {
  for (const path of [
    '/admin',
    '/admin/users',
    '/nobody/nothing',
    '/byteblaze/dotfiles/-/tree/no-such-branch',
    '/byteblaze/dotfiles/-/raw/main/missing.txt',
    '/byteblaze/dotfiles.git/x',
  ]) {
    const page = await open(path);
    const res = await page.request.get(`${gitlab.baseURL}${path}`);
    expect(res.status(), path).toBe(404);
    expect((await page.locator('body').innerText()).toLowerCase(), path).toContain('page not found');
  }
  const errorPhrase =
    /page not found|access denied|server error|something went wrong|an error occurred|\b(404|500|503)\b.*?(error|not found|forbidden|unavailable|server)/i;
  for (const path of [
    '/',
    '/a11yproject/a11yproject.com',
    '/a11yproject/a11yproject.com/-/issues',
    '/a11yproject/a11yproject.com/-/issues/1478',
    '/dashboard/issues?scope=all&state=opened&assignee_username=byteblaze',
    '/byteblaze/gimmiethat.space/-/project_members',
    '/byteblaze',
  ]) {
    const page = await open(path);
    for (const line of (await page.locator('body').innerText()).split('\n')) expect(line, `${path}: ${line}`).not.toMatch(errorPhrase);
  }
});

test('raw files are text/plain with nosniff; the page shows the text, the markup escapes it', async ({ open, gitlab }) => {
  const page = await open('/byteblaze/gimmiethat.space/-/raw/main/index.html');
  const res = await page.request.get(`${gitlab.baseURL}/byteblaze/gimmiethat.space/-/raw/main/index.html`);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(await page.content()).toContain('&lt;title&gt;gimmiethat/space&lt;/title&gt;');
});

test('reset restores the seed in milliseconds and keeps the session', async ({ gitlab, open }) => {
  const t = performance.now();
  await gitlab.reset();
  expect(performance.now() - t).toBeLessThan(500);
  const page = await open('/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  // The control endpoint is on its own loopback port, not on the app.
  expect((await page.request.post(`${gitlab.baseURL}/reset`)).status()).toBe(404);
});
