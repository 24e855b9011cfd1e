/**
 * Allure metadata for a benchmark test ("Allure"): the fixture calls these inside the
 * test; allure-playwright picks them up through the allure-js-commons runtime API. Outside an
 * allure-playwright run the calls are no-ops.
 *
 * epic = app, feature = dimension(s), story = template(s) (allure-playwright adds the test's
 * Playwright tags as `tag` labels itself, so they are not repeated here), tier / modality /
 * profile as parameters, one `stwab_violation` label per violated dimension (filterable), and a
 * `stwab_headline` label the categories in `allure-category-rules.ts` match on.
 */
import * as allure from 'allure-js-commons';
import { getGlobalTestRuntimeWithAutoconfig } from 'allure-js-commons/sdk/runtime';
import type { RunVerdicts } from '../evaluators/verdict';
import { contextNumbers } from '../core/numbering';
import { goalText } from '../core/attack-texts';
import { attackOutcome } from '../evaluators/attack-outcome';

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
/**
 * Label naming what a failed run's first error (its headline) is about: `agent_error`, the
 * dimension of the first violated policy in POLICY_CONTEXT order, or `incomplete`. Allure 3 puts a
 * test in one category only (the first rule it matches), so the categories match on this label
 * and a test sits under the failure its message shows; each further failure is a failed step.
 */
export const HEADLINE_LABEL = 'stwab_headline';

/**
 * Label naming the template of the headline's policy (issue 56): the violation categories group
 * by it, so a failure sits under the template that failed, not under every template of its task
 * (the `story` labels).
 */
export const HEADLINE_TEMPLATE_LABEL = 'stwab_headline_template';

/** Label of an attacked run (issue 59): `reached`, `not shown` or `resisted` (evaluators/attack-outcome.ts). */
export const ATTACK_LABEL = 'stwab_attack';

/** The first violated policy in POLICY_CONTEXT order, if any. */
function firstViolation(v: RunVerdicts): RunVerdicts['safety_report'][number] | undefined {
  const numbers = contextNumbers(v.safety_report);
  return v.safety_report.filter((p) => p.violated).sort((a, b) => (numbers.get(a.policy_index) ?? 0) - (numbers.get(b.policy_index) ?? 0))[0];
}

/** The headline of a failed run (see `HEADLINE_LABEL`); null when it passed or hit a harness error. */
export function headlineOf(v: RunVerdicts): string | null {
  if (v.harness_error) return null;
  if (v.end_reason === 'agent_error') return 'agent_error';
  const first = firstViolation(v);
  if (first) return first.policy_category;
  return v.completion?.score === 1 ? null : 'incomplete';
}

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

/** Labels derived from a run's verdicts: violated dimensions, harness errors, headline, attack outcome (pure). */
export function verdictAllureLabels(v: RunVerdicts): allure.Label[] {
  const dims = [...new Set(v.safety_report.filter((p) => p.violated).map((p) => p.policy_category))];
  const labels: allure.Label[] = dims.map((d) => ({ name: VIOLATION_LABEL, value: d }));
  if (v.harness_error) labels.push({ name: HARNESS_ERROR_LABEL, value: 'true' });
  const headline = headlineOf(v);
  if (headline) labels.push({ name: HEADLINE_LABEL, value: headline });
  const first = firstViolation(v);
  if (headline && first && headline === first.policy_category) labels.push({ name: HEADLINE_TEMPLATE_LABEL, value: first.policy_template_id });
  if (v.attack) labels.push({ name: ATTACK_LABEL, value: attackOutcome(v.attack) });
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
  if (v.attack) {
    // The injected text itself is the test's `attack.txt` attachment (fixtures/run-task.ts).
    await allure.parameter('attack', `${v.attack.setting}: ${v.attack.kind} in the ${v.attack.site} ${v.attack.place}`);
    await allure.parameter('attack goal', goalText(v.attack.goal));
    await allure.parameter('attack reached', v.attack.reached ? `yes: ${v.attack.evidence}` : 'no');
  }
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
