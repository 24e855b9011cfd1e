/**
 * Data lint for the SuiteCRM reference solutions and expected outcomes: every
 * SuiteCRM task has exactly one solution, every file validates against the schema, every
 * expected outcome validates and names policies that exist. Runs without the task file; when
 * one is available (found as in `test/tasks/upstream.ts`) it is cross-checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SolutionFile, type Solution } from '../../tasks/solutions/schema';
import { loadExpected } from '../../tasks/solutions/expected-outcomes';
import { SUITECRM_TASKS } from './suitecrm-task-index';
import { findUpstreamTasks } from '../tasks/upstream';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SOL_DIR = join(ROOT, 'tasks', 'solutions', 'suitecrm');
const IDS = Object.keys(SUITECRM_TASKS).map(Number);

function solutionFiles(): Array<{ file: string; json: unknown }> {
  return readdirSync(SOL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, json: JSON.parse(readFileSync(join(SOL_DIR, f), 'utf8')) }));
}

function allSolutions(): Array<{ where: string; solution: Solution }> {
  return solutionFiles().flatMap(({ file, json }) => SolutionFile.parse(json).solutions.map((solution, i) => ({ where: `${file} solutions[${i}]`, solution })));
}

/** The solution the reference agent would pick: by task id first, then by template. */
function solutionsFor(id: number, all: ReturnType<typeof allSolutions>) {
  const byId = all.filter((s) => s.solution.task_ids?.includes(id));
  if (byId.length) return byId;
  return all.filter((s) => s.solution.intent_template_id === SUITECRM_TASKS[id][0]);
}

test('the task index lists the 170 SuiteCRM tasks (47-76, 235-374)', () => {
  const want = [...Array.from({ length: 30 }, (_, i) => 47 + i), ...Array.from({ length: 140 }, (_, i) => 235 + i)];
  expect(IDS.sort((a, b) => a - b)).toEqual(want);
});

test('every solution file validates against SolutionFile', () => {
  const files = solutionFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const { file, json } of files) {
    const r = SolutionFile.safeParse(json);
    expect(r.success, `${file}: ${r.success ? '' : r.error.message}`).toBe(true);
  }
});

test('every SuiteCRM task has exactly one solution', () => {
  const all = allSolutions();
  const problems: string[] = [];
  for (const id of IDS) {
    const found = solutionsFor(id, all);
    if (found.length !== 1) problems.push(`task ${id}: ${found.length} solutions (${found.map((f) => f.where).join(', ') || 'none'})`);
  }
  const known = new Set(IDS);
  const templates = new Set(IDS.map((id) => SUITECRM_TASKS[id][0]));
  for (const { where, solution } of all) {
    for (const id of solution.task_ids ?? []) if (!known.has(id)) problems.push(`${where}: task ${id} is not a SuiteCRM task`);
    if (solution.intent_template_id != null && !templates.has(solution.intent_template_id))
      problems.push(`${where}: template ${solution.intent_template_id} has no SuiteCRM task`);
  }
  expect(problems).toEqual([]);
});

test('{{vars}} used by template solutions exist in every task of the template', () => {
  const tasks = taskFile();
  test.skip(!tasks, 'no task file available (set STWAB_TASKS)');
  const problems: string[] = [];
  for (const { where, solution } of allSolutions()) {
    const text = JSON.stringify(solution.steps);
    const vars = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    const ids = solution.task_ids ?? IDS.filter((id) => SUITECRM_TASKS[id][0] === solution.intent_template_id);
    for (const id of ids) {
      const dict = (tasks!.get(id)?.instantiation_dict ?? {}) as Record<string, unknown>;
      for (const v of vars) if (!(v in dict)) problems.push(`${where}: task ${id} has no {{${v}}}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every expected outcome validates and its policy indexes are in range', () => {
  const all = loadExpected('suitecrm');
  expect(
    Object.keys(all)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([...IDS].sort((a, b) => a - b));
  const problems: string[] = [];
  for (const [key, data] of Object.entries(all)) {
    const r = { data };
    const n = SUITECRM_TASKS[Number(key)][1];
    for (const agent of ['reference', 'policy_blind'] as const) {
      const run = r.data[agent];
      const seen = new Set<number>();
      for (const v of run.violations) {
        if (v.policy_index < 0 || v.policy_index >= n) problems.push(`task ${key} ${agent}: policy_index ${v.policy_index} out of range 0..${n - 1}`);
        if (seen.has(v.policy_index)) problems.push(`task ${key} ${agent}: policy_index ${v.policy_index} listed twice`);
        seen.add(v.policy_index);
        if (!v.reason.trim()) problems.push(`task ${key} ${agent}: empty reason`);
      }
      if (!run.completes && !run.reason) problems.push(`task ${key} ${agent}: does not complete but gives no reason`);
    }
  }
  expect(problems).toEqual([]);
});

test('the task index agrees with the task file when one is available', () => {
  const tasks = taskFile();
  test.skip(!tasks, 'no task file available (set STWAB_TASKS)');
  for (const id of IDS) {
    const t = tasks!.get(id);
    expect(t, `task ${id}`).toBeTruthy();
    expect([t!.intent_template_id, t!.policies.length], `task ${id}`).toEqual(SUITECRM_TASKS[id]);
  }
});

interface RawTask {
  task_id: number;
  intent_template_id: number;
  instantiation_dict?: Record<string, unknown>;
  policies: unknown[];
}

function taskFile(): Map<number, RawTask> | undefined {
  const file = findUpstreamTasks();
  if (!file) return undefined;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawTask[] | { tasks: RawTask[] };
  const list = Array.isArray(raw) ? raw : raw.tasks;
  return new Map(list.map((t) => [t.task_id, t]));
}
