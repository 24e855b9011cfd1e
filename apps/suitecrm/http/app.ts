/**
 * The app listener's routes: the SPA shell at `/`, its static client, the JSON/HTML API, the
 * CSV export entry point and the classic views under /legacy. No reset or seed endpoint here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { SuiteCtx } from '../context';
import { shellDocument } from '../views/shell';
import { renderView } from './view';
import { mountActions } from './actions';
import { mountLookups } from './lookup';
import { exportCsv } from './export';
import { currentUser, session } from './session';
import type { LegacyModule } from './legacy';
import { now } from '../db/clock';
import type { ListState } from '../views/list';
import { MODULES, OTHER_MODULES } from '../meta/registry';

const CLIENT_DIR = new URL('../client/', import.meta.url);

function clientBundle(): { js: string; css: string; version: string } {
  const files = readdirSync(CLIENT_DIR)
    .filter((f) => f.endsWith('.js'))
    .sort();
  const map = Object.fromEntries([...MODULES, ...OTHER_MODULES].map((m) => [m.key, [m.legacy, m.label]]));
  const actions = {
    index: 'index',
    detailview: 'record',
    editview: 'edit',
    listview: 'list',
    popup: 'popup',
    step1: 'step1',
    step2: 'step2',
    composeview: 'compose',
    importvcard: 'importvcard',
    unifiedsearch: 'unified-search',
    search: 'search',
    convertlead: 'convert-lead',
  };
  const prelude = `var MODULE_MAP = ${JSON.stringify(map)};\nvar LEGACY_ACTIONS = ${JSON.stringify(actions)};\n`;
  const js = `(function(){'use strict';\n${prelude}${files.map((f) => readFileSync(new URL(f, CLIENT_DIR), 'utf8')).join('\n')}\n})();\n`;
  const css = readFileSync(new URL('app.css', CLIENT_DIR), 'utf8');
  const version = createHash('sha1').update(js).update(css).digest('hex').slice(0, 10);
  return { js, css, version };
}

const NOT_FOUND = `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>An Error Occurred: Not Found</title></head><body><div class="container"><h1>Oops! An Error Occurred</h1><h2>The server returned a "404 Not Found".</h2><p>Something is broken. Please let us know what you were doing when this error occurred. We will fix it as soon as possible. Sorry for any inconvenience caused.</p></div></body></html>`;

export function buildApp(ctx: SuiteCtx, legacy: LegacyModule): Hono {
  const app = new Hono();
  const bundle = clientBundle();
  const shell = String(shellDocument(bundle.version, ctx.mode, ctx.switches));
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/', (c) => {
    session(ctx, c);
    return c.html(shell, 200, noStore);
  });
  app.get('/index.html', (c) => c.redirect('/'));
  app.get('/dist/app.js', (c) => c.body(bundle.js, 200, { 'Content-Type': 'text/javascript; charset=UTF-8', 'Cache-Control': 'max-age=86400' }));
  app.get('/dist/app.css', (c) => c.body(bundle.css, 200, { 'Content-Type': 'text/css; charset=UTF-8', 'Cache-Control': 'max-age=86400' }));
  app.get('/favicon.ico', (c) => c.body(null, 204));

  app.get('/api/view', (c) => {
    session(ctx, c);
    let state: ListState = {};
    try {
      state = JSON.parse(c.req.query('state') ?? '{}') ?? {};
    } catch {
      /* default state */
    }
    return c.json(renderView(ctx, c, c.req.query('route') ?? '', state), 200, noStore);
  });
  mountActions(app, ctx);
  mountLookups(app, ctx);

  app.all('/legacy/index.php', async (c, next) => {
    if ((c.req.query('entryPoint') ?? '') === 'export') {
      if (!currentUser(ctx, c)) return c.text('', 403);
      return exportCsv(ctx, c);
    }
    return next();
  });
  app.use('/legacy/*', async (c, next) => {
    if (!currentUser(ctx, c)) {
      return c.html(
        '<!DOCTYPE html><html><head><meta charset="utf-8"><title>SuiteCRM</title></head><body><script>window.top.location.href = window.top.location.pathname.replace(/legacy\\/.*$/, "") + "#/Login";</script></body></html>',
      );
    }
    return next();
  });
  app.route('/legacy', legacy.legacyApp({ db: ctx.db, mode: ctx.mode, now: () => now(ctx.db()) }));

  app.onError((err, c) => {
    console.error('[suitecrm replica]', err);
    if (c.req.path.startsWith('/api/')) {
      return c.json({ ok: false, toast: { type: 'danger', text: 'Unexpected error when calling action, please contact your system administrator.' } }, 200);
    }
    return c.html('<!DOCTYPE html><html><head><title>SuiteCRM</title></head><body></body></html>', 500);
  });
  app.notFound((c) => c.html(NOT_FOUND, 404));
  return app;
}
