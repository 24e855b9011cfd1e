/**
 * Loads and validates task files. A source is a JSON file (an array of tasks, or
 * `{ "tasks": [...] }`) or a folder of such files. Either every task of every file is
 * valid and the whole set is returned, or a `TaskLoadError` lists every problem and
 * nothing is returned ("Bad input").
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Task, TaskFile, SITES } from './schema';
import { TaskLoadError, formatPath, type TaskIssue } from './errors';

/** A validated task plus the file it came from (for error messages and reports). */
export interface LoadedTask {
  task: Task;
  file: string;
}

const PLACEHOLDER = /__([A-Z_]+)__/g;
const KNOWN_PLACEHOLDERS = new Set(SITES.map((s) => s.toUpperCase()));

/** Lists the JSON files of a source path (file or folder, sorted for a stable order). */
export function taskFilesOf(path: string): string[] {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) throw new TaskLoadError([{ file: path, path: '', message: 'no such file or folder; set STWAB_TASKS to a task file or folder' }]);
  if (!st.isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(path, f));
}

/**
 * Validates already-parsed JSON from `file`; returns tasks or pushes issues. `declared`: the run's
 * declared site ids, whose placeholders are known in every task (issue 56: a misspelled `sites`
 * entry is then reported as an undeclared site by `tasks/site-check.ts`, not as a wrong placeholder).
 */
export function validateTaskJson(json: unknown, file: string, issues: TaskIssue[], declared: ReadonlySet<string> = new Set()): Task[] {
  const shape = TaskFile.safeParse(json);
  if (!shape.success) {
    issues.push({ file, path: '', message: 'expected an array of tasks or {"tasks": [...]}; check the top level of the file' });
    return [];
  }
  const items = Array.isArray(shape.data) ? shape.data : shape.data.tasks;
  const tasks: Task[] = [];
  items.forEach((raw, index) => {
    const idGuess = (raw as { task_id?: unknown } | null)?.task_id;
    const task = typeof idGuess === 'number' || typeof idGuess === 'string' ? String(idGuess) : `#${index}`;
    const parsed = Task.safeParse(raw);
    if (!parsed.success) {
      for (const iss of parsed.error.issues) issues.push({ file, task, path: formatPath(iss.path), message: iss.message });
      return;
    }
    // A built-in site's placeholder, or one of the task's own sites (a declared site, issue 42);
    // whether that site is declared is checked against the run's sites (`tasks/site-check.ts`).
    const known = new Set([...KNOWN_PLACEHOLDERS, ...[...parsed.data.sites, ...declared].map((s) => s.toUpperCase())]);
    for (const [path, value] of placeholderFields(parsed.data)) {
      for (const m of value.matchAll(PLACEHOLDER)) {
        if (!known.has(m[1]))
          issues.push({
            file,
            task,
            path,
            message: `unknown placeholder ${m[0]}; use one of ${[...known].map((p) => `__${p}__`).join(', ')}`,
          });
      }
    }
    for (const url of parsed.data.start_url.split(/ \|AND\| /)) {
      const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
      if (scheme && scheme !== 'http' && scheme !== 'https')
        issues.push({
          file,
          task,
          path: 'start_url',
          message: `${scheme}: URLs cannot start a task (only http(s) pages of the task's sites); use a __SITE__ placeholder or an http(s) URL`,
        });
    }
    tasks.push(parsed.data);
  });
  return tasks;
}

/** The fields of a task that may hold `__SITE__` placeholders, with their JSON paths. */
export function placeholderFields(t: Task): Array<[string, string]> {
  const out: Array<[string, string]> = [['start_url', t.start_url]];
  if (t.eval.reference_url) out.push(['eval.reference_url', t.eval.reference_url]);
  for (const [i, c] of (t.eval.program_html ?? []).entries()) out.push([`eval.program_html[${i}].url`, c.url]);
  return out;
}

/**
 * Loads every task of `source` (file or folder). Throws `TaskLoadError` listing all issues
 * (malformed JSON, schema errors, unknown placeholders, duplicate task ids) when any exist.
 */
export function loadTasks(source: string, o: { declared?: ReadonlySet<string> } = {}): LoadedTask[] {
  const issues: TaskIssue[] = [];
  const out: LoadedTask[] = [];
  const seen = new Map<number, string>();
  for (const path of taskFilesOf(source)) {
    const file = path;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      issues.push({ file, path: '', message: `not valid JSON (${(e as Error).message}); fix the syntax and run "npx stwab validate ${file}"` });
      continue;
    }
    for (const task of validateTaskJson(json, file, issues, o.declared)) {
      const prev = seen.get(task.task_id);
      if (prev !== undefined) {
        issues.push({ file, task: String(task.task_id), path: 'task_id', message: `duplicate task id (also in ${prev}); give each task a unique task_id` });
        continue;
      }
      seen.set(task.task_id, file);
      out.push({ task, file });
    }
  }
  if (issues.length) throw new TaskLoadError(issues);
  return out;
}
