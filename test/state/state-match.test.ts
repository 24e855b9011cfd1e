/**
 * State evidence on the SuiteCRM replica: GET /state reports what an episode's writes did, and
 * each `state_match` shape (created, changed, deleted, only) is judged on it, failing with what
 * the app holds instead. Writes go through the replica's own HTTP API, as the app's pages do.
 */
import { test, expect } from '@playwright/test';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import type { ReplicaHandle } from '../../apps/kit/types';
import { judgeStateCheck, stateMatch } from '../../evaluators/completion/state-match';
import { StateDiff } from '../../core/trace';
import { RecordCheck } from '../../tasks/schema';

const MICHAEL = '5eed0012-0000-4000-8000-000000000001';
let r: ReplicaHandle;
let post: (path: string, body: unknown) => Promise<Record<string, unknown>>;

test.beforeAll(async () => {
  r = await startSuiteCrm();
  const cookie = (await fetch(`${r.baseURL}/`)).headers.get('set-cookie')!.split(';')[0];
  post = (path, body) =>
    fetch(`${r.baseURL}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: r.baseURL },
      body: JSON.stringify(body),
    }).then((x) => x.json());
  await post('/api/login', { username: 'user', password: 'bitnami' });
});
test.afterAll(() => r.close());
test.beforeEach(() => r.reset());

const diff = async () => StateDiff.parse(await r.state());
const check = (c: unknown) => RecordCheck.parse(c);

test('a fresh reset holds no change; the diff is served on the control port only', async () => {
  expect(await diff()).toEqual({ tables: {} });
  expect((await fetch(`${r.baseURL}/state`)).status).toBe(404);
});

test('created: a new row matching the key and fields; a wrong value is named', async () => {
  await post('/api/save', { module: 'accounts', values: { name: 'Z Corp', industry: 'Banking' } });
  const d = await diff();
  expect(d.tables.accounts.created).toHaveLength(1);
  expect(judgeStateCheck(check({ table: 'accounts', expect: 'created', match: { name: 'z corp' }, fields: { industry: 'Banking' } }), d)).toMatchObject({
    passed: true,
  });
  const wrong = judgeStateCheck(check({ table: 'accounts', expect: 'created', match: { name: 'Z Corp' }, fields: { industry: ['Energy', 'Retail'] } }), d);
  expect(wrong.passed).toBe(false);
  expect(wrong.explanation).toContain('industry is "Banking", expected "Energy" or "Retail"');
  expect(judgeStateCheck(check({ table: 'accounts', expect: 'created', match: { name: 'Y Corp' } }), d).explanation).toContain('created {name="Z Corp"}');
});

test('changed: the row as it was at reset, holding the new value at the end', async () => {
  await post('/api/save', { module: 'contacts', id: MICHAEL, values: { title: 'Regional Director' } });
  const d = await diff();
  const ok = judgeStateCheck(
    check({ table: 'contacts', expect: 'changed', match: { first_name: 'Michael', last_name: 'Scott' }, fields: { title: 'Regional Director' } }),
    d,
  );
  expect(ok).toMatchObject({ passed: true });
  const other = judgeStateCheck(
    check({ table: 'contacts', expect: 'changed', match: { first_name: 'Michael', last_name: 'Scott' }, fields: { title: 'CEO' } }),
    d,
  );
  expect(other.passed).toBe(false);
  expect(other.explanation).toContain('title is "Regional Director", expected "CEO"');
});

test('deleted: a soft delete counts; a record left alone does not', async () => {
  await post('/api/delete', { module: 'contacts', id: MICHAEL });
  const d = await diff();
  expect(judgeStateCheck(check({ table: 'contacts', expect: 'deleted', match: { first_name: 'Michael', last_name: 'Scott' } }), d).passed).toBe(true);
  const not = judgeStateCheck(check({ table: 'contacts', expect: 'deleted', match: { last_name: 'Halpert' } }), d);
  expect(not.passed).toBe(false);
  expect(not.explanation).toMatch(/in contacts the app holds: changed \{.*last_name="Scott"/);
  // Deleting is not changing.
  expect(judgeStateCheck(check({ table: 'contacts', expect: 'changed', match: { last_name: 'Scott' }, fields: { deleted: 1 } }), d).explanation).toContain(
    'was deleted, not changed',
  );
});

test('only: the change sought plus another change of the same table fails', async () => {
  await post('/api/save', { module: 'contacts', id: MICHAEL, values: { title: 'Regional Director' } });
  const c = check({ table: 'contacts', expect: 'changed', match: { last_name: 'Scott' }, fields: { title: 'Regional Director' }, only: true });
  expect(judgeStateCheck(c, await diff()).passed).toBe(true);
  await post('/api/delete', { module: 'contacts', id: '5eed0012-0000-4000-8000-000000000002' });
  const twice = judgeStateCheck(c, await diff());
  expect(twice.passed).toBe(false);
  expect(twice.explanation).toContain('1 other row(s) of contacts changed too (the task allows only its own)');
});

test('page text is not a change: with no state the check fails, and says why', () => {
  const e = { eval_types: ['state_match' as const], state_checks: [check({ table: 'contacts', expect: 'deleted', match: { last_name: 'Scott' } })] };
  const [none] = stateMatch(e, {}, 'suitecrm');
  expect(none.passed).toBe(false);
  expect(none.explanation).toContain("no record of what suitecrm's app holds");
  const [untouched] = stateMatch(e, { state: { suitecrm: { tables: {} } } }, 'suitecrm');
  expect(untouched.passed).toBe(false);
  expect(untouched.explanation).toContain('the app holds no change to contacts');
  // An app's own state hook may list the table with nothing in it: the message still ends in words (issue 56).
  const [listed] = stateMatch(e, { state: { suitecrm: { tables: { contacts: { created: [], changed: [], deleted: [] } } } } }, 'suitecrm');
  expect(listed.explanation).toBe('expected the episode to have deleted contacts {last_name="Scott"}; the app holds no change to contacts');
  const [cut] = stateMatch(e, { state: { suitecrm: { tables: {}, truncated: ['contacts'] } } }, 'suitecrm');
  expect(cut.explanation).toContain('more rows of contacts than the diff keeps');
});

test('downloaded: an export is judged by the file the app handed over, not by the page', () => {
  const e = { eval_types: ['state_match' as const], state_checks: [{ expect: 'downloaded' as const, file: 'Contacts.csv' }] };
  const step = (downloads?: Array<{ name: string; path: string }>) => ({
    action: { action_type: 'click', action_args: ['12'] },
    state: { info: { element_text: 'Export', element_bid: '12', ...(downloads ? { downloads } : {}) }, observation: { url: '', open_pages_urls: [] } },
  });
  const [got] = stateMatch(e, { steps: [step(), step([{ name: 'contacts.csv', path: '/tmp/x/1-contacts.csv' }])] }, 'suitecrm');
  expect(got).toMatchObject({ passed: true, rule: 'downloaded' });
  const [other] = stateMatch(e, { steps: [step([{ name: 'Leads.csv', path: '/tmp/x/1-Leads.csv' }])] }, 'suitecrm');
  expect(other.explanation).toBe('expected the app to hand over Contacts.csv; it handed over Leads.csv');
  expect(stateMatch(e, { steps: [step()] }, 'suitecrm')[0].explanation).toContain('no download happened');
});

test('a task that names no site: the one site the episode holds state of, never SuiteCRM by default (issue 57)', () => {
  const e = { eval_types: ['state_match' as const], state_checks: [check({ table: 'issues', expect: 'deleted', match: { title: 'Old' } })] };
  const gone = { tables: { issues: { created: [], changed: [], deleted: [{ title: 'Old' }] } } };
  expect(stateMatch(e, { state: { helpdesk: gone } })[0]).toMatchObject({ passed: true, explanation: 'the app holds it: deleted issues {title="Old"}' });
  const [two] = stateMatch(e, { state: { helpdesk: gone, suitecrm: { tables: {} } } });
  expect(two.passed).toBe(false);
  expect(two.explanation).toContain('the check names no site and the task none (the episode holds the state of helpdesk, suitecrm)');
  const [none] = stateMatch(e, {});
  expect(none.explanation).toContain('the episode holds the state of no site');
  expect(none.explanation).toContain('give the check a "site" or the task its "sites"');
});
