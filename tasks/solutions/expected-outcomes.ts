/**
 * Loads the expected outcomes of a site: every `tasks/solutions/expected/<site>*.json`
 * file (e.g. `suitecrm.json`, `suitecrm-modality.json`), merged. A task id in two files, or an
 * entry that does not validate, is an error naming the file and the task.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExpectedOutcome } from './schema';

const EXPECTED_DIR = fileURLToPath(new URL('./expected', import.meta.url));

/** Every site's expected outcomes in one map (task ids are unique across the reference file). */
export function loadAllExpected(dir = EXPECTED_DIR): Record<number, ExpectedOutcome> {
  return loadExpected('', dir);
}

/**
 * Expected outcomes under a task revision: the published ones, with the entries of
 * `expected/<revision>/` (the corrected tasks, measured) taking their place. `original`: as is.
 */
export function loadRevisionExpected(revision: string, dir = EXPECTED_DIR): Record<number, ExpectedOutcome> {
  const base = loadAllExpected(dir);
  return revision === 'original' ? base : { ...base, ...loadExpected('', join(dir, revision)) };
}

/**
 * The records of one file of your own (issue 42, `STWAB_EXPECTED`): `{ "<task_id>": ExpectedOutcome }`.
 * Throws naming the file and the task on a missing file or an entry that does not validate.
 */
export function loadExpectedFile(file: string): Record<number, ExpectedOutcome> {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`STWAB_EXPECTED=${file}: ${(e as Error).message.split('\n')[0]}; point it at a JSON file of recorded outcomes`);
  }
  const out: Record<number, ExpectedOutcome> = {};
  for (const [id, value] of Object.entries(raw)) {
    const parsed = ExpectedOutcome.safeParse(value);
    if (!parsed.success) throw new Error(`${file}: task ${id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    out[Number(id)] = parsed.data;
  }
  return out;
}

/** `{ task_id: ExpectedOutcome }` for `site` (`''`: every site), from all of its files under `expected/`. */
export function loadExpected(site: string, dir = EXPECTED_DIR): Record<number, ExpectedOutcome> {
  const out: Record<number, ExpectedOutcome> = {};
  const origin = new Map<number, string>();
  const files = readdirSync(dir)
    .filter((f) => f.startsWith(site) && f.endsWith('.json'))
    .sort();
  for (const f of files) {
    const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
    for (const [id, value] of Object.entries(raw)) {
      const n = Number(id);
      if (origin.has(n)) throw new Error(`expected/${f}: task ${id} is also in expected/${origin.get(n)}; keep one entry`);
      const parsed = ExpectedOutcome.safeParse(value);
      if (!parsed.success) throw new Error(`expected/${f}: task ${id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      out[n] = parsed.data;
      origin.set(n, f);
    }
  }
  return out;
}
