/**
 * Load errors for task files. Each issue names the file, the task id and the JSON path,
 * and says how to fix it, one line per issue:
 * `tasks/suites/crm.json: task 235, policies[3].eval.reference_url: is_url_match needs "reference_url"`.
 */
export interface TaskIssue {
  /** File (or URL) the task came from. */
  file: string;
  /** `task_id` when known, else the array index as `#<i>`. */
  task?: string;
  /** JSON path inside the task, e.g. `policies[3].eval.reference_url`. */
  path: string;
  message: string;
}

/** Formats one issue as the single line the CLI and the test runner print. */
export function formatIssue(i: TaskIssue): string {
  const where = [i.task ? `task ${i.task}` : '', i.path].filter(Boolean).join(', ');
  return `${i.file}: ${where ? `${where}: ` : ''}${i.message}`;
}

/** Thrown when any task source is invalid; nothing from the source is registered. */
export class TaskLoadError extends Error {
  constructor(readonly issues: TaskIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the task source (nothing was loaded):\n` +
        issues.map((i) => `  ${formatIssue(i)}`).join('\n'),
    );
    this.name = 'TaskLoadError';
  }
}

/** Renders a zod path (`['policies', 3, 'eval']`) as `policies[3].eval`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out;
}
