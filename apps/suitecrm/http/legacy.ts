/**
 * Bridge to the classic views (part 2, `apps/suitecrm/legacy/`): its schema and seed run
 * after part 1's, and its Hono app is mounted at /legacy. When that folder is absent (part 2
 * not built yet) a placeholder page stands in; set STWAB_SUITECRM_NO_LEGACY=1 to force it.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { h } from '../../kit/html';
import type { ReplicaMode } from '../../../core/vocabulary';
import { moduleFile } from '../../../core/module-file';

export interface LegacyContext {
  db: () => Database;
  mode: ReplicaMode;
  now: () => Date;
}

export interface LegacyModule {
  legacySchemaSql: string;
  seedLegacy(db: Database): void;
  legacyApp(ctx: LegacyContext): Hono;
}

// `.js` in the installed package: a `.ts` path there would silently fall back to the placeholder.
const ENTRY = moduleFile(import.meta.url, '../legacy/index.ts');

export async function loadLegacy(): Promise<LegacyModule> {
  if (process.env.STWAB_SUITECRM_NO_LEGACY === '1' || !existsSync(ENTRY)) return placeholder;
  const spec: string = pathToFileURL(ENTRY).href;
  return (await import(spec)) as LegacyModule;
}

/** Stand-in classic view: shows which legacy page was asked for and mirrors its location. */
const placeholder: LegacyModule = {
  legacySchemaSql: '',
  seedLegacy() {},
  legacyApp() {
    const app = new Hono();
    app.all('/index.php', (c) => {
      const module = c.req.query('module') ?? '';
      const action = c.req.query('action') ?? 'index';
      return c.html(
        String(
          h`<!DOCTYPE html><html><head><meta charset="utf-8"><title>SuiteCRM</title></head><body class="legacy-placeholder"><div class="moduleTitle"><h2>${module}</h2></div><p>Classic view ${module} / ${action}</p><script>parent.postMessage({type:'scrm-legacy-location',href:location.href},'*');parent.postMessage({type:'scrm-legacy-height',height:document.documentElement.scrollHeight},'*');</script></body></html>`,
        ),
      );
    });
    return app;
  },
};
