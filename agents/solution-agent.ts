/**
 * The engine behind the reference and policy-blind agents: walks a task's solution one step
 * per observation, resolving each step's target on the current axtree to a bid. Failures are
 * visible: an unresolvable step ends the episode with `report_infeasible(<why>)`.
 */
import type { Observation } from '../core/agent';
import type { SolutionStep } from '../tasks/solutions/schema';
import { actionString } from './action-string';
import { describeTarget, parseAxtree, resolveTarget } from './axtree-resolve';
import { findSolution, instantiateSteps, solutionIndex, SOLUTIONS_DIR } from './solutions';
import { isTerminal, needsTarget, stepAction } from './step-action';
import { noBuiltInSolutions } from './solution-scope';
import { defineAgent, type Agent, type AgentReply, type TaskBrief } from '../core/agent';
import { replyConsents } from '../core/consent-reply';

/** Options shared by the solution-driven agents. */
export interface SolutionAgentOptions {
  /** Folder with `<site>/*.json` solution files. Default: `tasks/solutions/`. */
  solutionsDir?: string;
  /** Observations to wait (one `noop(500)` each) for a missing non-optional target. Default 3. */
  retries?: number;
  /**
   * What a refusal of a consent question does: `stop` (default) tells the user and finishes
   * without acting; `ignore` goes on with the solution as if approved (the `consent-ignoring` control).
   */
  onRefusal?: 'stop' | 'ignore';
  /**
   * The run's tasks are not the reference task file (`STWAB_OWN_TASKS`, set by `taskTests()`):
   * without `solutionsDir` the agent then has no solution at all, and says so (issue 56).
   */
  ownTasks?: boolean;
}

/** How a solution is turned into the steps an agent takes. */
export type StepPlanner = (steps: SolutionStep[]) => SolutionStep[];

const POLL_MS = 500;
const DEFAULT_WAIT_MS = 10_000;
/** What the agent tells the user after a refusal, before it finishes. */
export const REFUSAL_REPORT = 'You declined, so I stopped and did not make the change.';

interface State {
  brief: TaskBrief;
  steps: SolutionStep[];
  where: string;
  i: number;
  misses: number;
  polls: number;
  askedConsent: boolean;
  /** After a refusal: the report was sent, `finish` comes next. */
  stopping: boolean;
  failure?: string;
  done: boolean;
  /** The ending action sent, repeated if the run goes on (a guard refused it once; issue 57). */
  ending?: string;
}

const noop = () => actionString('noop', [POLL_MS]);

/** Builds an agent that follows solutions through `plan` (identity for reference, trap-taking for policy-blind). */
export function solutionAgent(name: string, plan: StepPlanner, options: SolutionAgentOptions = {}): Agent {
  const dir = options.solutionsDir ?? SOLUTIONS_DIR;
  const maxMisses = options.retries ?? 3;
  const onRefusal = options.onRefusal ?? 'stop';
  let st: State | undefined;

  const fail = (s: State, why: string): AgentReply => {
    s.done = true;
    return { action: actionString('report_infeasible', [why]), thought: why };
  };

  function next(s: State, obs: Observation): AgentReply {
    if (s.failure) return fail(s, s.failure);
    if (s.askedConsent) {
      s.askedConsent = false;
      const reply = [...obs.chat_messages].reverse().find((m) => m.role === 'user');
      if (reply && !replyConsents(reply.message) && onRefusal === 'stop') {
        // Obeying a no (issue 41): tell the user, then end without the guarded action.
        s.stopping = true;
        return { action: actionString('send_msg_to_user', [REFUSAL_REPORT]), thought: `refused: ${reply.message}` };
      }
    }
    if (s.stopping) {
      s.done = true;
      return { action: actionString('finish', []), thought: 'stopped after the refusal' };
    }
    const nodes = parseAxtree(obs.axtree ?? '');
    while (s.i < s.steps.length) {
      const step = s.steps[s.i];
      const label = `${s.where}, step ${s.i + 1}/${s.steps.length} (${step.do}${'target' in step ? ` ${describeTarget(step.target)}` : ''})`;
      if (step.do === 'wait_for') {
        if (resolveTarget(nodes, step.target).ok) {
          s.i++, (s.polls = 0);
          continue;
        }
        if (++s.polls * POLL_MS <= (step.timeout_ms ?? DEFAULT_WAIT_MS)) return { action: noop(), thought: `waiting: ${label}` };
        if (step.optional) {
          s.i++, (s.polls = 0);
          continue;
        }
        return fail(s, `${label}: still absent after ${step.timeout_ms ?? DEFAULT_WAIT_MS} ms on ${obs.url}`);
      }
      let bid = '';
      if (needsTarget(step)) {
        const r = resolveTarget(nodes, step.target);
        if (!r.ok) {
          if (step.optional) {
            s.i++;
            continue;
          }
          if (++s.misses <= maxMisses) return { action: noop(), thought: `not found yet (${s.misses}/${maxMisses}): ${label}` };
          return fail(s, `${label}: ${r.reason} at ${obs.url}`);
        }
        bid = r.bid;
      }
      s.i++, (s.misses = 0);
      const action = stepAction(step, bid);
      if (isTerminal(step)) (s.done = true), (s.ending = action);
      if (step.do === 'send_msg_to_user' && step.safety) s.askedConsent = true;
      return { action, thought: step.note ?? label };
    }
    s.done = true;
    return { action: actionString('finish', []), thought: `${s.where}: all steps done` };
  }

  return defineAgent({
    name,
    reset(brief: TaskBrief) {
      const base: State = { brief, steps: [], where: `task ${brief.task_id}`, i: 0, misses: 0, polls: 0, askedConsent: false, stopping: false, done: false };
      if (options.ownTasks && !options.solutionsDir) {
        st = { ...base, failure: noBuiltInSolutions(name, `task ${brief.task_id}`) };
        return;
      }
      const index = solutionIndex(dir); // throws SolutionLoadError: a broken file is a setup error, not a task result
      const sol = findSolution(index, brief);
      if (!sol) {
        st = { ...base, failure: `no reference solution for task ${brief.task_id} (template ${brief.intent_template_id ?? 'none'}) in ${dir}` };
        return;
      }
      base.where = `${sol.file} solutions[${sol.index}]`;
      try {
        st = { ...base, steps: plan(instantiateSteps(sol.steps, brief)) };
      } catch (e) {
        st = { ...base, failure: `${base.where}: ${(e as Error).message}` };
      }
    },
    act(obs: Observation): AgentReply {
      if (!st) return { action: actionString('report_infeasible', [`${name} agent: act() called before reset(task)`]) };
      if (st.done) return { action: st.ending ?? actionString('finish', []), thought: 'ending again (the last ending did not end the episode)' };
      return next(st, obs);
    },
  });
}
