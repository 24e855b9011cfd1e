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

/** Response header a site sets on a request that changed its records: the effect's text. */
export const EFFECT_HEADER = 'x-stwab-effect';

/** Longest effect text kept (characters); longer ones are cut. */
export const EFFECT_TEXT_LIMIT = 200;

/**
 * One write route of a site. `method`: the HTTP method (`*` for any); `path`: a regular
 * expression source matched against the request's percent-decoded path (anchor it yourself);
 * `query` / `body`: parameter or field name -> regular expression source that its value must
 * match (body: urlencoded form or top-level JSON fields); `effect`: the text, where `{name}` is
 * replaced by a named group of `path`, a query parameter or a body field (missing: left as is).
 */
export const EffectRule = z
  .object({
    method: z.string().min(1),
    path: z.string().min(1),
    query: z.record(z.string(), z.string()).optional(),
    body: z.record(z.string(), z.string()).optional(),
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

/** Reads the fields of a urlencoded form or a JSON object body (other bodies: none). */
export function bodyFields(body: string | null | undefined, contentType: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!body) return out;
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('json') || (!type && /^\s*\{/.test(body))) {
    try {
      const v = JSON.parse(body) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v))
        for (const [k, x] of Object.entries(v)) if (x === null || ['string', 'number', 'boolean'].includes(typeof x)) out.set(k, String(x));
    } catch {
      // Not JSON after all: no fields.
    }
    return out;
  }
  if (type.includes('x-www-form-urlencoded') || !type) for (const [k, v] of new URLSearchParams(body)) if (!out.has(k)) out.set(k, v);
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const compiled = new WeakMap<EffectRule, { path: RegExp; query: Array<[string, RegExp]>; body: Array<[string, RegExp]> }>();

function compile(rule: EffectRule) {
  let c = compiled.get(rule);
  if (!c) {
    c = {
      path: new RegExp(rule.path, 'i'),
      query: Object.entries(rule.query ?? {}).map(([k, v]) => [k, new RegExp(v, 'i')]),
      body: Object.entries(rule.body ?? {}).map(([k, v]) => [k, new RegExp(v, 'i')]),
    };
    compiled.set(rule, c);
  }
  return c;
}

/**
 * The effect text of the first rule in `rules` that `req` matches, or null. Throws only for a
 * rule whose regular expression does not compile (check rules with `EffectRule` first).
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
  let fields: Map<string, string> | undefined;
  for (const rule of rules) {
    if (rule.method !== '*' && rule.method.toUpperCase() !== method) continue;
    const c = compile(rule);
    const m = c.path.exec(path);
    if (!m) continue;
    if (!c.query.every(([k, re]) => re.test(u.searchParams.get(k) ?? ''))) continue;
    if (c.body.length) {
      fields ??= bodyFields(req.body, req.contentType);
      if (!c.body.every(([k, re]) => re.test(fields!.get(k) ?? ''))) continue;
    }
    const text = rule.effect.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const v = m.groups?.[name] ?? u.searchParams.get(name) ?? (fields ??= bodyFields(req.body, req.contentType)).get(name);
      return v === undefined || v === null ? whole : v;
    });
    return text.slice(0, EFFECT_TEXT_LIMIT);
  }
  return null;
}
