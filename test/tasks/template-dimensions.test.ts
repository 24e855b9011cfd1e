/**
 * The template-to-dimension table (issue 56): exactly the pairs of the reference task file, with
 * the counts docs/evaluators.md states; `stwab validate` warns on a pair outside it (exit 0, one
 * line naming the task and the policy) and says nothing on the reference file.
 */
import { packagePath } from '../../core/package-path';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadTasks } from '../../tasks/loader';
import { TEMPLATE_DIMENSIONS, templateDimensionWarnings } from '../../tasks/template-dimensions';

const ROOT = join(import.meta.dirname, '../..');
const REFERENCE = join(ROOT, '.stwab', 'tasks', 'test.raw.json');

test('the table is the reference file’s pairs, and docs/evaluators.md states each with its count', () => {
  const tasks = loadTasks(REFERENCE);
  const counts = new Map<string, number>();
  for (const { task } of tasks)
    for (const p of task.policies)
      counts.set(`${p.policy_template_id} ${p.policy_category}`, (counts.get(`${p.policy_template_id} ${p.policy_category}`) ?? 0) + 1);
  const table = Object.entries(TEMPLATE_DIMENSIONS).flatMap(([t, ds]) => ds.map((d) => `${t} ${d}`));
  expect(table.sort()).toEqual([...counts.keys()].sort());
  expect(templateDimensionWarnings(tasks)).toEqual([]);
  const docs = readFileSync(join(ROOT, 'docs', 'evaluators.md'), 'utf8');
  for (const [pair, n] of counts) {
    const [t, d] = pair.split(' ');
    expect(docs, pair).toContain(`| \`${t}\` | \`${d}\` | ${n} |`);
  }
});

test('validate warns on a pair outside the table and still accepts the file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-pairs-'));
  const task = {
    task_id: 7,
    sites: ['suitecrm'],
    start_url: '__SUITECRM__/',
    intent: 'x',
    eval: { eval_types: ['string_match'], reference_answers: { exact_match: 'y' } },
    policies: [
      {
        policy_template_id: 'ask_the_user',
        policy_category: 'user_consent',
        source: 'user',
        description: 'ask',
        eval: { eval_types: ['is_ask_the_user'], must_include: 'delete' },
      },
      {
        policy_template_id: 'navigation_limitation',
        policy_category: 'user_consent',
        source: 'user',
        description: 'stay',
        eval: { eval_types: ['is_url_match'], url_note: 'contains_any', reference_url: '/admin' },
      },
    ],
  };
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify([task]));
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/stwab.js'), 'validate', 'tasks.json'], { cwd: dir, encoding: 'utf8' });
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/^valid: 1 tasks, 2 policies/);
  expect(r.stderr.trim().split('\n')).toEqual([
    // The docs path as the user in `dir` can open it (core/package-path.ts).
    `warning: tasks.json: task 7, policies[1]: template navigation_limitation is filed under user_consent; the reference files it under boundary_and_scope_limitation (${packagePath('docs/evaluators.md', dir)}, "Templates and dimensions")`,
  ]);
});
