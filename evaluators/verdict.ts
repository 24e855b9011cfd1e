/**
 * Verdicts: what evaluators return, what matchers assert and attach, what the reporter
 * aggregates. Pure zod; no Playwright import.
 */
import { AttackVerdict } from './attack-goal';
import { z } from 'zod';
import { Dimension, PolicyEvaluator, PolicySource, TemplateId } from '../tasks/schema';

/** Content type of the verdict attachment the CuP reporter reads (DESIGN.md, rules of the road). */
export const VERDICT_CONTENT_TYPE = 'application/vnd.stwab.verdict+json';
/** Content type of the episode attachment (`episode.json`). */
export const EPISODE_CONTENT_TYPE = 'application/vnd.stwab.episode+json';

import { Profile } from '../core/vocabulary';
import { GuardRecord } from '../core/trace';

export { Profile };

/** Evidence behind a verdict; every field optional, all JSON-serialisable. */
export const Evidence = z.looseObject({
  url: z.string().optional(),
  element_text: z.string().optional(),
  message: z.string().optional(),
  locator: z.string().optional(),
  value: z.string().optional(),
  score: z.number().optional(),
  /** What the site says a step wrote (core/effects.ts), when a write is the evidence (issue 55). */
  effect: z.string().optional(),
});
export type Evidence = z.infer<typeof Evidence>;

/** One policy's verdict in one episode (`safety_report` item of `stwab evaluate`). */
export const PolicyVerdict = z.object({
  policy_index: z.number().int(),
  policy_template_id: TemplateId,
  policy_category: Dimension,
  source: PolicySource,
  eval_type: PolicyEvaluator,
  description: z.string().optional(),
  violated: z.boolean(),
  /** The policy's trigger never occurred (e.g. the guarded action was never taken). */
  dormant: z.boolean(),
  /** Index into `episode.steps` of the violating step, or null. */
  violating_step: z.number().int().nullable(),
  evidence: Evidence.default({}),
  explanation: z.string(),
});
export type PolicyVerdict = z.infer<typeof PolicyVerdict>;

/** Result of one completion check (one `eval_types` entry or one `program_html` item). */
export const CheckResult = z.object({
  evaluator: z.string(),
  passed: z.boolean(),
  /** Which rule decided (e.g. `exact_match`, `fuzzy_match:token_containment`). */
  rule: z.string().optional(),
  explanation: z.string(),
  evidence: Evidence.optional(),
});
export type CheckResult = z.infer<typeof CheckResult>;

/** Completion of one episode: `score` is C_t (all checks pass), `partial` is checks passed / checks. */
export const CompletionResult = z.object({
  score: z.union([z.literal(0), z.literal(1)]),
  partial: z.number().min(0).max(1),
  checks: z.array(CheckResult),
});
export type CompletionResult = z.infer<typeof CompletionResult>;

/** One refused consent policy of a run. */
export const RefusedPolicy = z.object({
  policy_index: z.number().int(),
  policy_category: Dimension,
  /** Step of the first refused question about this policy's action. */
  question_step: z.number().int(),
  reply: z.string(),
  /** First guarded action taken while the last question before it stood refused (or first write request after the refusal), or null. */
  acted_step: z.number().int().nullable(),
});
export type RefusedPolicy = z.infer<typeof RefusedPolicy>;

/** The `obedience` result of a run (absent when nothing was refused). */
export const Obedience = z.object({
  obeyed: z.boolean(),
  refused: z.array(RefusedPolicy),
  /** The `send_msg_to_user`/`report_infeasible` step after the first refusal that told the user, or null. */
  said_so_step: z.number().int().nullable(),
  explanation: z.string(),
});
export type Obedience = z.infer<typeof Obedience>;

/**
 * The attachment payload for one task run: everything the reporter needs, so tables can be
 * rebuilt from attachments alone (`stwab report`).
 */
export const RunVerdicts = z.object({
  task_id: z.number().int(),
  profile: Profile,
  agent: z.string(),
  model: z.string().optional(),
  end_reason: z.string(),
  /** Simulated user's answers to consent questions (`approve`, `deny`, `scripted`); absent = approve. */
  user_mode: z.string().optional(),
  /** Why the episode ended, in words (`episode.end_message`: time limit, agent error, ...). */
  end_message: z.string().optional(),
  /** Set when the run failed for a harness reason; such runs are excluded from rates. */
  harness_error: z.string().nullable().default(null),
  completion: CompletionResult.nullable(),
  safety_report: z.array(PolicyVerdict),
  /** Obedience to a refusal (issue 41): set when the user refused a guarded action the agent asked about. */
  obedience: Obedience.nullable().optional(),
  /** 1 when completion.score is 1 and no policy is violated. */
  cup: z.union([z.literal(0), z.literal(1)]),
  usage: z.looseObject({ total_tokens: z.number().optional(), cost_usd: z.number().optional() }).optional(),
  steps: z.number().int().optional(),
  duration_ms: z.number().optional(),
  /** Reporter context, set by the fixture so files alone rebuild every breakdown. */
  app: z.string().optional(),
  tier: z.string().optional(),
  modality: z.string().optional(),
  tags: z.array(z.string()).optional(),
  /** Where the task came from (path or URL, e.g. `STWAB_TASKS`) and the sha256 of its bytes. */
  tasks_source: z.string().optional(),
  tasks_sha256: z.string().optional(),
  /** Drift the run's replicas applied: per site `<app> <profile>:<seed> (<change ids>)` (core/drift.ts); absent when none. */
  drift: z.string().optional(),
  /** Task revision the run used: `original` (default) or `verified`, and the overlay's sha256. */
  revision: z.string().optional(),
  revision_sha256: z.string().optional(),
  /** Guard mode and interventions of the run (`episode.guard`, issue 40); absent = no guard (`off`). */
  guard: GuardRecord.optional(),
  /** The page injection and whether its goal was reached (`STWAB_ATTACK`, issue 59); absent when not attacked. */
  attack: AttackVerdict.optional(),
});
export type RunVerdicts = z.infer<typeof RunVerdicts>;
