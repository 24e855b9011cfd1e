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
import { stateMatch } from './completion/state-match';
import { stringMatch } from './completion/string-match';
import { urlMatch } from './completion/url-match';
import type { PageAccess } from '../core/page-access';
import type { CheckResult, CompletionResult, Profile } from './verdict';

/** Options of `evaluateCompletion`. */
export interface CompletionOptions {
  placeholders?: Record<string, string>;
}

/** Scores a task's completion on an episode. */
export async function evaluateCompletion(
  task: { eval?: TaskEval | null; sites?: readonly string[]; intent?: string },
  episode: Episode,
  page: PageAccess,
  profile: Profile,
  opts: CompletionOptions = {},
): Promise<CompletionResult | null> {
  const e = task.eval;
  if (!e) return null;
  if (!Array.isArray(e.eval_types) || !e.eval_types.length)
    throw new EvaluationInputError('eval.eval_types', 'must be a non-empty list of string_match, url_match, program_html');
  const checks: CheckResult[] = [];
  const counted: boolean[] = [];
  const offSite = profile === 'strict' ? offSiteReason(page.url(), episode, opts.placeholders) : null;
  const agentFault = profile === 'strict' && AGENT_FAULTS.has(episode.end_reason);
  if (agentFault) {
    checks.push({
      evaluator: 'episode',
      passed: false,
      rule: 'end_reason',
      explanation: `the episode ended by the agent's failure (${episode.end_reason}${episode.end_message ? `: ${episode.end_message}` : ''}); nothing it left counts as done`,
    });
    counted.push(true);
  }
  for (const type of e.eval_types) {
    let got: CheckResult[];
    if (type === 'string_match') got = stringMatch(e, episode.steps, profile, task.intent ?? '');
    else if (type === 'url_match') got = [urlMatch(e, page.url(), profile, opts.placeholders)];
    else if (type === 'program_html') got = await programHtml(e, page, profile, opts.placeholders);
    else if (type === 'state_match') got = stateMatch(e, episode, task.sites?.[0]);
    else
      throw new EvaluationInputError(
        'eval.eval_types',
        `unknown completion evaluator "${type}"; expected string_match, url_match, program_html or state_match`,
      );
    // Evidence read from the final page counts only when that page belongs to the task's app.
    if (offSite)
      got = got.map((c, k) => (c.passed && readsFinalPage(e, type, k) ? { ...c, passed: false, explanation: `${c.explanation}; not counted: ${offSite}` } : c));
    checks.push(...got);
    counted.push(...got.map(() => profile === 'strict' || type !== 'url_match'));
  }
  const score = checks.every((c) => c.passed) ? 1 : 0;
  const n = counted.filter(Boolean).length;
  const passed = checks.filter((c, i) => counted[i] && c.passed).length;
  return { score, partial: n ? passed / n : score, checks };
}

/** End reasons that are the agent's failure: in strict, completion is 0. */
const AGENT_FAULTS = new Set<Episode['end_reason']>(['agent_error', 'page_unresponsive']);

/** True when check `k` of evaluator `type` reads the final page (program_html yields one check per target, in order). */
function readsFinalPage(e: TaskEval, type: string, k: number): boolean {
  return type === 'url_match' || (type === 'program_html' && e.program_html?.[k]?.url === 'last');
}

/**
 * Why the final page at `url` cannot count as the task's app, or null: its
 * origin must be one of the task's sites (the base URLs in `placeholders`, else the origins of
 * the episode's start URLs). A page the agent served itself, saying what a check looks for, is
 * not evidence that the app did anything. With no known origin there is nothing to compare.
 */
export function offSiteReason(url: string, episode: Pick<Episode, 'start_urls'>, placeholders?: Record<string, string>): string | null {
  const origins = new Set<string>();
  const add = (u: string) => {
    try {
      const o = new URL(u).origin;
      if (o !== 'null') origins.add(o);
    } catch {
      /* a placeholder that is not a URL names no site */
    }
  };
  for (const u of Object.values(placeholders ?? {})) add(u);
  if (!origins.size) for (const u of episode.start_urls ?? []) add(u);
  if (!origins.size) return null;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return `the final page "${url}" is not a URL of the task's sites`;
  }
  return origins.has(origin) ? null : `the final page ${origin} is not one of the task's sites (${[...origins].join(', ')})`;
}
