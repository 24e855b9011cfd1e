/**
 * Where the harness's own tests find the reference task file: the same chain as a
 * user's run (`tasks/sources.ts`): `STWAB_TASKS` (a file), then the `stwab fetch-tasks` cache in
 * `.stwab/tasks/`, then `../shared/upstream/` beside the checkout where it exists (the maintainers'
 * CI). The file is never copied into the repository. This module is the only place a test may
 * name `../shared` (checked by `test/tasks/shared-paths.test.ts`).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FETCHED_TASKS_PATH } from '../../tasks/fetch';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The one-line message a test run stops with when no task file is found. */
export const MISSING_TASKS_MESSAGE =
  'the tests need the reference test.raw.json: run `npx stwab fetch-tasks` (offline: `npx stwab fetch-tasks --from /path/to/test.raw.json`) or set STWAB_TASKS to that file';

/** Candidate paths in the order they are tried (absolute; the first existing file wins). */
export function upstreamTaskCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const spec = env.STWAB_TASKS?.trim();
  return [
    ...(spec && !/^https?:\/\//.test(spec) ? [resolve(ROOT, spec)] : []),
    join(ROOT, FETCHED_TASKS_PATH),
    join(ROOT, '..', 'shared', 'upstream', 'test.raw.json'),
  ];
}

/** The first candidate that is a file, or undefined. */
export function findUpstreamTasks(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return upstreamTaskCandidates(env).find((p) => existsSync(p) && statSync(p).isFile());
}

/**
 * Absolute path of the reference task file. Throws {@link MISSING_TASKS_MESSAGE} when none is
 * found; `test/global-setup.ts` checks it once so a missing file stops the run with one line.
 */
export function upstreamTasks(): string {
  const found = findUpstreamTasks();
  if (!found) throw new Error(MISSING_TASKS_MESSAGE);
  return found;
}

/** The resolved path, for modules that read it at import time (empty string when missing). */
export const UPSTREAM_TASKS = findUpstreamTasks() ?? '';
