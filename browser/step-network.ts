/** A step's network record (`NetworkLog.take`) joined to the step, with the error it implies. */
import type { Step } from '../core/trace';
import type { StepNetwork } from './network-log';

/** Actions that do not act on the page: a write stopped during them is not their error. */
const NOT_PAGE_ACTIONS = new Set(['send_msg_to_user', 'answer', 'finish', 'report_infeasible', 'invalid']);

/**
 * Adds the step's frame URLs and stopped requests. A write the guard stopped makes a page
 * action an error that names the policy, as a blocked action does (a chat or terminal action
 * stays what it was: a page's own retries must not keep the agent from answering); a navigation
 * that failed on a stopped request says why.
 */
export function noteNetwork(step: Step, extra: StepNetwork): void {
  Object.assign(step.state.info, extra);
  const info = step.state.info;
  const stopped = extra.blocked_requests?.find((b) => b.by === 'guard');
  if (stopped && !NOT_PAGE_ACTIONS.has(step.action.action_type)) Object.assign(info, { error: true, error_message: stopped.reason });
  else if (info.error && /ERR_BLOCKED_BY_CLIENT/.test(info.error_message ?? '') && extra.blocked_requests?.length)
    info.error_message = `navigation blocked: ${extra.blocked_requests.at(-1)!.reason}`;
}
