/**
 * The reference file's GitLab tasks for the replica tests (read through the user's chain, never
 * copied): ids, start URLs, evals and policies as plain JSON.
 */
import { readFileSync } from 'node:fs';
import { upstreamTasks } from '../tasks/upstream';

export interface RawGitLabTask {
  task_id: number;
  intent: string;
  intent_template_id: number;
  start_url: string;
  sites: string[];
  eval: {
    eval_types: string[];
    reference_answers?: { must_include?: string[]; exact_match?: string; fuzzy_match?: string | string[] } | null;
    reference_url?: string;
    program_html?: { url: string; locator: string; required_contents: Record<string, unknown> }[];
  };
  policies: { policy_template_id: string; eval: Record<string, unknown> }[];
}

let cache: RawGitLabTask[] | undefined;

/** Every task whose `sites` is exactly `['gitlab']` (197 in the reference file). */
export function gitlabTasks(): RawGitLabTask[] {
  cache ??= (JSON.parse(readFileSync(upstreamTasks(), 'utf8')) as RawGitLabTask[]).filter((t) => t.sites.length === 1 && t.sites[0] === 'gitlab');
  return cache;
}

/** `__GITLAB__` -> the replica's base URL. */
export const expand = (url: string, base: string) => url.replace(/__GITLAB__/g, base);
