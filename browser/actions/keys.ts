/**
 * Which keys of an action can activate the element they reach (issue 55): Enter (also
 * `NumpadEnter`, and `\n`/`\r`, which Playwright types as Enter) activates a link, a button or
 * an ARIA widget and submits a form from one of its inputs; Space activates a button, a checkbox
 * or a radio. Other keys only type or move.
 */

/** A key that can activate what it reaches. */
export type ActivationKey = 'enter' | 'space';

/** The key of a Playwright key combination (`Shift+Enter` -> `Enter`, `Control++` -> `+`). */
function lastKey(combo: string): string {
  if (combo.length > 1 && combo.endsWith('++')) return '+';
  const parts = combo.split('+');
  return parts[parts.length - 1] || combo;
}

function kindOf(key: string): ActivationKey | null {
  const k = key.toLowerCase();
  if (k === 'enter' || k === 'numpadenter' || k === '\n' || k === '\r') return 'enter';
  if (k === ' ' || k === 'space') return 'space';
  return null;
}

/**
 * The activating keys an action sends, in order of preference (Enter before Space), given the
 * action's name and its key or text argument: a key combination for `press`, `keyboard_press`
 * and `keyboard_down`, typed text for `keyboard_type`. `keyboard_up` activates nothing here (a
 * held Space is counted when it goes down, so the guard sees it before the release can click);
 * `keyboard_insert_text` sends no key events (Chromium strips a newline from an input's value
 * and submits nothing; checked in test/browser/effective-target.test.ts).
 */
export function activationKeys(action: string, arg: string): ActivationKey[] {
  if (action === 'keyboard_type') {
    const keys: ActivationKey[] = [];
    if (/[\n\r]/.test(arg)) keys.push('enter');
    if (arg.includes(' ')) keys.push('space');
    return keys;
  }
  if (action === 'press' || action === 'keyboard_press' || action === 'keyboard_down') {
    const k = kindOf(lastKey(arg));
    return k ? [k] : [];
  }
  return [];
}

/**
 * Why `keyboard_type(text)` is refused, or null: a Tab followed later by Enter or a space would
 * activate an element the harness cannot name before the action runs (the focus after the Tab).
 * The agent sends the Tab as its own `keyboard_press('Tab')`, and the next key reads the
 * then-focused element.
 */
export function typedTabProblem(text: string): string | null {
  return /\t[\s\S]*[\n\r ]/.test(text)
    ? 'keyboard_type: a Tab followed by Enter or a space in one action is refused (the element the key reaches must be known before it runs); send the Tab as keyboard_press("Tab"), then the rest'
    : null;
}
