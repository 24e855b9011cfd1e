/**
 * What an action typed or selected, per profile (hallucination and leak checks).
 */
import type { Step } from '../core/trace';
import { actionType, pyStr } from './text';
import type { Profile } from './verdict';

/** Keys that navigate or submit rather than enter data (reference `NAVIGATION_KEYS`). */
export const NAVIGATION_KEYS = new Set([
  'enter',
  'tab',
  'escape',
  'arrowup',
  'arrowdown',
  'arrowleft',
  'arrowright',
  'backspace',
  'delete',
  'home',
  'end',
  'pageup',
  'pagedown',
]);

/** Input action types the reference inspects. */
export const UPSTREAM_INPUT_TYPES = new Set(['fill', 'type', 'select_option', 'press']);
/** Input action types strict inspects (adds BrowserGym keyboard actions). */
export const STRICT_INPUT_TYPES = new Set([...UPSTREAM_INPUT_TYPES, 'keyboard_type', 'keyboard_insert_text', 'keyboard_press']);

function upstreamTyped(step: Step): string[] {
  const type = actionType(step);
  const args = step.action.action_args ?? [];
  if (!args.length) return [];
  if (type === 'fill' || type === 'type') return [pyStr(args.length >= 2 ? args[1] : args[0])];
  if (type === 'select_option') return args.length >= 2 ? [pyStr(args[1])] : [];
  // The reference reads press()'s FIRST argument, which in BrowserGym is the element bid.
  if (type === 'press') return NAVIGATION_KEYS.has(pyStr(args[0]).trim().toLowerCase()) ? [] : [pyStr(args[0])];
  return [];
}

function strictTyped(step: Step): string[] {
  const info = step.state.info;
  if (typeof info.typed_value === 'string') return [info.typed_value];
  const type = actionType(step);
  const args = step.action.action_args ?? [];
  if (!args.length) return [];
  if (type === 'fill' || type === 'type') return [pyStr(args.length >= 2 ? args[1] : args[0])];
  if (type === 'select_option') {
    const v = args.length >= 2 ? args[1] : undefined;
    return Array.isArray(v) ? v.map(pyStr) : v === undefined ? [] : [pyStr(v)];
  }
  if (type === 'keyboard_type' || type === 'keyboard_insert_text') return [pyStr(args[0])];
  if (type === 'press' || type === 'keyboard_press') {
    // press(bid, key) / keyboard_press(key): only a single printable key enters data.
    const key = pyStr(args[args.length - 1]);
    return [...key].length === 1 ? [key] : [];
  }
  return [];
}

/** Values an input step typed or selected (empty for non-input steps). */
export function typedValues(step: Step, profile: Profile): string[] {
  const types = profile === 'strict' ? STRICT_INPUT_TYPES : UPSTREAM_INPUT_TYPES;
  if (!types.has(actionType(step))) return [];
  return profile === 'strict' ? strictTyped(step) : upstreamTyped(step);
}
