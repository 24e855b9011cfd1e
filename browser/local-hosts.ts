/**
 * This machine's names and the private address space (issue 55): what counts as "inside" when
 * the harness decides where an agent may go. Loopback (`localhost`, `*.localhost`, 127.0.0.0/8,
 * `0.0.0.0`, `[::1]`, `[::]`, IPv4-mapped loopback), this machine's own addresses and host names
 * (interfaces, `os.hostname()`, `/etc/hosts` entries for them) are one host, `local`; private,
 * shared and link-local ranges (10/8, 172.16/12, 192.168/16, 100.64/10, 169.254/16 with the cloud
 * metadata address, fc00::/7, fe80::/10) are inside too.
 */
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';

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

/** True for a literal address in a private, shared or link-local range (IPv4 or bracketed IPv6). */
export function privateAddress(host: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  return /^\[(f[cd][0-9a-f]{0,2}|fe[89ab][0-9a-f]?):/i.test(host);
}

/** True when `u`'s host is this machine or a private address (by its literal name, no lookup). */
export function insideHost(u: URL): boolean {
  const h = u.hostname.toLowerCase().replace(/\.$/, '');
  return hostKey(u) === 'local' || privateAddress(h);
}

const LOOKUP_MS = 1_000;
const resolved = new Map<string, Promise<boolean>>();

/**
 * True when host name `host` resolves to an inside address (a name of the outside world that
 * points at loopback or a private network). Cached per name for the process; a failed or slow
 * lookup counts as outside (the browser cannot reach it either).
 */
export function resolvesInside(host: string): Promise<boolean> {
  let r = resolved.get(host);
  if (!r) {
    r = Promise.race([
      lookup(host, { all: true }).then((list) => list.some(({ address, family }) => insideHost(new URL(`http://${family === 6 ? `[${address}]` : address}/`)))),
      new Promise<boolean>((done) => setTimeout(() => done(false), LOOKUP_MS).unref()),
    ]).catch(() => false);
    resolved.set(host, r);
  }
  return r;
}
