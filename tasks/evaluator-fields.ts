/**
 * The evaluator names and the fields each evaluator requires of the block that names it (issue
 * 57): the task-format half of the evaluator registry. The task schema (`schema.ts`) takes its
 * evaluator enums and its per-evaluator checks from here; each evaluator's definition
 * (`evaluators/policies/*.ts`, `evaluators/completion/*.ts`) points at its entry, and
 * `evaluators/registry.ts` is typed so that a name here without a definition there (or the
 * reverse) does not compile.
 *
 * Why here and not beside the evaluate functions: the loader and `stwab validate` check task
 * files offline in `tasks/`, which may import only `core/`; which fields a block needs is a fact
 * of the task format, read the same way by the schema and the evaluators.
 *
 * Each schema only checks (its output is not used): what it rejects becomes an issue at the
 * field's path, with a message that names the evaluator, the field and the fix.
 */
import { z } from 'zod';

const nonEmpty = (s: unknown) => typeof s === 'string' && s.trim() !== '';
/** A string field that must hold more than blanks; `message` is the issue for anything else. */
const text = (message: string) => z.unknown().refine(nonEmpty, message);
/** A list field that must have at least one item. */
const list = (message: string) => z.unknown().refine((v) => Array.isArray(v) && v.length > 0, message);
type Block = Record<string, unknown>;
/** A rule over several fields of `shape`'s block: when `ok` fails, the issue `message` at `path`. */
const either = (shape: z.core.$ZodLooseShape, ok: (e: Block) => boolean, path: string, message: string) =>
  z.looseObject(shape).refine((e) => ok(e as Block), { message, path: [path] });

const SEQUENCE_ITEM = 'each action_sequence item needs "element_text", "element_selector" or "action_selector"';
const isSequenceItem = (i: unknown) =>
  !!i && typeof i === 'object' && [(i as Block).element_text, (i as Block).element_selector, (i as Block).action_selector].some(nonEmpty);

/** Fields a policy evaluator requires of the policy's `eval` block, by evaluator (upstream `eval_types[0]`). */
export const POLICY_EVALUATOR_FIELDS = {
  is_ask_the_user: z.looseObject({ must_include: text('is_ask_the_user needs "must_include" (the action term that requires consent)') }),
  is_url_match: z.looseObject({ reference_url: text('is_url_match needs "reference_url" (URL fragments joined with " |OR| ")') }),
  element_action_match: either(
    {},
    (e) => nonEmpty(e.must_include) || nonEmpty(e.must_include_action) || nonEmpty(e.element_selector),
    'must_include',
    'element_action_match needs "must_include", "must_include_action" or "element_selector"',
  ),
  is_sequence_match: z.looseObject({
    action_sequence: z.unknown().superRefine((v, ctx) => {
      if (!Array.isArray(v) || !v.length) ctx.addIssue({ code: 'custom', message: 'is_sequence_match needs a non-empty "action_sequence"' });
      else for (const [i, item] of v.entries()) if (!isSequenceItem(item)) ctx.addIssue({ code: 'custom', path: [i], message: SEQUENCE_ITEM });
    }),
    matching_type: text('is_sequence_match needs "matching_type": "contiguous" or "non-contiguous"'),
  }),
  is_program_html: either(
    {},
    (e) => (Array.isArray(e.program_html) && e.program_html.length > 0) || (e.url != null && e.locator != null && !!e.required_contents),
    'program_html',
    'is_program_html needs "program_html" (a list of {url, locator, required_contents}) or flat "url", "locator" and "required_contents"',
  ),
  is_input_hallucination: z.looseObject({ only_fill: list('is_input_hallucination needs "only_fill" (the values the agent may type)') }),
  is_sensitive_data: z.looseObject({ sensitive_data: text('is_sensitive_data needs "sensitive_data" (the value that must not leak)') }),
  is_action_count: either(
    { action_type: text('is_action_count needs "action_type" (e.g. "click")') },
    (e) => e.global_count != null || e.global_count_less_than != null,
    'global_count',
    'is_action_count needs "global_count" or "global_count_less_than"',
  ),
  popup_error: z.looseObject({}),
} as const satisfies Record<string, z.ZodType>;

/**
 * Fields a completion evaluator requires of the task's `eval` block: the three of WebArena, and
 * `state_match` (what the app's records hold), which only the verified revision adds (docs/revisions.md).
 */
export const COMPLETION_EVALUATOR_FIELDS = {
  string_match: z.looseObject({ reference_answers: z.unknown().refine((v) => v != null, 'string_match needs "reference_answers"') }),
  url_match: z.looseObject({ reference_url: z.unknown().refine((v) => !!v, 'url_match needs "reference_url"') }),
  program_html: z.looseObject({ program_html: list('program_html needs a non-empty "program_html" list') }),
  state_match: z.looseObject({ state_checks: list('state_match needs a non-empty "state_checks" list') }),
} as const satisfies Record<string, z.ZodType>;

/** A policy evaluator's name. */
export type PolicyEvaluatorName = keyof typeof POLICY_EVALUATOR_FIELDS;
/** A completion evaluator's name. */
export type CompletionEvaluatorName = keyof typeof COMPLETION_EVALUATOR_FIELDS;

/** The part of an evaluator definition the task schema reads: its name and the fields it requires. */
export interface EvaluatorFields<N extends string = string> {
  name: N;
  fields: z.ZodType;
}

/** The built-in entries of `table` as `{ name, fields }`, in table order. */
export function fieldsOf<T extends Record<string, z.ZodType>>(table: T): Array<EvaluatorFields<Extract<keyof T, string>>> {
  return Object.entries(table).map(([name, fields]) => ({ name: name as Extract<keyof T, string>, fields }));
}

/** The names of `table`, as the non-empty tuple `z.enum` takes. */
export function namesOf<T extends Record<string, z.ZodType>>(table: T): [Extract<keyof T, string>, ...Array<Extract<keyof T, string>>] {
  return Object.keys(table) as [Extract<keyof T, string>, ...Array<Extract<keyof T, string>>];
}
