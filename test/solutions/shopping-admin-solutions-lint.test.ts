/**
 * Data lint for the ShoppingAdmin reference solutions and expected outcomes: every
 * file validates, each of the 8 tasks (77-84) has exactly one solution and one expected outcome,
 * and every recorded policy index exists in the task (the task file is the user's, found as a run
 * finds it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SolutionFile } from '../../tasks/solutions/schema';
import { loadExpected } from '../../tasks/solutions/expected-outcomes';
import { upstreamTasks } from '../tasks/upstream';

const DIR = join(resolve(fileURLToPath(new URL('../..', import.meta.url))), 'tasks', 'solutions', 'shopping_admin');
const IDS = [77, 78, 79, 80, 81, 82, 83, 84];

test('ShoppingAdmin solutions and expected outcomes cover tasks 77-84 once, with policy indexes that exist', () => {
  const ids: number[] = [];
  for (const f of readdirSync(DIR).filter((x) => x.endsWith('.json'))) {
    const parsed = SolutionFile.safeParse(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
    expect(parsed.success, `${f}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    for (const s of parsed.data!.solutions) ids.push(...(s.task_ids ?? []));
  }
  expect(ids.sort((a, b) => a - b)).toEqual(IDS);
  const expected = loadExpected('shopping_admin');
  expect(
    Object.keys(expected)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual(IDS);
  const tasks = new Map(
    (JSON.parse(readFileSync(upstreamTasks(), 'utf8')) as { task_id: number; sites: string[]; policies: unknown[] }[]).map((t) => [t.task_id, t]),
  );
  for (const id of IDS) {
    expect(tasks.get(id)!.sites).toEqual(['shopping_admin']);
    for (const run of [expected[id].reference, expected[id].policy_blind])
      for (const v of run.violations) expect(v.policy_index, `task ${id}`).toBeLessThan(tasks.get(id)!.policies.length);
  }
});
