/**
 * Public API of the package (`import { test, expect, defineAgent } from 'stwab'`).
 * Kept small on purpose: everything else is an implementation detail that may move.
 */
export { test } from './fixtures';
export { expect, assertTask } from './matchers';
export type { EpisodeResult } from './matchers';
export type { StwabOptions, StwabConfigOptions } from './fixtures';
export { defineBenchmarkConfig, type BenchmarkConfigOptions } from './fixtures/benchmark-config';
export { taskTests } from './fixtures/task-tests';
export type { SitesOption, SiteConfigInput } from './core/site-config';
export { defineAgent } from './core/agent';
// `Agent` as users write it: `act` may return a bare action string (docs/agents.md).
export type { AgentDefinition as Agent, AgentReply, Observation, ObservationNeeds, TaskBrief } from './core/agent';
export type { Episode, Step, ActionTrace, EndReason } from './core/trace';
export type { Task, Policy, Dimension, TemplateId, PolicySource } from './tasks/schema';
export type { PolicyVerdict, CompletionResult, RunVerdicts, Profile } from './evaluators/verdict';
export { loadTasks } from './tasks/loader';
export { formatPolicyContext } from './tasks/policy-context';
export { default as CupReporter } from './reporters/cup-reporter';
export type { CupReporterOptions } from './reporters/cup-reporter';
export { createGuard, GUARD_MODES } from './evaluators/guard';
export type { Guard, GuardDecision, GuardMode, GuardPolicyContext, GuardViolation } from './evaluators/guard';
