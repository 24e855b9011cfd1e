/**
 * The SuiteCRM replica names every write (issue 55): each write route, native and classic, sent
 * as the UI sends it, answers with its effect, the same text the rules give from the request
 * alone; a request that writes nothing (a refused form, a list, a page) carries no effect; and
 * the classic GET `index.php?module=Meetings&action=Delete&record=...` deletes and says so, also
 * when a browser follows a link to it.
 */
import type { APIRequestContext } from '@playwright/test';
import { seedId } from '../../apps/suitecrm/db/clock';
import { SUITECRM_EFFECTS } from '../../apps/suitecrm/effects';
import { seedId as legacySeedId } from '../../apps/suitecrm/legacy/util';
import { KIND } from '../../apps/suitecrm/legacy/seed';
import { SEED, expect, test, waitForView } from '../replica-suitecrm/fixtures';
import { watchEffects } from './watch';
import { expectEffect, expectNoWrite, send, type SendOptions } from './send';

let api: APIRequestContext;
test.beforeEach(async ({ crm, playwright }) => {
  api = await playwright.request.newContext();
  await api.get(`${crm.baseURL}/`);
  expect((await (await api.post(`${crm.baseURL}/api/login`, { data: { username: 'user', password: 'bitnami' } })).json()).ok).toBe(true);
});
test.afterEach(async () => api.dispose());

test('SPA actions: save, delete, bulk, close, link, unlink and convert are named per module; refusals write nothing', async ({ crm }) => {
  const go = (path: string, o: SendOptions) => send(api, crm.effects, `${crm.baseURL}${path}`, o);
  expectEffect(await go('/api/save', { json: { module: 'accounts', values: { name: 'Z Corp' } } }), 'save new Accounts record');
  expectEffect(
    await go('/api/save', { json: { module: 'contacts', id: SEED.michael, values: { title: 'Regional Director' } } }),
    'edit and save Contacts record',
  );
  // Refused: a required field left empty, an unknown record.
  expectNoWrite(await go('/api/save', { json: { module: 'contacts', id: SEED.michael, values: { last_name: '' } } }));
  expectNoWrite(await go('/api/save', { json: { module: 'contacts', id: 'no-such-id', values: { title: 'x' } } }));
  expectEffect(
    await go('/api/link', { json: { module: 'accounts', id: SEED.stark, subpanel: 'contacts', ids: [SEED.michael] } }),
    'link contacts to Accounts record',
  );
  expectEffect(
    await go('/api/unlink', { json: { module: 'accounts', id: SEED.stark, subpanel: 'contacts', child: SEED.michael } }),
    'unlink contacts from Accounts record',
  );
  const task = await go('/api/save', { json: { module: 'tasks', values: { name: 'Call back', priority: 'High', status: 'Not Started' } } });
  expectEffect(task, 'save new Tasks record');
  expectEffect(
    await go('/api/complete', { json: { module: 'tasks', id: (JSON.parse(task.text) as { id: string }).id } }),
    'close Tasks record, status Completed',
  );
  expectEffect(
    await go('/api/bulk', { json: { module: 'leads', action: 'massupdate', ids: [SEED.clark], values: { status: 'Assigned' } } }),
    'submit mass update of Leads records',
  );
  expectNoWrite(await go('/api/bulk', { json: { module: 'leads', action: 'massupdate', ids: [], values: { status: 'Assigned' } } }));
  expectEffect(
    await go('/api/convert', { json: { id: SEED.clark, first_name: 'Clark', last_name: 'Kent', createAccount: false } }),
    'convert Leads record to a new Contacts record',
  );
  expectEffect(await go('/api/delete', { json: { module: 'opportunities', id: SEED.cloud } }), 'delete Opportunities record');
  expectEffect(await go('/api/bulk', { json: { module: 'contacts', action: 'delete', ids: [SEED.pam, SEED.dwight] } }), 'bulk delete Contacts records');
  expectNoWrite(await go('/api/delete', { json: { module: 'nothing', id: SEED.cloud } }));
});

