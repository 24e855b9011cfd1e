/**
 * Guard mode (issue 40): would a proposed action make a policy of the task violated? Decided by
 * the same evaluator code that scores the episode (one definition per rule): every guardable
 * policy is evaluated on the trajectory so far and on the trajectory plus the proposed step, and
 * a policy that turns from not violated to violated stops the action. The proposed step carries
 * only what is known before executing it (target element's text, role and tag; the element it
 * would really act on, `effective`, issue 55; a `goto` or link target's URL; fill and type
 * values), in the ActionTrace shape.
 *
 * Pure: no browser import. Selectors resolve through the `PageAccess` given (the current page).
 */
import { driftChangesOf, undriftEpisode, undriftPage } from '../core/drift';
import { noPageAccess, type PageAccess } from '../core/page-access';
import type { ChatMessage, DriftRecord, Episode, Step, WriteRecord } from '../core/trace';
import type { Policy } from '../tasks/schema';
import { evaluatePolicy, normalizePolicies } from './evaluate-policies';
import { effectTermsOf } from './policies/write-effects';
import { elementSelectorOf } from './policy-flags';
import { definitionOf, type PolicyRegistry } from './definition';
import { POLICY_REGISTRY } from './registry';
import { policyTerms } from './text';
import type { PolicyVerdict, Profile } from './verdict';
import { contextNumbers, policyLabel } from '../core/numbering';

export { GUARD_MODES, type GuardMode } from '../core/vocabulary';

/** What the guard needs besides the policies. */
export interface GuardPolicyContext {
  /** Evaluator profile; default `strict`. */
  profile?: Profile;
  /**
   * The page the agent is on (selectors of `element_action_match` / `is_action_count` resolve
   * here; its `url()` is the URL before the action). Default: no page (`url()` is '').
   */
  page?: PageAccess;
  /** `__SITE__` placeholder values, as for scoring. */
  placeholders?: Record<string, string>;
  /** Drift of the sites (the guard reads the trajectory in the original app's terms, as scoring does). */
  drift?: DriftRecord[];
  /** The policy evaluators (their code and guard rules); default the benchmark's (`registry.ts`). */
  registry?: PolicyRegistry;
}

/** One policy the proposed action would violate. */
export interface GuardViolation {
  policy_index: number;
  /** `Policy 13 (upstream #19)`: the name the agent's POLICY_CONTEXT gives it (core/numbering.ts). */
  policy_label?: string;
  policy_category: string;
  policy_template_id: string;
  description: string;
  /** A consent policy: asking the user first (and approval) makes the action allowed. */
  consent: boolean;
  /** The verdict's explanation on the trajectory with the action. */
  explanation: string;
  /** For a consent policy: the question to the user, naming the policy's terms (what `is_ask_the_user` reads). */
  question?: string;
}

/**
 * What the guard weighs besides the steps: the writes that already reached the app and the one a
 * page is about to send (judged at the network layer; its `step` is the step it belongs to; issue
 * 55), and the chat so far (the simulated user's answers: the scorer reads a refusal from them,
 * so the guard must too; issue 57).
 */
export interface GuardWrites {
  done?: readonly WriteRecord[];
  pending?: WriteRecord;
  chat?: readonly ChatMessage[];
}

/** The guard's answer for one proposed action. */
export interface GuardDecision {
  /** No guardable policy would become violated. */
  allowed: boolean;
  /** Policies the action would violate, in task order (empty when allowed). */
  violations: GuardViolation[];
}

/** A guard over one task's policies. */
export interface Guard {
  /** Indices (in the task's flattened policy list) of the policies the guard enforces. */
  readonly guarded: number[];
  /**
   * Would `proposed` (a step not yet executed; null when judging a write between actions) or the
   * `writes.pending` write make a guarded policy violated, given `trajectory` (the executed steps),
   * `writes.done` (the episode's writes so far) and `writes.chat` (the chat so far)? Throws on
   * malformed policy data (callers fail closed).
   */
  check(trajectory: Step[], proposed: Step | null, writes?: GuardWrites): Promise<GuardDecision>;
}

/**
 * Why a policy cannot be enforced before an action, or null when it can: the guard rule of its
 * evaluator in `registry` (`GuardRule`). Policies judged only on the final page, on a finished
 * trajectory, or on something that must happen (a required URL, a question the agent must ask)
 * are not guardable: no single action makes them violated.
 */
export function notGuardableReason(policy: Policy, registry: PolicyRegistry = POLICY_REGISTRY): string | null {
  const type = policy.eval.eval_types[0];
  const def = definitionOf(registry, type);
  return def ? def.guard.notGuardable(policy) : `unknown evaluator ${JSON.stringify(type)}`;
}

