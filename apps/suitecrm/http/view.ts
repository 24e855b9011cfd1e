/**
 * GET /api/view: resolves a hash route to the navbar + view markup (or a redirect). The client
 * passes its list state (page, sort, filter, open panel) for the route's module.
 */
import type { Context } from 'hono';
import type { Database } from 'better-sqlite3';
import type { SuiteCtx } from '../context';
import { h, type Html } from '../../kit/html';
import { prep } from '../../kit/sql';
import { moduleDef } from '../meta/modules';
import { moduleInfo } from '../meta/registry';
import { OPTIONS, optionLabel } from '../meta/options';
import { type Rec, headerTitle, personName } from '../data/format';
import { emailsOf, listIds, listRows, loadRecord } from '../data/query';
import { recentItems, trackView } from '../data/tracker';
import { beanModule } from '../data/write';
import { subpanel } from '../data/subpanels';
import { navbar } from '../views/navbar';
import { listView, type ListState } from '../views/list';
import { recordView } from '../views/record';
import { subpanels } from '../views/subpanels';
import { adminView, classicView, convertView, loginView } from '../views/pages';
import { parseRoute, resolve } from '../views/route';
import { currentUser } from './session';
import { effectiveModule, fieldResolver } from './fields';

export interface ViewResponse {
  redirect?: string;
  kind?: string;
  module?: string;
  navbar?: string;
  view?: string;
  toast?: { type: string; text: string };
}

function userNames(db: Database): (id: string) => string {
  return (id: string) => (prep(db, 'SELECT user_name FROM users WHERE id = ?').get(id) as { user_name: string } | undefined)?.user_name ?? '';
}

function navbarHtml(ctx: SuiteCtx, userId: string, current?: string): string {
  const db = ctx.db();
  const recent = recentItems(db, userId);
  const byModule: Record<string, ReturnType<typeof recentItems>> = {};
  for (const r of recentItems(db, userId, undefined, 50)) (byModule[r.module] ??= []).push(r);
  const u = prep(db, 'SELECT first_name, last_name FROM users WHERE id = ?').get(userId) as Rec | undefined;
  const userName = `${u?.first_name ?? ''} ${u?.last_name ?? ''}`;
  return String(navbar({ current, recent, recentByModule: byModule, userName }));
}

export function summary(mod: ReturnType<typeof moduleDef>, r: Rec): string {
  if (!mod) return '';
  if (mod.person) return personName(r);
  return String(r.name ?? r.document_name ?? '');
}

function groupCounts(db: Database, key: string): [string, number][] {
  const spec: Record<string, [string, string, string]> = {
    opportunities: ['opportunities', 'sales_stage', 'sales_stage_dom'],
    leads: ['leads', 'status', 'lead_status_dom'],
    accounts: ['accounts', 'account_type', 'account_type_dom'],
  };
  const s = spec[key];
  if (!s) return [];
  const rows = prep(db, `SELECT COALESCE(${s[1]}, '') AS k, COUNT(*) AS n FROM ${s[0]} WHERE deleted = 0 GROUP BY k`).all() as { k: string; n: number }[];
  const order = OPTIONS[s[2]].map(([k]) => k);
  rows.sort((a, b) => order.indexOf(a.k) - order.indexOf(b.k));
  return rows.map((r) => [optionLabel(s[2], r.k), r.n]);
}

