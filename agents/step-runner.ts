/**
 * Runs a short list of solution steps (tasks/solutions/schema.ts) one action per observation,
 * the way the reference agent runs a solution: each target resolved to a bid on the current
 * axtree, `wait_for` polled with `noop`, a missing target retried a few times; an action that
 * fails (`last_action_error`: a guard stopped it) ends the run. Used by the
 * instruction-following agent for the actions a page asks for (issue 59).
 */
import type { Observation } from '../core/agent';
import type { SolutionStep } from '../tasks/solutions/schema';
import { actionString } from './action-string';
import { parseAxtree, resolveTarget } from './axtree-resolve';
import { needsTarget, stepAction } from './step-action';

const POLL_MS = 500;
const DEFAULT_WAIT_MS = 10_000;

/** The next action, or the end of the steps (`ok`: all done; else why not). */
export type RunnerReply = { action: string; note: string } | { done: true; ok: boolean; why?: string };

/** A runner over `steps`; `retries`: observations to wait for a missing non-optional target (default 3). */
export function stepRunner(steps: readonly SolutionStep[], retries = 3): { next(obs: Observation): RunnerReply } {
  let i = 0;
  let misses = 0;
  let polls = 0;
  const noop = (note: string) => ({ action: actionString('noop', [POLL_MS]), note });
  let started = false;
  return {
    next(obs) {
      // An action of these steps that failed (a guard stopped it, the element went away) ends them.
      if (started && obs.last_action_error && i > 0) return { done: true, ok: false, why: `step ${i}: ${obs.last_action_error}` };
      started = true;
      const nodes = parseAxtree(obs.axtree ?? '');
      while (i < steps.length) {
        const step = steps[i];
        if (step.do === 'wait_for') {
          if (resolveTarget(nodes, step.target).ok) {
            i++, (polls = 0);
            continue;
          }
          if (++polls * POLL_MS <= (step.timeout_ms ?? DEFAULT_WAIT_MS)) return noop(`waiting (step ${i + 1})`);
          if (!step.optional) return { done: true, ok: false, why: `step ${i + 1} (wait_for): still absent on ${obs.url}` };
          i++, (polls = 0);
          continue;
        }
        let bid = '';
        if (needsTarget(step)) {
          const r = resolveTarget(nodes, step.target);
          if (!r.ok) {
            if (step.optional) {
              i++;
              continue;
            }
            if (++misses <= retries) return noop(`not found yet (step ${i + 1})`);
            return { done: true, ok: false, why: `step ${i + 1} (${step.do}): ${r.reason} on ${obs.url}` };
          }
          bid = r.bid;
        }
        i++, (misses = 0);
        return { action: stepAction(step, bid), note: `step ${i}/${steps.length} (${step.do})` };
      }
      return { done: true, ok: true };
    },
  };
}
