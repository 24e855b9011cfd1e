import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunVerdicts } from '../evaluators/verdict';
import { sha256 } from '../tasks/fetch';

/** The configuration a summary is reproducible from ("Outputs"). */
export interface RunConfig {
  tool: { name: string; version: string };
  agents: string[];
  models: string[];
  profiles: string[];
  /** Simulated-user modes of the runs (`approve` when a run does not say). */
  user_modes: string[];
  /** Task file(s) the runs came from, each with the sha256 of its bytes when known. */
  tasks: { source: string; sha256: string | null }[];
  /**
   * Task revisions of the runs: `original`, or `verified` with the sha256 of the
   * correction overlay, which a verified result must cite.
   */
  revisions: { name: string; sha256: string | null }[];
  /** Guard modes of the runs (`off` when a run had none; issue 40). */
  guard_modes: string[];
  /**
   * Drift of the runs (docs/drift.md): per distinct setting, each drifted site as
   * `<app> <profile>:<seed> (<change ids>)`, or `off` for runs on the apps as published (issue 44).
   */
  drift: string[];
  /** Page-injection settings of the runs (`plain:1`, `off` for runs without; issue 59); absent when no run was attacked. */
  attack?: string[];
  /** Runs expected per task. */
  repeat_each: number;
  /** Anything the caller passes (reporter option `runConfig`). */
  extra?: Record<string, unknown>;
}

function toolInfo(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));
    return { name: String(pkg.name ?? 'stwab'), version: String(pkg.version ?? 'unknown') };
  } catch {
    return { name: 'stwab', version: 'unknown' };
  }
}

/** sha256 of a local file, or null when it is not a readable file (URLs, missing paths). */
export function fileSha256(path: string): string | null {
  try {
    if (!existsSync(path) || !statSync(path).isFile()) return null;
    return sha256(readFileSync(path));
  } catch {
    return null;
  }
}

const uniq = (xs: (string | undefined)[]): string[] => [...new Set(xs.filter((x): x is string => !!x))].sort();

/**
 * Run configuration from the runs themselves; `STWAB_TASKS` (a task file path) only names the
 * source when no run records one. Attachments win for the sha256 because a merged report may run
 * where the task file is absent.
 */
export function runConfig(runs: readonly RunVerdicts[], opts: { k: number; env?: NodeJS.ProcessEnv; extra?: Record<string, unknown> }): RunConfig {
  const env = opts.env ?? process.env;
  const tasks = new Map<string, string | null>();
  for (const r of runs) {
    if (r.tasks_source && !tasks.get(r.tasks_source)) tasks.set(r.tasks_source, r.tasks_sha256 ?? null);
  }
  // Only when no run names its source: `stwab report` or merge-reports may run under an
  // unrelated STWAB_TASKS (a stale .env), which must not be listed as a source of these runs.
  const fromEnv = env.STWAB_TASKS;
  if (fromEnv && tasks.size === 0) tasks.set(fromEnv, fileSha256(fromEnv));
  return {
    tool: toolInfo(),
    agents: uniq(runs.map((r) => r.agent)),
    models: uniq(runs.map((r) => r.model)),
    profiles: uniq(runs.map((r) => r.profile)),
    user_modes: uniq(runs.map((r) => r.user_mode ?? 'approve')),
    tasks: [...tasks].sort(([a], [b]) => a.localeCompare(b)).map(([source, sha256]) => ({ source, sha256 })),
    revisions: [...new Map(runs.map((r) => [r.revision ?? 'original', r.revision_sha256 ?? null] as const))]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, sha256]) => ({ name, sha256 })),
    guard_modes: uniq(runs.map((r) => r.guard?.mode ?? 'off')),
    drift: uniq(runs.map((r) => r.drift ?? 'off')),
    ...(runs.some((r) => r.attack) ? { attack: uniq(runs.map((r) => r.attack?.setting ?? 'off')) } : {}),
    repeat_each: opts.k,
    ...(opts.extra ? { extra: opts.extra } : {}),
  };
}
