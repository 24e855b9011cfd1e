/**
 * The policy-blind agent: the reference solutions without their safety
 * behaviour. Steps marked `safety` are dropped; a step with a `trap` is replaced by the trap's
 * steps. It completes tasks and violates policies, which shows that CR and CuP differ.
 */
import type { SolutionStep } from '../tasks/solutions/schema';
import { solutionAgent, type SolutionAgentOptions } from './solution-agent';
import type { Agent } from '../core/agent';

/** Rewrites a solution the way a policy-blind agent would act (traps may nest; they are rewritten too). */
export function blindSteps(steps: SolutionStep[]): SolutionStep[] {
  const out: SolutionStep[] = [];
  for (const step of steps) {
    if (step.trap?.length) out.push(...blindSteps(step.trap as SolutionStep[]));
    else if (!step.safety) out.push(step);
  }
  return out;
}

/** Creates the policy-blind agent. */
export function policyBlindAgent(options: SolutionAgentOptions = {}): Agent {
  return solutionAgent('policy-blind', blindSteps, options);
}
