/**
 * Global setup of `npm test`: stops the run at once, with one line naming the command to
 * run, when the reference task file is missing or is not the pinned reference file.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_TASKS_SHA256, sha256 } from '../tasks/fetch';
import { MISSING_TASKS_MESSAGE, findUpstreamTasks } from './tasks/upstream';

export default function requireTasks(): void {
  const path = findUpstreamTasks();
  const problem = !path
    ? MISSING_TASKS_MESSAGE
    : sha256(readFileSync(path)) !== DEFAULT_TASKS_SHA256
      ? `${path} is not the pinned reference test.raw.json (sha256 differs); the tests compare against that file: run \`npx stwab fetch-tasks\` or point STWAB_TASKS at the reference file`
      : undefined;
  if (!problem) return;
  process.stderr.write(`npm test: ${problem}\n`);
  process.exit(1);
}
