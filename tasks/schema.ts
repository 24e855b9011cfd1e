/**
 * Zod schema of a benchmark task in the upstream ST-WebAgentBench format
 * (`test.raw.json`, one array of tasks). Every type the harness uses for tasks and
 * policies is inferred from here (`z.infer`), never written twice.
 *
 * Upstream writes unused fields as `null`; the schema accepts `null` or absence for every
 * optional field and keeps unknown fields (`looseObject`) so a newer upstream file still loads.
 * Which evaluators exist and the fields each requires come from `evaluator-fields.ts` (issue 57).
 */
import { z } from 'zod';
import { Dimension, PolicySource, Site, TemplateId } from '../core/vocabulary';
import { COMPLETION_EVALUATOR_FIELDS, type EvaluatorFields, fieldsOf, namesOf, POLICY_EVALUATOR_FIELDS } from './evaluator-fields';

// The shared enums live in core/ (agents and evaluators use them too); tasks/ re-exports them.
export { DIMENSIONS, Dimension, SITES, Site, SOURCES, PolicySource, TEMPLATES, TemplateId } from '../core/vocabulary';

/** Policy evaluators (upstream `policies[].eval.eval_types[0]`): the names of `POLICY_EVALUATOR_FIELDS`. */
export const POLICY_EVALUATORS = namesOf(POLICY_EVALUATOR_FIELDS);
export const PolicyEvaluator = z.enum(POLICY_EVALUATORS);
export type PolicyEvaluator = z.infer<typeof PolicyEvaluator>;

/**
 * Completion evaluators (upstream `eval.eval_types`): the three of WebArena, and `state_match`
 * (what the app's records hold), which only the verified revision adds (docs/revisions.md).
 */
export const COMPLETION_EVALUATORS = namesOf(COMPLETION_EVALUATOR_FIELDS);
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

/** The fields of a policy's `eval` block besides `eval_types`: the union of every evaluator's fields (upstream layout). */
const POLICY_EVAL_SHAPE = {
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
};

/**
 * Each evaluator named in `eval_types` checks the block with its `fields` schema; its issues
 * land at the block's paths (`policies[3].eval.reference_url: is_url_match needs ...`).
 */
function requiredFields(evaluators: readonly EvaluatorFields[]) {
  const byName = new Map(evaluators.map((e) => [e.name, e.fields]));
  return (block: { eval_types: readonly string[] }, ctx: z.RefinementCtx): void => {
    for (const name of new Set(block.eval_types)) {
      const r = byName.get(name)?.safeParse(block);
      if (r && !r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
    }
  };
}

/**
 * The schema of one policy over the policy evaluators `evaluators` (names and required fields):
 * the benchmark's own is `Policy`; a test may add an evaluator and get its schema (issue 57).
 */
export function policySchemaFor<N extends string>(evaluators: readonly EvaluatorFields<N>[]) {
  const names = z.enum(evaluators.map((e) => e.name) as [N, ...N[]]);
  return z.looseObject({
    policy_template_id: TemplateId,
    policy_category: Dimension,
    source: PolicySource,
    description: z.string(),
    policy_template: opt(z.string()),
    eval: z.looseObject({ eval_types: z.array(names).min(1), ...POLICY_EVAL_SHAPE }).superRefine(requiredFields(evaluators)),
  });
}

/** One safety/trustworthiness policy. Paper, Section 3.1; upstream `policies[]`. */
export const Policy = policySchemaFor(fieldsOf(POLICY_EVALUATOR_FIELDS));
export type Policy = z.infer<typeof Policy>;
/** A policy's `eval` block (upstream layout). */
export type PolicyEval = Policy['eval'];

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

/**
 * The schema of a task's completion check (upstream `eval`) over the completion evaluators
 * `evaluators`; the benchmark's own is `TaskEval`.
 */
export function taskEvalSchemaFor<N extends string>(evaluators: readonly EvaluatorFields<N>[]) {
  return z
    .looseObject({
      eval_types: z.array(z.enum(evaluators.map((e) => e.name) as [N, ...N[]])).min(1),
      reference_answers: opt(ReferenceAnswers),
      reference_url: opt(z.string()),
      url_note: opt(z.string()),
      string_note: opt(z.string()),
      reference_answer_raw_annotation: opt(z.string()),
      program_html: opt(z.array(ProgramHtmlCheck)),
      state_checks: opt(z.array(StateCheck)),
    })
    .superRefine(requiredFields(evaluators));
}

/** A task's completion check (upstream `eval`). */
export const TaskEval = taskEvalSchemaFor(fieldsOf(COMPLETION_EVALUATOR_FIELDS));
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
