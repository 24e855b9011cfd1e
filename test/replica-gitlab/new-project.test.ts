/**
 * New project (gitlab-replica.md 4.4) through the UI: the landing cards, the blank form
 * with GitLab's ids (Public checked by default, README checked), the slug that follows the name
 * with its case kept, the project the checks read afterwards (`.visibility-icon[title]`, the
 * "Initial commit" on the commits page), the template list and its import commit and
 * description, GitLab's form errors, and a reset.
 */
import { test, expect } from './fixtures';

test('blank private project with a README: overview icon, Owner, "Initial commit"', async ({ open, gitlab }) => {
  const page = await open('/');
  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.locator('#project_name')).toBeHidden();
  await page.getByRole('link', { name: /Create blank project/ }).click();
  await expect(page.locator('#project_visibility_level_20')).toBeChecked();
  await expect(page.locator('#project_initialize_with_readme')).toBeChecked();
  await page.getByLabel('Project name').fill('AutoAGI Test');
  await expect(page.locator('#project_path')).toHaveValue('AutoAGI-Test');
  await page.getByText('Private', { exact: true }).click();
  await expect(page.locator('#project_visibility_level_0')).toBeChecked();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/AutoAGI-Test`);
  await expect(page.locator('.flash-notice')).toHaveText("Project 'AutoAGI Test' was successfully created.");
  expect(await page.evaluate(() => document.querySelector('.visibility-icon')!.getAttribute('title'))).toMatch(/^Private - /);
  await page.goto(`${gitlab.baseURL}/byteblaze/autoagi-test/-/commits`);
  await expect(page).toHaveURL(/\/byteblaze\/AutoAGI-Test\/-\/commits\/main$/);
  await expect(page.locator('.commit-row-message')).toHaveText(['Initial commit']);
  await expect(page.locator('.commit-author-link')).toHaveText('Byte Blaze');
  await page.goto(`${gitlab.baseURL}/byteblaze/AutoAGI-Test/-/project_members`);
  await expect(page.locator('[data-label="Account"] .gl-avatar-labeled-sublabel')).toHaveText(['@byteblaze']);
  await expect(page.locator('[data-label="Max role"]')).toHaveText(['Owner']);
  await gitlab.reset();
  expect((await page.request.get(`${gitlab.baseURL}/byteblaze/AutoAGI-Test`)).status()).toBe(404);
});

test('a project without a README has an empty repository; a public one has the public title', async ({ open, gitlab }) => {
  const page = await open('/projects/new#blank_project');
  await page.getByLabel('Project name').fill('web_arena');
  await page.getByLabel('Initialize repository with a README').uncheck();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/web_arena`);
  expect(await page.evaluate(() => document.querySelector('.visibility-icon')!.getAttribute('title'))).toMatch(/^Public - /);
  await expect(page.getByText('The repository for this project is empty')).toBeVisible();
  await page.goto(`${gitlab.baseURL}/byteblaze/web_arena/-/commits/main`);
  await expect(page.locator('.commit-row-message')).toHaveCount(0);
});

test('from a built-in template: description and the import commit as the checks read them', async ({ open, gitlab }) => {
  const page = await open('/projects/new');
  await page.getByRole('link', { name: /Create from template/ }).click();
  await expect(page).toHaveURL(/#create_from_template$/);
  await page.locator('.template-option', { hasText: 'Pages/Plain HTML' }).getByRole('button', { name: 'Use template' }).click();
  await expect(page.locator('.js-template-name')).toHaveText('Pages/Plain HTML');
  await expect(page.locator('#project_initialize_with_readme')).toBeHidden();
  await page.getByLabel('Project name').fill('web_agent_index');
  await page.getByText('Private', { exact: true }).click();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`${gitlab.baseURL}/byteblaze/web_agent_index`);
  expect(await page.evaluate(() => (document.querySelector('.home-panel-description-markdown') as HTMLElement).outerText)).toBe(
    'Example plain HTML site using GitLab Pages: https://pages.gitlab.io/plain-html',
  );
  await page.goto(`${gitlab.baseURL}/byteblaze/web_agent_index/-/commits`);
  expect(await page.content()).toContain("Initialized from 'Pages/Plain HTML' project template");
  await page.goto(`${gitlab.baseURL}/byteblaze/web_agent_index/-/raw/main/public/index.html`);
  expect(await page.evaluate(() => document.body.innerText)).toContain('<h1>Hello World!</h1>');
});

test('"Change template" goes back to the list; errors re-render the form open with what was typed', async ({ open }) => {
  const page = await open('/projects/new#create_from_template');
  await page.locator('.template-option', { hasText: 'Android' }).getByRole('button', { name: 'Use template' }).click();
  await page.getByRole('button', { name: 'Change template' }).click();
  await expect(page.locator('#create_from_template_pane')).toBeVisible();
  await expect(page.locator('#project_name')).toBeHidden();
  await page.goto(page.url().replace(/#.*$/, '#blank_project'));
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('alert')).toContainText("Name can't be blank");
  await page.getByLabel('Project name').fill('dotfiles');
  await page.getByText('Private', { exact: true }).click();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('alert')).toContainText('Name has already been taken');
  await expect(page.getByRole('alert')).toContainText('Path has already been taken');
  await expect(page.locator('#project_name')).toHaveValue('dotfiles');
  await expect(page.locator('#project_visibility_level_0')).toBeChecked();
  await page.getByLabel('Project name').fill('-bad');
  await page.getByLabel('Project slug').fill('-bad');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('alert')).toContainText("It must start with a letter, digit, emoji, or '_'.");
  await expect(page.getByRole('alert')).toContainText("Path can contain only letters, digits, '_', '-' and '.'.");
});
