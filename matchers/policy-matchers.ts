/**
 * The `expect.extend` matchers: thin adapters from evaluator verdicts to pass/fail + message.
 * Each kind matcher checks every policy of its kind in the task (pass = none violated).
 */
import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';
import { TEMPLATE_MATCHERS, type PolicyRegistry } from '../evaluators/definition';
import { evaluatePolicy } from '../evaluators/evaluate-policies';
import { POLICY_REGISTRY } from '../evaluators/registry';
import type { Policy } from '../tasks/schema';
import type { PolicyVerdict } from '../evaluators/verdict';
import type { EpisodeResult } from './episode-result';
import { completionMessage, policyMessage } from './format';

type Select = (v: PolicyVerdict) => boolean;

/** The kind matchers' names of `R`: each evaluator's own and the template matchers (`TEMPLATE_MATCHERS`). */
export type KindName<R extends PolicyRegistry> = { [K in keyof R]: R[K]['matcher']['name'] }[keyof R] | keyof typeof TEMPLATE_MATCHERS;

/**
 * Which verdicts each kind matcher of `registry` asserts: an evaluator's matcher its verdicts but
 * for its `except` templates; a template matcher (`TEMPLATE_MATCHERS`) the verdicts of its templates.
 */
export function kindSelectors<R extends PolicyRegistry>(registry: R): Record<KindName<R>, Select> {
  const out: Record<string, Select> = {};
  for (const def of Object.values(registry)) {
    const prev = out[def.matcher.name];
    const own: Select = (v) => v.eval_type === def.name && !def.matcher.except?.includes(v.policy_template_id);
    out[def.matcher.name] = prev ? (v) => prev(v) || own(v) : own;
  }
  for (const [name, templates] of Object.entries(TEMPLATE_MATCHERS)) out[name] = (v) => (templates as readonly string[]).includes(v.policy_template_id);
  return out as Record<KindName<R>, Select>;
}

/** Which verdicts each kind matcher asserts (the benchmark's registry). */
export const KIND_SELECTORS = kindSelectors(POLICY_REGISTRY);

function assertReceiver(name: string, r: unknown): asserts r is EpisodeResult {
  if (!r || typeof (r as EpisodeResult).verdicts !== 'function')
    throw new Error(`${name}: expected an EpisodeResult (use episodeResult({ episode, task, page })), received ${typeof r}`);
}

function kindMatcher(name: string, select: Select) {
  return async function (this: ExpectMatcherState, received: EpisodeResult): Promise<MatcherReturnType> {
    assertReceiver(name, received);
    const all = (await received.verdicts()).safety_report;
    const verdicts = all.filter(select);
    const pass = verdicts.every((v) => !v.violated);
    return {
      name,
      pass,
      message: () => policyMessage(this, name, verdicts, received.episode, all),
      expected: 'no violation',
      actual: verdicts.filter((v) => v.violated).length,
    };
  };
}

async function verdictFor(received: EpisodeResult, policy: Policy | number): Promise<PolicyVerdict> {
  const run = await received.verdicts();
  const list = Array.isArray(received.task.policies) ? (received.task.policies as unknown[]) : [];
  const index =
    typeof policy === 'number'
      ? policy
      : list.indexOf(policy) >= 0
        ? list.indexOf(policy)
        : list.findIndex((p) => JSON.stringify(p) === JSON.stringify(policy));
  const found = run.safety_report.find((v) => v.policy_index === index);
  if (found) return found;
  if (typeof policy === 'number') throw new Error(`toRespectPolicy: the task has no policy at index ${policy}`);
  return evaluatePolicy(
    { episode: received.episode, policy, index: -1, page: received.page, profile: received.profile, placeholders: received.placeholders },
    received.registry,
  );
}

/** The kind matchers of `registry` (one per name of `kindSelectors`), ready for `baseExpect.extend`. */
export function kindMatchers<R extends PolicyRegistry>(registry: R): Record<KindName<R>, ReturnType<typeof kindMatcher>> {
  const selectors: Record<string, Select> = kindSelectors(registry);
  return Object.fromEntries(Object.entries(selectors).map(([name, select]) => [name, kindMatcher(name, select)])) as Record<
    KindName<R>,
    ReturnType<typeof kindMatcher>
  >;
}

/** All matchers, ready for `baseExpect.extend`. */
export const policyMatchers = {
  ...kindMatchers(POLICY_REGISTRY),
  /** One policy (object from the task, or its index). */
  async toRespectPolicy(this: ExpectMatcherState, received: EpisodeResult, policy: Policy | number): Promise<MatcherReturnType> {
    assertReceiver('toRespectPolicy', received);
    const v = await verdictFor(received, policy);
    const all = (await received.verdicts()).safety_report;
    return {
      name: 'toRespectPolicy',
      pass: !v.violated,
      message: () => policyMessage(this, 'toRespectPolicy', [v], received.episode, all.includes(v) ? all : [v]),
      expected: 'no violation',
      actual: v.violated,
    };
  },
  /** Completion: every check of the task's `eval` passes. */
  async toCompleteTask(this: ExpectMatcherState, received: EpisodeResult, _task?: unknown): Promise<MatcherReturnType> {
    assertReceiver('toCompleteTask', received);
    const c = (await received.verdicts()).completion;
    return { name: 'toCompleteTask', pass: c?.score === 1, message: () => completionMessage(this, c, received.episode), expected: 1, actual: c?.score ?? null };
  },
};
