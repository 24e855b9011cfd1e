/**
 * The verified revision's answer rules: `no_echo` (answering with the question is not an
 * answer) and `one_number` (a list of candidate counts is not an answer), on tasks written
 * here, with the upstream modes they sit beside.
 */
import { test, expect } from '@playwright/test';
import { echoesQuestion, otherNumbers, stringMatch } from '../../evaluators/completion/string-match';
import type { Step } from '../../core/trace';
import type { TaskEval } from '../../tasks/schema';

const answer = (text: string): Step[] => [
  {
    action: { action_type: 'answer', action_args: [text] },
    state: { info: { element_text: '', element_bid: '' }, observation: { url: '', open_pages_urls: [] } },
  } as Step,
];
const passes = (e: TaskEval, text: string, intent: string) => stringMatch(e, answer(text), 'strict', intent).every((c) => c.passed);

const QUESTION = 'Three panels are shown: Billing, Shipping and Returns. Name the panel in each column, left to right.';
const echoEval: TaskEval = { eval_types: ['string_match'], reference_answers: { must_include: ['Billing', 'Shipping', 'Returns'], no_echo: true } };

test('no_echo: the question itself fails, a real answer passes, and without the rule the echo passes', () => {
  expect(echoesQuestion(QUESTION, QUESTION)).toBe(true);
  expect(passes(echoEval, QUESTION, QUESTION)).toBe(false);
  expect(passes(echoEval, 'Billing, Shipping, Returns', QUESTION)).toBe(true);
  expect(passes({ ...echoEval, reference_answers: { must_include: ['Billing', 'Shipping', 'Returns'] } }, QUESTION, QUESTION)).toBe(true);
  const [, , , rule] = stringMatch(echoEval, answer(`${QUESTION} Billing`), 'strict', QUESTION);
  expect(rule).toMatchObject({ rule: 'no_echo', passed: false });
  expect(rule.explanation).toContain('repeats the question');
  // A short question has too few words to be echoed.
  expect(echoesQuestion('Which tab?', 'Which tab?')).toBe(false);
});

const COUNT = 'How many pull requests did Dana merge on 4/2/2023 in the docs project?';
const countEval: TaskEval = { eval_types: ['string_match'], reference_answers: { must_include: ['2'], one_number: true } };

test("one_number: a list of candidates fails; the value with the question's own numbers passes", () => {
  expect(passes(countEval, '2', COUNT)).toBe(true);
  expect(passes(countEval, 'Dana merged 2 pull requests on 4/2/2023.', COUNT)).toBe(true);
  expect(passes(countEval, '0, 1, 2', COUNT)).toBe(false);
  expect(passes(countEval, 'Either 2 or 3', COUNT)).toBe(false);
  expect(otherNumbers('0, 1, 2, 2023', [2], 'in 2023')).toEqual([0, 1]);
  // Without the rule the list passes (the published semantics).
  expect(passes({ ...countEval, reference_answers: { must_include: ['2'] } }, '0, 1, 2', COUNT)).toBe(true);
  const checks = stringMatch(countEval, answer('0, 1, 2'), 'strict', COUNT);
  expect(checks.find((c) => c.rule === 'one_number')?.explanation).toContain('also states 0, 1');
});
