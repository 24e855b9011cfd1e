/**
 * Seed variants for tasks that depend on records created by earlier tasks (upstream ran tasks
 * in order without resets; catalog note DEP). Data lives in `tasks/dependencies.json`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Site } from './schema';

const Dependencies = z
  .object({ about: z.string() })
  .catchall(z.record(z.string(), z.object({ tasks: z.array(z.number().int()), reason: z.string() })).or(z.string()));

const FILE = new URL('./dependencies.json', import.meta.url);
let cache: Map<string, string> | undefined;

/** The replica seed variant `task_id` needs on `site`, or undefined for the base seed. */
export function seedVariantOf(site: Site, taskId: number): string | undefined {
  if (!cache) {
    cache = new Map();
    const data = Dependencies.parse(JSON.parse(readFileSync(FILE, 'utf8')));
    for (const [s, variants] of Object.entries(data)) {
      if (typeof variants === 'string') continue;
      for (const [variant, { tasks }] of Object.entries(variants)) for (const id of tasks) cache.set(`${s}:${id}`, variant);
    }
  }
  return cache.get(`${site}:${taskId}`);
}
