/**
 * The GitLab replica names every write (issue 55): each write route, sent as its form or script
 * sends it (Rails' `_method`, a checkbox after its hidden "0"), answers with its effect, the same
 * text the rules give from the request alone; refused forms and pages write nothing; signing in
 * writes nothing.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../replica-gitlab/fixtures';
import { expectEffect, expectNoWrite, send, type SendOptions } from './send';

let api: APIRequestContext;
test.beforeEach(async ({ gitlab, playwright }) => {
  api = await playwright.request.newContext();
  const signIn = await send(api, gitlab.effects, `${gitlab.baseURL}/users/sign_in`, { form: { 'user[login]': 'byteblaze', 'user[password]': 'hello1234' } });
  expect(signIn.status).toBe(302);
  expectNoWrite(signIn);
});
test.afterEach(async () => api.dispose());

/** A user's id, from the invite modal's user search. */
async function userId(base: string, username: string): Promise<string> {
  const users = (await (await api.get(`${base}/-/autocomplete/users.json?search=${username}`)).json()) as { id: number; username: string }[];
  return String(users.find((u) => u.username === username)?.id);
}

test('projects and groups: create (blank, README, template), settings, star, delete; invite, role and remove members', async ({ gitlab }) => {
  const go = (path: string, o: SendOptions = {}) => send(api, gitlab.effects, `${gitlab.baseURL}${path}`, o);
  const page = await go('/projects/new');
  expectNoWrite(page);
  const ns = /<option value="(\d+)"[^>]*>byteblaze</.exec(page.text)?.[1] ?? '';
  const project = (name: string, extra: Array<[string, string]>): SendOptions => ({
    form: [['project[name]', name], ['project[namespace_id]', ns], ['project[visibility_level]', '0'], ['project[initialize_with_readme]', '0'], ...extra],
  });
  expectEffect(await go('/projects', project('planner', [['project[initialize_with_readme]', '1']])), 'create project and initialize repository with a README');
  expectEffect(await go('/projects', project('web_arena', [])), 'create project');
  expectEffect(await go('/projects', project('from-rails', [['project[template_name]', 'rails']])), 'create project from template');
  expectNoWrite(await go('/projects', project('planner', [])));
  expectEffect(await go('/groups', { form: { 'group[name]': 'n-lab', 'group[path]': 'n-lab', 'group[visibility_level]': '20' } }), 'create group');
  const [patou, yjlou] = [await userId(gitlab.baseURL, 'patou'), await userId(gitlab.baseURL, 'yjlou')];
  expectEffect(
    await go('/groups/n-lab/-/group_members', {
      form: [
        ['user_ids[]', patou],
        ['access_level', '30'],
      ],
    }),
    'invite members: add members to group',
  );
  expectNoWrite(
    await go('/groups/n-lab/-/group_members', {
      form: [
        ['user_ids[]', patou],
        ['access_level', '30'],
      ],
    }),
  );
  expectEffect(await go(`/groups/n-lab/-/group_members/${patou}`, { form: { _method: 'put', 'member[access_level]': '20' } }), 'change role of group member');
  expectEffect(await go(`/groups/n-lab/-/group_members/${patou}`, { form: { _method: 'delete' } }), 'remove member from group');
  const members = '/byteblaze/gimmiethat.space/-/project_members';
  expectEffect(await go(`${members}/${yjlou}`, { form: { _method: 'put', 'member[access_level]': '20' } }), 'change role of project member');
  expectEffect(
    await go(`${members}/${yjlou}`, { form: { _method: 'delete', unassign_issuables: '1' } }),
    'remove member from project and unassign their issues',
  );
  expectEffect(
    await go(members, {
      form: [
        ['user_ids[]', yjlou],
        ['access_level', '30'],
      ],
    }),
    'invite members: add members to project',
  );
  expectEffect(await go(`${members}/${yjlou}`, { form: { _method: 'delete' } }), 'remove member from project');
  // A request whose `_method` repeats is read as Rails does: the last one.
  expectEffect(
    await go('/byteblaze/dotfiles', {
      form: [
        ['_method', 'delete'],
        ['_method', 'patch'],
        ['project[name]', 'Dotfiles 2'],
      ],
    }),
    'save changes to project settings',
  );
  expectNoWrite(await go('/byteblaze/dotfiles', { form: { _method: 'patch', 'project[name]': '' } }));
  expectEffect(await go('/byteblaze/dotfiles/toggle_star', { form: {} }), 'star or unstar project');
  expectNoWrite(await go('/byteblaze/dotfiles', { form: { _method: 'delete', confirm_path: 'wrong' } }));
  expectEffect(await go('/byteblaze/dotfiles', { form: { _method: 'delete', confirm_path: 'dotfiles' } }), 'delete project');
});

test('milestones, issues, the assignee, merge requests and the editor', async ({ gitlab }) => {
  const go = (path: string, o: SendOptions = {}) => send(api, gitlab.effects, `${gitlab.baseURL}${path}`, o);
  const me = await userId(gitlab.baseURL, 'byteblaze');
  expectEffect(
    await go('/byteblaze/dotfiles/-/milestones', { form: { 'milestone[title]': 'product launch', 'milestone[start_date]': '2023-01-16' } }),
    'create milestone',
  );
  expectNoWrite(await go('/byteblaze/dotfiles/-/milestones', { form: { 'milestone[title]': '' } }));
  expectEffect(
    await go('/byteblaze/dotfiles/-/issues', { form: { 'issue[title]': 'add support for oh-my-zsh', 'issue[assignee_ids][]': me } }),
    'create issue and assign it',
  );
  expectEffect(await go('/byteblaze/dotfiles/-/issues', { form: { 'issue[title]': 'another', 'issue[assignee_ids][]': '0' } }), 'create issue');
  expectNoWrite(await go('/byteblaze/dotfiles/-/issues', { form: { 'issue[title]': '' } }));
  const issue = '/a11yproject/a11yproject.com/-/issues/1478';
  const candidates = /data-candidates="([^"]+)"/.exec((await go(issue)).text)?.[1].replace(/&quot;/g, '"') ?? '[]';
  const someone = String((JSON.parse(candidates) as { id: number }[])[0].id);
  expectEffect(
    await go(issue, {
      form: [
        ['_method', 'put'],
        ['issue[assignee_ids][]', someone],
      ],
    }),
    'assign issue',
  );
  expectEffect(
    await go(issue, {
      form: [
        ['_method', 'put'],
        ['issue[assignee_ids][]', ''],
      ],
    }),
    'unassign issue',
  );
  const mr = (extra: Array<[string, string]>): SendOptions => ({
    form: [
      ['merge_request[source_branch]', 'debug-build-time'],
      ['merge_request[target_branch]', 'main'],
      ['merge_request[title]', 'Debug build time'],
      ...extra,
    ],
  });
  expectEffect(await go('/primer/design/-/merge_requests', mr([['merge_request[assignee_ids][]', me]])), 'create merge request and assign it');
  expectNoWrite(await go('/primer/design/-/merge_requests', mr([])));
  const edit = '/byteblaze/gimmiethat.space/-/update/main/index.html';
  expectEffect(
    await go(edit, { form: { _method: 'put', content: '<title>GIVE ME SPACE</title>', branch_name: 'main', commit_message: '' } }),
    'commit changes: update file',
  );
  expectNoWrite(await go(edit, { form: { _method: 'put', content: 'x', branch_name: 'bad..name' } }));
});
