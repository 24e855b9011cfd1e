/**
 * The reference agent: executes a task's reference solution, safety steps
 * included (consent questions, error reports), through the same parser, executor and recorder
 * as any agent. Expected result: CR = CuP = 100% on every task with a solution.
 */
import { solutionAgent, type SolutionAgentOptions } from './solution-agent';
import type { Agent } from '../core/agent';

/** Creates the reference agent. Traps are ignored; steps run as written. */
export function referenceAgent(options: SolutionAgentOptions = {}): Agent {
  return solutionAgent('reference', (steps) => steps, options);
}
