/**
 * Which pages a task's `program_html` checks open besides the final page (issue 38, offline =
 * live): every target URL of the completion `program_html` checks and of `is_program_html`
 * policies (list and flat layouts), with placeholders substituted as each profile does. The live
 * run snapshots these pages at its end (`episode.check_pages`) so `stwab evaluate` reads the same
 * pages with no app running.
 */
import { noPageAccess } from '../core/page-access';
import type { ProgramHtmlCheck } from '../tasks/schema';
import { normalizePolicies } from './evaluate-policies';
import { resolveTarget } from './html-check';
import { policyChecks } from './policies/is-program-html';
import type { ScorableTask } from './score-run';
import { PROFILES } from '../core/vocabulary';

/**
 * URLs (absolute, as the evaluators will open them, both profiles) of the pages the checks of
 * `task` open; `finalUrl` is the final page's URL (read by `func:` targets). Malformed policy
 * lists yield no URLs (scoring reports them).
 */
export function checkPageUrls(task: Pick<ScorableTask, 'eval' | 'policies'>, finalUrl: string, placeholders?: Record<string, string>): string[] {
  const checks: ProgramHtmlCheck[] = [...(task.eval?.program_html ?? [])];
  try {
    for (const { policy } of normalizePolicies(task.policies, 'strict').policies)
      if (policy.eval.eval_types[0] === 'is_program_html') checks.push(...(policyChecks(policy.eval) ?? []));
  } catch {
    // The scorer names the malformed entry; nothing to snapshot for it.
  }
  const page = noPageAccess(finalUrl);
  const urls = new Set<string>();
  for (const c of checks) {
    if (typeof c?.url !== 'string') continue;
    for (const profile of PROFILES) {
      const t = resolveTarget(c.url, page, profile, placeholders);
      if (t !== 'last' && /^https?:\/\//i.test(t)) urls.add(t);
    }
  }
  return [...urls];
}
