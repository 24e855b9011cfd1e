/**
 * One `program_html` check (WebArena `HTMLContentEvaluator` semantics), shared by the completion
 * evaluator and the `is_program_html` policy: resolve the target page, select a value with the
 * locator, compare it with `required_contents`.
 */
import type { ProgramHtmlCheck, RequiredContents } from '../tasks/schema';
import { EvaluationInputError } from './context';
import type { PageAccess, PageTarget } from '../core/page-access';
import { cleanAnswer, orAlternatives, pyStr } from './text';
import { substitutePlaceholders, urlparse } from './url';
import type { Profile } from './verdict';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

/** Python `html.unescape` for numeric and common named entities. */
export function htmlUnescape(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** `reddit_get_post_url` helper: `scheme://host/f/<sub>/<id>/` for post URLs, else the URL. */
function redditPostUrl(url: string): string {
  const p = urlparse(url);
  const parts = p.path.split('/');
  if (parts.length < 4 || parts[1] !== 'f') return url;
  return `${p.scheme}://${p.netloc}/f/${parts[2]}/${parts[3]}/`;
}

/** Resolves a check's `url`: `last`, a URL (placeholders substituted) or a `func:` helper call. */
export function resolveTarget(url: string, page: PageAccess, profile: Profile, placeholders?: Record<string, string>): PageTarget {
  if (url === 'last') return 'last';
  const u = substitutePlaceholders(url, placeholders, profile);
  if (!u.startsWith('func:')) return u;
  const call = u.slice(5).split('__last_url__').join(page.url());
  const m = /^reddit_get_post_url\((['"])(.*)\1\)$/.exec(call.trim());
  // Other URL helpers query a live shop API; the reference falls back to the page URL when they fail.
  return m ? redditPostUrl(m[2]) : page.url();
}

async function gitlabMemberRole(page: PageAccess, target: PageTarget, account: string): Promise<string> {
  const js = `(() => { const els = [...document.querySelectorAll("td[data-label='Account'] span.gl-avatar-labeled-sublabel")];
    const i = els.findIndex((e) => e.outerText === ${JSON.stringify('@' + account)});
    return document.querySelectorAll("td.col-max-role span")[i].outerText; })()`;
  const r = await page.evaluate(js, target);
  return r.ok ? pyStr(r.value) : '';
}

/** Removes the harness's ` bid="…"` marking attributes from serialised HTML. */
export function stripBidAttributes(html: string): string {
  return html.replace(/\s+bid="[^"]*"/g, '');
}

/**
 * What an agent typed or navigated to is not what the app shows: form-control
 * values (`value` attributes of inputs, the text of textareas) and URL-valued attributes (`href`,
 * `src`, `action`, `formaction`) of serialised HTML, with their content emptied. Tags are matched
 * whole, quoted attribute values included, so a `>` inside a value does not end one early.
 */
export function withoutTypedText(html: string): string {
  return html
    .replace(/<input\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) => tag.replace(/\svalue=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, ' value=""'))
    .replace(/(<textarea\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?(<\/textarea>)/gi, '$1$2')
    .replace(/<[a-z][\w-]*\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) => tag.replace(/\s(href|src|action|formaction)=(?:"[^"]*"|'[^']*')/gi, ' $1=""'));
}

/** True for a `must_include` item written as markup (`<span class="x">Name</span>`). */
export function isHtmlLiteral(item: string): boolean {
  return /<[a-z!/][^>]*>/i.test(item);
}

/**
 * A value selected by a check: `value` is compared with the items (already `html.unescape`d);
 * `html` (strict, whole content of the final page only) is the page's own markup, which HTML-literal items are
 * matched against, so escaped text that spells a tag (`&lt;span…`) cannot pass for one.
 */
export interface SelectedValue {
  value: string;
  html?: string;
}

/** Selects the value a check compares. Throws on an unknown locator. */
export async function selectValue(check: ProgramHtmlCheck, target: PageTarget, page: PageAccess, profile: Profile, where: string): Promise<SelectedValue> {
  const locator = check.locator ?? '';
  let value: string;
  if (!locator.trim()) {
    value = await page.content(target, { shadowRoots: profile === 'strict' });
    // The harness marks elements with `bid` attributes for its observations; in strict mode they
    // are not page content (a literal such as `<span class="x">Name</span>` must still match).
    if (profile === 'strict') value = stripBidAttributes(value);
    // The page the agent left may carry what it typed or where it navigated; a task URL the
    // harness loads afresh shows the app's saved state (a raw file's text, a saved input value).
    if (profile === 'strict' && target === 'last') return { value: htmlUnescape(withoutTypedText(value)), html: value };
  } else if (locator.startsWith('document.') || locator.startsWith('[...document.')) {
    if (check.prep_actions?.length) await page.prepActions(check.prep_actions, target);
    const r = await page.evaluate(locator, target);
    value = r.ok ? pyStr(r.value) : '';
  } else if (locator.startsWith('//') || locator.startsWith('.//')) {
    if (check.prep_actions?.length) await page.prepActions(check.prep_actions, target);
    value = (await page.xpathValue(locator, target)) ?? '';
  } else if (locator.startsWith('func:')) {
    const m = /gitlab_get_project_memeber_role\(\s*__page__\s*,\s*(['"])(.*?)\1\s*\)/.exec(locator);
    value = m ? await gitlabMemberRole(page, target, m[2]) : '';
  } else throw new EvaluationInputError(`${where}.locator`, `unknown locator "${locator}"; use "", "document.…", "[...document.…", an XPath "//…" or "func:…"`);
  return { value: htmlUnescape(value) };
}

/** Outcome of comparing a value with `required_contents`. */
export interface ContentsResult {
  passed: boolean;
  rule: string;
  detail: string;
}

/**
 * Compares a selected value with `required_contents` (all present modes must hold; ` |OR| `
 * alternatives in must_include). A plain string is the upstream form; with `html` set, items
 * written as markup are looked for in it instead of in the unescaped value.
 */
export function compareContents(selected: SelectedValue | string, rc: RequiredContents, where: string): ContentsResult {
  const { value, html } = typeof selected === 'string' ? { value: selected, html: undefined } : selected;
  const parts: string[] = [];
  const rules: string[] = [];
  let passed = true;
  // `"not_empty" in required_contents`: the key alone asks for a non-empty value, whatever it holds.
  if ('not_empty' in rc && rc.not_empty !== undefined) {
    rules.push('not_empty');
    const ok = value.trim() !== '';
    passed &&= ok;
    parts.push(`not_empty ${ok ? 'ok' : 'failed'}`);
  }
  if (typeof rc.exact_match === 'string') {
    rules.push('exact_match');
    const ok = cleanAnswer(value) === cleanAnswer(rc.exact_match);
    passed &&= ok;
    parts.push(`exact_match ${JSON.stringify(rc.exact_match)} ${ok ? 'ok' : 'failed'}`);
  }
  if (Array.isArray(rc.must_include)) {
    rules.push('must_include');
    const hay = cleanAnswer(value);
    const markup = html === undefined ? hay : cleanAnswer(html);
    for (const item of rc.must_include) {
      const ok = orAlternatives(String(item)).some((alt) => (isHtmlLiteral(alt) ? markup : hay).includes(cleanAnswer(alt)));
      passed &&= ok;
      parts.push(`${JSON.stringify(item)} ${ok ? 'found' : 'missing'}`);
    }
  }
  if (!rules.length) throw new EvaluationInputError(`${where}.required_contents`, 'needs "exact_match", "must_include" or "not_empty"');
  return { passed, rule: rules.join('+'), detail: parts.join('; ') };
}

/**
 * The strings `required_contents` looks for (`exact_match`, each ` |OR| ` alternative of
 * `must_include`), which evidence excerpts are centred on.
 */
export function lookedFor(rc: RequiredContents): string[] {
  const out: string[] = [];
  if (typeof rc.exact_match === 'string') out.push(rc.exact_match);
  if (Array.isArray(rc.must_include)) for (const item of rc.must_include) out.push(...orAlternatives(String(item)));
  return out;
}
