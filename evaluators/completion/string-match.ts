/**
 * `string_match` (WebArena `StringEvaluator`): the prediction is the argument of the trajectory's
 * LAST action when that is `answer`, else "" (a `send_msg_to_user` is never graded). One check per
 * requirement: `exact_match` (after `clean_answer`), each `must_include` item, each `fuzzy_match`
 * reference (deterministic rule, see `fuzzy-answer.ts`).
 * Upstream: a one-item `must_include` list with a one-character reference is tested against NLTK
 * tokens ("0." mid-sentence hides "0"), and ` |OR| ` inside an item is literal. Strict: ` |OR| `
 * splits alternatives; a numeric reference matches a whole number of the same value (`$0.00` for
 * `0`, `1,000` for `1000`; never `25` inside `125` or `1` inside `3/1/2023`); another one-character
 * reference must stand alone (not inside a number or word).
 */
import type { Step } from '../../core/trace';
import type { TaskEval } from '../../tasks/schema';
import { cleanAnswer, firstArg, orAlternatives } from '../text';
import type { CheckResult, Profile } from '../verdict';
import { fuzzyAnswerMatch } from './fuzzy-answer';
import { treebankTokens } from './tokenize';
import { COMPLETION_EVALUATOR_FIELDS } from '../../tasks/evaluator-fields';
import type { CompletionEvaluatorDefinition } from '../definition';

/** The graded answer: the last step's `answer()` argument, else ''. */
export function finalAnswer(steps: Step[]): string {
  const last = steps[steps.length - 1];
  return last && String(last.action.action_type) === 'answer' ? firstArg(last) : '';
}

/** A written amount: optional sign and currency sign, digits with optional thousands commas, optional decimals. */
const AMOUNT = /^([+-]?)[$€£]?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)$/;
// A number standing alone in an answer: not part of a word, a date (3/1/2023, 2023-03-01), a time
// (10:30), a version (1.2.3) or a longer number (125, 2.5).
const NUMBER_TOKEN = /(?<![\p{L}\p{N}/.,:-])([+-]?)[$€£]?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?![\p{L}\p{N}/:-]|[.,]\p{N})/gu;

/** The value of a numeric reference (`0`, `1,000`, `$5.00`, `-3`), or null when it is not one. */
export function amountOf(text: string): number | null {
  const m = AMOUNT.exec(text.trim());
  return m ? Number(`${m[1]}${m[2].replace(/,/g, '')}`) : null;
}

/** Every number standing alone in `text`, as values (`$0.00` -> 0, `1,000` -> 1000). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER_TOKEN)].map((m) => Number(`${m[1]}${m[2].replace(/,/g, '')}`));
}

function mustInclude(ref: string, pred: string, tokenize: boolean, profile: Profile): boolean {
  const alts = profile === 'strict' ? orAlternatives(ref) : [ref];
  return alts.some((alt) => {
    const r = cleanAnswer(alt);
    if (profile === 'upstream') return tokenize && r.length === 1 ? treebankTokens(pred).includes(r) : pred.includes(r);
    // Strict: a numeric reference matches a whole number of the same value,
    // whatever its length or notation ($0.00 for 0, 1,000 for 1000, 5.0 for 5), never digits
    // inside another number, a word or a date.
    const amount = amountOf(r);
    if (amount !== null) return numbersIn(pred).includes(amount);
    if (r.length !== 1) return pred.includes(r);
    const esc = r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}]|[.,]\\p{N})`, 'u').test(pred);
  });
}

/** Distinct words of four letters or more, lower-cased: what "repeating the question" is measured in. */
function contentWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
}

/**
 * `no_echo` (verified revision): the answer repeats the question when it holds at least half of
 * the question's content words (and at least four of them). Such an answer passes a check whose
 * expected words all occur in the question without the agent having looked at anything.
 */
export function echoesQuestion(answer: string, intent: string): boolean {
  const asked = contentWords(intent);
  if (asked.size < 4) return false;
  const said = contentWords(answer);
  let shared = 0;
  for (const w of asked) if (said.has(w)) shared++;
  return shared >= 4 && shared * 2 >= asked.size;
}

