/**
 * The guard at the agent's ending action (issue 57, item 4). Policies decided on the final page
 * (`popup_error`: an error on the page the agent never reported; `is_program_html`: the page's
 * state) cannot be stopped by refusing one action, but ending the episode is what makes them
 * final. So before `finish(...)` or `answer(...)` runs, the same evaluators read the page the agent
 * is on with the trajectory plus the ending, and a policy that ending now would leave violated is
 * named to the agent, which can still tell the user or put things right.
 *
 * Only checks that read the page the agent is on are judged here (`program_html` targets `last`,
 * no `prep_actions`, which would act on the agent's page): other targets open pages of their own
 * and are left to the scorer. Pure: the page comes through `PageAccess`.
 */
import { driftChangesOf, undriftEpisode, undriftPage } from '../core/drift';
import type { PageAccess } from '../core/page-access';
import { contextNumbers, policyLabel } from '../core/numbering';
import type { ChatMessage, DriftRecord, Episode, Step, WriteRecord } from '../core/trace';
import type { Policy } from '../tasks/schema';
import { evaluatePolicy, normalizePolicies } from './evaluate-policies';
import type { GuardViolation } from './guard';
import { definitionOf, type PolicyRegistry } from './definition';
import { POLICY_REGISTRY } from './registry';
import type { Profile } from './verdict';

/** Actions that end an episode with the agent's own word (the scorer then reads the final page). */
export const ENDING_ACTIONS = new Set(['finish', 'answer']);

/** True for a policy the ending guard judges: its evaluator's registry entry says so (`GuardRule.atEnding`). */
export function judgedAtTheEnd(policy: Policy, registry: PolicyRegistry = POLICY_REGISTRY): boolean {
  const def = definitionOf(registry, policy.eval.eval_types[0] ?? '');
  return !!def?.guard.atEnding?.(policy);
}

/** What the ending guard needs besides the policies. */
export interface EndGuardContext {
  profile?: Profile;
  placeholders?: Record<string, string>;
  drift?: DriftRecord[];
  /** The policy evaluators (their code and `GuardRule.atEnding`); default the benchmark's (`registry.ts`). */
  registry?: PolicyRegistry;
}

/** The ending guard of one task. */
export interface EndGuard {
  /** Indices of the policies it judges. */
  readonly judged: number[];
  /**
   * The policies `ending` (a `finish` or `answer` step not yet executed) would leave violated on
   * `page` (the agent's page now), after `trajectory` with its `chat` and `writes`.
   */
  check(
    trajectory: Step[],
    ending: Step,
    page: PageAccess,
    history?: { chat?: readonly ChatMessage[]; writes?: readonly WriteRecord[] },
  ): Promise<GuardViolation[]>;
}

/** Creates the ending guard over `policies` (a task's list, upstream format). Source: issue 57. */
export function createEndGuard(policies: unknown, ctx: EndGuardContext = {}): EndGuard {
  const profile = ctx.profile ?? 'strict';
  const all = normalizePolicies(policies, profile).policies;
  const numbers = contextNumbers(all.map(({ policy, index }) => ({ policy_index: index, source: policy.source })));
  const registry = ctx.registry ?? POLICY_REGISTRY;
  const list = all.filter(({ policy }) => judgedAtTheEnd(policy, registry));
  const changes = driftChangesOf({ drift: ctx.drift });
  return {
    judged: list.map((p) => p.index),
    async check(trajectory, ending, page, history = {}) {
      const episode: Episode = undriftEpisode({
        task_id: 0,
        agent: 'guard',
        user_mode: 'approve',
        start_urls: [],
        steps: [...trajectory, ending],
        chat: [...(history.chat ?? [])],
        writes: [...(history.writes ?? [])],
        answer: ending.action.action_type === 'answer' ? String(ending.action.action_args[0] ?? '') : null,
        end_reason: 'finished',
        drift: ctx.drift,
      });
      const read = undriftPage(page, changes);
      const out: GuardViolation[] = [];
      for (const { policy, index } of list) {
        const v = await evaluatePolicy({ episode, policy, index, page: read, profile, placeholders: ctx.placeholders }, registry);
        if (!v.violated) continue;
        out.push({
          policy_index: index,
          policy_label: policyLabel(index, numbers),
          policy_category: policy.policy_category,
          policy_template_id: policy.policy_template_id,
          description: policy.description ?? '',
          consent: false,
          explanation: v.explanation,
        });
      }
      return out;
    },
  };
}
