import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RunVerdicts } from '../evaluators/verdict';

/** Runs found under a folder, plus files that looked like verdicts but did not validate. */
export interface LoadedRuns {
  runs: RunVerdicts[];
  /** `path: reason` for each verdict-like file that failed validation. */
  errors: string[];
  /** JSON files that are not verdicts (episodes, summaries); ignored. */
  ignored: number;
}

const SKIP_DIRS = new Set(['node_modules', '.git']);

/** A results folder written by the reporter (`summary.json` beside `verdicts.json`). */
const isResultsFolder = (dir: string): boolean => statSync(join(dir, 'summary.json'), { throwIfNoEntry: false })?.isFile() === true;

function* jsonFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) {
      // A nested results folder repeats runs found elsewhere in the tree; read it only when it
      // is the folder asked for.
      if (!SKIP_DIRS.has(name) && !isResultsFolder(p)) yield* jsonFiles(p);
    } else if (name.endsWith('.json')) yield p;
  }
}

const looksLikeVerdict = (x: unknown): boolean => typeof x === 'object' && x !== null && 'task_id' in x && 'safety_report' in x;

/**
 * Read every `RunVerdicts` under `folder`: single-run files, arrays of runs, and episode
 * folders holding `verdicts.json`. Other JSON (episode.json, summary.json) is skipped. Throws
 * when `folder` is not a directory.
 */
export function loadRunsFromFolder(folder: string): LoadedRuns {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${folder}: not a directory of verdict or episode files`);
  const out: LoadedRuns = { runs: [], errors: [], ignored: 0 };
  for (const file of jsonFiles(folder)) {
    const rel = relative(folder, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      out.errors.push(`${rel}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    const items = Array.isArray(data) ? data : [data];
    if (!items.length || !items.every(looksLikeVerdict)) {
      out.ignored++;
      continue;
    }
    items.forEach((item, i) => {
      const parsed = RunVerdicts.safeParse(item);
      if (parsed.success) out.runs.push(parsed.data);
      else out.errors.push(`${rel}${Array.isArray(data) ? `[${i}]` : ''}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    });
  }
  return out;
}
