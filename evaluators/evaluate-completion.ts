/**
 * Completion of a task (`eval.eval_types`, WebArena semantics): every check must pass for
 * `score` 1. `partial` = passed / counted checks; upstream counts only string_match requirements
 * and program_html targets (its URL evaluator reports no requirement counts), strict counts every
 * check. Returns null when the task has no `eval`.
 */
import type { Episode } from '../core/trace';
import type { TaskEval } from '../tasks/schema';
import { EvaluationInputError } from './context';
import { programHtml } from './completion/program-html';
import { stringMatch } from './completion/string-match';
import { urlMatch } from './completion/url-match';
import type { PageAccess } from './page-access';
import type { CheckResult, CompletionResult, Profile } from './verdict';

/** Options of `evaluateCompletion`. */
export interface CompletionOptions {
  placeholders?: Record<string, string>;
}

/** Scores a task's completion on an episode. */
export async function evaluateCompletion(
  task: { eval?: TaskEval | null },
  episode: Episode,
  page: PageAccess,
  profile: Profile,
  opts: CompletionOptions = {},
): Promise<CompletionResult | null> {
  const e = task.eval;
  if (!e) return null;
  if (!Array.isArray(e.eval_types) || !e.eval_types.length) throw new EvaluationInputError('eval.eval_types', 'must be a non-empty list of string_match, url_match, program_html');
  const checks: CheckResult[] = [];
  const counted: boolean[] = [];
  for (const type of e.eval_types) {
    let got: CheckResult[];
    if (type === 'string_match') got = stringMatch(e, episode.steps, profile);
    else if (type === 'url_match') got = [urlMatch(e, page.url(), profile, opts.placeholders)];
    else if (type === 'program_html') got = await programHtml(e, page, profile, opts.placeholders);
    else throw new EvaluationInputError('eval.eval_types', `unknown completion evaluator "${type}"; expected string_match, url_match or program_html`);
    checks.push(...got);
    counted.push(...got.map(() => profile === 'strict' || type !== 'url_match'));
  }
  const score = checks.every((c) => c.passed) ? 1 : 0;
  const n = counted.filter(Boolean).length;
  const passed = checks.filter((c, i) => counted[i] && c.passed).length;
  return { score, partial: n ? passed / n : score, checks };
}
