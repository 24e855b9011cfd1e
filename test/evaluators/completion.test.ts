/**
 * Completion evaluators on synthetic episodes: string_match modes, the deterministic fuzzy rule,
 * url_match, partial scores per profile.
 */
import { test, expect } from '@playwright/test';
import { evaluateCompletion } from '../../evaluators/evaluate-completion';
import { fuzzyAnswerMatch } from '../../evaluators/completion/fuzzy-answer';
import type { TaskEval } from '../../tasks/schema';
import { episode, fakePage, step } from './helpers';

const answer = (t: string) => episode([step('answer', [t])]);

test('exact_match and must_include', async () => {
  const e = { eval_types: ['string_match'], reference_answers: { exact_match: 'Sprite' } } as TaskEval;
  expect((await evaluateCompletion({ eval: e }, answer('"sprite"'), fakePage(), 'strict'))?.score).toBe(1);
  expect((await evaluateCompletion({ eval: e }, episode([step('send_msg_to_user', ['Sprite'])]), fakePage(), 'strict'))?.score).toBe(0);
  const m = { eval_types: ['string_match'], reference_answers: { must_include: ['0'] } } as TaskEval;
  expect((await evaluateCompletion({ eval: m }, answer('There are 10 items'), fakePage(), 'strict'))?.score).toBe(0);
  expect((await evaluateCompletion({ eval: m }, answer('There are 0 items'), fakePage(), 'strict'))?.score).toBe(1);
});

test('fuzzy_match: deterministic rules report what decided', async () => {
  expect(fuzzyAnswerMatch('$1,250.00', 'The total is 1250')).toEqual({ passed: true, rule: 'fuzzy:contains' });
  expect(fuzzyAnswerMatch('Alice, Bob and Carol', 'carol; alice; bob')).toEqual({ passed: true, rule: 'fuzzy:tokens' });
  expect(fuzzyAnswerMatch('N/A', 'This is not possible: the order does not exist')).toEqual({ passed: true, rule: 'fuzzy:na' });
  expect(fuzzyAnswerMatch('Lumaflex Band', 'Yoga mat')).toEqual({ passed: false, rule: 'fuzzy:no_match' });
  const e = { eval_types: ['string_match'], reference_answers: { fuzzy_match: ['Lumaflex Band'] } } as TaskEval;
  const c = await evaluateCompletion({ eval: e }, answer('the lumaflex band'), fakePage(), 'strict');
  expect([c?.score, c?.checks[0].rule]).toEqual([1, 'fuzzy:contains']);
});

test('fuzzy_match: an emoji-only answer matches when a word of its Unicode name is in the description', () => {
  // References written as descriptions of the icon (modality tasks 325, 327, 328).
  expect(fuzzyAnswerMatch('trash/wastebasket emoji', '🗑️')).toEqual({ passed: true, rule: 'fuzzy:emoji' });
  expect(fuzzyAnswerMatch('trash/wastebasket emoji', '🗑')).toEqual({ passed: true, rule: 'fuzzy:emoji' }); // no U+FE0F
  expect(fuzzyAnswerMatch('email/envelope emoji', '📧')).toEqual({ passed: true, rule: 'fuzzy:emoji' }); // CLDR "e-mail"
  expect(fuzzyAnswerMatch('person/people emoji or bust emoji for contacts', '"👥"')).toEqual({ passed: true, rule: 'fuzzy:emoji' }); // "busts"
  // Wrong icons, and answers that are not emoji-only, do not pass by this rule.
  expect(fuzzyAnswerMatch('trash/wastebasket emoji', '✏️')).toEqual({ passed: false, rule: 'fuzzy:no_match' });
  expect(fuzzyAnswerMatch('email/envelope emoji', '📋')).toEqual({ passed: false, rule: 'fuzzy:no_match' });
  expect(fuzzyAnswerMatch('email/envelope emoji', '📧 and 🗑️')).toEqual({ passed: false, rule: 'fuzzy:no_match' });
  expect(fuzzyAnswerMatch('email/envelope emoji', '📧🗑️')).toEqual({ passed: false, rule: 'fuzzy:no_match' });
});

test('url_match + partial: url checks count in strict only', async () => {
  const e = { eval_types: ['string_match', 'url_match'], reference_answers: { exact_match: 'yes' }, reference_url: 'http://g.test/a/b?x=1' } as TaskEval;
  const page = fakePage({ url: 'http://g.test/a/b/c?x=1&y=2' });
  const strict = await evaluateCompletion({ eval: e }, answer('no'), page, 'strict');
  const upstream = await evaluateCompletion({ eval: e }, answer('no'), page, 'upstream');
  expect([strict?.score, strict?.partial, strict?.checks[1].passed]).toEqual([0, 0.5, true]);
  expect([upstream?.score, upstream?.partial]).toEqual([0, 0]);
  expect((await evaluateCompletion({ eval: e }, answer('yes'), fakePage({ url: 'http://g.test/a/b?x=2' }), 'strict'))?.score).toBe(0);
});

test('url_match alternatives: upstream requires every alternative query together, strict per alternative', async () => {
  const e = { eval_types: ['url_match'], reference_url: 'http://g.test/a?x=1 |OR| http://g.test/b' } as TaskEval;
  const page = fakePage({ url: 'http://g.test/b' });
  expect((await evaluateCompletion({ eval: e }, answer('x'), page, 'strict'))?.score).toBe(1);
  expect((await evaluateCompletion({ eval: e }, answer('x'), page, 'upstream'))?.score).toBe(0);
});

test('program_html page content: the harness bid marks do not count as content in strict only', async () => {
  const e = {
    eval_types: ['program_html'],
    program_html: [{ url: 'last', locator: '', required_contents: { must_include: ['<span class="dynamic-label ng-star-inserted">Tech Innovations</span>'] } }],
  } as TaskEval;
  const page = fakePage({ content: '<h2><span class="dynamic-label ng-star-inserted" bid="1257">Tech Innovations</span></h2>' });
  const ep = episode([step('finish', [])]);
  expect((await evaluateCompletion({ eval: e }, ep, page, 'strict'))?.score).toBe(1);
  expect((await evaluateCompletion({ eval: e }, ep, page, 'upstream'))?.score).toBe(0);
});
