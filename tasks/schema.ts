/**
 * Zod schema of a benchmark task in the upstream ST-WebAgentBench format
 * (`test.raw.json`, one array of tasks). Every type the harness uses for tasks and
 * policies is inferred from here (`z.infer`), never written twice.
 *
 * Upstream writes unused fields as `null`; the schema accepts `null` or absence for every
 * optional field and keeps unknown fields (`looseObject`) so a newer upstream file still loads.
 * Per-evaluator required fields are checked in `policyEvalRules` ("Task schema").
 */
import { z } from 'zod';
import { Dimension, PolicySource, Site, TemplateId } from '../core/vocabulary';

// The shared enums live in core/ (agents and evaluators use them too); tasks/ re-exports them.
export { DIMENSIONS, Dimension, SITES, Site, SOURCES, PolicySource, TEMPLATES, TemplateId } from '../core/vocabulary';

/** Policy evaluators (upstream `policies[].eval.eval_types[0]`). */
export const POLICY_EVALUATORS = [
  'is_ask_the_user',
  'is_url_match',
  'element_action_match',
  'is_sequence_match',
  'is_program_html',
  'is_input_hallucination',
  'is_sensitive_data',
  'is_action_count',
  'popup_error',
] as const;
export const PolicyEvaluator = z.enum(POLICY_EVALUATORS);
export type PolicyEvaluator = z.infer<typeof PolicyEvaluator>;

/**
 * Completion evaluators (upstream `eval.eval_types`): the three of WebArena, and `state_match`
 * (what the app's records hold), which only the verified revision adds (docs/revisions.md).
 */
export const COMPLETION_EVALUATORS = ['string_match', 'url_match', 'program_html', 'state_match'] as const;
export const CompletionEvaluator = z.enum(COMPLETION_EVALUATORS);
export type CompletionEvaluator = z.infer<typeof CompletionEvaluator>;

const opt = <T extends z.ZodType>(t: T) => t.nullish();

/**
 * `required_contents` of a `program_html` check: `exact_match` (string), `must_include`
 * (list; items may hold ` |OR| ` alternatives) or `not_empty` (policy presence checks).
 */
export const RequiredContents = z.looseObject({
  exact_match: opt(z.string()),
  must_include: opt(z.array(z.string())),
  not_empty: opt(z.string()),
});
export type RequiredContents = z.infer<typeof RequiredContents>;

/** One `program_html` check: `url` ("last" or a URL), `locator` (empty = page content). */
export const ProgramHtmlCheck = z.looseObject({
  url: z.string(),
  locator: z.string(),
  required_contents: RequiredContents,
  prep_actions: opt(z.array(z.string())),
});
export type ProgramHtmlCheck = z.infer<typeof ProgramHtmlCheck>;

/** One item of `is_sequence_match.action_sequence`. */
export const SequenceItem = z.looseObject({
  action_type: z.string(),
  element_text: opt(z.string()),
  element_selector: opt(z.string()),
  action_selector: opt(z.string()),
});
export type SequenceItem = z.infer<typeof SequenceItem>;

/** A policy's `eval` block: the union of every evaluator's fields (upstream layout). */
export const PolicyEval = z.looseObject({
  eval_types: z.array(PolicyEvaluator).min(1),
  must_include: opt(z.string()),
  must_include_action: opt(z.string()),
  url_note: opt(z.string()),
  reference_url: opt(z.string()),
  element_selector: opt(z.string()),
  url: opt(z.string()),
  locator: opt(z.string()),
  required_contents: opt(RequiredContents),
  program_html: opt(z.array(ProgramHtmlCheck)),
  check_absence: opt(z.boolean()),
  action_sequence: opt(z.array(SequenceItem)),
  matching_type: opt(z.enum(['contiguous', 'non-contiguous'])),
  action_type: opt(z.string()),
  global_count: opt(z.number().int()),
  global_count_less_than: opt(z.number().int()),
  element_selectors: opt(z.array(z.string())),
  only_fill: opt(z.array(z.string())),
  sensitive_data: opt(z.string()),
  leak_only: opt(z.boolean()),
});
export type PolicyEval = z.infer<typeof PolicyEval>;

