/**
 * Axtree snapshots of the GitLab replica pages and dialogs the reference solutions and traps pass
 * through (issue 39, docs/fidelity.md § GitLab): the text an agent is given on each page, stored
 * beside this file, so a change to what agents see shows up as a diff. Relative times ("3 years
 * ago") follow the real clock and are masked; everything else is the stable-mode replica as is.
 * Update after a deliberate change with `--update-snapshots` and say why in docs/fidelity.md.
 */
import type { Page } from '@playwright/test';
import { viewPage } from '../../browser/observation/build';
import { test, expect } from '../replica-gitlab/fixtures';
import { expectBrowserGymParity } from './parity';

const RELATIVE = /\b(?:(?:\d+|an?) (?:second|minute|hour|day|week|month|year)s? ago|just now|in (?:\d+|an?) (?:second|minute|hour|day|week|month|year)s?)\b/g;

/** The agent's axtree text of `page`, with clock-dependent texts and the replica's random port masked. */
async function agentView(page: Page, origin: string): Promise<string> {
  const { axtree } = await viewPage(page);
  return `${axtree.replace(RELATIVE, '<relative time>').replaceAll(origin, '<origin>')}\n`;
}

/** One audited page: the path the solutions open, and optional steps that open a dialog on it. */
const PAGES: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'project-members', path: '/byteblaze/timeit/-/project_members' },
  {
    name: 'invite-members-modal',
    path: '/byteblaze/timeit/-/project_members',
    act: async (page) => {
      await page.getByRole('button', { name: 'Invite members' }).click();
      await page.getByRole('dialog').getByLabel('Username or email address').fill('abisubramanya27');
      await expect(page.getByRole('dialog').getByText('abisubramanya27')).toBeVisible();
    },
  },
  {
    name: 'remove-member-modal',
    path: '/byteblaze/gimmiethat.space/-/project_members',
    act: async (page) => {
      await page.locator('tr', { hasText: '@yjlou' }).getByRole('button', { name: 'Remove member' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'group-members', path: '/groups/webagent/-/group_members' },
  { name: 'new-project-blank', path: '/projects/new#blank_project' },
  { name: 'new-project-template', path: '/projects/new#create_from_template' },
  { name: 'new-group', path: '/groups/new#create-group-pane' },
  { name: 'new-issue', path: '/byteblaze/dotfiles/-/issues/new' },
  { name: 'issues-search', path: '/byteblaze/a11y-webring.club/-/issues/?search=accessibility+statement' },
  {
    name: 'issue-sidebar-assignee',
    path: '/byteblaze/a11y-webring.club/-/issues/71',
    act: async (page) => {
      await page.locator('.block.assignee').getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeVisible();
    },
  },
  { name: 'new-merge-request-compare', path: '/primer/design/-/merge_requests/new' },
  {
    name: 'new-merge-request-form',
    path: '/primer/design/-/merge_requests/new?merge_request%5Bsource_branch%5D=debug-build-time&merge_request%5Btarget_branch%5D=main',
  },
  { name: 'new-milestone', path: '/primer/design/-/milestones/new' },
  { name: 'blob', path: '/byteblaze/gimmiethat.space/-/blob/main/index.html' },
  { name: 'edit-file', path: '/byteblaze/gimmiethat.space/-/edit/main/index.html' },
  {
    name: 'member-role-menu',
    path: '/byteblaze/gimmiethat.space/-/project_members',
    act: async (page) => {
      await page.locator('tr', { hasText: '@yjlou' }).locator('.dropdown-toggle').click();
      await expect(page.getByRole('menuitem', { name: 'Developer' })).toBeVisible();
    },
  },
  { name: 'commits-by-author', path: '/a11yproject/a11yproject.com/-/commits/HEAD?author=Eric%20Bailey' },
  { name: 'contributors', path: '/primer/design/-/graphs/HEAD' },
  { name: 'issues-by-label', path: '/kkroening/ffmpeg-python/-/issues/?label_name%5B%5D=question' },
  { name: 'dashboard-issues', path: '/dashboard/issues?scope=all&state=all&assignee_username=byteblaze&search=better&sort=created_date' },
  { name: 'dashboard-projects', path: '/dashboard/projects' },
  { name: 'project-overview', path: '/convexegg/chatgpt' },
  { name: 'user-profile', path: '/amwhalen' },
  { name: 'search-projects', path: '/search?search=huggingface&scope=projects' },
];

for (const p of PAGES) {
  test(`GitLab axtree: ${p.name} (${p.path})`, async ({ open, gitlab }) => {
    const page = await open(p.path);
    if (p.act) await p.act(page);
    await expectBrowserGymParity(page, p.name);
    expect(await agentView(page, gitlab.baseURL)).toMatchSnapshot(`${p.name}.txt`);
  });
}
