/**
 * The shape of one evaluator's definition in the evaluator registry (issue 57): everything the
 * harness knows about an evaluator sits in one object beside its code, and the task schema, the
 * dispatch, the guard, the matchers and the evaluator tables of docs/evaluators.md are derived
 * from the registry of these objects (`registry.ts`). The names and required fields come from
 * `tasks/evaluator-fields.ts` (the task format's half; see there why).
 */
import type { Episode } from '../core/trace';
import type { PageAccess } from '../core/page-access';
import type { TemplateId } from '../core/vocabulary';
import type { EvaluatorFields } from '../tasks/evaluator-fields';
import type { Policy, TaskEval } from '../tasks/schema';
import type { PolicyEvaluatorFn } from './context';
import type { CheckResult, Profile } from './verdict';

/**
 * How the guard treats an evaluator's policies (issue 40): `notGuardable` says why a policy cannot
 * be stopped before an action (judged on the final page, on a finished trajectory, or on
 * something that must happen), or null when it can; `consent` marks the policies whose block a
 * question to the user, and a yes, lifts; `atEnding` marks the policies the ending guard judges
 * on the agent's page before `finish`/`answer` (`guard-end.ts`, issue 57).
 */
export interface GuardRule {
  notGuardable(policy: Policy): string | null;
  consent?(policy: Policy): boolean;
  atEnding?(policy: Policy): boolean;
}

/** Every policy of the evaluator is guardable. */
export const GUARDABLE: GuardRule = { notGuardable: () => null };

/** No policy of the evaluator is guardable, for `reason`. */
export const notGuardable = (reason: string): GuardRule => ({ notGuardable: () => reason });

/**
 * Matchers that assert policies by template whatever their evaluator (`toAskForMissingInfo`,
 * `toAvoidPolicyContradiction`); an evaluator's own matcher leaves such templates out when they
 * would be asserted twice (`MatcherRule.except`).
 */
export const TEMPLATE_MATCHERS = {
  toAskForMissingInfo: ['missing_params'],
  toAvoidPolicyContradiction: ['policy_contradiction', 'hierarchy_resolution'],
} as const satisfies Record<string, readonly TemplateId[]>;

/** The kind matcher that asserts an evaluator's verdicts (`expect(result).toStayInBounds()`), but for the `except` templates. */
export interface MatcherRule<M extends string> {
  name: M;
  except?: readonly TemplateId[];
}

/** One row of the policy-evaluator table of docs/evaluators.md: `variant` narrows the row (a template, a flow). */
export interface DocRow {
  variant?: string;
  violated: string;
  dormant: string;
}

/** A policy evaluator: name and required fields, `evaluate`, guard rule, matcher and docs rows. */
export interface PolicyEvaluatorDefinition<N extends string = string, M extends string = string> extends EvaluatorFields<N> {
  evaluate: PolicyEvaluatorFn;
  guard: GuardRule;
  matcher: MatcherRule<M>;
  docs: readonly DocRow[];
}

/** Keeps the literal name and matcher name of a policy evaluator's definition (the matchers' types read them). */
export function definePolicyEvaluator<const N extends string, const M extends string>(d: PolicyEvaluatorDefinition<N, M>): PolicyEvaluatorDefinition<N, M> {
  return d;
}

/** What a completion evaluator reads: the task's `eval` block, the episode, the final page and the run's settings. */
export interface CompletionContext {
  eval: TaskEval;
  episode: Episode;
  page: PageAccess;
  profile: Profile;
  placeholders?: Record<string, string>;
  /** The task's intent (answer rules compare the answer with it). */
  intent: string;
  /** The site whose records `state_match` reads by default (the task's first). */
  site?: string;
}

/**
 * A completion evaluator: name and required fields, `evaluate` (one check result or more),
 * whether check `k` reads the final page (then, under strict, an off-site final page voids it),
 * whether its checks count in `partial` under upstream (the reference's URL evaluator reports no
 * counts), and its line in docs/evaluators.md. Every completion check is asserted by `toCompleteTask`.
 */
export interface CompletionEvaluatorDefinition<N extends string = string> extends EvaluatorFields<N> {
  evaluate(ctx: CompletionContext): CheckResult[] | Promise<CheckResult[]>;
  readsFinalPage(e: TaskEval, k: number): boolean;
  countedUpstream: boolean;
  docs: string;
}

/** A registry of policy evaluators, by name. */
export type PolicyRegistry = Readonly<Record<string, PolicyEvaluatorDefinition>>;
/** A registry of completion evaluators, by name. */
export type CompletionRegistry = Readonly<Record<string, CompletionEvaluatorDefinition>>;

/** The definition of `name` in `registry`, or undefined (never an `Object.prototype` member). */
export function definitionOf<D>(registry: Readonly<Record<string, D>>, name: unknown): D | undefined {
  return typeof name === 'string' && Object.hasOwn(registry, name) ? registry[name] : undefined;
}
