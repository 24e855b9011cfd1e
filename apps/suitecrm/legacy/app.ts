/**
 * The Hono sub-app part 1 mounts at `/legacy`: everything is `/index.php?module=X&action=Y…`
 * (GET and POST, parameters merged like PHP's $_REQUEST with POST winning).
 */
import { Hono } from 'hono';
import type { LegacyAppOptions, LegacyRequest } from './context';
import { NATIVE_MODULES, nativeBounce, unknownView } from './fallback';
import { routeFor } from './routes';

type BodyValue = string | File | (string | File)[];

/** Builds the legacy sub-app. */
export function legacyApp(o: LegacyAppOptions): Hono {
  const app = new Hono();
  app.all('/index.php', async (c) => {
    const method = c.req.method === 'POST' ? 'POST' : 'GET';
    const query = new URL(c.req.url).searchParams;
    let body: Record<string, BodyValue> = {};
    if (method === 'POST') body = (await c.req.parseBody({ all: true })) as Record<string, BodyValue>;
    const list = (name: string): (string | File)[] => {
      const b = body[name] ?? body[`${name}[]`];
      if (b !== undefined) return Array.isArray(b) ? b : [b];
      return query.getAll(name).length ? query.getAll(name) : query.getAll(`${name}[]`);
    };
    const r: LegacyRequest = {
      c,
      method,
      db: o.db(),
      mode: o.mode,
      now: o.now,
      all: (n) => list(n).filter((v): v is string => typeof v === 'string'),
      p: (n) => list(n).find((v): v is string => typeof v === 'string') ?? '',
      file: (n) => list(n).find((v): v is File => typeof v !== 'string'),
    };
    const module = r.p('module') || 'Home';
    const action = r.p('action') || 'index';
    const handler = routeFor(module, action);
    if (handler) return handler(r);
    if (NATIVE_MODULES.has(module) || ['index', 'listview'].includes(action.toLowerCase())) return nativeBounce(r);
    return unknownView(r);
  });
  app.get('/', (c) => c.redirect('index.php?module=Home&action=index'));
  return app;
}
