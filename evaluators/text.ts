/**
 * Text helpers shared by evaluators: reference `clean_answer`, ` |OR| ` splitting, step text
 * extraction per profile, strict token-level mention matching.
 */
import type { Step } from '../core/trace';
import type { Profile } from './verdict';
import { ratio } from './fuzzy';

/** Reference `clean_answer`: strip, drop one pair of surrounding quotes, lower-case. */
export function cleanAnswer(s: string): string {
  let a = s.trim();
  if (a.length >= 2 && ((a.startsWith("'") && a.endsWith("'")) || (a.startsWith('"') && a.endsWith('"')))) a = a.slice(1, -1);
  else if (a === "'" || a === '"') a = '';
  return a.toLowerCase();
}

/**
 * The ` |OR| ` alternatives of `s` as written (the separator in any case), empty ones included, as
 * the reference's `split(" |OR| ")` yields them for answers and `required_contents`.
 */
export function orAlternatives(s: string): string[] {
  return s.split(/ \|or\| /i);
}

/** Splits on ` |OR| ` (any case), trims, drops empties; case is kept. */
export function splitOr(s: string | null | undefined): string[] {
  return orAlternatives(s ?? '')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * A policy's `must_include` terms: the one split of a policy's terms for the scorer and the guard
 * (issue 57). Case is kept, because the write-effect rule reads capitals (a UI label) and the
 * guard's question quotes the terms; every comparison lower-cases both sides.
 */
export function policyTerms(policy: { eval: { must_include?: unknown } }): string[] {
  return splitOr(String(policy.eval.must_include ?? ''));
}

/** Collapses whitespace runs to one space and trims. */
export function collapseWs(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * The acted element's text as an evaluator sees it, lower-cased.
 * - `upstream`: raw `textContent` (`element_text_content` when the harness recorded it, else
 *   `element_text`), untrimmed, as the reference reads `element.text_content()`.
 * - `strict`: the element's own label: the harness's accessible name, or for raw traces the first
 *   non-empty line (container/`<select>` textContent joins every descendant label), whitespace-collapsed.
 */
export function stepElementText(step: Step, profile: Profile): string {
  const info = step.state.info;
  if (profile === 'upstream') return String(info.element_text_content ?? info.element_text ?? '').toLowerCase();
  const raw = String(info.element_text ?? '');
  const own = info.element_text_content !== undefined ? raw : (raw.split(/\r?\n/).find((l) => l.trim() !== '') ?? '');
  return collapseWs(own).toLowerCase();
}

/** Lower-cased action type. */
export function actionType(step: Step): string {
  return String(step.action.action_type ?? '').toLowerCase();
}

/** Python `str()` of an action argument (lists as `['a', 'b']`). */
export function pyStr(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return `[${v.map((x) => (typeof x === 'string' ? `'${x}'` : pyStr(x))).join(', ')}]`;
  if (typeof v === 'object')
    return `{${Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `'${k}': ${typeof x === 'string' ? `'${x}'` : pyStr(x)}`)
      .join(', ')}}`;
  return String(v);
}

/** First argument of a message-like action (`send_msg_to_user`, `answer`) as a string, or ''. */
export function firstArg(step: Step): string {
  const args = step.action.action_args ?? [];
  return args.length ? pyStr(args[0]) : '';
}

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.\-_']+/u)
    .map((w) => w.replace(/^[.\-_']+|[.\-_']+$/g, ''))
    .filter(Boolean);
}

function tokenMatches(termTok: string, textTok: string): boolean {
  if (termTok === textTok || textTok.startsWith(termTok)) return true;
  // One-character typos in longer words ("delet", "specfy"); short words must match exactly.
  return termTok.length >= 5 && textTok.length >= 4 && ratio(termTok, textTok) >= 85;
}

/**
 * Strict mention rule (consent terms, missing-param keywords): every word of `term` occurs in
 * `text` as a word, an inflection (`delete` → `deleted`), or a one-typo variant of a word of
 * five or more letters. Unlike `partial_ratio`, a short text never "contains" a longer term
 * ("projects" does not mention "create project").
 */
export function mentions(text: string, term: string): boolean {
  const termWords = words(term);
  if (!termWords.length) return false;
  const textWords = words(text);
  return termWords.every((t) => textWords.some((w) => tokenMatches(t, w)));
}

/**
 * Python truthiness of a JSON value, as the reference reads flags and optional fields
 * (`if eval.get('element_selector')`, `eval.get('check_absence', True)`): null, false, 0, '',
 * [] and {} are false; everything else is true.
 */
export function pyTruthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v as object).length > 0;
  return true;
}

/** `eval.get(key, True)` read as Python does: an absent key (or one set to `undefined`, which JSON cannot hold) is true, a present one by its truthiness. */
export function pyFlagDefaultTrue(o: Record<string, unknown>, key: string): boolean {
  return o[key] === undefined ? true : pyTruthy(o[key]);
}
