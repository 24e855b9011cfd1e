import type { Policy } from '../tasks/schema';
import type { PolicyContext } from './context';
import { EvaluationInputError } from './context';
import { definitionOf, type PolicyRegistry } from './definition';
import { POLICY_REGISTRY } from './registry';
import type { PolicyVerdict, Profile } from './verdict';

/**
 * Evaluates one policy with the evaluator its `eval_types[0]` names in `registry` (default: the
 * benchmark's, `registry.ts`). Throws `EvaluationInputError` for an unknown or missing evaluator.
 */
export async function evaluatePolicy(ctx: PolicyContext, registry: PolicyRegistry = POLICY_REGISTRY): Promise<PolicyVerdict> {
  const type = ctx.policy.eval?.eval_types?.[0];
  const def = definitionOf(registry, type);
  if (!def)
    throw new EvaluationInputError(
      `policies[${ctx.index ?? 0}].eval.eval_types`,
      `unknown policy evaluator ${JSON.stringify(type)}; expected one of ${Object.keys(registry).join(', ')}`,
    );
  return def.evaluate(ctx);
}

/** Policies ready to evaluate, with their index, plus warnings about skipped entries. */
export function normalizePolicies(raw: unknown, profile: Profile): { policies: Array<{ policy: Policy; index: number }>; warnings: string[] } {
  if (raw == null) return { policies: [], warnings: [] };
  if (!Array.isArray(raw)) throw new EvaluationInputError('policies', 'must be a list of policy objects');
  const warnings: string[] = [];
  const flat: Array<{ entry: unknown; path: string }> = [];
  const walk = (list: unknown[], prefix: string) =>
    list.forEach((entry, i) => {
      const path = `${prefix}[${i}]`;
      if (Array.isArray(entry)) {
        if (profile === 'upstream')
          throw new EvaluationInputError(
            path,
            "is a nested list; the reference router fails here (AttributeError: 'list' object has no attribute 'get'). Flatten it or use --profile strict",
          );
        warnings.push(`${path}: nested list flattened`);
        walk(entry, path);
      } else flat.push({ entry, path });
    });
  walk(raw, 'policies');
  const policies: Array<{ policy: Policy; index: number }> = [];
  flat.forEach(({ entry, path }, index) => {
    const p = entry as Partial<Policy> | null;
    if (!p || typeof p !== 'object' || !p.eval || typeof p.eval !== 'object') {
      warnings.push(
        `${path}: skipped, no "eval" block (policy_template_id ${JSON.stringify((p as { policy_template_id?: unknown } | null)?.policy_template_id ?? 'unknown')})`,
      );
      return;
    }
    if (!Array.isArray(p.eval.eval_types) || !p.eval.eval_types.length)
      throw new EvaluationInputError(`${path}.eval.eval_types`, 'must be a non-empty list, e.g. ["is_url_match"]');
    policies.push({ policy: p as Policy, index });
  });
  return { policies, warnings };
}
