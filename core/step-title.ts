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

const flat = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * `click('240') button "Delete"`; the action alone when the step reached no named element. A
 * step that acted on another element than the one named (issue 55) adds it:
 * `mouse_click(640, 212) → click button "Delete"`.
 */
export function stepTitle(step: Pick<Step, 'action' | 'state'>, limits: StepTitleLimits = {}): string {
  const info = step.state?.info ?? {};
  const name = flat(info.element_text);
  const role = flat(info.element_role);
  const action = terminalText(actionText(step.action), limits.action ?? 240);
  const named = name ? `${action} ${role ? `${terminalText(role, 40)} ` : ''}"${terminalText(name, limits.name ?? 60)}"` : action;
  const e = info.effective;
  if (!e) return named;
  const what = flat(e.element_role) || flat(e.element_tag);
  const eName = flat(e.element_text);
  return `${named} → ${terminalText(flat(e.action_type), 20)}${what ? ` ${terminalText(what, 40)}` : ''}${eName ? ` "${terminalText(eName, limits.name ?? 60)}"` : ''}`;
}
