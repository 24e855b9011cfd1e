/**
 * Episodes as the submission reads them: every `episode.json` under a folder (the run's
 * `test-results/`), grouped by task, and one episode's steps as `ActionSummary` items.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Episode } from '../core/trace';
import type { ActionSummary } from './schema';

/** One parsed episode file. */
export interface EpisodeFile {
  /** Path relative to the folder searched. */
  file: string;
  episode: Episode;
}

function* episodeFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'node_modules' && name !== '.git') yield* episodeFiles(p);
    } else if (name === 'episode.json') yield p;
  }
}

/**
 * Every `episode.json` under `dir`, by task id. Throws one line naming the file when one does
 * not parse, and when `dir` is not a folder.
 */
export function loadEpisodes(dir: string): Map<number, EpisodeFile[]> {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`${dir}: not a folder of episodes (expected the run's test-results/ with */episode/episode.json)`);
  const out = new Map<number, EpisodeFile[]>();
  for (const path of episodeFiles(dir)) {
    const file = relative(dir, path);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      throw new Error(`${join(dir, file)}: not valid JSON (${(e as Error).message})`);
    }
    const parsed = Episode.safeParse(json);
    if (!parsed.success)
      throw new Error(`${join(dir, file)}: not an episode (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
    const list = out.get(parsed.data.task_id) ?? [];
    list.push({ file, episode: parsed.data });
    out.set(parsed.data.task_id, list);
  }
  return out;
}

/** An action argument as the schema's string list holds it: strings as they are, anything else as JSON. */
export const argText = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x));

/** Epoch seconds of the episode start (0 when it recorded none). */
export const startEpoch = (e: Episode): number => (e.started_at ? Date.parse(e.started_at) / 1000 : 0);

/**
 * The episode's steps as `ActionSummary` items. `timestamp` is the start plus the step times
 * recorded so far (`state.info.elapsed_ms`), in epoch seconds: the harness records durations,
 * not wall-clock stamps per step.
 */
export function actionSummaries(e: Episode): ActionSummary[] {
  let t = startEpoch(e);
  return e.steps.map((s, i) => {
    t += (s.state.info.elapsed_ms ?? 0) / 1000;
    return {
      step: i,
      action_type: s.action.action_type,
      action_args: s.action.action_args.map(argText),
      element_text: s.state.info.element_text ?? '',
      element_bid: s.state.info.element_bid ?? '',
      observed_url: s.state.observation.url,
      open_pages_urls: s.state.observation.open_pages_urls,
      timestamp: Math.round(t * 1000) / 1000,
    };
  });
}
