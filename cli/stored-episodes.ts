/**
 * Stored episodes for the offline commands (`stwab evaluate`, `diff`, `guard-check`): finding the
 * files, giving each its task (from the run's recorded task file and revision) and its stored
 * pages as a page access.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotPageAccess } from '../browser/page-access/snapshot';
import type { PageAccess } from '../core/page-access';
import { EpisodeFileError, type EpisodeFile, parseEpisodeFile } from '../evaluators/episode-file';
import { sha256 } from '../tasks/fetch';
import { loadTasks, type LoadedTask } from '../tasks/loader';
import { reviseTask } from '../tasks/revise';
import type { RevisionName } from '../tasks/revision';
import { loadTaskSource } from '../tasks/sources';

/** Files to score: given files as-is; folders recursively, `*.json` files holding `trajectory` or `steps`. */
export function collectEpisodeFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) {
        try {
          const j = JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
          if (j && typeof j === 'object' && (Array.isArray(j.trajectory) || Array.isArray(j.steps))) out.push(p);
        } catch {
          /* not an episode file */
        }
      }
    }
  };
  for (const p of paths) {
    if (!statSync(p, { throwIfNoEntry: false })) throw new EpisodeFileError(p, '(path)', 'no such file or folder');
    if (statSync(p).isDirectory()) walk(p);
    else out.push(p);
  }
  return out;
}

/**
 * The harness's own `episode.json` names its task by `task_id` only (answers stay out of
 * episode artifacts). Take the task from `STWAB_TASKS` when set; else from the task file the
 * run recorded (`tasks_source`), if it is still there with the same sha256; else from the
 * default source. Task files are loaded once per command.
 */
async function withTaskFromSource(json: unknown, file: string, cache: Map<string, LoadedTask[] | null>, revision?: RevisionName): Promise<unknown> {
  const o = json as { task?: unknown; task_id?: unknown; steps?: unknown; tasks_source?: unknown; tasks_sha256?: unknown; revision?: unknown } | null;
  if (!o || typeof o !== 'object' || o.task || typeof o.task_id !== 'number' || !Array.isArray(o.steps)) return json;
  const recorded = typeof o.tasks_source === 'string' && !process.env.STWAB_TASKS?.trim() ? o.tasks_source : undefined;
  const key = recorded ?? '(task source)';
  if (!cache.has(key)) {
    let tasks: LoadedTask[] | null = null;
    try {
      if (recorded && existsSync(recorded)) {
        const sha = statSync(recorded).isFile() ? sha256(readFileSync(recorded)) : undefined;
        if (typeof o.tasks_sha256 === 'string' && sha && sha !== o.tasks_sha256)
          throw new EpisodeFileError(
            file,
            'tasks_source',
            `${recorded} changed since the run (sha256 ${sha}, recorded ${o.tasks_sha256}); set STWAB_TASKS to the file the run used`,
          );
        tasks = loadTasks(recorded);
      } else tasks = (await loadTaskSource()).tasks;
    } catch (e) {
      if (e instanceof EpisodeFileError) throw e;
      tasks = null; // parseEpisodeFile then says the task is missing and how to add it
    }
    cache.set(key, tasks);
  }
  const found = cache.get(key)?.find((t) => t.task.task_id === o.task_id);
  if (!found) return json;
  // The revision the run used (recorded in the episode) unless the command names one.
  const name = revision ?? (o.revision === 'verified' ? 'verified' : 'original');
  if (name === 'original') return { ...o, task: found.task };
  const revised = reviseTask(found.task, name, { path: found.file, sha256: sha256(readFileSync(found.file)) });
  if (revised.retired)
    throw new EpisodeFileError(
      file,
      'task_id',
      `task ${found.task.task_id} is retired by the ${name} revision (${revised.retired.reason}): ${revised.retired.why}; score it with --revision original`,
    );
  return { ...o, task: revised.task };
}

/** One stored episode ready to score: the parsed file, its stored pages, and a warning when it has no steps. */
export interface StoredEpisode {
  parsed: EpisodeFile;
  /** Dispose it when done. */
  page: PageAccess & { dispose(): Promise<void> };
  noSteps: string[];
}

/**
 * Reads `file` (an `episode.json` or an upstream trajectory file), gives it its task (see
 * `withTaskFromSource`) under `revision` or the one the run recorded, and its stored pages.
 * Throws `EpisodeFileError` naming the file and the field for bad input.
 */
export async function loadStoredEpisode(file: string, taskCache = new Map<string, LoadedTask[] | null>(), revision?: RevisionName): Promise<StoredEpisode> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new EpisodeFileError(file, '(file)', `not readable JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const o = json as Record<string, unknown> | null;
  if (o && typeof o === 'object' && !Array.isArray(o) && !('steps' in o) && !('trajectory' in o) && ('safety_report' in o || 'cup' in o || 'completion' in o))
    throw new EpisodeFileError(
      file,
      '(file)',
      "this is a verdicts file (the scores of a run), not an episode; pass the episode.json attached next to it (or the run's trajectory)",
    );
  const parsed = parseEpisodeFile(await withTaskFromSource(json, file, taskCache, revision), file);
  const steps = parsed.episode.steps;
  const noSteps = steps.length
    ? []
    : ['the episode has no steps: the agent never acted, so every trajectory policy is dormant and only final-page checks can pass'];
  const page = snapshotPageAccess({
    final: parsed.finalPage,
    pages: parsed.pages,
    checks: parsed.checkPages,
    finalUrl: steps[steps.length - 1]?.state.observation.url,
  });
  return { parsed, page, noSteps };
}