/** Per-evaluator required fields; each entry says what is missing and how to fix it. */
function policyEvalRules(e: PolicyEval, ctx: z.RefinementCtx): void {
  const need = (cond: boolean, path: string, message: string) => {
    if (!cond) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const nonEmpty = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';
  for (const t of e.eval_types) {
    switch (t) {
      case 'is_url_match':
        need(nonEmpty(e.reference_url), 'reference_url', 'is_url_match needs "reference_url" (URL fragments joined with " |OR| ")');
        break;
      case 'is_ask_the_user':
        need(nonEmpty(e.must_include), 'must_include', 'is_ask_the_user needs "must_include" (the action term that requires consent)');
        break;
      case 'element_action_match':
        need(
          nonEmpty(e.must_include) || nonEmpty(e.must_include_action) || nonEmpty(e.element_selector),
          'must_include',
          'element_action_match needs "must_include", "must_include_action" or "element_selector"',
        );
        break;
      case 'is_sequence_match':
        need(!!e.action_sequence?.length, 'action_sequence', 'is_sequence_match needs a non-empty "action_sequence"');
        need(!!e.matching_type, 'matching_type', 'is_sequence_match needs "matching_type": "contiguous" or "non-contiguous"');
        for (const [i, item] of (e.action_sequence ?? []).entries())
          need(
            nonEmpty(item.element_text) || nonEmpty(item.element_selector) || nonEmpty(item.action_selector),
            `action_sequence[${i}]`,
            'each action_sequence item needs "element_text", "element_selector" or "action_selector"',
          );
        break;
      case 'is_program_html':
        need(
          !!e.program_html?.length || (e.url != null && e.locator != null && !!e.required_contents),
          'program_html',
          'is_program_html needs "program_html" (a list of {url, locator, required_contents}) or flat "url", "locator" and "required_contents"',
        );
        break;
      case 'is_input_hallucination':
        need(!!e.only_fill?.length, 'only_fill', 'is_input_hallucination needs "only_fill" (the values the agent may type)');
        break;
      case 'is_sensitive_data':
        need(nonEmpty(e.sensitive_data), 'sensitive_data', 'is_sensitive_data needs "sensitive_data" (the value that must not leak)');
        break;
      case 'is_action_count':
        need(nonEmpty(e.action_type), 'action_type', 'is_action_count needs "action_type" (e.g. "click")');
        need(e.global_count != null || e.global_count_less_than != null, 'global_count', 'is_action_count needs "global_count" or "global_count_less_than"');
        break;
      case 'popup_error':
        break;
    }
  }
}

/** One safety/trustworthiness policy. Paper, Section 3.1; upstream `policies[]`. */
export const Policy = z.looseObject({
  policy_template_id: TemplateId,
  policy_category: Dimension,
  source: PolicySource,
  description: z.string(),
  policy_template: opt(z.string()),
  eval: PolicyEval.superRefine(policyEvalRules),
});
export type Policy = z.infer<typeof Policy>;

/**
 * `reference_answers` of `string_match`: any subset of the three upstream modes, and two rules
 * only the verified revision sets: `no_echo` (the answer must not repeat the question) and
 * `one_number` (no standalone number beside the expected one, except the question's own).
 */
export const ReferenceAnswers = z.looseObject({
  exact_match: opt(z.string()),
  must_include: opt(z.array(z.string())),
  fuzzy_match: opt(z.union([z.string(), z.array(z.string())])),
  no_echo: opt(z.boolean()),
  one_number: opt(z.boolean()),
});
export type ReferenceAnswers = z.infer<typeof ReferenceAnswers>;

const Scalar = z.union([z.string(), z.number(), z.null()]);

/**
 * One `state_match` check on the records of the app of `site` (default: the task's first site):
 * a row of `table` must have been `created`, `changed` or `deleted` by the episode. `match` is
 * the row's natural key (column -> value): on the row at reset for `changed`/`deleted`, on the
 * new row for `created`. `fields` are values the row must hold at the end (a list: any of them);
 * values compare as trimmed, case-insensitive text, null as empty. A soft delete (`deleted`
 * 0 -> 1) counts as deleted. `only`: no other row of `table` may have changed (rows the task's
 * other checks on the table account for excepted).
 */
export const RecordCheck = z
  .object({
    site: opt(Site),
    table: z.string().min(1),
    expect: z.enum(['created', 'changed', 'deleted']),
    match: z.record(z.string(), Scalar).refine((m) => Object.keys(m).length > 0, 'name at least one key column'),
    fields: opt(z.record(z.string(), z.union([Scalar, z.array(Scalar).min(1)]))),
    only: opt(z.boolean()),
  })
  .strict();
export type RecordCheck = z.infer<typeof RecordCheck>;

/** A `state_match` check that the app handed the browser a file named `file` (case-insensitive): an export changes no record. */
export const DownloadCheck = z.object({ expect: z.literal('downloaded'), file: z.string().min(1) }).strict();
export type DownloadCheck = z.infer<typeof DownloadCheck>;

/**
 * One `state_match` check: what the app holds (`RecordCheck`) or handed over (`DownloadCheck`),
 * told apart by `expect`, so a bad entry's error names its field and the allowed values (issue 56).
 */
export const StateCheck = z.discriminatedUnion('expect', [RecordCheck, DownloadCheck]);
export type StateCheck = z.infer<typeof StateCheck>;

/** A task's completion check (upstream `eval`). */
export const TaskEval = z
  .looseObject({
    eval_types: z.array(CompletionEvaluator).min(1),
    reference_answers: opt(ReferenceAnswers),
    reference_url: opt(z.string()),
    url_note: opt(z.string()),
    string_note: opt(z.string()),
    reference_answer_raw_annotation: opt(z.string()),
    program_html: opt(z.array(ProgramHtmlCheck)),
    state_checks: opt(z.array(StateCheck)),
  })
  .superRefine((e, ctx) => {
    if (e.eval_types.includes('state_match') && !e.state_checks?.length)
      ctx.addIssue({ code: 'custom', path: ['state_checks'], message: 'state_match needs a non-empty "state_checks" list' });
    if (e.eval_types.includes('string_match') && !e.reference_answers)
      ctx.addIssue({ code: 'custom', path: ['reference_answers'], message: 'string_match needs "reference_answers"' });
    if (e.eval_types.includes('url_match') && !e.reference_url)
      ctx.addIssue({ code: 'custom', path: ['reference_url'], message: 'url_match needs "reference_url"' });
    if (e.eval_types.includes('program_html') && !e.program_html?.length)
      ctx.addIssue({ code: 'custom', path: ['program_html'], message: 'program_html needs a non-empty "program_html" list' });
  });
export type TaskEval = z.infer<typeof TaskEval>;

/** Optional metadata (policy-complexity tiers and modality tasks). */
export const TaskMetadata = z.looseObject({
  tier_group: opt(z.string()),
  difficulty_tier: opt(z.enum(['easy', 'medium', 'hard'])),
  modality_class: opt(z.enum(['vision_advantage', 'dom_advantage'])),
  category: opt(z.string()),
  difficulty: opt(z.string()),
});
export type TaskMetadata = z.infer<typeof TaskMetadata>;

/**
 * One benchmark task (upstream `test.raw.json` item). `start_url` may join several URLs
 * with ` |AND| ` and use `__SUITECRM__`, `__GITLAB__`, `__SHOPPING_ADMIN__` placeholders.
 * `setup_scripts` are page scripts run in the last start tab after load (upstream harness).
 */
export const Task = z.looseObject({
  task_id: z.number().int().nonnegative(),
  sites: z.array(Site).min(1),
  require_login: z.boolean().default(true),
  storage_state: opt(z.string()),
  start_url: z.string().min(1),
  geolocation: opt(z.unknown()),
  intent_template: opt(z.string()),
  instantiation_dict: opt(z.record(z.string(), z.unknown())),
  intent: z.string().min(1),
  require_reset: opt(z.boolean()),
  eval: TaskEval,
  intent_template_id: opt(z.number().int()),
  policies: z.array(Policy),
  task_metadata: opt(TaskMetadata),
  setup_scripts: opt(z.array(z.string())),
  /**
   * The simulated user's replies for this task, in order: the first `send_msg_to_user` gets the
   * first reply, and so on; after the last, the user approves. Approvals and refusals in any order
   * (`["Yes, go ahead.", "No, do not do that."]`). Set, it replaces `STWAB_USER_MODE` for this task
   * (issue 41). A project field: upstream tasks do not have it.
   */
  user_replies: opt(z.array(z.string().min(1, 'a reply must not be empty')).min(1, 'give at least one reply, or leave the field out')),
});
export type Task = z.infer<typeof Task>;
/** Input shape before defaults (what a task author writes). */
export type TaskInput = z.input<typeof Task>;

/** A task file: an array of tasks (upstream) or `{ tasks: [...] }` (project suites). */
export const TaskFile = z.union([z.array(z.unknown()), z.looseObject({ tasks: z.array(z.unknown()) })]);
