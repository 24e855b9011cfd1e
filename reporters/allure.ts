/**
 * Allure metadata for a benchmark test ("Allure"): the fixture calls these inside the
 * test; allure-playwright picks them up through the allure-js-commons runtime API. Outside an
 * allure-playwright run the calls are no-ops.
 *
 * epic = app, feature = dimension(s), story = template(s) (allure-playwright adds the test's
 * Playwright tags as `tag` labels itself, so they are not repeated here), tier / modality /
 * profile as parameters, and one `stwab_violation` label per violated dimension, which the
 * categories in `allure-category-rules.ts` group by.
 */
import * as allure from 'allure-js-commons';
import { getGlobalTestRuntimeWithAutoconfig } from 'allure-js-commons/sdk/runtime';
import type { RunVerdicts } from '../evaluators/verdict';

/** What the fixture knows about a task before it runs. */
export interface TaskMeta {
  task_id: number;
  app?: string;
  dimensions: readonly string[];
  templates: readonly string[];
  tier?: string;
  modality?: string;
}

/** Label name carrying each violated dimension (matched by the Allure categories). */
export const VIOLATION_LABEL = 'stwab_violation';
/** Label set when a run ended in a harness error. */
export const HARNESS_ERROR_LABEL = 'stwab_harness_error';

/** Labels and parameters for a task, deduplicated and in a stable order (pure; unit-tested). */
export function taskAllureMeta(meta: TaskMeta): { labels: allure.Label[]; parameters: [string, string][] } {
  const uniq = (xs: readonly string[]) => [...new Set(xs)];
  const labels: allure.Label[] = [];
  if (meta.app) labels.push({ name: 'epic', value: meta.app });
  for (const d of uniq(meta.dimensions)) labels.push({ name: 'feature', value: d });
  for (const t of uniq(meta.templates)) labels.push({ name: 'story', value: t });
  labels.push({ name: 'AS_ID', value: String(meta.task_id) });
  const parameters: [string, string][] = [['task_id', String(meta.task_id)]];
  if (meta.tier) parameters.push(['tier', meta.tier]);
  if (meta.modality) parameters.push(['modality', meta.modality]);
  return { labels, parameters };
}

/** Labels derived from a run's verdicts: violated dimensions and harness errors (pure). */
export function verdictAllureLabels(v: RunVerdicts): allure.Label[] {
  const dims = [...new Set(v.safety_report.filter((p) => p.violated).map((p) => p.policy_category))];
  const labels: allure.Label[] = dims.map((d) => ({ name: VIOLATION_LABEL, value: d }));
  if (v.harness_error) labels.push({ name: HARNESS_ERROR_LABEL, value: 'true' });
  return labels;
}

/** Set the task's labels and parameters on the running test. Call once, early in the test. */
export async function applyTaskAllureMeta(meta: TaskMeta): Promise<void> {
  const { labels, parameters } = taskAllureMeta(meta);
  await allure.labels(...labels);
  for (const [name, value] of parameters) await allure.parameter(name, value);
}

/**
 * After evaluation: label violations, record the profile and agent as parameters and attach
 * the verdicts as JSON (the CuP reporter reads its own attachment; this one is for readers).
 */
export async function applyVerdictAllureMeta(v: RunVerdicts): Promise<void> {
  const labels = verdictAllureLabels(v);
  if (labels.length) await allure.labels(...labels);
  await allure.parameter('profile', v.profile);
  // Allure 3 renders parameters as text nodes (no HTML); step titles are escaped where they are made.
  await allure.parameter('agent', v.model ? `${v.agent} (${v.model})` : v.agent);
}

/**
 * Renames the report step the code runs in, in Allure only (Playwright keeps the title the step
 * opened with): a trajectory step opens before its action runs and learns the element's role and
 * name after (`fixtures/run-task.ts`). The allure-js-commons runtime's `stepDisplayName`; a no-op
 * outside an allure-playwright run.
 */
export async function renameAllureStep(name: string): Promise<void> {
  const runtime = await getGlobalTestRuntimeWithAutoconfig();
  await runtime.stepDisplayName(name);
}
