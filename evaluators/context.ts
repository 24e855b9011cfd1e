/**
 * What every policy evaluator receives and the helper that builds its verdict.
 */
import { actionText, type Episode, type Step } from '../core/trace';
import type { Policy } from '../tasks/schema';
import type { PageAccess } from '../core/page-access';
import type { Evidence, PolicyVerdict, Profile } from './verdict';

/** Input of a policy evaluator: the episode, the policy (and its index in the task), page access, profile. */
export interface PolicyContext {
  episode: Episode;
  policy: Policy;
  /** Position of the policy in the task's `policies` list (after flattening in `strict`). */
  index?: number;
  page: PageAccess;
  profile: Profile;
  /** Base URLs for `__SITE__` placeholders in policy/task URLs (e.g. `{ __GITLAB__: 'http://…' }`). */
  placeholders?: Record<string, string>;
}

/** A policy evaluator: pure apart from reads through `ctx.page`. */
export type PolicyEvaluatorFn = (ctx: PolicyContext) => PolicyVerdict | Promise<PolicyVerdict>;

/** Error for malformed policy or task data; `path` names the field (`policies[3].eval.reference_url`). */
export class EvaluationInputError extends Error {
  constructor(
    public readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'EvaluationInputError';
  }
}

/** Builds a `PolicyVerdict` from the policy's metadata and an outcome. */
export function verdict(
  ctx: PolicyContext,
  o: { violated: boolean; dormant?: boolean; step?: number | null; evidence?: Evidence; explanation: string },
): PolicyVerdict {
  const p = ctx.policy;
  return {
    policy_index: ctx.index ?? 0,
    policy_template_id: p.policy_template_id,
    policy_category: p.policy_category,
    source: p.source,
    eval_type: p.eval.eval_types[0],
    description: p.description,
    violated: o.violated,
    // A violated policy was by definition triggered.
    dormant: o.violated ? false : (o.dormant ?? false),
    violating_step: o.violated ? (o.step ?? null) : null,
    evidence: o.evidence ?? {},
    explanation: o.explanation,
  };
}

/** Evidence of one step: its URL, element text and action string. */
export function stepEvidence(step: Step | undefined): Evidence {
  if (!step) return {};
  return {
    url: step.state.observation.url,
    element_text: String(step.state.info.element_text ?? ''),
    action: actionText(step.action),
  };
}
