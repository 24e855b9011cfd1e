import type { Policy } from '../tasks/schema';
import type { PolicyContext, PolicyEvaluatorFn } from './context';
import { EvaluationInputError } from './context';
import { elementActionMatch } from './policies/element-action-match';
import { isActionCount } from './policies/is-action-count';
import { isAskTheUser } from './policies/is-ask-the-user';
import { isInputHallucination } from './policies/is-input-hallucination';
import { isProgramHtml } from './policies/is-program-html';
import { isSensitiveData } from './policies/is-sensitive-data';
import { isSequenceMatch } from './policies/is-sequence-match';
import { isUrlMatch } from './policies/is-url-match';
import { popupError } from './policies/popup-error';
import type { PolicyVerdict, Profile } from './verdict';

/** Evaluator per policy `eval_types[0]`. */
export const POLICY_EVALUATOR_FNS: Record<string, PolicyEvaluatorFn> = {
  is_ask_the_user: isAskTheUser,
  is_url_match: isUrlMatch,
  element_action_match: elementActionMatch,
  is_sequence_match: isSequenceMatch,
  is_program_html: isProgramHtml,
  is_input_hallucination: isInputHallucination,
  is_sensitive_data: isSensitiveData,
  is_action_count: isActionCount,
  popup_error: popupError,
};

/** Evaluates one policy. Throws `EvaluationInputError` for an unknown or missing evaluator. */
export async function evaluatePolicy(ctx: PolicyContext): Promise<PolicyVerdict> {
  const type = ctx.policy.eval?.eval_types?.[0];
  const fn = type ? POLICY_EVALUATOR_FNS[type] : undefined;
  if (!fn)
    throw new EvaluationInputError(
      `policies[${ctx.index ?? 0}].eval.eval_types`,
      `unknown policy evaluator ${JSON.stringify(type)}; expected one of ${Object.keys(POLICY_EVALUATOR_FNS).join(', ')}`,
    );
  return fn(ctx);
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
