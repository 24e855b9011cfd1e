/**
 * Data lint for the GitLab reference solutions: every file validates, every class-A
 * task (5, 30, 85-234) has exactly one solution by task id, a write-flow task at most one (and
 * its recorded outcome is NOSOLUTION exactly when it has none), and no solution names a task
 * outside the GitLab set. Answers are checked against the replica by
 * `test/replica-gitlab/class-a.test.ts` and end to end by `gitlab-reference.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SolutionFile } from '../../tasks/solutions/schema';

const DIR = join(resolve(fileURLToPath(new URL('../..', import.meta.url))), 'tasks', 'solutions', 'gitlab');
const CLASS_A = [5, 30, ...Array.from({ length: 150 }, (_, i) => 85 + i)];
const GITLAB = new Set([...Array.from({ length: 47 }, (_, i) => i), ...Array.from({ length: 150 }, (_, i) => 85 + i)]);

test('GitLab solutions validate and cover each class-A task exactly once', () => {
  const ids: number[] = [];
  for (const f of readdirSync(DIR).filter((x) => x.endsWith('.json'))) {
    const parsed = SolutionFile.safeParse(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
    expect(parsed.success, `${f}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    for (const s of parsed.data!.solutions) ids.push(...(s.task_ids ?? []));
  }
  expect(ids.filter((id) => !GITLAB.has(id))).toEqual([]);
  const count = (id: number) => ids.filter((x) => x === id).length;
  expect(CLASS_A.filter((id) => count(id) !== 1)).toEqual([]);
  expect(CLASS_A).toHaveLength(152);
  // Write-flow (class B) tasks get solutions as the replica's flows land: at most one
  // each; a task recorded as NOSOLUTION has none, and a task without one is not recorded as completed.
  expect([...GITLAB].filter((id) => count(id) > 1)).toEqual([]);
  const expected = JSON.parse(readFileSync(join(DIR, '..', 'expected', 'gitlab.json'), 'utf8')) as Record<
    string,
    { reference: { completes: boolean; reason?: string } }
  >;
  expect([...GITLAB].filter((id) => expected[id].reference.reason === 'NOSOLUTION' && count(id) > 0)).toEqual([]);
  expect([...GITLAB].filter((id) => count(id) === 0 && expected[id].reference.completes)).toEqual([]);
});
