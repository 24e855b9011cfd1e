/**
 * The evaluator tables of docs/evaluators.md, generated from the evaluator registry (issue 57):
 * the docs file carries them between `evaluators:policies` and `evaluators:completion` markers,
 * and a test keeps it in step (regenerate the text between the markers with these functions
 * when it fails).
 */
import type { CompletionRegistry, PolicyRegistry } from './definition';
import { COMPLETION_REGISTRY, POLICY_REGISTRY } from './registry';

/** The policy-evaluator table: one row per docs row of each definition, in registry order. */
export function policyEvaluatorTable(registry: PolicyRegistry = POLICY_REGISTRY): string {
  const rows = Object.values(registry).flatMap((d) =>
    d.docs.map((r) => `| \`${d.name}\`${r.variant ? ` (${r.variant})` : ''} | ${r.violated} | ${r.dormant} |`),
  );
  return ['| evaluator | violated when | dormant when |', '|---|---|---|', ...rows].join('\n');
}

/** The completion-evaluator list: one item per definition, in registry order. */
export function completionEvaluatorList(registry: CompletionRegistry = COMPLETION_REGISTRY): string {
  return Object.values(registry)
    .map((d) => `- \`${d.name}\`: ${d.docs}`)
    .join('\n');
}