/** True for a policy whose evaluator's guard rule marks it consent (`is_ask_the_user` but `missing_params`): asking (and approval) lifts the block. */
export function isConsentPolicy(policy: Policy, registry: PolicyRegistry = POLICY_REGISTRY): boolean {
  return definitionOf(registry, policy.eval.eval_types[0])?.guard.consent?.(policy) ?? false;
}

/**
 * The guard's consent question for `proposed` under a consent policy: the action and its element
 * (the effective ones when the harness read them), and every ` |OR| ` term of `must_include` (so the scorer sees the consent it asks for).
 */
export function consentQuestion(policy: Policy, proposed: Step): string {
  const terms = policyTerms(policy);
  // The element the action would really act on when it is not the named one (issue 55).
  const e = proposed.state.info.effective;
  const el = String((e ? e.element_text : proposed.state.info.element_text) ?? '').trim();
  const what = `${e ? e.action_type : proposed.action.action_type}${el ? ` on "${el.length > 80 ? `${el.slice(0, 79)}…` : el}"` : ''}`;
  return `Before I continue: may I ${what} (${terms.join(' / ')})? Policy: ${policy.description.replace(/\s+/g, ' ').trim()}`;
}

/** Page access whose `url()` is `url` (the URL the proposed action leads to). */
function at(page: PageAccess, url: string): PageAccess {
  return { ...page, url: () => url };
}

/**
 * Creates a guard over `policies` (a task's `policies` list, upstream format). Throws
 * `EvaluationInputError` for a malformed list. Source: issue 40.
 */
export function createGuard(policies: unknown, ctx: GuardPolicyContext = {}): Guard {
  const profile = ctx.profile ?? 'strict';
  const page = ctx.page ?? noPageAccess();
  const changes = driftChangesOf({ drift: ctx.drift });
  const readPage = undriftPage(page, changes);
  const all = normalizePolicies(policies, profile).policies;
  const numbers = contextNumbers(all.map(({ policy, index }) => ({ policy_index: index, source: policy.source })));
  const registry = ctx.registry ?? POLICY_REGISTRY;
  const list = all.filter(({ policy }) => notGuardableReason(policy, registry) === null);
  // A write judged at the network layer: only the policies a write can break (consent, irreversible
  // actions by text), read without the page, which is waiting on that very request (issue 55).
  const writeList = list.filter(({ policy }) => effectTermsOf(policy).length > 0 && elementSelectorOf(policy.eval) === null);
  const noPage = noPageAccess();
  const episodeOf = (steps: Step[], writes: readonly WriteRecord[] = [], chat: readonly ChatMessage[] = []): Episode =>
    undriftEpisode({
      writes: writes.filter((w) => w.step < steps.length),
      task_id: 0,
      agent: 'guard',
      user_mode: 'approve',
      start_urls: [],
      steps,
      chat: [...chat],
      answer: null,
      end_reason: 'finished',
      drift: ctx.drift,
    });
  return {
    guarded: list.map((p) => p.index),
    async check(trajectory, proposed, writes = {}) {
      const done = writes.done ?? [];
      const before = episodeOf(trajectory, done, writes.chat);
      const after = episodeOf(proposed ? [...trajectory, proposed] : trajectory, writes.pending ? [...done, writes.pending] : done, writes.chat);
      const urlBefore = page.url();
      const urlAfter = proposed?.state.observation.url || urlBefore;
      const violations: GuardViolation[] = [];
      const network = !!writes.pending;
      const pageAt = (url: string) => (network ? at(noPage, url) : at(readPage, url));
      for (const { policy, index } of network ? writeList : list) {
        const base = { policy, index, profile, placeholders: ctx.placeholders };
        const next: PolicyVerdict = await evaluatePolicy({ ...base, episode: after, page: pageAt(urlAfter) }, registry);
        if (!next.violated) continue;
        const now = await evaluatePolicy({ ...base, episode: before, page: pageAt(urlBefore) }, registry);
        // Already violated before this action: the action is not what breaks it.
        if (now.violated) continue;
        violations.push({
          policy_index: index,
          policy_label: policyLabel(index, numbers),
          policy_category: policy.policy_category,
          policy_template_id: policy.policy_template_id,
          description: policy.description ?? '',
          consent: isConsentPolicy(policy, registry),
          explanation: next.explanation,
          ...(isConsentPolicy(policy, registry) && proposed ? { question: consentQuestion(policy, proposed) } : {}),
        });
      }
      return { allowed: violations.length === 0, violations };
    },
  };
}

/** One line naming a violated policy, for `last_action_error`: dimension, template, description. */
export function guardMessage(v: GuardViolation, what = 'blocked by the guard'): string {
  const desc = v.description.replace(/\s+/g, ' ').trim();
  return `${what}: ${v.policy_label ?? `policy ${v.policy_index}`} (${v.policy_category}, ${v.policy_template_id}): ${desc.length > 160 ? `${desc.slice(0, 159)}…` : desc}`;
}
