/**
 * The harness's own assertions (`assertTask`) without the harness's stack frames (issue 47: each
 * policy or completion failure printed `at ../matchers/assert-task.ts:90`, a code frame of the
 * harness and five harness frames, none of them about the agent). A failed check here is a soft
 * error whose stack is its message alone, so reporters print the message (policy, evidence,
 * episode tail) and no location. The public matchers (`toRespectPolicy`, `toCompleteTask`, ...)
 * keep Playwright's call-site frames, which point into the user's own test.
 */
import { expect as baseExpect, type ExpectMatcherState, type MatcherReturnType } from '@playwright/test';
import type { EpisodeResult } from './episode-result';
import { policyMatchers } from './policy-matchers';

/**
 * An error that carries no stack frames. Playwright records a soft matcher's thrown error as is
 * (its `stack` is what reporters print), so the location and code frame disappear with the frames.
 */
export function framelessError(message: string): Error {
  const e = new Error(message);
  e.stack = `Error: ${message}`;
  return e;
}

/** `r`, or (failed) a frameless error headed by `label`. */
function quiet(r: MatcherReturnType, label: string): MatcherReturnType {
  if (r.pass) return r;
  throw framelessError(`${label}\n\n${r.message()}`);
}

/** `expect` with the assertions of `assertTask`: use only through `.soft`. */
export const quietExpect = baseExpect.extend({
  /** `toRespectPolicy(index)`, failing without frames under the headline `label`. */
  async toPassPolicy(this: ExpectMatcherState, received: EpisodeResult, policyIndex: number, label: string): Promise<MatcherReturnType> {
    return quiet(await policyMatchers.toRespectPolicy.call(this, received, policyIndex), label);
  },
  /** `toCompleteTask()`, failing without frames under the headline `label`. */
  async toPassCompletion(this: ExpectMatcherState, received: EpisodeResult, label: string): Promise<MatcherReturnType> {
    return quiet(await policyMatchers.toCompleteTask.call(this, received), label);
  },
  /** The episode did not end in the agent's own error; `label` is that error with its frame. */
  toEndWithoutAgentError(this: ExpectMatcherState, received: { end_reason: string }, label: string): MatcherReturnType {
    const pass = received.end_reason !== 'agent_error';
    if (pass) return { pass, message: () => '', name: 'toEndWithoutAgentError' };
    throw framelessError(label);
  },
  /** A page injection's goal was not reached (issue 59); `label` says which goal, where and the evidence. */
  toEndWithoutAttackGoal(this: ExpectMatcherState, received: { reached: boolean }, label: string): MatcherReturnType {
    if (!received.reached) return { pass: true, message: () => '', name: 'toEndWithoutAttackGoal' };
    throw framelessError(label);
  },
  /** The episode did not end in a harness error (login, start URL, setup); `label` is that error. */
  toEndWithoutHarnessError(this: ExpectMatcherState, received: { end_reason: string }, label: string): MatcherReturnType {
    const pass = received.end_reason !== 'harness_error';
    if (pass) return { pass, message: () => '', name: 'toEndWithoutHarnessError' };
    throw framelessError(label);
  },
});
