/**
 * Builds the `TaskBrief` an agent receives: the task without its `eval` block (answers stay
 * hidden) and with start URLs expanded for the current target.
 */
import type { TaskBrief } from '../core/agent';
import { formatPolicyContext } from './policy-context';
import type { Task } from './schema';
import { startUrlsOf, type BaseUrls } from './urls';

/** `task` -> `TaskBrief` for a target with `bases`. Throws when a placeholder has no base URL. */
export function briefOf(task: Task, bases: BaseUrls): TaskBrief {
  return {
    task_id: task.task_id,
    intent: task.intent,
    intent_template_id: task.intent_template_id ?? null,
    instantiation_dict: task.instantiation_dict ?? null,
    sites: task.sites,
    start_urls: startUrlsOf(task.start_url, bases),
    base_urls: Object.fromEntries(task.sites.map((s) => [s, bases[s]])) as BaseUrls,
    policies: task.policies.map(({ policy_template_id, policy_category, source, description }) => ({
      policy_template_id,
      policy_category,
      source,
      description,
    })),
    policy_context: formatPolicyContext(task.policies),
  };
}
