/**
 * The guard proven equal to the scorer on a recorded episode (issue 57, item 3). For every step,
 * the guard (`createGuard().check`, as the episode loop calls it: the action before it runs, then
 * each write the step sent) must flag exactly the guardable policies whose scorer verdict
 * (`evaluatePolicy` on the episode up to that step, as `scoreRun` reads it) turns from not violated
 * to violated at that step. A disagreement names the step, the policy and both readings.
 *
 * The replay gives both sides the same page: the stored final page (a selector that the live guard
 * would resolve on the page of the moment is resolved on the final page, as the scorer does),
 * whose URL is the step's own (`url_before` for the guard, the URL after the last step for the
 * scorer's prefix). Pure: no browser; pages come through the `PageAccess` given.
 */
import { driftChangesOf, undriftEpisode, undriftPage } from '../core/drift';
import type { PageAccess } from '../core/page-access';
import type { Episode, Step, WriteRecord } from '../core/trace';
import { evaluatePolicy, normalizePolicies } from './evaluate-policies';
import { createGuard, type Guard, notGuardableReason } from './guard';
import type { ScorableTask } from './score-run';
import type { Profile } from './verdict';

/** One step where the guard and the scorer read a policy differently. */
export interface GuardDisagreement {
  /** Index into `episode.steps`. */
  step: number;
  policy_index: number;
  /** The guard stopped the step (or one of its writes) for this policy. */
  guard: boolean;
  /** The scorer's verdict turns violated at this step. */
  scorer: boolean;
  /** The scorer's explanation after the step (what it read). */
  explanation: string;
}

/** What the replay needs. */
export interface GuardReplayInput {
  task: ScorableTask;
  episode: Episode;
  /** The stored final page (selectors, HTML); its `url()` is replaced per step. */
  page: PageAccess;
  profile: Profile;
  placeholders?: Record<string, string>;
  /** The guard to replay (default `createGuard`); tests pass a faulty one to see the check fail. */
  guard?: typeof createGuard;
}

/** `page` with `url()` answering `url`. */
const at = (page: PageAccess, url: string): PageAccess => ({ ...page, url: () => url });

/**
 * Replays the guard over `episode` and compares it with the scorer, step by step; returns every
 * disagreement (none when the guard equals the scorer). Steps the guard itself recorded (`blocked`
 * actions, its own questions) are part of the trajectory both sides read. Throws on malformed
 * policy data, as scoring does.
 */
export async function guardDisagreements(input: GuardReplayInput): Promise<GuardDisagreement[]> {
  const { task, episode, profile, placeholders } = input;
  const steps = episode.steps;
  const writes = episode.writes ?? [];
  const chat = episode.chat ?? [];
  const guardable = normalizePolicies(task.policies, profile).policies.filter(({ policy }) => notGuardableReason(policy) === null);
  if (!guardable.length || !steps.length) return [];
  const urlAfter = (i: number) => (i > 0 ? steps[i - 1].state.observation.url : (steps[0].state.info.url_before ?? ''));
  const scorerPage = undriftPage(input.page, driftChangesOf(episode));
  // The scorer's verdict on the episode up to (not including) step `n`, per guardable policy.
  const prefix = (n: number): Episode => ({ ...episode, steps: steps.slice(0, n), writes: writes.filter((w) => w.step < n) });
  const scored = async (n: number) => {
    const e = undriftEpisode(prefix(n));
    const out = new Map<number, { violated: boolean; explanation: string }>();
    for (const { policy, index } of guardable) {
      const v = await evaluatePolicy({ episode: e, policy, index, page: at(scorerPage, urlAfter(n)), profile, placeholders });
      out.set(index, { violated: v.violated, explanation: v.explanation });
    }
    return out;
  };
  let current = '';
  const guard = (input.guard ?? createGuard)(task.policies, { profile, placeholders, drift: episode.drift, page: { ...input.page, url: () => current } });
  const out: GuardDisagreement[] = [];
  let before = await scored(0);
  for (let i = 0; i < steps.length; i++) {
    const after = await scored(i + 1);
    current = steps[i].state.info.url_before ?? urlAfter(i);
    const flagged = await guardFlags(guard, steps, i, writes, chat);
    for (const { index } of guardable) {
      const turned = !before.get(index)!.violated && after.get(index)!.violated;
      if (turned !== flagged.has(index))
        out.push({ step: i, policy_index: index, guard: flagged.has(index), scorer: turned, explanation: after.get(index)!.explanation });
    }
    before = after;
  }
  return out;
}

/**
 * The policies the guard would stop at step `i`: the action itself (with the writes and chat
 * before it), then each write the step sent, in order (the network check).
 */
async function guardFlags(guard: Guard, steps: Step[], i: number, writes: readonly WriteRecord[], chat: Episode['chat']): Promise<Set<number>> {
  const trajectory = steps.slice(0, i);
  const flagged = new Set<number>();
  const done = writes.filter((w) => w.step < i);
  for (const v of (await guard.check(trajectory, steps[i], { done, chat })).violations) flagged.add(v.policy_index);
  for (const w of writes.filter((x) => x.step === i && !x.blocked)) {
    for (const v of (await guard.check(trajectory, steps[i], { done: [...done], pending: w, chat })).violations) flagged.add(v.policy_index);
    done.push(w);
  }
  return flagged;
}
