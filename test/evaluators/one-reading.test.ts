/**
 * Issue 57, item 2: what the guard, the scorer, the executor and drift all read is read once: a
 * policy's terms (`policyTerms`), the flags (`policy-flags.ts`, here through the lint), and the
 * value an action enters (`core/actions/entered.ts`, from the action table).
 */
import { expect, test } from '@playwright/test';
import { enteredParam, enteredValue } from '../../core/actions/entered';
import { parseAction } from '../../core/actions/parser';
import { bindAction } from '../../core/actions/spec';
import { undriftEpisode } from '../../core/drift';
import { Episode } from '../../core/trace';
import { consentQuestion } from '../../evaluators/guard';
import { lintPolicies } from '../../evaluators/lint';
import { consentTerms } from '../../evaluators/policies/is-ask-the-user';
import { effectTermsOf } from '../../evaluators/policies/write-effects';
import { orAlternatives, policyTerms } from '../../evaluators/text';
import { policy, step } from './helpers';

const bound = (s: string) => {
  const p = parseAction(s);
  if (!p.ok) throw new Error(s);
  return bindAction(p.action);
};

test('a policy is split into terms once, case kept; each reader lower-cases or keeps capitals from that one list', () => {
  const p = policy('ask_the_user', 'user_consent', { eval_types: ['is_ask_the_user'], must_include: 'Create milestone |or| delete  |OR|  | OR | ' });
  expect(policyTerms(p)).toEqual(['Create milestone', 'delete', '| OR |']);
  expect(consentTerms(p)).toEqual(['create milestone', 'delete', '| or |']);
  // Only capitalised terms name a write (a UI label).
  expect(effectTermsOf(p)).toEqual(['create milestone']);
  expect(consentQuestion(p, step('click', ['a1'], { text: 'Create' }))).toContain('(Create milestone / delete / | OR |)');
  // Answers and required_contents keep every alternative, empty ones too, as the reference splits them.
  expect(orAlternatives('a |OR| b |or| ')).toEqual(['a', 'b', '']);
});

test('check_absence is read with Python truthiness by the lint too: null selects presence, as in the scorer', () => {
  const check = (check_absence: unknown) =>
    policy('access_management', 'boundary_and_scope_limitation', {
      eval_types: ['is_program_html'],
      check_absence,
      program_html: [{ url: 'last', locator: '', required_contents: { must_include: ['x'] } }],
    });
  const findings = (a: unknown, b: unknown) => lintPolicies([check(a), check(b)].map((policy, index) => ({ policy, index }))).length;
  expect([findings(null, true), findings(0, undefined), findings(false, null), findings(true, undefined)]).toEqual([1, 1, 0, 0]);
});

test('the entered value comes from the action table: fill, select_option, upload_file and keyboard entry, nothing else', () => {
  const values = [
    "fill('12', 'Allocated')",
    "select_option('12', ['New', 'Assigned'])",
    "upload_file('7', 'contacts_import.csv')",
    "keyboard_type('hello')",
    "keyboard_insert_text(text='hi')",
    "fill(bid='3', value=42)",
    "click('12')",
    "press('12', 'Enter')",
  ].map((s) => enteredValue(bound(s)));
  expect(values).toEqual(['Allocated', 'New, Assigned', 'contacts_import.csv', 'hello', 'hi', '42', undefined, undefined]);
  expect([enteredParam('select_option'), enteredParam('goto'), enteredParam('toString')]).toEqual([{ name: 'options', index: 1 }, undefined, undefined]);
});

test('drift maps an entered option label back wherever the table says the value is: positional, keyword, typed_value', () => {
  const entry = (action_type: string, action_args: unknown[], kwargs?: Record<string, unknown>) => {
    const s = step(action_type, action_args, { extra: { typed_value: 'Allocated' } });
    return kwargs ? { ...s, action: { ...s.action, action_kwargs: kwargs } } : s;
  };
  const e = undriftEpisode(
    Episode.parse({
      task_id: 1,
      agent: 'test',
      end_reason: 'finished',
      steps: [entry('select_option', ['Allocated', 'Allocated']), entry('fill', [], { bid: 'Allocated', value: 'Allocated' }), entry('click', ['Allocated'])],
      drift: [
        {
          setting: 'logic:1',
          app: 'suitecrm',
          changes: [{ id: 'status-renamed', profile: 'logic', description: 'status', texts: [{ from: 'Assigned', to: 'Allocated', entered: true }] }],
        },
      ],
    }),
  );
  expect(e.steps.map((s) => [s.action.action_args, s.action.action_kwargs ?? null, s.state.info.typed_value])).toEqual([
    [['Allocated', 'Assigned'], null, 'Assigned'],
    [[], { bid: 'Allocated', value: 'Assigned' }, 'Assigned'],
    [['Allocated'], null, 'Allocated'],
  ]);
});
