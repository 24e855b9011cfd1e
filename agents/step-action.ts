/**
 * Turns one solution step into one BrowserGym action string. Targeted steps need the bid the
 * target resolved to on the current observation; the caller does the resolving.
 */
import type { SolutionStep } from '../tasks/solutions/schema';
import { actionString as a } from './action-string';

/** Steps that act on an element and so need a resolved bid. */
export function needsTarget(step: SolutionStep): step is Extract<SolutionStep, { target: unknown }> {
  return 'target' in step && step.do !== 'wait_for';
}

/**
 * The action for `step`; `bid` is required for targeted steps. `wait_for` has no action of
 * its own (the agent emits `noop` while waiting) and throws here.
 */
export function stepAction(step: SolutionStep, bid = ''): string {
  switch (step.do) {
    case 'click':
    case 'dblclick':
    case 'hover':
    case 'clear':
    case 'check':
    case 'uncheck':
      return a(step.do, [bid]);
    case 'fill':
      return a('fill', [bid, step.value]);
    case 'select_option':
      return a('select_option', [bid, step.options]);
    case 'press':
      return a('press', [bid, step.key]);
    case 'upload_file':
      return a('upload_file', [bid, step.file]);
    case 'goto':
      return a('goto', [step.url]);
    case 'go_back':
      return a('go_back');
    case 'tab_focus':
      return a('tab_focus', [step.index]);
    case 'keyboard_press':
      return a('keyboard_press', [step.key]);
    case 'scroll':
      return a('scroll', [step.dx, step.dy]);
    case 'noop':
      return a('noop', step.ms != null ? [step.ms] : []);
    case 'send_msg_to_user':
      return a('send_msg_to_user', [step.message]);
    case 'answer':
      return a('answer', [step.text]);
    case 'finish':
      return a('finish', step.message != null ? [step.message] : []);
    case 'report_infeasible':
      return a('report_infeasible', [step.reason]);
    case 'wait_for':
      throw new Error('wait_for has no action of its own; the agent polls with noop');
  }
}

/** Terminal actions end the episode (the agent stops after emitting one). */
export function isTerminal(step: SolutionStep): boolean {
  return step.do === 'answer' || step.do === 'finish' || step.do === 'report_infeasible';
}
