/**
 * One rule for where an agent may go (issue 55): blocked origins (harness control endpoints) and
 * blocked path prefixes (a site's out-of-bounds pages and hook endpoints), matched after
 * normalisation on every URL the harness judges: the action's, and every request any page makes
 * (`browser/interceptor.ts`), each redirect hop included.
 *
 * Normalisation: the host under every name of this machine (`localhost`, `*.localhost`,
 * 127.0.0.0/8, `0.0.0.0`, `[::1]`, `[::]`, IPv4-mapped loopback, this machine's own addresses and
 * host names from the system and `/etc/hosts`) is one host, told apart by port only; the path is
 * percent-decoded until stable, its dot segments resolved, `\` read as `/`, runs of `/` folded,
 * `;parameters` cut and compared case-insensitively (over-blocking a case variant costs an agent
 * nothing; under-blocking on a case-insensitive app leaks). Pure: no Playwright.
 */
import { hostKey, insideHost, resolvesInside } from './local-hosts';

export { hostKey } from './local-hosts';

/** Schemes a page may load at all; anything else (file:, chrome:, ...) is blocked. */
const LOADABLE = new Set(['http:', 'https:', 'ws:', 'wss:', 'data:', 'blob:', 'about:']);
/** Schemes judged by host and path. */
const NETWORK = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** The port a URL reaches (its default when none is written). */
export function portOf(u: URL): string {
  if (u.port) return u.port;
  return u.protocol === 'https:' || u.protocol === 'wss:' ? '443' : '80';
}

/** `host:port` as the rule compares servers (`local:4001` for any name of this machine). */
export function serverKey(u: URL): string {
  return `${hostKey(u)}:${portOf(u)}`;
}

function decodeAll(s: string): string {
  let out = s;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      next = out.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    }
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The path as the rule compares it: decoded, dots resolved, `;params` cut, `/` folded, lower-cased, no trailing `/`. */
export function normalPath(pathname: string): string {
  let p = decodeAll(pathname).replace(/\\/g, '/');
  p = p
    .split('/')
    .map((seg) => seg.split(';')[0])
    .join('/');
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg.trim());
  }
  return `/${out.join('/')}`.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * One blocked entry: a whole server (an origin) or a path prefix on one. A server of this
 * machine is matched by its port under ANY host name: besides this machine's own names, an
 * outside name can resolve to a loopback address (DNS rebinding, `*.nip.io`), and its ports are
 * the harness's own or the site's.
 */
interface Entry {
  /** `local:<port>` or `<host>:<port>`. */
  server: string;
  /** `null`: the whole server. */
  path: string | null;
  /** What the entry was given as, for messages. */
  shown: string;
}

/** Options of an `AccessRule`. */
export interface AccessRuleOptions {
  /**
   * The task's sites (base URLs). When given, this machine and the private network are closed
   * except for them and `allow`: other local ports are the harness's, other tests' or other
   * programs' (issue 55: "any replica or site on the machine").
   */
  sites?: readonly string[];
  /** Further servers inside the machine or the private network the agent may reach (origins). */
  allow?: readonly string[];
}

/** Where an agent may not go; built once per episode from blocked origins and path prefixes. */
export class AccessRule {
  private readonly entries: Entry[];
  /** Servers inside the machine the agent may reach (`local:4001`), or null when the inside is not closed. */
  private readonly open: Set<string> | null;

  /**
   * `blocked`: absolute URLs. One without a path (`http://127.0.0.1:4001`) blocks that whole server
   * under every name; one with a path (`http://127.0.0.1:3000/admin`) blocks that path and below
   * (`/admin/x`, not `/adminx`). Throws naming the entry when one is not an absolute http(s) URL.
   */
  constructor(blocked: Iterable<string>, opts: AccessRuleOptions = {}) {
    this.open = opts.sites ? new Set([...opts.sites, ...(opts.allow ?? [])].map((u) => serverKey(new URL(u)))) : null;
    this.entries = [];
    for (const b of blocked) {
      let u: URL;
      try {
        u = new URL(b);
      } catch {
        throw new Error(`blocked URL "${b}" is not an absolute URL; pass e.g. replica.controlURL or a site's base URL plus a path`);
      }
      const path = normalPath(u.pathname);
      this.entries.push({ server: serverKey(u), path: path === '/' ? null : path, shown: path === '/' ? u.origin : `${u.origin}${u.pathname}` });
    }
  }

  /** True when no entry is blocked. */
  get empty(): boolean {
    return this.entries.length === 0;
  }

  /**
   * Why `url` may not be loaded, or null when it may. `about:blank`, `data:` and `blob:` are left
   * to the callers that care (a `goto` refuses them itself); other non-network schemes are refused.
   */
  reason(url: string): string | null {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return `"${url.slice(0, 200)}" is not a valid absolute URL`;
    }
    if (!LOADABLE.has(u.protocol)) return `${u.protocol} URLs are blocked; only http(s) pages of the task may be opened`;
    if (!NETWORK.has(u.protocol)) return null;
    const server = serverKey(u);
    const anyHost = `local:${portOf(u)}`;
    let path: string | undefined;
    for (const e of this.entries) {
      if (e.server !== server && e.server !== anyHost) continue;
      if (e.path === null) return `${u.origin} is a blocked origin (harness control endpoint); it is not part of the task`;
      path ??= normalPath(u.pathname);
      if (path === e.path || path.startsWith(`${e.path}/`))
        return `${u.origin}${u.pathname} is out of bounds for agents (a blocked path of the site, ${e.shown}); it is not part of the task`;
    }
    if (this.open && !this.open.has(server) && insideHost(u))
      return `${u.origin} is inside this machine or its private network and is not one of the task's sites; agents may reach only the task's sites there`;
    return null;
  }

  /**
   * `reason`, plus a DNS lookup of a host name that is not this machine's: an outside name that
   * resolves inside (to loopback or a private address) is held to the same rule. For judging
   * requests; the browser resolves names itself, so a name that changes its answer between the
   * two lookups (DNS rebinding) is beyond this check (docs/threat-model.md).
   */
  async reasonResolved(url: string): Promise<string | null> {
    const why = this.reason(url);
    if (why || !this.open) return why;
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return null;
    }
    if (!NETWORK.has(u.protocol) || this.open.has(serverKey(u)) || insideHost(u) || /^[\d.]+$|^\[/.test(u.hostname)) return null;
    return (await resolvesInside(u.hostname))
      ? `${u.origin} resolves to an address inside this machine or its private network and is not one of the task's sites; agents may reach only the task's sites there`
      : null;
  }
}

/** True when `a` and `b` reach the same server (`http://localhost:4001` and `http://127.0.0.1:4001/x`). */
export function sameServer(a: string, b: string): boolean {
  try {
    return serverKey(new URL(a)) === serverKey(new URL(b));
  } catch {
    return false;
  }
}
