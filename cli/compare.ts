/**
 * `stwab compare <runA> <runB> [<runC> ...]` (issue 58): pairs stored runs task by task and
 * compares each with the first: values with intervals, paired bootstrap differences, exact
 * McNemar / sign tests, the tasks that changed and where their evidence is. Writes compare.json,
 * compare.md, charts and report.html, and prints a short table.
 */
import { resolve } from 'node:path';
import { ABOUT_SETTINGS, type AboutSetting } from '../reporters/compare/comparable';
import { buildComparison, CompareRefusal } from '../reporters/compare/comparison';
import { compareTerminal } from '../reporters/compare/compare-terminal';
import { loadStoredRun, type StoredRun } from '../reporters/compare/stored-run';
import { COMPARE_FILES, writeComparison } from '../reporters/compare/write-compare';

/** Options of the command (strings as commander passes them). */
export interface CompareOptions {
  out?: string;
  about?: string;
  seed?: string;
  resamples?: string;
  json?: boolean;
}

/** Default folder of a comparison's files. */
export const DEFAULT_COMPARE_OUT = 'stwab-compare';
/** Default seed and resamples of the paired bootstrap (stated in every output). */
export const DEFAULT_SEED = 58;
export const DEFAULT_RESAMPLES = 10_000;

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} ${raw}: give an integer from ${min} to ${max}`);
  return n;
}

/**
 * Returns the exit code: 0 when compared, 2 on bad input (fewer than two folders, a folder that
 * does not load, a bad option) and 3 when the runs are not comparable (one line on stderr naming the difference).
 */
export async function compareCommand(folders: string[], o: CompareOptions): Promise<number> {
  let about: AboutSetting | undefined;
  let seed: number;
  let resamples: number;
  let runs: StoredRun[];
  try {
    if (folders.length < 2) throw new Error('give at least two results folders; each is compared with the first');
    if (o.about !== undefined && !(ABOUT_SETTINGS as readonly string[]).includes(o.about))
      throw new Error(`--about ${o.about}: give one of ${ABOUT_SETTINGS.join(', ')}`);
    about = o.about as AboutSetting | undefined;
    seed = integer('seed', o.seed, DEFAULT_SEED, 0, 0xffffffff);
    resamples = integer('resamples', o.resamples, DEFAULT_RESAMPLES, 100, 1_000_000);
    runs = folders.map(loadStoredRun);
  } catch (e) {
    console.error(`stwab compare: ${(e as Error).message}`);
    return 2;
  }
  let comparison: ReturnType<typeof buildComparison>;
  try {
    comparison = buildComparison(runs, { about, seed, resamples });
  } catch (e) {
    if (!(e instanceof CompareRefusal)) throw e;
    console.error(`stwab compare: not comparable: ${e.message}`);
    return 3;
  }
  const dir = resolve(o.out ?? DEFAULT_COMPARE_OUT);
  writeComparison(dir, comparison);
  if (o.json) console.log(JSON.stringify(comparison, null, 2));
  else console.log(`${compareTerminal(comparison)}\n\nWritten: ${dir}/${COMPARE_FILES.md}, ${COMPARE_FILES.json}, ${COMPARE_FILES.html}, charts/`);
  return 0;
}
