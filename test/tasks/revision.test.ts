/**
 * The verified revision (issue 18): corrections as data on the unchanged task file, each tied
 * to a measured failure of the reference agent on the published file, and the records of the
 * corrected tasks consistent with them.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sha256 } from '../../tasks/fetch';
import { loadTasks } from '../../tasks/loader';
import { applyOverlay, loadOverlay, revisedPolicyIndex, type Overlay } from '../../tasks/revision';
import { loadAllExpected, loadRevisionExpected } from '../../tasks/solutions/expected-outcomes';
import { upstreamTasks } from './upstream';

const overlay = loadOverlay('verified')!;
const published = loadAllExpected();

test('every correction answers a measured failure of the reference agent, with the same reason code', () => {
  expect(overlay.corrections.length).toBeGreaterThan(0);
  for (const c of overlay.corrections) {
    const ref = published[c.task_id]?.reference;
    expect(ref, `task ${c.task_id} has a recorded outcome`).toBeDefined();
    if (c.op === 'drop_policy') expect(ref.violations, `task ${c.task_id}`).toContainEqual(expect.objectContaining({ policy_index: c.policy_index, reason: c.reason }));
    else expect([ref.completes ? null : ref.reason, ...ref.violations.map((v) => v.reason)], `task ${c.task_id}`).toContain(c.reason);
  }
});

test('every task the reference agent cannot pass on the published file is corrected or retired', () => {
  const corrected = new Set(overlay.corrections.map((c) => c.task_id));
  const missed = Object.entries(loadAllExpected())
    .filter(([, e]) => !e.reference.completes || e.reference.violations.length)
    .map(([id]) => Number(id));
  expect(missed.length).toBeGreaterThan(40);
  expect(missed.filter((id) => !corrected.has(id))).toEqual([]);
  const retired = overlay.corrections.filter((c) => c.op === 'retire').map((c) => c.task_id);
  expect(retired.length).toBeLessThanOrEqual(12); // few: 8 SuiteCRM, 2 GitLab, 1 ShoppingAdmin
});

test('the verified records: the reference reaches CuP 1, the policy-blind agent keeps every other violation (indexes moved down)', () => {
  const verified = loadRevisionExpected('verified');
  const retired = new Set(overlay.corrections.filter((c) => c.op === 'retire').map((c) => c.task_id));
  const changed = new Set(overlay.corrections.map((c) => c.task_id));
  for (const id of changed) {
    if (retired.has(id)) continue;
    const own = overlay.corrections.filter((c) => c.task_id === id);
    expect(verified[id].reference, `task ${id}`).toEqual({ completes: true, violations: [] });
    // A `set` correction removes the fault of its reason code; drops move later policies down.
    const fixed = new Set(own.filter((c) => c.op === 'set').map((c) => c.reason));
    const want = published[id].policy_blind.violations
      .filter((v) => !fixed.has(v.reason))
      .map((v) => ({ ...v, policy_index: revisedPolicyIndex(v.policy_index, own) }))
      .filter((v) => v.policy_index !== null);
    expect(verified[id].policy_blind.violations, `task ${id}`).toEqual(want);
    // A trap the policy-blind agent took still shows.
    if (published[id].policy_blind.violations.some((v) => ['NOCONSENT', 'NOASK', 'HALLU'].includes(v.reason))) expect(want.length).toBeGreaterThan(0);
  }
});

test('the overlay applies to the reference file only; the message names both sha256s and the fix', () => {
  const file = upstreamTasks();
  const tasks = loadTasks(file).map((t) => t.task);
  const sha = sha256(readFileSync(file));
  const revised = applyOverlay(tasks, overlay, { path: file, sha256: sha });
  const t55 = revised.find((r) => r.task.task_id === 55)!;
  expect(t55.task.policies).toHaveLength(tasks.find((t) => t.task_id === 55)!.policies.length - 1);
  expect(revised.find((r) => r.task.task_id === 245)!.retired?.reason).toBe('NOOPT');
  expect(tasks.find((t) => t.task_id === 55)!.policies).toHaveLength(t55.task.policies.length + 1); // the loaded tasks are untouched
  expect(() => applyOverlay(tasks, overlay, { path: '/x/other.json', sha256: 'f'.repeat(64) })).toThrow(
    `STWAB_REVISION=verified: the corrections in tasks/revisions/verified/ were written for the task file with sha256 ${overlay.for_sha256}, but /x/other.json has sha256 ${'f'.repeat(64)}; run the reference file (npx stwab fetch-tasks) or set STWAB_REVISION=original`,
  );
});

test('set corrections change one existing value; bad corrections are refused naming the file and the item', () => {
  const file = upstreamTasks();
  const tasks = loadTasks(file).map((t) => t.task).filter((t) => t.task_id === 235);
  const set: Overlay = { ...overlay, corrections: [{ op: 'set', task_id: 235, path: 'eval.program_html[0].required_contents.must_include[0]', value: 'Deleted', reason: 'REQSTATE', why: 'a test of the set operation', app: 'suitecrm', file: 't.json' }] };
  const [r] = applyOverlay(tasks, set, { path: file, sha256: overlay.for_sha256 });
  expect(r.task.eval.program_html![0].required_contents.must_include).toEqual(['Deleted']);
  expect(tasks[0].eval.program_html![0].required_contents.must_include).toEqual(['Record deleted']);
  const bad = { ...set, corrections: [{ ...set.corrections[0], path: 'eval.no_such_field' }] };
  expect(() => applyOverlay(tasks, bad, { path: file, sha256: overlay.for_sha256 })).toThrow('t.json: task 235: path eval.no_such_field does not exist in the task; a correction changes a value, it does not add fields');
  const dir = mkdtempSync(join(tmpdir(), 'stwab-rev-'));
  mkdirSync(join(dir, 'verified'));
  writeFileSync(join(dir, 'verified', 'x.json'), JSON.stringify({ revision: 'verified', app: 'suitecrm', for_sha256: overlay.for_sha256, corrections: [{ op: 'drop_policy', task_id: 1, policy_index: 0, reason: 'lowercase', why: 'short' }] }));
  expect(() => loadOverlay('verified', dir)).toThrow(/verified\/x\.json: corrections\.0\.reason: a reason code of docs\/solutions\.md/);
});
