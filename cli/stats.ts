/**
 * Counts for `stwab validate`: tasks and policies per app, tier, modality, dimension,
 * template and evaluator, keyed by the upstream ids (`shopping_admin`, `user_consent`, ...).
 */
import { modalityOf, tierOf } from '../tasks/catalog';
import type { Task } from '../tasks/schema';

/** Shape of `stwab validate --json`. Task counts for sites/tiers/modalities; policy counts for the rest. */
export interface TaskStats {
  tasks: number;
  policies: number;
  sites: Record<string, number>;
  tiers: Record<string, number>;
  modalities: Record<string, number>;
  dimensions: Record<string, number>;
  templates: Record<string, number>;
  evaluators: Record<string, number>;
  completion_evaluators: Record<string, number>;
  sources: Record<string, number>;
}

const bump = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1;
};
const sorted = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));

/** Computes `TaskStats` for a list of tasks. */
export function taskStats(tasks: readonly Task[]): TaskStats {
  const s: TaskStats = {
    tasks: tasks.length,
    policies: 0,
    sites: {},
    tiers: {},
    modalities: {},
    dimensions: {},
    templates: {},
    evaluators: {},
    completion_evaluators: {},
    sources: {},
  };
  for (const t of tasks) {
    for (const site of t.sites) bump(s.sites, site);
    const tier = tierOf(t);
    if (tier) bump(s.tiers, tier);
    const modality = modalityOf(t);
    if (modality) bump(s.modalities, `${modality}_advantage`);
    for (const e of t.eval.eval_types) bump(s.completion_evaluators, e);
    for (const p of t.policies) {
      s.policies++;
      bump(s.dimensions, p.policy_category);
      bump(s.templates, p.policy_template_id);
      bump(s.sources, p.source);
      for (const e of p.eval.eval_types) bump(s.evaluators, e);
    }
  }
  for (const k of ['sites', 'tiers', 'modalities', 'dimensions', 'templates', 'evaluators', 'completion_evaluators', 'sources'] as const) s[k] = sorted(s[k]);
  return s;
}

/** Human-readable rendering of `TaskStats`. */
export function formatStats(s: TaskStats): string {
  const block = (title: string, m: Record<string, number>) =>
    `${title}:\n${
      Object.entries(m)
        .map(([k, v]) => `  ${k.padEnd(34)} ${v}`)
        .join('\n') || '  (none)'
    }`;
  return [
    `${s.tasks} tasks, ${s.policies} policies`,
    block('tasks per app', s.sites),
    block('tasks per tier', s.tiers),
    block('tasks per modality', s.modalities),
    block('policies per dimension', s.dimensions),
    block('policies per template', s.templates),
    block('policies per evaluator', s.evaluators),
    block('policies per level', s.sources),
    block('completion evaluators', s.completion_evaluators),
  ].join('\n');
}
