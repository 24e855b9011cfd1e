/**
 * A replica's drift (core/drift.ts): the rules a profile may apply and the response rewriting
 * that applies them. Rules rewrite the app's own responses (HTML pages and fragments, the client
 * script bundle, JSON with toast texts), so server-rendered and client-rendered pages drift alike
 * and the app's behaviour (routes, form fields, actions) stays the same.
 */
import type { DriftChange, DriftProfile, DriftRecord, DriftSetting } from '../../core/drift';
import { formatDrift, pickChanges } from '../../core/drift';
import type { FetchHandler } from './server';

/** One change and how the replica makes it. */
export interface DriftRule extends DriftChange {
  /** Applied in order to every rewritten body. */
  rewrite: Array<[pattern: RegExp, replacement: string]>;
  /**
   * Where the change shows, for the tests: an app path whose body holds `shows` (default: the
   * first text's `to`) after the change and not before.
   */
  probe: { path: string; method?: 'GET' | 'POST'; body?: unknown; shows?: string };
  /**
   * The server side of a behaviour change (`logic` drift): sees each request first and answers
   * it instead of the app (a rule the app now enforces), or returns undefined to let the app
   * answer. Reads the body from a clone, so the app still gets it. `app` asks the app itself
   * (unrewritten), e.g. for the form page a refusal re-renders.
   */
  intercept?: (request: Request, app: (request: Request) => Promise<Response>) => Promise<Response | undefined>;
}

/** A rule renaming a label where it is a whole text node (`>Delete<`, `> Delete <`), never attribute values or form fields. */
export function labelRule(id: string, from: string, to: string, probe: DriftRule['probe'], where: string, profile: DriftProfile = 'cosmetic'): DriftRule {
  const esc = escapeRegExp(from);
  return {
    id,
    profile,
    description: `the label "${from}" reads "${to}" (${where})`,
    texts: [{ from, to }],
    rewrite: [[new RegExp(`>(\\s*)${esc}(\\s*)<`, 'g'), `>$1${to}$2<`]],
    probe,
  };
}

/** `s` as a literal inside a RegExp. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const REWRITTEN = /^(text\/html|text\/javascript|application\/javascript|application\/json)/;

/** Wraps a replica's handler so every text response is rewritten by `rules` (no-op without rules). */
export function driftFetch(fetch: FetchHandler, rules: readonly DriftRule[]): FetchHandler {
  if (!rules.length) return fetch;
  const guards = rules.flatMap((r) => (r.intercept ? [r.intercept] : []));
  return async (req, env) => {
    const app = async (r: Request) => fetch(r, env);
    let res: Response | undefined;
    for (const guard of guards) if (!res) res = await guard(req.clone(), app);
    res ??= await fetch(req, env);
    if (!REWRITTEN.test(res.headers.get('content-type') ?? '')) return res;
    let body = await res.text();
    for (const r of rules) for (const [pattern, replacement] of r.rewrite) body = body.replace(pattern, replacement);
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.delete('etag');
    return new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

/**
 * The rules `setting` applies from a replica's catalog, and its manifest. Throws when the replica
 * has no change for the profile (naming the app and what it offers).
 */
export function selectDrift(app: string, catalog: readonly DriftRule[], setting: DriftSetting): { rules: DriftRule[]; manifest: DriftRecord } {
  const rules = pickChanges(catalog, setting);
  if (!rules.length) {
    const offered = [...new Set(catalog.map((r) => r.profile))];
    throw new Error(
      `the ${app} replica has no ${setting.profile} drift${offered.length ? ` (it offers: ${offered.join(', ')})` : ' yet'}; set STWAB_DRIFT to one of those or off`,
    );
  }
  const manifest = {
    setting: formatDrift(setting),
    app,
    changes: rules.map(({ id, profile, description, texts }) => ({ id, profile, description, texts })),
  };
  return { rules, manifest };
}
