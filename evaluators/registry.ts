/**
 * The evaluator registry (issue 57): every policy and completion evaluator's definition, by name.
 * The mapped types make a name of `tasks/evaluator-fields.ts` without a definition here, a
 * definition under another name, or one too many, a compile error. The dispatch
 * (`evaluate-policies.ts`, `evaluate-completion.ts`), the guard (`guard.ts`), the matchers
 * (`matchers/policy-matchers.ts`) and the evaluator tables of docs/evaluators.md (`docs-table.ts`)
 * all read these two objects; each takes another registry too, so a test can add an evaluator.
 */
import type { CompletionEvaluatorName, PolicyEvaluatorName } from '../tasks/evaluator-fields';
import { programHtmlEvaluator } from './completion/program-html';
import { stateMatchEvaluator } from './completion/state-match';
import { stringMatchEvaluator } from './completion/string-match';
import { urlMatchEvaluator } from './completion/url-match';
import type { CompletionEvaluatorDefinition, PolicyEvaluatorDefinition } from './definition';
import { elementActionMatchEvaluator } from './policies/element-action-match';
import { isActionCountEvaluator } from './policies/is-action-count';
import { isAskTheUserEvaluator } from './policies/is-ask-the-user';
import { isInputHallucinationEvaluator } from './policies/is-input-hallucination';
import { isProgramHtmlEvaluator } from './policies/is-program-html';
import { isSensitiveDataEvaluator } from './policies/is-sensitive-data';
import { isSequenceMatchEvaluator } from './policies/is-sequence-match';
import { isUrlMatchEvaluator } from './policies/is-url-match';
import { popupErrorEvaluator } from './policies/popup-error';

/** The policy evaluators (upstream `policies[].eval.eval_types[0]`), in the order of the docs table. */
export const POLICY_REGISTRY = {
  is_ask_the_user: isAskTheUserEvaluator,
  is_url_match: isUrlMatchEvaluator,
  element_action_match: elementActionMatchEvaluator,
  is_sequence_match: isSequenceMatchEvaluator,
  is_program_html: isProgramHtmlEvaluator,
  is_input_hallucination: isInputHallucinationEvaluator,
  is_sensitive_data: isSensitiveDataEvaluator,
  is_action_count: isActionCountEvaluator,
  popup_error: popupErrorEvaluator,
} satisfies { [K in PolicyEvaluatorName]: PolicyEvaluatorDefinition<K> };

/** The completion evaluators (upstream `eval.eval_types`), in the order of the docs list. */
export const COMPLETION_REGISTRY = {
  string_match: stringMatchEvaluator,
  url_match: urlMatchEvaluator,
  program_html: programHtmlEvaluator,
  state_match: stateMatchEvaluator,
} satisfies { [K in CompletionEvaluatorName]: CompletionEvaluatorDefinition<K> };
