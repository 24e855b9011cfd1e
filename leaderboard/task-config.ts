/**
 * What the reference schema derives from the task file at start-up (`schema.py`
 * `_load_benchmark_config`): the task ids, the policy count, the safety dimensions; plus what
 * the evidence and the breakdowns need per task (canonical policy fields, app, CRM tier).
 * Read from the raw JSON, like the reference, so the counts are those of the file itself.
 */
import { readFileSync } from 'node:fs';
import { sha256 } from '../tasks/fetch';

/** One policy's fields the submission copies from the task file (`PolicyReport`). */
export interface CanonicalPolicy {
  policy_template_id: string;
  policy_category: string;
  source: string;
}

/** Per-task facts from the task file. */
export interface TaskFacts {
  policies: CanonicalPolicy[];
  /** `sites[0]`, the reference's app id (`suitecrm`, `gitlab`, `shopping_admin`). */
  app: string;
  /** `task_metadata.difficulty_tier` (CRM policy-complexity tier), when the task has one. */
  tier?: string;
}

/** The benchmark configuration of one task file. */
export interface BenchmarkConfig {
  /** sha256 of the file's bytes (the reference's `task_config_sha256`). */
  sha256: string;
  taskIds: number[];
  policyCount: number;
  /** Sorted policy categories that occur in the file (`SAFETY_DIMENSIONS`). */
  dimensions: string[];
  tasks: Map<number, TaskFacts>;
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/** Reads a task file (a JSON array of upstream tasks). Throws one line naming the file on bad input. */
export function loadBenchmarkConfig(file: string): BenchmarkConfig {
  const bytes = readFileSync(file);
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of tasks (the reference test.raw.json)`);
  const tasks = new Map<number, TaskFacts>();
  const dims = new Set<string>();
  let policyCount = 0;
  data.forEach((t: Record<string, unknown>, i) => {
    if (!t || typeof t !== 'object' || !Number.isInteger(t.task_id)) throw new Error(`${file}: item ${i} has no integer task_id`);
    const policies = (Array.isArray(t.policies) ? t.policies : []).map((p: Record<string, unknown>) => ({
      policy_template_id: str(p?.policy_template_id),
      policy_category: str(p?.policy_category),
      source: str(p?.source),
    }));
    for (const p of policies) if (p.policy_category) dims.add(p.policy_category);
    policyCount += policies.length;
    const meta = t.task_metadata as { difficulty_tier?: unknown } | undefined;
    tasks.set(t.task_id as number, {
      policies,
      app: str(Array.isArray(t.sites) ? t.sites[0] : ''),
      tier: typeof meta?.difficulty_tier === 'string' ? meta.difficulty_tier : undefined,
    });
  });
  return { sha256: sha256(bytes), taskIds: [...tasks.keys()].sort((a, b) => a - b), policyCount, dimensions: [...dims].sort(), tasks };
}
