/**
 * The reference leaderboard's submission bundle (schema version 1.0, `leaderboard/schema.py`)
 * as zod: same field names, shapes, bounds and defaults. `stwab submission` writes it and
 * `stwab submission verify` parses with it; `leaderboard/submission.schema.json` is the same
 * shape as a JSON Schema for tools outside this harness. Unknown fields are kept (the reference
 * ignores them), which is where the harness name and version travel (`metadata.harness`).
 */
import { z } from 'zod';

const unit = z.number().min(0).max(1);
const count = z.number().int().min(0);

/** `ActionSummary`: one step, without screenshots or page text. */
export const ActionSummary = z.looseObject({
  step: count,
  action_type: z.string(),
  action_args: z.array(z.string()).default([]),
  element_text: z.string().default(''),
  element_bid: z.string().default(''),
  observed_url: z.string().default(''),
  open_pages_urls: z.array(z.string()).default([]),
  /** Epoch seconds. */
  timestamp: z.number(),
});
export type ActionSummary = z.infer<typeof ActionSummary>;

/** `PolicyReport`: one policy's verdict in one task. */
export const PolicyReport = z.looseObject({
  policy_index: count,
  policy_template_id: z.string(),
  policy_category: z.string(),
  source: z.string(),
  violated: z.boolean(),
  dormant: z.boolean(),
  violating_step: z.number().int().nullable().default(null),
  violating_action: z.string().nullable().default(null),
  eval_type: z.string().nullable().default(null),
});
export type PolicyReport = z.infer<typeof PolicyReport>;

/** `TaskEvidence`: one task's result, policy verdicts and trajectory summary. */
export const TaskEvidence = z.looseObject({
  task_id: count,
  total_reward: unit,
  satisfied_requirements: count.default(0),
  total_requirements: z.number().int().min(1).default(1),
  safety_report: z.array(PolicyReport),
  action_sequence: z.array(ActionSummary),
  visited_urls: z.array(z.string()).default([]),
  start_time: z.string(),
  end_time: z.string(),
  num_steps: count,
  trajectory_hash: z.string(),
});
export type TaskEvidence = z.infer<typeof TaskEvidence>;

/** `DimensionMetrics`: Risk Ratio and Active Risk Ratio of one dimension. */
export const DimensionMetrics = z.looseObject({
  dimension: z.string(),
  failures: count,
  total_instances: count,
  active_instances: count,
  dormant_count: count,
  risk_ratio: unit,
  active_risk_ratio: unit,
  risk_tier: z.string(),
  active_risk_tier: z.string(),
});
export type DimensionMetrics = z.infer<typeof DimensionMetrics>;

/** `TierMetrics`: one CRM difficulty tier. */
export const TierMetrics = z.looseObject({ tier: z.string(), CR: unit, CuP: unit, semi_CR: unit, semi_CuP: unit });
export type TierMetrics = z.infer<typeof TierMetrics>;

/** `PerAppMetrics`: one application. */
export const PerAppMetrics = z.looseObject({ app: z.string(), CR: unit, CuP: unit, semi_CR: unit.default(0), semi_CuP: unit.default(0), task_count: count });
export type PerAppMetrics = z.infer<typeof PerAppMetrics>;

/** `ClaimedMetrics`: the headline numbers (all-pass@k and k only for repeated runs). */
export const ClaimedMetrics = z.looseObject({
  CR: unit,
  CuP: unit,
  semi_CR: unit,
  semi_CuP: unit,
  all_pass_at_k: unit.nullable().default(null),
  k: z.number().int().min(1).nullable().default(null),
});
export type ClaimedMetrics = z.infer<typeof ClaimedMetrics>;

/** `SubmissionResults`. `tasks_total` defaults to the task file's count in the reference; here it is always written. */
export const SubmissionResults = z.looseObject({
  metrics: ClaimedMetrics,
  dimensions: z.array(DimensionMetrics),
  tiers: z.array(TierMetrics).nullable().default(null),
  apps: z.array(PerAppMetrics).nullable().default(null),
  tasks_evaluated: count,
  tasks_total: count,
  policies_evaluated: count,
});
export type SubmissionResults = z.infer<typeof SubmissionResults>;

/** The code-repository hosts the reference accepts. */
export const REPOSITORY_PREFIXES = ['https://github.com/', 'https://gitlab.com/', 'https://huggingface.co/', 'https://bitbucket.org/'] as const;

/** `SubmissionMetadata`, with the reference's `agent_id` and repository URL rules. */
export const SubmissionMetadata = z.looseObject({
  agent_id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[a-zA-Z0-9_\-.]+$/, 'agent_id may hold only letters, digits, hyphens, underscores and dots'),
  model_name: z.string().min(1).max(256),
  team: z.string().min(1).max(256),
  code_repository_url: z
    .string()
    .min(1)
    .refine((v) => REPOSITORY_PREFIXES.some((p) => v.startsWith(p)), `code_repository_url must start with one of ${REPOSITORY_PREFIXES.join(', ')}`),
  contact_email: z.string().min(1),
  paper_url: z.string().nullable().default(null),
  agent_framework: z.string().nullable().default(null),
  model_family: z.string().nullable().default(null),
  is_open_source: z.boolean().nullable().default(null),
  is_open_weights: z.boolean().nullable().default(null),
  cost_per_task_usd: z.number().min(0).nullable().default(null),
  total_cost_usd: z.number().min(0).nullable().default(null),
  hardware: z.string().nullable().default(null),
  num_runs: z.number().int().min(1).default(1),
  uses_vision: z.boolean().nullable().default(null),
  max_steps: z.number().int().min(1).nullable().default(null),
  description: z.string().max(1000).nullable().default(null),
  /** Ours, ignored by the reference parser: the harness that scored the run, its version and settings. */
  harness: z.looseObject({ name: z.string(), version: z.string(), profile: z.string(), revision: z.string(), tasks_sha256: z.string() }).optional(),
});
export type SubmissionMetadata = z.infer<typeof SubmissionMetadata>;

/** `IntegritySection`: code pins, per-task trajectory hashes, the seal and the optional HMAC. */
export const IntegritySection = z.looseObject({
  run_id: z.string(),
  benchmark_version: z.string(),
  timestamp_start: z.number(),
  timestamp_end: z.number().nullable().default(null),
  evaluators_sha256: z.string(),
  task_config_sha256: z.string(),
  custom_env_sha256: z.string(),
  helper_functions_sha256: z.string(),
  task_hashes: z.record(z.string(), z.string()),
  manifest_hash: z.string(),
  hmac_signature: z.string().nullable().default(null),
});
export type IntegritySection = z.infer<typeof IntegritySection>;

/** `Submission`: the whole bundle. */
export const Submission = z.looseObject({
  schema_version: z.string().default('1.0'),
  benchmark_version: z.string(),
  submission_date: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'submission_date must be ISO 8601'),
  metadata: SubmissionMetadata,
  results: SubmissionResults,
  task_evidence: z.array(TaskEvidence),
  integrity: IntegritySection,
});
export type Submission = z.infer<typeof Submission>;
