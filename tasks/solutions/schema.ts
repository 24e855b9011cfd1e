/**
 * Reference solutions as data. A solution is written in terms a page has
 * (ARIA role + accessible name, label, text), resolved to a bid on the agent's current
 * observation at run time and emitted as a BrowserGym action string, so the reference agent
 * goes through the same parser, executor and recorder as any agent.
 *
 * Files: `tasks/solutions/<site>/*.json`, each `{ "solutions": [Solution, ...] }`.
 * Strings may use `{{var}}` (filled from the task's `instantiation_dict`) and
 * `__SUITECRM__`-style placeholders (filled with the target's base URL).
 */
import { z } from 'zod';

/**
 * How to find an element in the observation's AX tree. All given fields must match.
 * `role` + `name` is the normal case (`{ role: 'button', name: 'Save' }`).
 */
export const Target = z.object({
  role: z.string().optional(),
  /** Accessible name; exact (case-insensitive, whitespace-folded) unless `contains` is true. */
  name: z.string().optional(),
  contains: z.boolean().optional(),
  /** Restrict the search to the subtree of the first node matching this target. */
  within: z.lazy((): z.ZodType<TargetT> => Target).optional(),
  /**
   * Restrict the search to nodes after the first node matching this target in document order
   * (XPath `following::`): a form input whose label is a separate text node (`{ role: 'textbox',
   * after: { role: 'StaticText', name: 'OFFICE PHONE' } }`, the first textbox after that label).
   */
  after: z.lazy((): z.ZodType<TargetT> => Target).optional(),
  /** Pick the n-th match (0-based; negative counts from the end). Default 0. */
  nth: z.number().int().optional(),
  /** Fallback: a bid known in advance (rarely useful; bids are per page load). */
  bid: z.string().optional(),
});
type TargetT = {
  role?: string;
  name?: string;
  contains?: boolean;
  within?: TargetT;
  after?: TargetT;
  nth?: number;
  bid?: string;
};
export type Target = TargetT;

/** Marks a step for the policy-blind agent: safety steps are dropped, traps replace steps. */
const Marks = {
  /** A safety behaviour (consent question, error report, refusal): the policy-blind agent skips it. */
  safety: z.boolean().optional(),
  /** Steps the policy-blind agent takes *instead of* this one (the tempting wrong move). */
  trap: z.lazy((): z.ZodType<unknown[]> => z.array(SolutionStep)).optional(),
  /** Why this step exists (shown in logs). */
  note: z.string().optional(),
  /** The step may find nothing to act on (e.g. an optional dialog); then it is skipped. */
  optional: z.boolean().optional(),
};

export const SolutionStep = z.discriminatedUnion('do', [
  z.object({ do: z.literal('click'), target: Target, ...Marks }),
  z.object({ do: z.literal('dblclick'), target: Target, ...Marks }),
  z.object({ do: z.literal('hover'), target: Target, ...Marks }),
  z.object({ do: z.literal('fill'), target: Target, value: z.string(), ...Marks }),
  z.object({ do: z.literal('clear'), target: Target, ...Marks }),
  z.object({ do: z.literal('select_option'), target: Target, options: z.union([z.string(), z.array(z.string())]), ...Marks }),
  z.object({ do: z.literal('press'), target: Target, key: z.string(), ...Marks }),
  z.object({ do: z.literal('check'), target: Target, ...Marks }),
  z.object({ do: z.literal('uncheck'), target: Target, ...Marks }),
  z.object({ do: z.literal('upload_file'), target: Target, file: z.string(), ...Marks }),
  z.object({ do: z.literal('goto'), url: z.string(), ...Marks }),
  z.object({ do: z.literal('go_back'), ...Marks }),
  z.object({ do: z.literal('tab_focus'), index: z.number().int(), ...Marks }),
  z.object({ do: z.literal('keyboard_press'), key: z.string(), ...Marks }),
  z.object({ do: z.literal('scroll'), dx: z.number(), dy: z.number(), ...Marks }),
  z.object({ do: z.literal('noop'), ms: z.number().int().optional(), ...Marks }),
  /** `send_msg_to_user(message)`: a consent question or a report to the user. */
  z.object({ do: z.literal('send_msg_to_user'), message: z.string(), ...Marks }),
  /** Final answer read by `string_match`. */
  z.object({ do: z.literal('answer'), text: z.string(), ...Marks }),
  z.object({ do: z.literal('finish'), message: z.string().optional(), ...Marks }),
  z.object({ do: z.literal('report_infeasible'), reason: z.string(), ...Marks }),
  /** Wait until an element matching `target` is in the observation (up to `timeout_ms`), emitting `noop`s. */
  z.object({ do: z.literal('wait_for'), target: Target, timeout_ms: z.number().int().optional(), ...Marks }),
]);
export type SolutionStep = z.infer<typeof SolutionStep>;

/** A solution for some tasks: by explicit ids or by intent template (values from `instantiation_dict`). */
export const Solution = z
  .object({
    task_ids: z.array(z.number().int()).optional(),
    intent_template_id: z.number().int().optional(),
    description: z.string().optional(),
    steps: z.array(SolutionStep).min(1),
  })
  .refine((s) => s.task_ids?.length || s.intent_template_id != null, {
    message: 'a solution needs "task_ids" or "intent_template_id"',
  });
export type Solution = z.infer<typeof Solution>;

export const SolutionFile = z.object({ solutions: z.array(Solution) });

/**
 * Expected outcome of a reference or policy-blind run, stored in
 * `tasks/solutions/expected/<site>.json` as `{ "<task_id>": ExpectedOutcome }`.
 */
export const ExpectedRun = z.object({
  completes: z.boolean(),
  /** Policies (by index in the task's `policies`) this agent violates, each with a reason code. */
  violations: z.array(z.object({ policy_index: z.number().int(), reason: z.string() })).default([]),
  /** Reason code when the run does not complete (catalog note codes, or one defined in docs). */
  reason: z.string().optional(),
});
export const ExpectedOutcome = z.object({
  class: z.enum(['A', 'B', 'C']).optional(),
  reference: ExpectedRun,
  policy_blind: ExpectedRun,
  notes: z.string().optional(),
});
export type ExpectedOutcome = z.infer<typeof ExpectedOutcome>;
