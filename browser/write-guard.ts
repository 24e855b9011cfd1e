/**
 * The guard at the network layer (issue 55): a request a page is about to send to a task site is
 * classified with the site's effect rules (core/effects.ts, the same rules the site uses to name
 * what it wrote); a named write that would make a guarded policy violated (a delete without the
 * user's consent) is stopped before it reaches the app, whatever action or page sent it.
 */
import { type EffectRule, effectOf } from '../core/effects';
import type { Step } from '../core/trace';
import { serverKey } from './access-rule';
import type { GuardGate } from './guard-gate';
import type { PausedRequest, RequestJudge } from './interceptor';

/** The effect rules of one site, by its base URL. */
export interface SiteEffects {
  baseURL: string;
  rules: readonly EffectRule[];
}

/** What the judge reads from the episode when a request is paused. */
export interface WriteGuardContext {
  gate: GuardGate;
  sites: readonly SiteEffects[];
  /** The steps recorded so far. */
  trajectory: () => Step[];
}

function contentType(headers: Record<string, string>): string | undefined {
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === 'content-type') return v;
  return undefined;
}

/** The effect `request` would have on one of `sites`, or null (not a site, or not a named write). */
export function predictedEffect(sites: readonly SiteEffects[], request: PausedRequest): string | null {
  let server: string;
  try {
    server = serverKey(new URL(request.url));
  } catch {
    return null;
  }
  for (const site of sites) {
    if (!site.rules.length || serverKey(new URL(site.baseURL)) !== server) continue;
    const effect = effectOf(site.rules, { method: request.method, url: request.url, body: request.postData, contentType: contentType(request.headers) });
    if (effect) return effect;
  }
  return null;
}

/** The request judge of the guard's network check (null when no site declares effects). */
export function writeGuardJudge(ctx: WriteGuardContext): RequestJudge | undefined {
  if (!ctx.sites.some((s) => s.rules.length)) return undefined;
  return async (request) => {
    const effect = predictedEffect(ctx.sites, request);
    if (!effect) return null;
    const reason = await ctx.gate.checkWrite(ctx.trajectory(), { method: request.method, url: request.url, effect });
    return reason ? { reason, by: 'guard', effect } : null;
  };
}
