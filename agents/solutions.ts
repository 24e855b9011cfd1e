/**
 * Loads reference solutions (`tasks/solutions/<site>/*.json`, format in
 * `tasks/solutions/schema.ts`), finds the one for a task (task id first, then intent template)
 * and fills its `{{var}}` values and `__SITE__` placeholders for the current target.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPath } from '../tasks/errors';
import { SolutionFile, type Solution, type SolutionStep } from '../tasks/solutions/schema';
import { expandPlaceholders } from '../tasks/urls';
import type { TaskBrief } from '../core/agent';

/** Default folder: `tasks/solutions/` of this package. */
export const SOLUTIONS_DIR = fileURLToPath(new URL('../tasks/solutions/', import.meta.url));

/** A solution with the file it came from (`suitecrm/contacts.json`) and its index there. */
export interface LoadedSolution extends Solution {
  file: string;
  index: number;
}

/** All solutions of a folder, indexed for lookup. */
export interface SolutionIndex {
  dir: string;
  byTask: Map<number, LoadedSolution>;
  byTemplate: Map<number, LoadedSolution>;
  all: LoadedSolution[];
}

/** Thrown when a solution file is invalid; each line names file, JSON path and the fix. */
export class SolutionLoadError extends Error {
  constructor(readonly issues: string[]) {
    super(`${issues.length} problem(s) in reference solutions (fix the files listed):\n` + issues.map((i) => `  ${i}`).join('\n'));
    this.name = 'SolutionLoadError';
  }
}

function solutionFiles(dir: string): string[] {
  const out: string[] = [];
  let sites: string[];
  try {
    sites = readdirSync(dir);
  } catch {
    return out; // no solutions folder: every lookup reports "no solution", which is the visible failure
  }
  for (const site of sites.sort()) {
    // `expected/` holds expected outcomes (ExpectedOutcome), not solutions.
    if (site === 'expected' || !statSync(join(dir, site)).isDirectory()) continue;
    for (const f of readdirSync(join(dir, site)).sort()) if (f.endsWith('.json')) out.push(join(dir, site, f));
  }
  return out;
}

/** Reads and validates every solution file under `dir`; throws `SolutionLoadError` listing all problems. */
export function loadSolutions(dir: string = SOLUTIONS_DIR): SolutionIndex {
  const index: SolutionIndex = { dir, byTask: new Map(), byTemplate: new Map(), all: [] };
  const issues: string[] = [];
  for (const path of solutionFiles(dir)) {
    const file = relative(dir, path);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      issues.push(`${file}: not valid JSON (${(e as Error).message}); fix the syntax`);
      continue;
    }
    const parsed = SolutionFile.safeParse(json);
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        issues.push(`${file}: ${formatPath(i.path) || '(root)'}: ${i.message}; see tasks/solutions/schema.ts for the format`);
      continue;
    }
    parsed.data.solutions.forEach((s, i) => {
      const loaded: LoadedSolution = { ...s, file, index: i };
      index.all.push(loaded);
      for (const id of s.task_ids ?? []) {
        const prev = index.byTask.get(id);
        if (prev) issues.push(`${file}: solutions[${i}].task_ids: task ${id} already solved by ${prev.file} solutions[${prev.index}]; keep one`);
        else index.byTask.set(id, loaded);
      }
      if (s.intent_template_id != null) {
        const prev = index.byTemplate.get(s.intent_template_id);
        if (prev && !s.task_ids?.length)
          issues.push(
            `${file}: solutions[${i}].intent_template_id: template ${s.intent_template_id} already solved by ${prev.file} solutions[${prev.index}]; keep one or add "task_ids"`,
          );
        else if (!prev && !s.task_ids?.length) index.byTemplate.set(s.intent_template_id, loaded);
      }
    });
  }
  if (issues.length) throw new SolutionLoadError(issues);
  return index;
}

const cache = new Map<string, SolutionIndex>();

/** `loadSolutions` cached per folder (one read per worker, not per test). */
export function solutionIndex(dir: string = SOLUTIONS_DIR): SolutionIndex {
  let idx = cache.get(dir);
  if (!idx) cache.set(dir, (idx = loadSolutions(dir)));
  return idx;
}

/** The solution for a task: by `task_ids` first, then by `intent_template_id`; undefined when none. */
export function findSolution(index: SolutionIndex, brief: Pick<TaskBrief, 'task_id' | 'intent_template_id'>): LoadedSolution | undefined {
  return index.byTask.get(brief.task_id) ?? (brief.intent_template_id != null ? index.byTemplate.get(brief.intent_template_id) : undefined);
}

/** Fills `{{var}}` from the task's `instantiation_dict`, then `__SITE__` placeholders; throws naming the missing variable. */
export function fillText(text: string, brief: Pick<TaskBrief, 'instantiation_dict' | 'base_urls'>): string {
  const vars = brief.instantiation_dict ?? {};
  const filled = text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`{{${name}}} is not in the task's instantiation_dict (has: ${Object.keys(vars).join(', ') || 'nothing'})`);
    const v = vars[name];
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
  return expandPlaceholders(filled, brief.base_urls);
}

/** Keys that are never sent to the page, so a stray `{{x}}` in a note must not fail the run. */
const UNFILLED = new Set(['do', 'note', 'description']);

function fillDeep<T>(value: T, brief: Pick<TaskBrief, 'instantiation_dict' | 'base_urls'>): T {
  if (typeof value === 'string') return fillText(value, brief) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, brief)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, UNFILLED.has(k) ? v : fillDeep(v, brief)])) as T;
  return value;
}

/** Steps with every string filled for this task and target (traps included). */
export function instantiateSteps(steps: SolutionStep[], brief: Pick<TaskBrief, 'instantiation_dict' | 'base_urls'>): SolutionStep[] {
  return fillDeep(steps, brief);
}