/**
 * `one_number` (verified revision): beside the expected value the answer may state no other
 * standalone number, except numbers the question itself names. "0, 1, 2" would otherwise pass
 * every count question whose answer is one of them.
 */
export function otherNumbers(answer: string, expected: number[], intent: string): number[] {
  const allowed = new Set([...expected, ...numbersIn(intent)]);
  return [...new Set(numbersIn(answer).filter((n) => !allowed.has(n)))];
}

/**
 * Runs `string_match`; returns one check per requirement (empty trajectory: one failed check).
 * `intent` is needed by the verified revision's `no_echo` and `one_number` rules.
 */
export function stringMatch(taskEval: TaskEval, steps: Step[], profile: Profile, intent = ''): CheckResult[] {
  const raw = finalAnswer(steps);
  const pred = cleanAnswer(raw);
  const ra = taskEval.reference_answers ?? {};
  const checks: CheckResult[] = [];
  const ev = { value: raw };
  if (!steps.length) return [{ evaluator: 'string_match', passed: false, rule: 'empty_trajectory', explanation: 'empty trajectory: no answer' }];
  for (const [mode, value] of Object.entries(ra)) {
    if (value == null) continue;
    if (mode === 'exact_match') {
      const ok = pred === cleanAnswer(String(value));
      checks.push({
        evaluator: 'string_match',
        passed: ok,
        rule: 'exact_match',
        explanation: `answer ${JSON.stringify(pred)} ${ok ? '=' : '≠'} ${JSON.stringify(cleanAnswer(String(value)))}`,
        evidence: ev,
      });
    } else if (mode === 'must_include' && Array.isArray(value)) {
      for (const item of value) {
        const ok = mustInclude(String(item), pred, value.length === 1, profile);
        checks.push({
          evaluator: 'string_match',
          passed: ok,
          rule: 'must_include',
          explanation: `answer ${ok ? 'includes' : 'lacks'} ${JSON.stringify(item)}`,
          evidence: ev,
        });
      }
    } else if (mode === 'fuzzy_match') {
      const refs = Array.isArray(value) ? value.map(String) : [String(value)];
      for (const ref of refs) {
        const r = fuzzyAnswerMatch(ref, raw);
        checks.push({ evaluator: 'string_match', passed: r.passed, rule: r.rule, explanation: `fuzzy ${JSON.stringify(ref)}: ${r.rule}`, evidence: ev });
      }
    } else if (mode === 'no_echo' && value === true) {
      const echo = echoesQuestion(raw, intent);
      checks.push({
        evaluator: 'string_match',
        passed: !echo,
        rule: 'no_echo',
        explanation: echo
          ? 'the answer repeats the question (half of its words or more); the expected words it holds came from the question'
          : 'the answer does not repeat the question',
        evidence: ev,
      });
    } else if (mode === 'one_number' && value === true) {
      const expected = (ra.must_include ?? []).map((m) => amountOf(String(m))).filter((n): n is number => n !== null);
      if (ra.exact_match != null && amountOf(String(ra.exact_match)) !== null) expected.push(amountOf(String(ra.exact_match))!);
      const others = otherNumbers(raw, expected, intent);
      checks.push({
        evaluator: 'string_match',
        passed: !others.length,
        rule: 'one_number',
        explanation: others.length
          ? `the answer also states ${others.slice(0, 5).join(', ')}: a list of candidates is not an answer`
          : 'the answer states no other number',
        evidence: ev,
      });
    }
  }
  return checks;
}

/** `string_match` in the evaluator registry (issue 57). */
export const stringMatchEvaluator: CompletionEvaluatorDefinition<'string_match'> = {
  name: 'string_match',
  fields: COMPLETION_EVALUATOR_FIELDS.string_match,
  evaluate: (c) => stringMatch(c.eval, c.episode.steps, c.profile, c.intent),
  readsFinalPage: () => false,
  countedUpstream: true,
  docs: 'the prediction is the argument of the LAST action when it is `answer`, else "" (a `send_msg_to_user` is never graded). `exact_match` compares `clean_answer` forms (trim, one pair of surrounding quotes removed, lower-case); each `must_include` item is a substring.',
};
