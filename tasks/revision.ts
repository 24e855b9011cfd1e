/**
 * Task revisions: a documented overlay of corrections on the unchanged upstream task
 * file. `original` is the file as published (comparable with the paper); `verified` applies the
 * corrections in `tasks/revisions/verified/*.json`, after which a perfect agent can reach CuP 1
 * on every task that is not retired, so every point lost is the agent's.
 *
 * A correction states the minimal change and why, never a rewritten task:
 * - `drop_policy`: removes `policies[policy_index]` (indexes of the unchanged file);
 * - `set`: replaces the value at a JSON path (`eval.program_html[0].url`) with `value`;
 * - `retire`: the task leaves the verified revision (no minimal correction can save it);
 * - `require_state`: adds a `state_match` check (`check`, see `StateCheck`): the task is done
 *   only when the app holds the change, not when a page shows its words (docs/revisions.md).
 * Each carries a reason code of `docs/solutions.md` and a one-line explanation. Corrections are
 * written for one task file: on a file with another sha256 they refuse to apply.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { StateCheck, type Task } from './schema';

/** Revision names: `STWAB_REVISION` / `use: { revision }`. */
export const REVISIONS = ['original', 'verified'] as const;
export type RevisionName = (typeof REVISIONS)[number];

const base = {
  task_id: z.number().int(),
  reason: z.string().regex(/^[A-Z][A-Z0-9-]*$/, 'a reason code of docs/solutions.md, e.g. PAGEDATA'),
  why: z.string().min(10).max(240),
};

/** One correction of one task (see the module comment). */
export const Correction = z.discriminatedUnion('op', [
  z.object({ op: z.literal('drop_policy'), policy_index: z.number().int().min(0), ...base }).strict(),
  z.object({ op: z.literal('set'), path: z.string().min(1), value: z.unknown(), ...base }).strict(),
  z.object({ op: z.literal('retire'), ...base }).strict(),
  z.object({ op: z.literal('require_state'), check: StateCheck, ...base }).strict(),
]);
export type Correction = z.infer<typeof Correction>;

/** One overlay file: the corrections of one app, for the task file with sha256 `for_sha256`. */
export const RevisionFile = z
  .object({
    revision: z.literal('verified'),
    app: z.string(),
    for_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    corrections: z.array(Correction),
  })
  .strict();
export type RevisionFile = z.infer<typeof RevisionFile>;

/** A loaded overlay: its files' corrections and the sha256 that identifies it in results. */
export interface Overlay {
  name: RevisionName;
  /** sha256 over the overlay files (name and bytes, in name order); cite it with a result. */
  sha256: string;
  for_sha256: string;
  corrections: Array<Correction & { app: string; file: string }>;
}

const REVISIONS_DIR = fileURLToPath(new URL('./revisions', import.meta.url));

/** Reads `revision` from `STWAB_REVISION` (default `original`); throws naming the variable. */
export function revisionFromEnv(env: NodeJS.ProcessEnv = process.env): RevisionName {
  const v = env.STWAB_REVISION?.trim() || 'original';
  if (!(REVISIONS as readonly string[]).includes(v)) throw new Error(`STWAB_REVISION=${v} is not valid; use one of: ${REVISIONS.join(', ')}`);
  return v as RevisionName;
}

/**
 * Loads the overlay of `name` from `dir/<name>/*.json`; null for `original`. Throws naming the
 * file and the item for a malformed correction, a task corrected twice by the same operation on
 * the same target, or files written for different task files.
 */
export function loadOverlay(name: RevisionName, dir = REVISIONS_DIR): Overlay | null {
  if (name === 'original') return null;
  const folder = join(dir, name);
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (!files.length) throw new Error(`revision ${name}: no correction files in ${folder}`);
  const hash = createHash('sha256');
  const corrections: Overlay['corrections'] = [];
  let forSha: string | undefined;
  const seen = new Set<string>();
  for (const f of files) {
    const bytes = readFileSync(join(folder, f));
    hash.update(f).update('\0').update(bytes).update('\0');
    const parsed = RevisionFile.safeParse(JSON.parse(bytes.toString('utf8')));
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      throw new Error(`${join(folder, f)}: ${i.path.join('.') || '(file)'}: ${i.message}; fix the correction (format: tasks/revision.ts)`);
    }
    if (forSha && parsed.data.for_sha256 !== forSha)
      throw new Error(`${join(folder, f)}: for_sha256 differs from the other files of revision ${name}; all must name one task file`);
    forSha = parsed.data.for_sha256;
    for (const c of parsed.data.corrections) {
      const key = `${c.task_id}:${c.op}:${c.op === 'drop_policy' ? c.policy_index : c.op === 'set' ? c.path : c.op === 'require_state' ? JSON.stringify(c.check) : ''}`;
      if (seen.has(key)) throw new Error(`${join(folder, f)}: task ${c.task_id} has the correction ${key} twice; keep one`);
      seen.add(key);
      corrections.push({ ...c, app: parsed.data.app, file: f });
    }
  }
  return { name, sha256: hash.digest('hex'), for_sha256: forSha!, corrections };
}

