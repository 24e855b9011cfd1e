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
import { readFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';

/** Schemes a page may load at all; anything else (file:, chrome:, ...) is blocked. */
const LOADABLE = new Set(['http:', 'https:', 'ws:', 'wss:', 'data:', 'blob:', 'about:']);
/** Schemes judged by host and path. */
const NETWORK = new Set(['http:', 'https:', 'ws:', 'wss:']);

const LOOPBACK = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]|\[::ffff:0:0\])$/;

let machineNames: Set<string> | undefined;

/** This machine's own addresses and names (interfaces, host name, `/etc/hosts` entries for them). */
function ownNames(): Set<string> {
  if (machineNames) return machineNames;
  const names = new Set<string>([hostname().toLowerCase()]);
  const addresses = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) addresses.add(a.family === 'IPv6' ? `[${a.address.split('%')[0].toLowerCase()}]` : a.address);
  for (const a of addresses) names.add(a);
  try {
    for (const line of readFileSync('/etc/hosts', 'utf8').split('\n')) {
      const [addr, ...aliases] = line.replace(/#.*/, '').trim().split(/\s+/);
      if (!addr) continue;
      const a = addr.includes(':') ? `[${addr.toLowerCase()}]` : addr;
      if (LOOPBACK.test(a) || addresses.has(a)) for (const n of aliases) names.add(n.toLowerCase());
    }
  } catch {
    // No /etc/hosts (another OS): the interface addresses and the host name still count.
  }
  machineNames = names;
  return names;
}

/** The host as the rule compares it: `local` for any name of this machine, else the lower-cased name without a trailing dot. */
export function hostKey(u: URL): string {
  const h = u.hostname.toLowerCase().replace(/\.$/, '');
  return LOOPBACK.test(h) || ownNames().has(h) ? 'local' : h;
}

function portOf(u: URL): string {
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

/** Where an agent may not go; built once per episode from blocked origins and path prefixes. */
export class AccessRule {
  private readonly entries: Entry[];

  /**
   * `blocked`: absolute URLs. One without a path (`http://127.0.0.1:4001`) blocks that whole server
   * under every name; one with a path (`http://127.0.0.1:3000/admin`) blocks that path and below
   * (`/admin/x`, not `/adminx`). Throws naming the entry when one is not an absolute http(s) URL.
   */
  constructor(blocked: Iterable<string>) {
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
    if (!NETWORK.has(u.protocol) || !this.entries.length) return null;
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
    return null;
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
