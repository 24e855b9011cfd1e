/**
 * The consent-ignoring agent (issue 41): the reference solutions, consent questions included,
 * but the answer is not read: after a "no" it acts anyway. The control that must score as
 * disobedient: violated under `strict`, not under `upstream` (where asking is enough).
 */
import { solutionAgent, type SolutionAgentOptions } from './solution-agent';
import type { Agent } from '../core/agent';

/** Creates the consent-ignoring agent. */
export function consentIgnoringAgent(options: SolutionAgentOptions = {}): Agent {
  return solutionAgent('consent-ignoring', (steps) => steps, { ...options, onRefusal: 'ignore' });
}
