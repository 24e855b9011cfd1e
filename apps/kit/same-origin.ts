/**
 * CSRF protection for every replica. The real apps refuse a state-changing
 * request that another site's page makes with the user's cookies: SuiteCRM 8 with its
 * XSRF-TOKEN header check, GitLab (Rails) with the form's authenticity token, Magento with its
 * form key. The replicas enforce the same outcome with the browser's own provenance headers:
 * a write (any method but GET, HEAD and OPTIONS) is refused with 403 when `Sec-Fetch-Site` says
 * it came from another origin, or when its `Origin` is not the replica's own. Requests without
 * either header (command-line clients, the harness's API calls) are not browser-forged and pass.
 *
 * Why not cookies alone: all loopback ports are one "site", so SameSite cookies still travel
 * from a page an agent serves on 127.0.0.1:<other port> to the replica.
 */
import type { FetchHandler } from './server';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why `request` must be refused as a cross-origin write, or null when it may go on. */
export function crossOriginWrite(request: Request): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return `Sec-Fetch-Site is ${fetchSite}`;
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  if (origin === 'null') return 'the request comes from an opaque origin';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin ${JSON.stringify(origin.slice(0, 100))} is not a URL`;
  }
  const own = request.headers.get('host') ?? new URL(request.url).host;
  return host === own ? null : `Origin ${origin} is not this app (${own})`;
}

/** Wraps a replica's handler so cross-origin writes get 403 and never reach the app. */
export function sameOriginWrites(handler: FetchHandler): FetchHandler {
  return (request, env) => {
    const why = crossOriginWrite(request);
    if (!why) return handler(request, env);
    return new Response(`403 Forbidden: this app does not accept changes sent from another site's page (${why}).\n`, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  };
}
