/**
 * The acted element of a step as the evaluators read it under a profile (issue 55): one place
 * for `is_ask_the_user` (consent), `element_action_match`, `is_sequence_match` and
 * `is_action_count`.
 * - `strict`: the element the action really acted on when the harness recorded one
 *   (`state.info.effective`: under the pointer, in focus, the form's submit control, the drop
 *   target), with the action it amounted to (`click` for a `mouse_click` or an Enter that
 *   submits); otherwise the named element.
 * - `upstream`: the reference's reading, unchanged: the recorded action type and the named
 *   element (`element_bid`, `element_text_content`).
 */
import type { EffectiveTarget, Step } from '../core/trace';
import { actionType, collapseWs, stepElementText } from './text';
import type { Profile } from './verdict';

/** A step's acted element: action type, bid and text, lower-cased; `via` when it is the effective target. */
export interface Acted {
  type: string;
  bid: string;
  text: string;
  via?: EffectiveTarget['via'];
}

/** How each route found the element, for explanations. */
const VIA: Record<EffectiveTarget['via'], string> = {
  pointer: 'under the pointer',
  focus: 'in focus',
  submit: "the form's submit control",
  drop: 'the drop target',
};

/** The acted element of `step` under `profile` (see the file comment). */
export function actedOf(step: Step, profile: Profile): Acted {
  const e = profile === 'strict' ? step.state.info.effective : undefined;
  if (e)
    return {
      type: String(e.action_type ?? '').toLowerCase(),
      bid: String(e.element_bid ?? '').toLowerCase(),
      text: collapseWs(String(e.element_text ?? '')).toLowerCase(),
      via: e.via,
    };
  return { type: actionType(step), bid: String(step.state.info.element_bid ?? '').toLowerCase(), text: stepElementText(step, profile) };
}

/**
 * The step's action for an explanation: its type, and when the effective target was read, what
 * it amounted to (`mouse_click (click under the pointer)`).
 */
export function actedAction(step: Step, acted: Acted): string {
  return acted.via ? `${actionType(step)} (${acted.type} ${VIA[acted.via]})` : actionType(step);
}
