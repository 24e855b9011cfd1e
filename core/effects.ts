/**
 * Effects (issue 55): what a request writes to an app, named the way a person names the action
 * ("delete Meetings record", "create milestone"). A site declares its write routes as effect
 * rules; the same rules serve the guard (a request is classified before it reaches the app) and
 * the app (a replica tags each response that changed its records with the effect, header
 * `x-stwab-effect`), so the scorer and the guard read one definition.
 *
 * Pure: no Playwright, no app code. Replicas (apps/) and the harness both import it.
 */
import { z } from 'zod';
import { type BodyValues, bodyValues } from './effect-body';

/** Response header a site sets on a request that changed its records: the effect's text. */
export const EFFECT_HEADER = 'x-stwab-effect';

/** Longest effect text kept (characters); longer ones are cut. */
export const EFFECT_TEXT_LIMIT = 200;

/**
 * One write route of a site. `method`: the HTTP method (`*` for any); `path`: a regular
 * expression source matched against the request's percent-decoded path (anchor it yourself);
 * `query` / `body`: parameter or field name -> regular expression source that its value must
 * match (body: urlencoded form, multipart text parts or top-level JSON fields; see
 * core/effect-body.ts); `params`: the same for PHP's `$_REQUEST`, how SuiteCRM's classic views
 * read `module` and `action`: the fields of a POST's form body when it has the name, else the
 * query's, `name[]` counted as `name`. An absent name reads ''. `repeated`: which value of a
 * repeated name the app reads (`first`, or `last` as Rails and PHP do, e.g. a checkbox after its
 * hidden "0"); without it every value must match, so values that disagree match no rule and the
 * write shows as undeclared, never as a wrong effect. `effect`: the text, where `{name}` is
 * replaced by a named group of `path`, else the body value, else the query parameter (missing:
 * left as is). Matching is case-insensitive throughout.
 */
export const EffectRule = z
  .object({
    method: z.string().min(1),
    path: z.string().min(1),
    query: z.record(z.string(), z.string()).optional(),
    body: z.record(z.string(), z.string()).optional(),
    params: z.record(z.string(), z.string()).optional(),
    repeated: z.enum(['first', 'last']).optional(),
    effect: z.string().min(1).max(EFFECT_TEXT_LIMIT),
  })
  .strict();
export type EffectRule = z.infer<typeof EffectRule>;

/** A request as the effect rules see it. `body`: the raw request body, when there is one. */
export interface EffectRequest {
  method: string;
  url: string;
  body?: string | null;
  contentType?: string | null;
}

/** Prefix of the effect a site reports for a write no rule names: `undeclared write: POST /path`. */
export const UNDECLARED_WRITE = 'undeclared write:';

/** The effect text of a write no rule names (`path`: the request's path as sent, cut to the text limit). */
export function undeclaredWrite(method: string, path: string): string {
  return `${UNDECLARED_WRITE} ${method.toUpperCase()} ${path}`.slice(0, EFFECT_TEXT_LIMIT);
}

/**
 * The header value that carries an effect text: printable ASCII as is, every other character
 * (and `%`) percent-encoded, because header values are bytes and a line break would end the
 * header. `effectFromHeader` reverses it.
 */
export function effectHeaderValue(text: string): string {
  // A lone surrogate (from a JSON string, say) cannot be encoded: it becomes U+FFFD.
  const wellFormed = text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return wellFormed.replace(/[^\x20-\x24\x26-\x7e]/gu, (ch) => encodeURIComponent(ch));
}

/** The effect text of a header value written by `effectHeaderValue`. */
export function effectFromHeader(value: string): string {
  return safeDecode(value);
}

/**
 * Checks effect rules given as data (a site's declaration): each must fit `EffectRule` and its
 * regular expressions must compile. Throws naming `where`, the rule's index and the problem;
 * returns the parsed rules.
 */
