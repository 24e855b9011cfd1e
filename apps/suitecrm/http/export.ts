/**
 * CSV export (replica doc §10.1): POST legacy/index.php?entryPoint=export with `uid` (ids) or
 * `current_post` (filter of a Select All). Every value quoted, CRLF line ends, labels first row.
 */
import type { Context } from 'hono';
import type { SuiteCtx } from '../context';
import { moduleByBean, moduleDef } from '../meta/modules';
import type { FieldDef, ModuleDef } from '../meta/types';
import { listIds, loadRecords } from '../data/query';
import { type Rec, displayText } from '../data/format';
import { effectiveModule } from './fields';

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

function columnLabel(m: ModuleDef, name: string): string {
  if (name === 'id') return 'ID';
  const fd = m.fields[name];
  if (fd) return fd.label;
  return name
    .split('_')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(' ');
}

function value(m: ModuleDef, name: string, r: Rec): string {
  const fd: FieldDef | undefined = m.fields[name];
  if (fd) return displayText(fd, r);
  const v = r[name];
  return v === null || v === undefined ? '' : String(v);
}

export async function exportCsv(ctx: SuiteCtx, c: Context): Promise<Response> {
  const form = c.req.method === 'POST' ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : {};
  const get = (k: string) => String((form as Record<string, unknown>)[k] ?? c.req.query(k) ?? '');
  const base = moduleByBean(get('module')) ?? moduleDef(get('module'));
  if (!base?.table) return c.text('', 200);
  const m = effectiveModule(ctx, base);
  let ids = get('uid')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!ids.length && get('current_post')) {
    let state = {};
    try {
      state = JSON.parse(get('current_post'));
    } catch {
      /* empty filter */
    }
    ids = listIds(ctx.db(), m, state);
  }
  const rows = loadRecords(ctx.db(), m, ids);
  const cols = m.export ?? ['id', ...Object.keys(m.fields)];
  const lines = [cols.map((n) => quote(columnLabel(m, n))).join(','), ...rows.map((r) => cols.map((n) => quote(value(m, n, r))).join(','))];
  return new Response(`\ufeff${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/comma-separated-values; charset=UTF-8',
      'Content-Disposition': `attachment; filename="${m.legacy}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
