/**
 * Completion `program_html` (WebArena `HTMLContentEvaluator`): one check per target; each reads
 * the final page (`url: "last"`) or a URL opened in a fresh page, selects a value with its locator
 * and compares it with `required_contents`. Strict reads page content with open shadow roots.
 */
import type { TaskEval } from '../../tasks/schema';
import { compareContents, lookedFor, resolveTarget, selectValue } from '../html-check';
import { excerptAround } from '../../core/clip';
import type { PageAccess } from '../../core/page-access';
import type { CheckResult, Profile } from '../verdict';
import { COMPLETION_EVALUATOR_FIELDS } from '../../tasks/evaluator-fields';
import type { CompletionEvaluatorDefinition } from '../definition';

/** Runs every `program_html` target of a task's `eval`. */
export async function programHtml(taskEval: TaskEval, page: PageAccess, profile: Profile, placeholders?: Record<string, string>): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const checks = taskEval.program_html ?? [];
  for (let k = 0; k < checks.length; k++) {
    const where = `eval.program_html[${k}]`;
    const target = resolveTarget(checks[k].url, page, profile, placeholders);
    const selected = await selectValue(checks[k], target, page, profile, where);
    const value = selected.value;
    const r = compareContents(selected, checks[k].required_contents, where);
    out.push({
      evaluator: 'program_html',
      passed: r.passed,
      rule: r.rule,
      explanation: `${target === 'last' ? 'final page' : target} ${checks[k].locator || '(page content)'}: ${r.detail}`,
      evidence: {
        url: target === 'last' ? page.url() : target,
        locator: checks[k].locator || '',
        value: excerptAround(value, lookedFor(checks[k].required_contents)),
      },
    });
  }
  return out;
}

/** `program_html` in the evaluator registry (issue 57): a target at `url: "last"` reads the final page. */
export const programHtmlEvaluator: CompletionEvaluatorDefinition<'program_html'> = {
  name: 'program_html',
  fields: COMPLETION_EVALUATOR_FIELDS.program_html,
  evaluate: (c) => programHtml(c.eval, c.page, c.profile, c.placeholders),
  readsFinalPage: (e, k) => e.program_html?.[k]?.url === 'last',
  countedUpstream: true,
  docs: 'per target, the page is the final page (`url: "last"`) or the URL opened in a fresh page of the same context (`func:reddit_get_post_url(...)` is computed; API helpers fall back to the page URL as the reference does on failure). Locators: empty = page content; `document.…` / `[...document.…` = `page.evaluate(\'() => expr\')` stringified as Python `str()` (`null` → `"None"`, errors → `""`); `//…` = first XPath match\'s `input_value()`; `func:gitlab_get_project_memeber_role(__page__, \'user\')`. `prep_actions` run before JS/XPath locators. `required_contents`: `exact_match`, `must_include` (items split on ` |OR| `), `not_empty`; `html.unescape` first, comparison after `clean_answer`.',
};
