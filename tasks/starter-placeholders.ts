/**
 * The starter task file of `stwab init` (issue 56) marks the values you must write with
 * `CHANGE ME` (the expected answer). `stwab validate` refuses a file that still holds one, so
 * the first run does not fail on an answer nobody wrote; one issue per value, naming its field.
 */
import { formatPath, type TaskIssue } from './errors';
import type { LoadedTask } from './loader';

/** The marker the starter task file puts where your own values go. */
export const STARTER_PLACEHOLDER = 'CHANGE ME';

/** Every string of `value` holding the marker, with its path. */
function* marked(value: unknown, path: Array<string | number>): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (value.includes(STARTER_PLACEHOLDER)) yield [formatPath(path), value];
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* marked(v, [...path, i]);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* marked(v, [...path, k]);
  }
}

/** One issue per value of `tasks` that still holds the starter's placeholder. */
export function starterPlaceholderIssues(tasks: readonly LoadedTask[]): TaskIssue[] {
  return tasks.flatMap(({ task, file }) =>
    [...marked(task, [])].map(([path, value]) => ({
      file,
      task: String(task.task_id),
      path,
      message: `${JSON.stringify(value)} is a placeholder of the starter task file; write your own value (for reference_answers: what your app's answer must say)`,
    })),
  );
}
