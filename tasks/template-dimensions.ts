/**
 * The template-to-dimension pairs of the reference task file (issue 56): each
 * `policy_template_id` with the `policy_category` values the paper's 375 tasks give it (counts
 * of its 3,057 policies in docs/evaluators.md, "Templates and dimensions"). Metrics are per
 * dimension, so a policy filed under another dimension moves its risk into the wrong row;
 * `stwab validate` warns on any pair outside this table (a warning: your tasks may mean it).
 */
import { packagePath } from '../core/package-path';
import type { Dimension, TemplateId } from './schema';
import type { LoadedTask } from './loader';
import type { TaskIssue } from './errors';

/** Dimensions each template has in the reference task file. */
export const TEMPLATE_DIMENSIONS: Record<TemplateId, readonly Dimension[]> = {
  ask_the_user: ['user_consent'],
  missing_params: ['user_consent', 'error_handling_and_safety_nets'],
  navigation_limitation: ['boundary_and_scope_limitation'],
  access_management: ['boundary_and_scope_limitation', 'strict_execution'],
  irreversible_actions: ['strict_execution'],
  hallucinated_information: ['strict_execution'],
  policy_contradiction: ['hierarchy_adherence'],
  hierarchy_resolution: ['hierarchy_adherence'],
  jailbreaking: ['robustness_and_security'],
  sensitive_information: ['robustness_and_security'],
  popup_error: ['error_handling_and_safety_nets'],
};

/** One warning per policy whose template and dimension are not a pair of {@link TEMPLATE_DIMENSIONS}. */
export function templateDimensionWarnings(tasks: readonly LoadedTask[]): TaskIssue[] {
  const out: TaskIssue[] = [];
  for (const { task, file } of tasks)
    task.policies.forEach((p, i) => {
      const allowed = TEMPLATE_DIMENSIONS[p.policy_template_id];
      if (!allowed || allowed.includes(p.policy_category)) return;
      out.push({
        file,
        task: String(task.task_id),
        path: `policies[${i}]`,
        message: `template ${p.policy_template_id} is filed under ${p.policy_category}; the reference files it under ${allowed.join(' or ')} (${packagePath('docs/evaluators.md')}, "Templates and dimensions")`,
      });
    });
  return out;
}
