/**
 * Containment of the action space: the agent may only reach http(s) pages
 * outside the blocked origins (replica control endpoints). `file:`, `chrome:`, `javascript:`,
 * `data:` and other schemes are refused for `goto` and for clicks on links that lead there, and
 * requests to blocked origins (under any loopback alias, see `isBlocked`) are aborted by a
 * context route, whatever started them.
 */
import type { BrowserContext } from '@playwright/test';

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

/**
 * Normalises origins (`http://127.0.0.1:4001/` -> `http://127.0.0.1:4001`). A URL with a path
 * (`http://127.0.0.1:3000/settings`) stays a prefix: that path and below are blocked on that
 * origin only (a declared site's out-of-bounds pages and hook endpoints, issue 42).
 */
export function originsOf(urls: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const u of urls) {
    try {
      const url = new URL(u);
      out.add(url.pathname === '/' && !url.search ? url.origin : `${url.origin}${url.pathname.replace(/\/+$/, '')}`);
    } catch {
      throw new Error(`blockedOrigins: "${u}" is not an absolute URL; pass e.g. replica.controlURL`);
    }
  }
  return out;
}

/**
 * Why `url` is off limits, or null when the agent may open it. `about:blank` is allowed.
 * Relative URLs must be resolved by the caller first.
 */
export function blockReason(url: string, blocked: ReadonlySet<string>): string | null {
  if (url === 'about:blank') return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `"${url}" is not a valid absolute URL`;
  }
  if (!ALLOWED_SCHEMES.has(u.protocol)) return `${u.protocol} URLs are blocked; only http(s) pages of the task may be opened`;
  if (underPrefix(u, blocked)) return `${u.origin}${u.pathname} is out of bounds for agents (a blocked path of the site); it is not part of the task`;
  if (isBlocked(u, blocked)) return `${u.origin} is a blocked origin (harness control endpoint); it is not part of the task`;
  return null;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|\[::\]|0\.0\.0\.0)$/;

function effectivePort(u: URL): string {
  return u.port || (u.protocol === 'https:' ? '443' : u.protocol === 'http:' ? '80' : '');
}

/**
 * True when `u` reaches a blocked origin. An exact origin match is not enough for a loopback
 * endpoint: `localhost`, `0.0.0.0` and names from /etc/hosts reach the same socket under another
 * origin. So a loopback blocked origin blocks its port on every host; its ports are ephemeral and no task site shares them.
 */
export function isBlocked(u: URL, blocked: ReadonlySet<string>): boolean {
  return blocked.has(u.origin) || loopbackPorts(blocked).has(effectivePort(u)) || underPrefix(u, blocked);
}

/** True when `u` is a blocked path prefix or below it (`/settings` blocks `/settings/x`, not `/settingsx`). */
function underPrefix(u: URL, blocked: ReadonlySet<string>): boolean {
  const path = u.pathname.replace(/\/+$/, '');
  for (const b of blocked) {
    if (!isPrefix(b)) continue;
    const prefix = new URL(b);
    if (prefix.origin !== u.origin) continue;
    const p = prefix.pathname;
    if (path === p || path.startsWith(`${p}/`)) return true;
  }
  return false;
}

/** An entry with a path (not a bare origin). */
const isPrefix = (entry: string): boolean => new URL(entry).pathname !== '/';

// The route predicate runs for every request of the context: parse the blocked origins once.
const LOOPBACK_PORTS = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

function loopbackPorts(blocked: ReadonlySet<string>): ReadonlySet<string> {
  let ports = LOOPBACK_PORTS.get(blocked);
  if (!ports) {
    ports = new Set(
      [...blocked]
        .filter((o) => !isPrefix(o))
        .map((o) => new URL(o))
        .filter((b) => LOOPBACK.test(b.hostname))
        .map(effectivePort),
    );
    LOOPBACK_PORTS.set(blocked, ports);
  }
  return ports;
}

/** Aborts every request to a blocked origin in `context` (no route is installed when none is blocked). */
export async function installContainment(context: BrowserContext, blocked: ReadonlySet<string>): Promise<void> {
  if (!blocked.size) return;
  await context.route(
    (url) => isBlocked(url, blocked),
    (route) => route.abort('blockedbyclient'),
  );
}