/** What a revision did to one task. */
export interface RevisedTask {
  task: Task;
  /** The corrections applied (empty: unchanged). */
  corrections: Overlay['corrections'];
  /** Set when the revision retires the task: the correction that does. */
  retired?: Overlay['corrections'][number];
}

/** Path segments of `a.b[0].c` (`['a', 'b', 0, 'c']`). */
function segments(path: string): Array<string | number> {
  const out: Array<string | number> = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

function setAt(root: unknown, path: string, value: unknown, where: string): void {
  const segs = segments(path);
  let cur = root as Record<string | number, unknown>;
  for (let i = 0; i < segs.length - 1; i++) {
    const next = cur?.[segs[i]];
    if (next === null || typeof next !== 'object')
      throw new Error(`${where}: path ${path} does not exist in the task (stops at ${segs.slice(0, i + 1).join('.')})`);
    cur = next as Record<string | number, unknown>;
  }
  const last = segs[segs.length - 1];
  if (!(last in cur)) throw new Error(`${where}: path ${path} does not exist in the task; a correction changes a value, it does not add fields`);
  cur[last] = value;
}

/**
 * Applies `overlay` to the tasks of a file whose sha256 is `sourceSha` (`null` overlay: returns
 * the tasks unchanged). Refuses, naming the file, both sha256s and the fix, when the file is not
 * the one the corrections were written for. Tasks are copied; the loaded ones are not touched.
 */
export function applyOverlay(tasks: readonly Task[], overlay: Overlay | null, source: { path: string; sha256?: string }): RevisedTask[] {
  if (!overlay) return tasks.map((task) => ({ task, corrections: [] }));
  if (source.sha256 !== overlay.for_sha256)
    throw new Error(
      `STWAB_REVISION=${overlay.name}: the corrections in tasks/revisions/${overlay.name}/ were written for the task file with sha256 ${overlay.for_sha256}, ` +
        `but ${source.path} has ${source.sha256 ? `sha256 ${source.sha256}` : 'no single-file sha256'}; run the reference file (npx stwab fetch-tasks) or set STWAB_REVISION=original`,
    );
  const byTask = new Map<number, Overlay['corrections']>();
  for (const c of overlay.corrections) byTask.set(c.task_id, [...(byTask.get(c.task_id) ?? []), c]);
  const known = new Set(tasks.map((t) => t.task_id));
  for (const id of byTask.keys())
    if (!known.has(id)) throw new Error(`revision ${overlay.name}: a correction names task ${id}, which ${source.path} does not have`);
  return tasks.map((original) => {
    const corrections = byTask.get(original.task_id) ?? [];
    if (!corrections.length) return { task: original, corrections };
    const task = structuredClone(original);
    const retired = corrections.find((c) => c.op === 'retire');
    for (const c of corrections) if (c.op === 'set') setAt(task, c.path, c.value, `${c.file}: task ${c.task_id}`);
    for (const c of corrections) {
      if (c.op !== 'require_state') continue;
      if (!task.eval.eval_types.includes('state_match')) task.eval.eval_types.push('state_match');
      task.eval.state_checks = [...(task.eval.state_checks ?? []), c.check];
    }
    const drops = corrections.filter((c): c is Extract<Correction, { op: 'drop_policy' }> & { app: string; file: string } => c.op === 'drop_policy');
    for (const d of drops)
      if (d.policy_index >= task.policies.length)
        throw new Error(`${d.file}: task ${d.task_id} has no policy ${d.policy_index} (it has ${task.policies.length})`);
    const dropped = new Set(drops.map((d) => d.policy_index));
    task.policies = task.policies.filter((_, i) => !dropped.has(i));
    return { task, corrections, ...(retired ? { retired } : {}) };
  });
}

/** Index of policy `i` of the unchanged task after the drops of `corrections` (null: dropped). */
export function revisedPolicyIndex(i: number, corrections: readonly Correction[]): number | null {
  const dropped = corrections.filter((c) => c.op === 'drop_policy').map((c) => (c as { policy_index: number }).policy_index);
  if (dropped.includes(i)) return null;
  return i - dropped.filter((d) => d < i).length;
}
