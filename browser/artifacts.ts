/**
 * Episode artifacts on disk: `episode.json` (observations without
 * screenshots) and per-step screenshots `step-000.png`, ... in `artifactsDir`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Episode } from '../core/trace';

/** Writes `episode.json` into `dir` and returns its path. */
export function writeEpisodeJson(dir: string, episode: Episode): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'episode.json');
  writeFileSync(path, JSON.stringify(episode, null, 2));
  return path;
}

/** Saves a screenshot of `page` as `step-NNN.png` in `dir`; returns the path, or undefined if the page cannot be shot. */
export async function saveStepScreenshot(dir: string, index: number, page: Page): Promise<string | undefined> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `step-${String(index).padStart(3, '0')}.png`);
  try {
    await page.screenshot({ path, type: 'png', timeout: 5_000 });
    return path;
  } catch {
    return undefined;
  }
}

/** JSON-safe copy of an observation without its screenshot bytes. */
export function storableObservation(obs: object): Record<string, unknown> {
  const { screenshot: _drop, ...rest } = obs as Record<string, unknown>;
  return rest;
}