export function renderView(ctx: SuiteCtx, c: Context, hash: string, state: ListState): ViewResponse {
  const db = ctx.db();
  const userId = currentUser(ctx, c);
  const route = parseRoute(hash);
  const res = resolve(route, !!userId);
  if (res.kind === 'redirect') return { redirect: res.to };
  if (res.kind === 'login') return { kind: 'login', view: String(loginView()) };
  const uid = userId!;
  if (res.kind === 'admin') return { kind: 'admin', module: 'administration', navbar: navbarHtml(ctx, uid), view: String(adminView()) };
  if (res.kind === 'classic') {
    const info = moduleInfo(res.module);
    trackClassic(db, uid, res.module, route);
    return { kind: 'classic', module: res.module, navbar: navbarHtml(ctx, uid, res.module), view: String(classicView(res.src, info?.label ?? res.module)) };
  }
  const mod = effectiveModule(ctx, moduleDef(res.kind === 'convert' ? 'leads' : res.module)!);
  const fieldDef = fieldResolver(ctx, mod);
  if (res.kind === 'list') {
    const showInsights = !!mod.list?.insights && (state.insights ?? ctx.switches.insights);
    const { rows, total, offset } = listRows(db, mod, state);
    const view = listView({ mod, rows, total, offset, state, showInsights, counts: showInsights ? groupCounts(db, mod.key) : [], fieldDef });
    return { kind: 'list', module: mod.key, navbar: navbarHtml(ctx, uid, mod.key), view: String(view) };
  }
  if (res.kind === 'convert') {
    const r = loadRecord(db, mod, res.id) ?? {};
    return {
      kind: 'convert',
      module: 'leads',
      navbar: navbarHtml(ctx, uid, 'leads'),
      view: String(convertView(res.id, r.first_name ?? '', r.last_name ?? '', r.title ?? '', r.account_name ?? '')),
    };
  }
  let rec: Rec | undefined;
  let toast: ViewResponse['toast'];
  let title = 'Create';
  let pager: { index: number; total: number; prev?: string; next?: string } | undefined;
  if (res.kind === 'record') {
    rec = loadRecord(db, mod, res.id);
    if (!rec) {
      rec = { id: res.id };
      toast = { type: 'danger', text: 'Unexpected error when calling action, please contact your system administrator.' };
    } else {
      trackView(db, uid, mod.legacy, rec.id, summary(mod, rec));
    }
    title = rec.name !== undefined || rec.last_name !== undefined ? headerTitle(rec, !!mod.person, ctx.switches.trimPersonHeader) : '';
    const off = Number(route.query.get('offset'));
    if (off > 0) {
      const ids = listIds(db, mod, state);
      const at = ids.indexOf(res.id);
      if (at >= 0) {
        const link = (i: number) => (ids[i] ? `#/${mod.key}/${res.mode === 'edit' ? 'edit' : 'record'}/${ids[i]}?offset=${i + 1}` : undefined);
        pager = { index: at + 1, total: ids.length, prev: link(at - 1), next: link(at + 1) };
      }
    }
  } else {
    rec = res.duplicateOf ? { ...(loadRecord(db, mod, res.duplicateOf) ?? {}), id: undefined } : {};
    for (const fd of Object.values(mod.fields)) if (fd.default !== undefined && rec[fd.name] === undefined) rec[fd.name] = fd.default;
    prefill(db, mod.key, rec, route.query);
  }
  const mode = res.kind === 'create' ? 'create' : res.mode;
  const emails = res.kind === 'record' || res.duplicateOf ? emailsOf(db, beanModule(mod), (res.kind === 'record' ? res.id : res.duplicateOf)!) : [];
  const subs: Html = mode === 'detail' && rec.date_entered ? subpanels((mod.record!.subpanels ?? []).map((k) => subpanel(db, mod, rec!.id, k))) : h``;
  const view = recordView({
    mod,
    rec,
    emails,
    mode,
    userNames: userNames(db),
    fieldDef,
    title,
    id: res.kind === 'record' ? res.id : undefined,
    subpanels: subs,
    pager,
    inline: mode === 'detail' ? state.inline : undefined,
  });
  return { kind: mode === 'create' ? 'create' : 'record', module: mod.key, navbar: navbarHtml(ctx, uid, mod.key), view: String(view), toast };
}

const CLASSIC_SUMMARY: Record<string, [table: string, expr: string]> = {
  meetings: ['meetings', 'name'],
  calls: ['calls', 'name'],
  emails: ['emails', 'name'],
  notes: ['notes', 'name'],
  users: ['users', "TRIM(COALESCE(first_name, '') || ' ' || COALESCE(last_name, ''))"],
  employees: ['users', "TRIM(COALESCE(first_name, '') || ' ' || COALESCE(last_name, ''))"],
  'security-groups': ['securitygroups', 'name'],
  'acl-roles': ['acl_roles', 'name'],
  documents: ['documents', 'document_name'],
  campaigns: ['campaigns', 'name'],
  'prospect-lists': ['prospect_lists', 'name'],
  project: ['project', 'name'],
  bugs: ['bugs', 'name'],
  prospects: ['prospects', "TRIM(COALESCE(first_name, '') || ' ' || COALESCE(last_name, ''))"],
};

/** Classic DetailViews register in the tracker like SuiteCRM's legacy tracker (replica doc §3.4). */
function trackClassic(db: Database, userId: string, module: string, route: ReturnType<typeof parseRoute>): void {
  const [, action, id] = route.path;
  const spec = CLASSIC_SUMMARY[module];
  if (!spec || !id || !['record', 'detail'].includes((action ?? '').toLowerCase())) return;
  try {
    const row = prep(db, `SELECT ${spec[1]} AS s FROM ${spec[0]} WHERE id = ? AND deleted = 0`).get(id) as { s: string | null } | undefined;
    if (row?.s) trackView(db, userId, moduleInfo(module)?.legacy ?? module, id, row.s);
  } catch {
    // Table owned by the classic views and not present: nothing to track.
  }
}

/** Create-view prefill from the route query (subpanel Create, line actions, relate context). */
function prefill(db: Database, key: string, rec: Rec, q: URLSearchParams): void {
  const parentType = q.get('parent_type');
  const parentId = q.get('parent_id');
  if (key === 'tasks' && parentType && parentId) {
    rec.parent_type = parentType;
    rec.parent_id = parentId;
    rec.parent_name = q.get('parent_name') ?? '';
    if (parentType === 'Contacts') {
      rec.contact_id = parentId;
      rec.contact_name = q.get('parent_name') ?? '';
    }
  }
  const accountId = q.get('account_id');
  if (accountId) {
    rec.account_id = accountId;
    rec.account_name = q.get('account_name') ?? (prep(db, 'SELECT name FROM accounts WHERE id = ?').get(accountId) as Rec | undefined)?.name ?? '';
  }
  for (const f of ['name', 'first_name', 'last_name']) if (q.get(f)) rec[f] = q.get(f);
}
