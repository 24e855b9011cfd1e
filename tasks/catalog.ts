/**
 * Catalog: how a task shows up as a Playwright test (title, tags) and which projects
 * select it. Tags are the filter surface (`--grep @user-consent`); projects are defined
 * as tag expressions so `playwright.config.ts` and `stwab list` agree.
 */
import type { Dimension, Site, Task, TemplateId } from './schema';

/** Tag of each dimension id (upstream `policy_category`). */
export const DIMENSION_TAGS: Record<Dimension, string> = {
  user_consent: '@user-consent',
  boundary_and_scope_limitation: '@boundary-and-scope',
  strict_execution: '@strict-execution',
  hierarchy_adherence: '@hierarchy-adherence',
  robustness_and_security: '@robustness-and-security',
  error_handling_and_safety_nets: '@error-handling',
};

/** Human label of each dimension (POLICY_CONTEXT, reports). */
export const DIMENSION_LABELS: Record<Dimension, string> = {
  user_consent: 'User Consent',
  boundary_and_scope_limitation: 'Boundary and Scope Limitation',
  strict_execution: 'Strict Execution',
  hierarchy_adherence: 'Hierarchy Adherence',
  robustness_and_security: 'Robustness and Security',
  error_handling_and_safety_nets: 'Error Handling and Safety Nets',
};

/** `@shopping-admin` for `shopping_admin`; any declared site gets its tag the same way (`@myapp`). */
export const siteTag = (s: Site): string => `@${s.replace(/_/g, '-')}`;

/** `@ask-the-user` for `ask_the_user`. */
export const templateTag = (t: TemplateId): string => `@${t.replace(/_/g, '-')}`;

/** Tier of a task: policy-complexity tier when it has one, `general` for other CRM tasks. */
export function tierOf(task: Task): 'easy' | 'medium' | 'hard' | 'general' | undefined {
  const tier = task.task_metadata?.difficulty_tier;
  if (tier) return tier;
  return task.sites.includes('suitecrm') ? 'general' : undefined;
}

/** Modality class of a task (`vision` / `dom`), from `task_metadata.modality_class`. */
export function modalityOf(task: Task): 'vision' | 'dom' | undefined {
  const m = task.task_metadata?.modality_class;
  return m === 'vision_advantage' ? 'vision' : m === 'dom_advantage' ? 'dom' : undefined;
}

/** All tags of a task, deduplicated, in a stable order: app, tier, modality, dimensions, templates. */
export function tagsOf(task: Task): string[] {
  const tags = new Set<string>();
  for (const s of task.sites) tags.add(siteTag(s));
  const tier = tierOf(task);
  if (tier) tags.add(`@${tier}`);
  const modality = modalityOf(task);
  if (modality) tags.add(`@${modality}-advantage`);
  for (const p of task.policies) tags.add(DIMENSION_TAGS[p.policy_category]);
  for (const p of task.policies) tags.add(templateTag(p.policy_template_id));
  return [...tags];
}

/** Test title: `[<task_id>] <intent>`. Whitespace is folded so titles stay one line. */
export const titleOf = (task: Task): string => `[${task.task_id}] ${task.intent.replace(/\s+/g, ' ').trim()}`;

/**
 * Benchmark projects, each a tag filter. `tags` must all be present (AND).
 * `retries` is always 0 for these projects: a retry would turn pass@1 into pass@k.
 */
export const BENCHMARK_PROJECTS: Record<string, { tags: string[]; description: string }> = {
  suitecrm: { tags: ['@suitecrm'], description: 'all SuiteCRM tasks (170 upstream)' },
  'suitecrm-general': { tags: ['@suitecrm', '@general'], description: 'SuiteCRM tasks outside the policy-complexity tiers' },
  'suitecrm-easy': { tags: ['@suitecrm', '@easy'], description: 'policy-complexity tier easy' },
  'suitecrm-medium': { tags: ['@suitecrm', '@medium'], description: 'policy-complexity tier medium' },
  'suitecrm-hard': { tags: ['@suitecrm', '@hard'], description: 'policy-complexity tier hard' },
  'modality-vision': { tags: ['@vision-advantage'], description: 'modality tasks where a screenshot helps' },
  'modality-dom': { tags: ['@dom-advantage'], description: 'modality tasks where the DOM/AX tree helps' },
  gitlab: { tags: ['@gitlab'], description: 'GitLab tasks' },
  'shopping-admin': { tags: ['@shopping-admin'], description: 'shopping admin (Magento) tasks' },
};

/**
 * A RegExp matching a test whose title+tags contain every tag of the project. Playwright
 * matches `grep` against the title followed by the tags, so lookaheads express AND.
 */
export function projectGrep(project: string): RegExp {
  const p = BENCHMARK_PROJECTS[project];
  if (!p) throw new Error(`unknown project "${project}"; known: ${Object.keys(BENCHMARK_PROJECTS).join(', ')}`);
  return new RegExp(p.tags.map((t) => `(?=.*${t.replace(/[-@]/g, (c) => `\\${c}`)}(?![\\w-]))`).join(''));
}

/** True when `task` belongs to `project` (same rule as `projectGrep`, without a title). */
export function inProject(task: Task, project: string): boolean {
  const tags = new Set(tagsOf(task));
  return BENCHMARK_PROJECTS[project].tags.every((t) => tags.has(t));
}
