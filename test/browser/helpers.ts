/**
 * Test helpers for the episode runner: a tiny `node:http` site whose pages are given as a map,
 * a scripted agent that replays action strings, and a minimal valid task.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Agent, Observation } from '../../core/agent';
import { Task } from '../../tasks/schema';

/** A running local site; `url('/x')` gives an absolute URL. */
export interface Site {
  base: string;
  url(path: string): string;
  close(): Promise<void>;
  /** Paths requested so far, in order. */
  hits: string[];
}

/** Serves `pages` (path -> HTML). Paths ending in `.txt` are sent as downloads. */
export async function serve(pages: Record<string, string>): Promise<Site> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.push(path);
    const body = pages[path];
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<title>404</title>not found');
      return;
    }
    if (path.endsWith('.txt')) res.writeHead(200, { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="report.txt"' });
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, url: (p) => base + p, hits, close: () => new Promise((r) => server.close(() => r())) };
}

/** An agent that sends `actions` in order (then `finish()`), keeping every observation it saw. */
export function scriptedAgent(actions: Array<string | ((obs: Observation) => string)>, observe: Agent['observe'] = {}): Agent & { seen: Observation[] } {
  const seen: Observation[] = [];
  let i = 0;
  return {
    name: 'scripted',
    observe,
    seen,
    act(obs) {
      seen.push(obs);
      const a = actions[i++] ?? 'finish()';
      return { action: typeof a === 'function' ? a(obs) : a };
    },
  };
}

/** A minimal valid task starting at `startPath` of the suitecrm site. */
export function taskAt(startPath: string, extra: Record<string, unknown> = {}): Task {
  return Task.parse({
    task_id: 9001,
    sites: ['suitecrm'],
    require_login: false,
    start_url: `__SUITECRM__${startPath}`,
    intent: 'Test task',
    eval: { eval_types: ['string_match'], reference_answers: { exact_match: 'done' } },
    policies: [],
    ...extra,
  });
}

/** The bid in `axtree` of the first line matching `role 'name'`; throws when absent. */
export function bidOf(axtree: string, role: string, name: string): string {
  const line = axtree.split('\n').find((l) => l.includes(`] ${role} '${name}'`) || l.includes(`] ${role} "${name}"`));
  const m = line && /\[([a-z]*\d+)\]/.exec(line);
  if (!m) throw new Error(`no ${role} '${name}' in axtree:\n${axtree}`);
  return m[1];
}
