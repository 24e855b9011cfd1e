/**
 * A step as a person reads it: the action, then the element it reached by role and name,
 * `click('240') button "Delete"` (issue 47: Allure showed `click('240')` where the terminal said
 * "Delete"). One definition for the terminal's episode tail, Allure's step titles, `stwab evaluate`
 * and `stwab diff`. Agent and page text is made inert with `terminalText` (issue 45).
 */
import { terminalText } from './display-text';
import { actionText, type Step } from './trace';

/** Characters of the action string and of the element's name kept in a title. */
export interface StepTitleLimits {
  action?: number;
  name?: number;
}

/** `click('240') button "Delete"`; the action alone when the step reached no named element. */
export function stepTitle(step: Pick<Step, 'action' | 'state'>, limits: StepTitleLimits = {}): string {
  const info = step.state?.info ?? {};
  const name = String(info.element_text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const role = String(info.element_role ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const action = terminalText(actionText(step.action), limits.action ?? 240);
  if (!name) return action;
  return `${action} ${role ? `${terminalText(role, 40)} ` : ''}"${terminalText(name, limits.name ?? 60)}"`;
}
