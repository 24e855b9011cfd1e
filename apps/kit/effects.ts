/**
 * Effects, the replica side (issue 55): every response to a request that changed the replica's
 * records carries the header `x-stwab-effect` with what it wrote, named by the replica's effect
 * rules (core/effects.ts), or `undeclared write: <METHOD> <path>` when no rule names it, so a
 * write is never silent. A request that changed nothing carries no such header, whatever rule
 * its route has (a refused form writes nothing).
 *
 * "Changed" is read from the database's own change count (SQLite `total_changes()`), before and
 * after the app handles the request. Requests are handled one at a time for that reading, so a
 * read that runs beside a write is not blamed for it; bodies are read into memory first, so a
 * slow upload does not hold the others up. The replica handlers do no other waiting (no file or
 * network I/O), so the queue costs no more than their CPU time.
 */
import { EFFECT_HEADER, type EffectRule, effectHeaderValue, effectOf, undeclaredWrite } from '../../core/effects';
import type { FetchHandler } from './server';

export interface EffectsOptions {
  /** The replica's effect rules, first match wins. */
  rules: readonly EffectRule[];
  /** Rows inserted, updated or deleted so far; never decreases (a reset does not rewind it). */
  changes: () => number;
}

/** Wraps a replica's handler so that its responses say what they wrote (see the file comment). */
export function effectsFetch(handler: FetchHandler, { rules, changes }: EffectsOptions): FetchHandler {
  let queue: Promise<unknown> = Promise.resolve();
  return async (request, env) => {
    // A copy of the body, read now: the rules may need its fields, and the app then reads the
    // original from memory instead of from the socket while it holds the queue.
    const body = request.body ? new TextDecoder().decode(await request.clone().arrayBuffer()) : null;
    const turn = queue.then(async () => {
      const before = changes();
      try {
        return { res: await handler(request, env), changed: changes() - before };
      } catch (err) {
        return { err, changed: changes() - before };
      }
    });
    queue = turn;
    const out = await turn;
    if ('err' in out) throw out.err;
    let effect: string | null = null;
    if (out.changed > 0) {
      const req = { method: request.method, url: request.url, body, contentType: request.headers.get('content-type') };
      effect = effectOf(rules, req) ?? undeclaredWrite(request.method, new URL(request.url).pathname);
    }
    return withEffect(out.res, effect);
  };
}

/** `res` with the effect header set to `effect`, or without one (null); copies a response whose headers are immutable. */
function withEffect(res: Response, effect: string | null): Response {
  if (effect === null && !res.headers.has(EFFECT_HEADER)) return res;
  const apply = (h: Headers) => (effect === null ? h.delete(EFFECT_HEADER) : h.set(EFFECT_HEADER, effectHeaderValue(effect)));
  try {
    apply(res.headers);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    apply(headers);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
