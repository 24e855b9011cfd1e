/**
 * One stored run for `stwab compare` (issue 58): a results folder the CuP reporter or
 * `stwab report` wrote (`verdicts.json` beside `summary.json`), or any folder of verdict files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { RunVerdicts } from '../../evaluators/verdict';
import { loadRunsFromFolder } from '../load-folder';
import { runConfig, type RunConfig } from '../run-config';

/** A run as compare reads it: every task run of the folder and the configuration they record. */
export interface StoredRun {
  /** Absolute path of the folder. */
  folder: string;
  /** A short name for tables: the folder's name, or its parent's when it is `stwab-results`. */
  name: string;
  runs: RunVerdicts[];
  /** From the runs themselves (not from the environment of this process). */
  config: RunConfig;
  /** Runs expected per task: `summary.json`'s `repeat_each`, else the most runs any task has. */
  k: number;
}

/** The folder's display name: `runs/ref` for `runs/ref/stwab-results`, else its own name. */
export function runName(folder: string): string {
  const abs = resolve(folder);
  return basename(abs) === 'stwab-results' ? basename(dirname(abs)) : basename(abs);
}

function readVerdicts(file: string): RunVerdicts[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]}); rebuild it with stwab report`);
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of task runs (RunVerdicts); rebuild it with stwab report`);
  return data.map((item, i) => {
    const parsed = RunVerdicts.safeParse(item);
    if (!parsed.success)
      throw new Error(`${file}[${i}]: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}; fix or remove this run`);
    return parsed.data;
  });
}

/**
 * Reads `folder`: its `verdicts.json` when present, else every verdict file under it. Throws
 * one line naming the folder and the fix when it is missing, holds no runs or a run that does not
 * validate.
 */
export function loadStoredRun(folder: string): StoredRun {
  const abs = resolve(folder);
  if (!existsSync(abs)) throw new Error(`${folder}: no such folder; give a run's results folder (stwab-results/ with verdicts.json)`);
  const file = join(abs, 'verdicts.json');
  let runs: RunVerdicts[];
  if (existsSync(file)) runs = readVerdicts(file);
  else {
    const loaded = loadRunsFromFolder(abs);
    if (loaded.errors.length)
      throw new Error(`${folder}/${loaded.errors[0]}${loaded.errors.length > 1 ? ` (and ${loaded.errors.length - 1} more invalid file(s))` : ''}`);
    runs = loaded.runs;
  }
  if (!runs.length) throw new Error(`${folder}: no task runs found; give a run's results folder (stwab-results/ with verdicts.json)`);
  const perTask = new Map<number, number>();
  for (const r of runs) perTask.set(r.task_id, (perTask.get(r.task_id) ?? 0) + 1);
  let k = Math.max(...perTask.values());
  try {
    const summary = JSON.parse(readFileSync(join(abs, 'summary.json'), 'utf8')) as { run?: { repeat_each?: unknown } };
    if (typeof summary.run?.repeat_each === 'number' && summary.run.repeat_each > k) k = summary.run.repeat_each;
  } catch {
    // No summary (a folder of episodes): the runs alone give k.
  }
  return { folder: abs, name: runName(abs), runs, config: runConfig(runs, { k, env: {} }), k };
}