test('the handle and the control port give the rules the app tags its responses with', async ({ crm }) => {
  expect(crm.effects).toEqual(SUITECRM_EFFECTS);
  expect(await (await fetch(`${crm.controlURL}/effects`)).json()).toEqual(SUITECRM_EFFECTS);
});

test('opening a record writes Recently Viewed; a list writes nothing', async ({ crm }) => {
  const view = (hash: string) => send(api, crm.effects, `${crm.baseURL}/api/view?route=${encodeURIComponent(hash)}&state=%7B%7D`);
  expectEffect(await view(`#/contacts/record/${SEED.michael}`), 'track view in Recently Viewed');
  expectEffect(await view(`#/meetings/detail/${legacySeedId(KIND.meeting, 1)}`), 'track view in Recently Viewed');
  expectNoWrite(await view('#/contacts'));
  expectNoWrite(await view('#/contacts/record/no-such-id'));
});

test('classic views: the GET delete, meetings, emails, users, roles, security groups and their subpanels', async ({ crm }) => {
  const php = (query: string, o: SendOptions = {}) => send(api, crm.effects, `${crm.baseURL}/legacy/index.php${query}`, o);
  const meeting = legacySeedId(KIND.meeting, 1);
  const deleted = await php(`?module=Meetings&action=Delete&record=${meeting}`);
  expectEffect(deleted, 'delete Meetings record');
  expect((await crm.state()).tables.meetings?.changed.map((c) => [c.after.id, c.after.deleted])).toEqual([[meeting, 1]]);
  const save = { module: 'Meetings', action: 'Save', name: 'Budget Review', date_start_date: '2025-02-01', date_start_hours: '10', date_start_minutes: '00' };
  expectEffect(await php('', { form: { ...save, record: '' } }), 'schedule meeting: save new Meetings record and its invitees');
  expectEffect(
    await php('', { form: { ...save, record: legacySeedId(KIND.meeting, 2), send_invites: 'Save & Send Invites' } }),
    'save Meetings record and its invitees',
  );
  expectNoWrite(await php('', { form: { ...save, name: '', record: '' } }));
  expectEffect(await php('', { form: { module: 'Meetings', action: 'Close', record: legacySeedId(KIND.meeting, 2) } }), 'close Meetings record, status Held');
  expectEffect(
    await php('', { form: { module: 'Meetings', action: 'CreateInvitee', invitee_module: 'Leads', last_name: 'Prince', email: 'diana@example.com' } }),
    'create & add invitee: save new Leads record',
  );
  expectEffect(await php('', { form: { ...save, module: 'Calendar', action: 'SaveActivity' } }), 'schedule meeting: save Meetings record and its invitees');
  // Emails: opening an unread one marks it read (a second look writes nothing), Send, Save Draft, Delete.
  expectEffect(await php(`?module=Emails&action=DetailView&record=${legacySeedId(KIND.email, 2)}`), 'mark Emails record read');
  expectNoWrite(await php(`?module=Emails&action=DetailView&record=${legacySeedId(KIND.email, 2)}`));
  const mail = [
    ['module', 'Emails'],
    ['action', 'send'],
    ['to_addrs_names', 'jim.halpert@example.com'],
    ['name', 'Follow-up'],
    ['description_html', 'Hello'],
  ] as Array<[string, string]>;
  expectEffect(await php('?module=Emails&action=send', { multipart: { fields: [...mail, ['send', '1']] } }), 'send email');
  expectEffect(await php('?module=Emails&action=send', { multipart: { fields: [...mail, ['save_draft', '1']] } }), 'save email draft');
  expectNoWrite(await php('?module=Emails&action=send', { multipart: { fields: [...mail.filter(([k]) => k !== 'to_addrs_names'), ['send', '1']] } }));
  expectEffect(await php('', { form: { module: 'Emails', action: 'Delete', record: legacySeedId(KIND.email, 1) } }), 'delete Emails record');
  // Users, Roles and Security Groups.
  const user = { module: 'Users', action: 'Save', user_name: 'newuser', last_name: 'New', new_password: 'pw', confirm_new_password: 'pw' };
  expectEffect(await php('', { form: { ...user, record: '' } }), 'create user: save new Users record');
  expectNoWrite(await php('', { form: { ...user, record: '', confirm_new_password: 'other' } }));
  const group = legacySeedId(KIND.group, 1);
  expectEffect(
    await php('', { form: { module: 'SecurityGroups', action: 'Save', record: group, name: 'Sales Team' } }),
    'edit and save Security Groups record',
  );
  expectEffect(await php('', { form: { module: 'ACLRoles', action: 'Save', record: '', name: 'Auditor' } }), 'save new Roles record');
  const asmith = seedId('users', 2);
  const rel = { module: 'SecurityGroups', record: group, rel: 'users' };
  expectEffect(await php('', { form: { ...rel, action: 'AddRelated', ids: asmith } }), 'select and add users to Security Groups record');
  expectEffect(await php('', { form: { ...rel, action: 'RemoveRelated', remove_id: asmith } }), 'remove users from Security Groups record');
  // A lower-case module name reaches the same handler and the same table (routes are case-insensitive).
  expectEffect(await php(`?module=aclroles&action=Delete&record=${legacySeedId(KIND.role, 1)}`), 'delete Roles record');
  expect((await crm.state()).tables.acl_roles?.changed.map((c) => c.after.id)).toEqual([legacySeedId(KIND.role, 1)]);
});