export function checkEffectRules(where: string, rules: readonly unknown[]): EffectRule[] {
  return rules.map((raw, i) => {
    const parsed = EffectRule.safeParse(raw);
    if (!parsed.success)
      throw new Error(`${where}: effects[${i}]: ${parsed.error.issues.map((x) => `${x.path.join('.') || 'rule'}: ${x.message}`).join('; ')}`);
    const r = parsed.data;
    const sources: Array<[string, string]> = [['path', r.path]];
    for (const key of ['query', 'body', 'params'] as const) for (const [k, v] of Object.entries(r[key] ?? {})) sources.push([`${key}.${k}`, v]);
    for (const [field, source] of sources) {
      try {
        new RegExp(source, 'i');
      } catch (err) {
        throw new Error(`${where}: effects[${i}] ("${r.effect}"): ${field} is not a valid regular expression (${(err as Error).message}); escape it or fix it`);
      }
    }
    return r;
  });
}

/** The first value of each field of a body (see `bodyValues` for what is read). */
export function bodyFields(body: string | null | undefined, contentType: string | null | undefined): Map<string, string> {
  return new Map([...bodyValues(body, contentType).values].map(([k, v]) => [k, v[0]]));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

type Matchers = Array<[string, RegExp]>;
const compiled = new WeakMap<EffectRule, { path: RegExp; query: Matchers; body: Matchers; params: Matchers }>();

function compile(rule: EffectRule) {
  let c = compiled.get(rule);
  if (!c) {
    const each = (m: Record<string, string> | undefined): Matchers => Object.entries(m ?? {}).map(([k, v]) => [k, new RegExp(v, 'i')]);
    c = { path: new RegExp(rule.path, 'i'), query: each(rule.query), body: each(rule.body), params: each(rule.params) };
    compiled.set(rule, c);
  }
  return c;
}

/** The values a condition tests: the one the app reads (`repeated`), or all of them; an absent field reads ''. */
function tested(values: readonly string[] | undefined, repeated: EffectRule['repeated']): string[] {
  if (!values?.length) return [''];
  if (repeated === 'first') return [values[0]];
  if (repeated === 'last') return [values[values.length - 1]];
  return [...values];
}

/**
 * The effect text of the first rule in `rules` that `req` matches, or null. Unless the rule says
 * which value the app reads (`repeated`), a repeated field matches only when all its values do,
 * so values that disagree match no rule and show as an undeclared write instead of a wrong one.
 * Throws only for a rule whose regular expression does not compile (check rules with
 * `checkEffectRules` first).
 */
export function effectOf(rules: readonly EffectRule[], req: EffectRequest): string | null {
  let u: URL;
  try {
    u = new URL(req.url);
  } catch {
    return null;
  }
  const method = req.method.toUpperCase();
  const path = safeDecode(u.pathname);
  let parsed: BodyValues | undefined;
  const body = () => (parsed ??= bodyValues(req.body, req.contentType));
  const both = (get: (k: string) => string[] | undefined, k: string) => [...(get(k) ?? []), ...(get(`${k}[]`) ?? [])];
  const queryAll = (k: string) => u.searchParams.getAll(k);
  // PHP's $_REQUEST: the POST form's fields (a form body of a POST only), else the query's.
  const param = (k: string) => {
    const posted = method === 'POST' && body().kind === 'form' ? both((n) => body().values.get(n), k) : [];
    return posted.length ? posted : both(queryAll, k);
  };
  for (const rule of rules) {
    if (rule.method !== '*' && rule.method.toUpperCase() !== method) continue;
    const c = compile(rule);
    const m = c.path.exec(path);
    if (!m) continue;
    const holds = (re: RegExp, values: string[] | undefined) => tested(values, rule.repeated).every((v) => re.test(v));
    if (!c.query.every(([k, re]) => holds(re, queryAll(k)))) continue;
    if (!c.body.every(([k, re]) => holds(re, body().values.get(k)))) continue;
    if (!c.params.every(([k, re]) => holds(re, param(k)))) continue;
    const value = (values: string[] | undefined) => (values?.length ? tested(values, rule.repeated ?? 'first')[0] : undefined);
    const text = rule.effect.replace(
      /\{(\w+)\}/g,
      (whole, name: string) => m.groups?.[name] ?? value(body().values.get(name)) ?? value(queryAll(name)) ?? whole,
    );
    return text.slice(0, EFFECT_TEXT_LIMIT);
  }
  return null;
}
