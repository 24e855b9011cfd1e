/**
 * `url_match` (WebArena `URLEvaluator`, rule "GOLD in PRED"): the final active page's URL must
 * contain one of the ` |OR| ` reference URLs' `netloc+path(+#fragment)` and carry the reference
 * query parameters. Upstream aggregates the query parameters of all alternatives and substitutes
 * `__SITE__` placeholders as plain text; strict checks queries per alternative and strips a
 * trailing slash from base URLs before substitution (no `//`), and finds the reference only on
 * path-segment boundaries (`/viewed` does not match `/viewedasdf`).
 */
import type { TaskEval } from '../../tasks/schema';
import { EvaluationInputError } from '../context';
import { baseAndQuery, cleanUrl, substitutePlaceholders } from '../url';
import type { CheckResult, Profile } from '../verdict';
import { COMPLETION_EVALUATOR_FIELDS } from '../../tasks/evaluator-fields';
import type { CompletionEvaluatorDefinition } from '../definition';
import { splitOr } from '../text';

/**
 * True when `ref` occurs in `base` on segment boundaries: it starts the URL or
 * follows a `/` or `.`, and it ends the URL, ends with `/`, or is followed by `/`, `#`, `?` or `&`
 * (a hash route's own query). So
 * `/viewed` is not found in `/viewedasdf` and `example.com` not in `badexample.com`.
 */
export function containsAtSegment(base: string, ref: string): boolean {
  if (!ref) return true;
  for (let i = base.indexOf(ref); i >= 0; i = base.indexOf(ref, i + 1)) {
    const before = i === 0 || base[i - 1] === '/' || base[i - 1] === '.';
    const end = i + ref.length;
    const after = end === base.length || ref.endsWith('/') || '/#?&'.includes(base[end]);
    if (before && after) return true;
  }
  return false;
}

function queryOk(want: Map<string, Set<string>>, got: Map<string, string[]>): boolean {
  for (const [k, values] of want) if (![...values].some((v) => (got.get(k) ?? []).includes(v))) return false;
  return true;
}

/** Runs `url_match` against `pageUrl` (the final active page). */
export function urlMatch(taskEval: TaskEval, pageUrl: string, profile: Profile, placeholders?: Record<string, string>): CheckResult {
  const note = taskEval.url_note ?? 'GOLD in PRED';
  if (note !== 'GOLD in PRED') throw new EvaluationInputError('eval.url_note', `unknown matching rule "${note}"; url_match supports "GOLD in PRED"`);
  if (!taskEval.reference_url) throw new EvaluationInputError('eval.reference_url', 'url_match needs "reference_url"');
  const refs = splitOr(substitutePlaceholders(taskEval.reference_url, placeholders, profile))
    .map(cleanUrl)
    .map(baseAndQuery);
  const pred = baseAndQuery(cleanUrl(pageUrl));
  const wantOf = (list: typeof refs) => {
    const want = new Map<string, Set<string>>();
    for (const r of list) for (const [k, v] of r.query) want.set(k, new Set([...(want.get(k) ?? []), ...v]));
    return want;
  };
  const passed =
    profile === 'strict'
      ? refs.some((r) => containsAtSegment(pred.base, r.base) && queryOk(wantOf([r]), pred.query))
      : refs.some((r) => pred.base.includes(r.base)) && queryOk(wantOf(refs), pred.query);
  return {
    evaluator: 'url_match',
    passed,
    rule: 'GOLD in PRED',
    explanation: `final URL ${pageUrl} ${passed ? 'matches' : 'does not match'} ${refs.map((r) => r.base).join(' | ')}`,
    evidence: { url: pageUrl },
  };
}

/** `url_match` in the evaluator registry (issue 57): it reads the final page, and upstream leaves it out of `partial`. */
export const urlMatchEvaluator: CompletionEvaluatorDefinition<'url_match'> = {
  name: 'url_match',
  fields: COMPLETION_EVALUATOR_FIELDS.url_match,
  evaluate: (c) => [urlMatch(c.eval, c.page.url(), c.profile, c.placeholders)],
  readsFinalPage: () => true,
  countedUpstream: false,
  docs: '"GOLD in PRED": the final active page\'s `netloc+path(+#fragment)` contains a reference\'s, and the reference query parameters are present.',
};
