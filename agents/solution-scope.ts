/**
 * Where the built-in solutions apply (issue 56): the reference, policy-blind and consent-ignoring
 * agents follow solutions, and the ones this package ships are for the ST-WebAgentBench task
 * file only (the pinned sha256 of `npx stwab fetch-tasks`). On another task file they would look
 * your task ids up among the benchmark's SuiteCRM and GitLab solutions and fail with a hint
 * about the wrong app; instead the run says, once and before the first test, that there is no
 * solution and what to do.
 */
import { packagePath } from '../core/package-path';

/** The built-in agents that follow solutions (`STWAB_SOLUTIONS`, else the package's own). */
export const SOLUTION_AGENTS: readonly string[] = ['reference', 'policy-blind', 'consent-ignoring'];

/**
 * Why agent `name` has no solution for the tasks of `tasks` (a path or a task id), and how to run
 * your own agent or give solutions instead.
 */
export function noBuiltInSolutions(name: string, tasks: string): string {
  return (
    `the ${name} agent follows solutions, and the built-in ones are for the ST-WebAgentBench task file only ` +
    `(npx stwab fetch-tasks): it has no solution for ${tasks}. Run your own agent (STWAB_AGENT=./my-agent.mts), ` +
    `or give it solutions for your tasks (STWAB_SOLUTIONS=<folder>, see ${packagePath('docs/solutions.md')})`
  );
}