test('classic import wizard: the upload, Import Now and Undo Import', async ({ crm }) => {
  const php = (query: string, o: SendOptions = {}) => send(api, crm.effects, `${crm.baseURL}/legacy/index.php${query}`, o);
  const csv = 'First Name,Last Name,Email Address\nHolly,Flax,holly.flax@example.com\n';
  const fields: Array<[string, string]> = [['import_module', 'Contacts']];
  const uploaded = await php('?module=Import&action=Step2', { multipart: { fields, files: [['userfile', 'c.csv', csv]] } });
  expectEffect(uploaded, 'upload import file');
  expectNoWrite(await php('?module=Import&action=Step2', { multipart: { fields } }));
  const upload = /name="upload_id" value="([^"]+)"/.exec(uploaded.text)?.[1] ?? '';
  const run = [
    ['module', 'Import'],
    ['action', 'ImportRun'],
    ['import_module', 'Contacts'],
    ['upload_id', upload],
    ['has_header', 'on'],
    ['colnum_count', '3'],
    ['colnum_0', 'first_name'],
    ['colnum_1', 'last_name'],
    ['colnum_2', 'email1'],
  ] as Array<[string, string]>;
  const imported = await php('', { form: run });
  expectEffect(imported, 'import records from the uploaded file (Import Now)');
  const runId = new URL(imported.location ?? '', crm.baseURL).searchParams.get('run') ?? '';
  expectEffect(
    await php('', { form: { module: 'Import', action: 'Undo', import_module: 'Contacts', run: runId } }),
    'undo import: delete the imported records',
  );
  expectNoWrite(await php('', { form: { module: 'Import', action: 'Undo', import_module: 'Contacts', run: runId } }));
});

test('a browser that opens the classic delete link deletes the meeting, and the response says so', async ({ crm, loggedIn: page }) => {
  const watch = watchEffects(page.context(), crm.effects);
  const meeting = legacySeedId(KIND.meeting, 3);
  await page.goto(`${crm.baseURL}/legacy/index.php?module=Meetings&action=Delete&record=${meeting}`);
  await page.goto(`${crm.baseURL}/#/contacts/record/${SEED.michael}`);
  await waitForView(page);
  await watch.settle();
  watch.stop();
  expect(watch.writes().map((w) => [w.method, new URL(w.url).pathname, w.effect, w.predicted])).toEqual([
    ['GET', '/legacy/index.php', 'delete Meetings record', 'delete Meetings record'],
    ['GET', '/api/view', 'track view in Recently Viewed', 'track view in Recently Viewed'],
  ]);
});
