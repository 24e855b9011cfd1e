/**
 * Servers for the network containment tests (issue 55): a site with a blocked admin page, test
 * hooks and a write route that deletes on GET (and names it, as a replica does), and an
 * attacker's server whose pages redirect, frame and auto-submit towards them.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EFFECT_HEADER, type EffectRule } from '../../core/effects';

/** A running server: its base URL, the requests it answered (`METHOD /path?query`) and `close`. */
export interface TestServer {
  base: string;
  hits: string[];
  close(): Promise<void>;
}

async function start(
  handle: (req: IncomingMessage, body: string) => { status?: number; headers?: Record<string, string>; body?: string },
): Promise<TestServer> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      hits.push(`${req.method} ${req.url}`);
      const r = handle(req, body);
      res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...r.headers }).end(r.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The site's effect rules: `GET /tickets/delete?id=N` deletes a ticket; `POST /tickets` saves one. */
export const SITE_EFFECTS: EffectRule[] = [
  { method: 'GET', path: '^/tickets/delete$', effect: 'delete ticket {id}' },
  { method: 'POST', path: '^/tickets$', effect: 'save ticket' },
];

/**
 * The site: `/` lists tickets with a Delete link, `/admin` holds an API key (blocked), `/settings`
 * holds another (forbidden by a navigation policy, not blocked), `/__test/reset` is the hook.
 */
export async function startSite(): Promise<TestServer & { tickets: Set<number>; resets: number }> {
  const tickets = new Set([1, 2, 3]);
  const state = { resets: 0 };
  const s = await start((req) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/')
      return {
        body: `<title>Tickets</title><h1>Tickets</h1>${[...tickets].map((t) => `<p>Ticket ${t} <a href="/tickets/delete?id=${t}">Delete</a></p>`).join('')}`,
      };
    if (u.pathname === '/tickets/delete') {
      const id = Number(u.searchParams.get('id'));
      const had = tickets.delete(id);
      const headers: Record<string, string> = had ? { [EFFECT_HEADER]: `delete ticket ${id}` } : {};
      return { headers, body: `<title>Tickets</title><p>${had ? 'Ticket deleted' : 'No such ticket'}</p>` };
    }
    if (u.pathname === '/admin') return { body: '<title>Admin</title><p>API key: ADMIN-SECRET-42</p>' };
    if (u.pathname === '/settings') return { body: '<title>Settings</title><p>API key: SETTINGS-SECRET-7</p>' };
    if (u.pathname === '/__test/reset' && req.method === 'POST') {
      state.resets++;
      tickets.clear();
      for (const t of [1, 2, 3]) tickets.add(t);
      return { body: 'reset' };
    }
    return { status: 404, body: 'not found' };
  });
  return Object.assign(s, {
    tickets,
    get resets() {
      return state.resets;
    },
  });
}

/**
 * The attacker: `/r?to=<url>&code=<3xx>` redirects; `/page?html=<html>` serves the given page
 * (what an agent can make of its own pages).
 */
export async function startAttacker(): Promise<TestServer & { page(html: string): string; redirect(to: string, code?: number): string }> {
  const s = await start((req) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/r') return { status: Number(u.searchParams.get('code') ?? 302), headers: { location: u.searchParams.get('to') ?? '/' } };
    if (u.pathname === '/page') return { body: u.searchParams.get('html') ?? '' };
    return { status: 404 };
  });
  return Object.assign(s, {
    page: (html: string) => `${s.base}/page?html=${encodeURIComponent(html)}`,
    redirect: (to: string, code = 302) => `${s.base}/r?code=${code}&to=${encodeURIComponent(to)}`,
  });
}
