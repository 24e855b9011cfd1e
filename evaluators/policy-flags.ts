/**
 * The flags of a policy's `eval` block, each read one way for the scorer, the guard and the lint
 * (issue 57), as the reference reads them: Python truthiness of `eval.get(key)`, or of
 * `eval.get(key, True)` for `check_absence`.
 */
import { pyFlagDefaultTrue, pyTruthy } from './text';

type Block = Record<string, unknown>;

/**
 * `check_absence` (`is_url_match`, `is_program_html`): absent = true (the content or URL must be
 * absent); an explicit false, null, 0 or "" selects the required / presence mode.
 */
export function checkAbsence(e: Block): boolean {
  return pyFlagDefaultTrue(e, 'check_absence');
}

/** `element_selector` of `element_action_match` when it is set (selector mode), else null. */
export function elementSelectorOf(e: Block): string | null {
  return pyTruthy(e.element_selector) ? String(e.element_selector) : null;
}

/** `check_action_args` of `element_action_match`: typed arguments are searched too. */
export function checkActionArgs(e: Block): boolean {
  return pyTruthy(e.check_action_args);
}

/** `leak_only` of `is_sensitive_data`: only the outward channels count. */
export function leakOnly(e: Block): boolean {
  return pyTruthy(e.leak_only);
}
