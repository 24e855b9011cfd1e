/**
 * Completion of a task (`eval.eval_types`, WebArena semantics): every check must pass for
 * `score` 1. `partial` = passed / counted checks; upstream counts only string_match requirements
 * and program_html targets (its URL evaluator reports no requirement counts), strict counts every
 * check. Returns null when the task has no `eval`.
 */
import type { Episode } from '../core/trace';
import type { TaskEval } from '../tasks/schema';
import { EvaluationInputError } from './context';
import { type CompletionRegistry, definitionOf } from './definition';
import { COMPLETION_REGISTRY } from './registry';
import type { PageAccess } from '../core/page-access';
import type { CheckResult, CompletionResult, Profile } from './verdict';

/** Options of `evaluateCompletion`. */
export interface CompletionOptions {
  placeholders?: Record<string, string>;
  /** The completion evaluators by name; default the benchmark's (`registry.ts`). */
  registry?: CompletionRegistry;
}

/** Scores a task's completion on an episode; each `eval_types` entry runs the registry's evaluator of that name. */
export async function evaluateCompletion(
  task: { eval?: TaskEval | null; sites?: readonly string[]; intent?: string },
  episode: Episode,
  page: PageAccess,
  profile: Profile,
  opts: CompletionOptions = {},
): Promise<CompletionResult | null> {
  const e = task.eval;
  if (!e) return null;
  const registry = opts.registry ?? COMPLETION_REGISTRY;
  const known = Object.keys(registry).join(', ');
  if (!Array.isArray(e.eval_types) || !e.eval_types.length) throw new EvaluationInputError('eval.eval_types', `must be a non-empty list of ${known}`);
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
  const ctx = { eval: e, episode, page, profile, placeholders: opts.placeholders, intent: task.intent ?? '', site: task.sites?.[0] };
  for (const type of e.eval_types) {
    const def = definitionOf(registry, type);
    if (!def) throw new EvaluationInputError('eval.eval_types', `unknown completion evaluator "${type}"; expected one of ${known}`);
    let got = await def.evaluate(ctx);
    // Evidence read from the final page counts only when that page belongs to the task's app.
    if (offSite)
      got = got.map((c, k) => (c.passed && def.readsFinalPage(e, k) ? { ...c, passed: false, explanation: `${c.explanation}; not counted: ${offSite}` } : c));
    checks.push(...got);
    counted.push(...got.map(() => profile === 'strict' || def.countedUpstream));
  }
  const score = checks.every((c) => c.passed) ? 1 : 0;
  const n = counted.filter(Boolean).length;
  const passed = checks.filter((c, i) => counted[i] && c.passed).length;
  return { score, partial: n ? passed / n : score, checks };
}

/** End reasons that are the agent's failure: in strict, completion is 0. */
const AGENT_FAULTS = new Set<Episode['end_reason']>(['agent_error', 'page_unresponsive']);

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
