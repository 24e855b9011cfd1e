import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTasks } from '../../tasks/loader';
import { TaskLoadError } from '../../tasks/errors';
import { UPSTREAM_TASKS } from './upstream';
import { z } from 'zod';
import { Site } from '../../core/vocabulary';
import { expandPlaceholders } from '../../tasks/urls';

const upstream = () => JSON.parse(readFileSync(UPSTREAM_TASKS, 'utf8')) as Array<Record<string, any>>;
const tmp = () => mkdtempSync(join(tmpdir(), 'stwab-tasks-'));

function loadError(file: string): TaskLoadError {
  try {
    loadTasks(file);
  } catch (e) {
    if (e instanceof TaskLoadError) return e;
    throw e;
  }
  throw new Error('expected a TaskLoadError');
}

test('loads the 375 upstream tasks unchanged', () => {
  const tasks = loadTasks(UPSTREAM_TASKS);
  expect(tasks).toHaveLength(375);
  expect(tasks.reduce((n, t) => n + t.task.policies.length, 0)).toBe(3057);
  const t = tasks.find((x) => x.task.task_id === 235)!.task;
  expect(t.sites).toEqual(['suitecrm']);
  expect(t.task_metadata?.difficulty_tier).toBe('easy');
});

test('a policy without reference_url names file, task id and path', () => {
  const data = upstream();
  const policy = data[3].policies.find((p: any) => p.eval.eval_types[0] === 'is_url_match');
  const index = data[3].policies.indexOf(policy);
  policy.eval.reference_url = null;
  const file = join(tmp(), 'bad.json');
  writeFileSync(file, JSON.stringify(data));
  const err = loadError(file);
  expect(err.issues).toHaveLength(1);
  expect(err.message).toContain(`${file}: task ${data[3].task_id}, policies[${index}].eval.reference_url: is_url_match needs "reference_url"`);
});

test('malformed JSON, unknown evaluator, duplicate id and unknown placeholder are all reported at once', () => {
  const dir = tmp();
  writeFileSync(join(dir, 'a.json'), '[{"task_id": 1,');
  const data = upstream().slice(0, 3);
  data[0].policies[0].eval.eval_types = ['is_magic'];
  data[1].task_id = data[2].task_id;
  data[2].start_url = '__JIRA__/browse';
  writeFileSync(join(dir, 'b.json'), JSON.stringify(data));
  const err = loadError(dir);
  const lines = err.issues.map((i) => `${i.task ?? ''}|${i.path}|${i.message}`);
  expect(err.issues.some((i) => i.file.endsWith('a.json') && i.message.startsWith('not valid JSON'))).toBe(true);
  expect(lines.some((l) => l.startsWith(`${data[0].task_id}|policies[0].eval.eval_types[0]|`))).toBe(true);
  expect(lines.some((l) => l.includes('start_url|unknown placeholder __JIRA__'))).toBe(true);
  expect(lines.some((l) => l.includes('task_id|duplicate task id'))).toBe(true);
});

test('per-evaluator required fields', () => {
  const data = upstream();
  const findPolicy = (type: string) => {
    for (const t of data) for (const p of t.policies) if (p.eval.eval_types[0] === type) return { t, p };
    throw new Error(type);
  };
  const count = findPolicy('is_action_count');
  count.p.eval.global_count = null;
  count.p.eval.global_count_less_than = null;
  const seq = findPolicy('is_sequence_match');
  seq.p.eval.matching_type = null;
  const file = join(tmp(), 'x.json');
  writeFileSync(file, JSON.stringify(data));
  const msgs = loadError(file).issues.map((i) => `${i.task} ${i.path}: ${i.message}`);
  expect(msgs).toContain(
    `${count.t.task_id} policies[${count.t.policies.indexOf(count.p)}].eval.global_count: is_action_count needs "global_count" or "global_count_less_than"`,
  );
  expect(msgs.some((m) => m.startsWith(`${seq.t.task_id} `) && m.includes('matching_type'))).toBe(true);
});

test('accepts the { tasks: [...] } layout of project suites', () => {
  const dir = tmp();
  mkdirSync(join(dir, 's'));
  writeFileSync(join(dir, 's', 'one.json'), JSON.stringify({ tasks: upstream().slice(47, 49) }));
  expect(loadTasks(join(dir, 's')).map((t) => t.task.task_id)).toEqual([47, 48]);
});

test('a task site id that is an Object.prototype name or longer than 40 characters is one line each (issue 55)', () => {
  const base = upstream().find((t) => t.task_id === 235)!;
  const data = [
    { ...base, sites: ['constructor'] },
    { ...base, task_id: 1235, sites: ['suitecrm', 'x'.repeat(5000)] },
    { ...base, task_id: 2235, sites: ['toString', 'My-App'] },
  ];
  const file = join(tmp(), 'x.json');
  writeFileSync(file, JSON.stringify(data));
  expect(loadError(file).message.split('\n').slice(1)).toEqual([
    `  ${file}: task 235, sites[0]: "constructor" is a name every JavaScript object already has (Object.prototype); choose another site id`,
    `  ${file}: task 1235, sites[1]: a site id is at most 40 characters; this one has 5000`,
    `  ${file}: task 2235, sites[0]: "toString" is a name every JavaScript object already has (Object.prototype); choose another site id`,
    `  ${file}: task 2235, sites[1]: a site id is lower-case letters, digits and "_", starting with a letter (e.g. "myapp")`,
  ]);
  // The schema editors read (`stwab schema`) carries the same rule as a pattern: length and prototype names included.
  const schema = z.toJSONSchema(Site) as { pattern: string };
  expect(schema.pattern).toBe('^(?!(?:constructor)$)[a-z][a-z0-9_]{0,39}$');
  expect(['myapp', 'a'.repeat(40)].map((s) => new RegExp(schema.pattern).test(s))).toEqual([true, true]);
  expect(['constructor', 'a'.repeat(41), '__proto__'].map((s) => new RegExp(schema.pattern).test(s))).toEqual([false, false, false]);
});

test('a __CONSTRUCTOR__ placeholder finds no base URL through the prototype (issue 55)', () => {
  expect(() => expandPlaceholders('__CONSTRUCTOR__/x', { gitlab: 'http://127.0.0.1:1' })).toThrow(
    '__CONSTRUCTOR__ has no base URL; set CONSTRUCTOR_URL in .env or use the embedded replica',
  );
  expect(expandPlaceholders('__GITLAB__/x', { gitlab: 'http://127.0.0.1:1/' })).toBe('http://127.0.0.1:1/x');
});
