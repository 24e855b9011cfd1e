/**
 * Chooses where tasks come from: `STWAB_TASKS` (file, folder or http(s)
 * URL), else the file `stwab fetch-tasks` cached, else the suites this project ships
 * (`tasks/suites/`), else an error that says how to get tasks.
 */
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FETCHED_TASKS_PATH, fetchTasks, sha256 } from './fetch';
import { loadTasks, type LoadedTask } from './loader';

const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SUITES_DIR = join(PROJECT_ROOT, 'tasks', 'suites');

/** A resolved task source and how it was chosen (printed in reports). */
export interface TaskSource {
  path: string;
  kind: 'env' | 'url' | 'fetched' | 'suites';
  /** sha256 of the file (single-file sources). */
  sha256?: string;
}

export const NO_TASKS_MESSAGE =
  'No tasks found. Either:\n' +
  '  STWAB_TASKS=/path/to/test.raw.json npx playwright test ...   (a task file or folder)\n' +
  '  npx stwab fetch-tasks                                        (downloads the reference benchmark, checks its sha256)';

function fileSha(path: string): string | undefined {
  try {
    return sha256(readFileSync(path));
  } catch {
    return undefined;
  }
}

/**
 * Resolves the task source. URLs are downloaded into `.stwab/tasks/` (checksum given by
 * `STWAB_TASKS_SHA256`, optional). Throws `NO_TASKS_MESSAGE` when nothing is available.
 */
export async function resolveTaskSource(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<TaskSource> {
  const spec = env.STWAB_TASKS?.trim();
  if (spec && /^https?:\/\//.test(spec)) {
    const dest = join(cwd, '.stwab', 'tasks', `url-${sha256(spec).slice(0, 12)}.json`);
    const got = existsSync(dest) ? { path: dest, sha256: fileSha(dest) } : await fetchTasks({ url: spec, sha256: env.STWAB_TASKS_SHA256 ?? '', dest });
    return { path: got.path, kind: 'url', sha256: got.sha256 };
  }
  if (spec) {
    const path = resolve(cwd, spec);
    if (!existsSync(path)) throw new Error(`STWAB_TASKS=${spec}: no such file or folder (resolved to ${path})`);
    return { path, kind: 'env', sha256: fileSha(path) };
  }
  const fetched = join(cwd, FETCHED_TASKS_PATH);
  if (existsSync(fetched)) return { path: fetched, kind: 'fetched', sha256: fileSha(fetched) };
  if (existsSync(SUITES_DIR) && readdirSync(SUITES_DIR).some((f) => f.endsWith('.json'))) return { path: SUITES_DIR, kind: 'suites' };
  throw new Error(NO_TASKS_MESSAGE);
}

/**
 * Environment variable through which a run's first loader hands its validated tasks to the
 * processes it starts (Playwright's workers inherit the runner's environment): a JSON
 * `{ sha256, file }` naming a file of `LoadedTask[]`.
 */
export const VALIDATED_TASKS_VAR = 'STWAB_VALIDATED_TASKS';

/**
 * The tasks the runner validated, when `source` is the same single file (same sha256), else
 * null. Every worker loads the task file to register its tests, and a worker starts after every
 * failing test: validating the 375 tasks again took about 170 ms of CPU each time (issue 46).
 */
function validatedByRunner(source: TaskSource, env: NodeJS.ProcessEnv): LoadedTask[] | null {
  const raw = env[VALIDATED_TASKS_VAR];
  if (!raw || !source.sha256) return null;
  try {
    const { sha256: sha, file } = JSON.parse(raw) as { sha256?: string; file?: string };
    if (sha !== source.sha256 || !file) return null;
    return JSON.parse(readFileSync(file, 'utf8')) as LoadedTask[];
  } catch {
    return null;
  }
}

/** Writes `tasks` for the processes this one starts (see {@link VALIDATED_TASKS_VAR}); removed when this process exits. */
function shareValidated(source: TaskSource, tasks: LoadedTask[], env: NodeJS.ProcessEnv): void {
  if (!source.sha256) return;
  const file = join(tmpdir(), `stwab-tasks-${process.pid}-${source.sha256.slice(0, 16)}.json`);
  try {
    writeFileSync(file, JSON.stringify(tasks), { mode: 0o600 });
  } catch {
    return;
  }
  env[VALIDATED_TASKS_VAR] = JSON.stringify({ sha256: source.sha256, file });
  process.once('exit', () => {
    try {
      unlinkSync(file);
    } catch {
      /* already gone */
    }
  });
}

/**
 * Resolves the source and loads every task (all-or-nothing; see `loadTasks`). `declared`: the
 * run's declared site ids, whose placeholders every task may use (see `validateTaskJson`).
 */
export async function loadTaskSource(
  env: NodeJS.ProcessEnv = process.env,
  o: { declared?: ReadonlySet<string> } = {},
): Promise<{ source: TaskSource; tasks: LoadedTask[] }> {
  const source = await resolveTaskSource(env);
  const shared = validatedByRunner(source, env);
  if (shared) return { source, tasks: shared };
  const tasks = loadTasks(source.path, o);
  shareValidated(source, tasks, env);
  return { source, tasks };
}
