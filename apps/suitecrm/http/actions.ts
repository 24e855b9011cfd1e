/** JSON actions behind the SPA: login/logout, save, delete, bulk, link/unlink, lead conversion. */
import type { Context, Hono } from 'hono';
import type { SuiteCtx } from '../context';
import { moduleDef } from '../meta/modules';
import type { ModuleDef } from '../meta/types';
import { listIds, loadRecord } from '../data/query';
import { deleteRecords, link, massUpdate, saveRecord, unlink } from '../data/write';
import { currentUser, login, logout, session } from './session';
import { effectiveModule } from './fields';
import type { ListState } from '../views/list';

const ACTION_ERROR = 'Unexpected error when calling action, please contact your system administrator.';

// biome-ignore lint/suspicious/noExplicitAny: a parsed form or JSON body; each action reads and validates its own fields
type Body = Record<string, any>;

function mod(ctx: SuiteCtx, key: unknown): ModuleDef | undefined {
  const m = typeof key === 'string' ? moduleDef(key) : undefined;
  return m?.table ? effectiveModule(ctx, m) : undefined;
}

async function body(c: Context): Promise<Body> {
  return ((await c.req.json().catch(() => ({}))) ?? {}) as Body;
}

export function selectedIds(ctx: SuiteCtx, m: ModuleDef, b: Body): string[] {
  if (b.all) return listIds(ctx.db(), m, (b.state ?? {}) as ListState);
  return Array.isArray(b.ids) ? b.ids.map(String) : [];
}

export function mountActions(app: Hono, ctx: SuiteCtx): void {
  app.post('/api/login', async (c) => {
    const b = await body(c);
    const r = login(ctx, c, String(b.username ?? ''), String(b.password ?? ''));
    if (r === 'ok') return c.json({ ok: true });
    const text = r === 'locked' ? 'Too many failed login attempts, please try again later.' : 'Login credentials incorrect, please try again.';
    return c.json({ ok: false, toast: { type: 'danger', text } });
  });
  app.post('/api/logout', (c) => {
    logout(ctx, c);
    return c.json({ ok: true });
  });
  app.use('/api/*', async (c, next) => {
    session(ctx, c);
    if (c.req.path === '/api/view' || c.req.path === '/api/login') return next();
    if (!currentUser(ctx, c)) return c.json({ ok: false, redirect: '#/Login', toast: { type: 'warning', text: 'Session expired' } });
    return next();
  });
  app.post('/api/save', async (c) => {
    const b = await body(c);
    const m = mod(ctx, b.module);
    if (!m) return c.json({ ok: false, toast: { type: 'danger', text: 'Error occurred while saving record' } });
    if (b.id && !loadRecord(ctx.db(), m, String(b.id))) return c.json({ ok: false, toast: { type: 'danger', text: 'Error occurred while saving record' } });
    const res = saveRecord(ctx.db(), m, b.id ? String(b.id) : undefined, (b.values ?? {}) as Body);
    if (!res.ok) return c.json({ ok: false, errors: res.errors, toast: { type: 'warning', text: 'There are validation errors, unable to perform action.' } });
    return c.json({ ok: true, id: res.id });
  });
  app.post('/api/delete', async (c) => {
    const b = await body(c);
    const m = mod(ctx, b.module);
    if (!m || !deleteRecords(ctx.db(), m, [String(b.id)])) return c.json({ ok: false, toast: { type: 'danger', text: ACTION_ERROR } });
    return c.json({ ok: true, toast: { type: 'success', text: 'Record deleted successfully' } });
  });
  app.post('/api/bulk', async (c) => {
    const b = await body(c);
    const m = mod(ctx, b.module);
    if (!m) return c.json({ ok: false, toast: { type: 'danger', text: 'Unexpected error when calling Bulk Action' } });
    const ids = selectedIds(ctx, m, b);
    if (b.action === 'delete') {
      if (!ids.length) return c.json({ ok: false, toast: { type: 'warning', text: 'No records to update' } });
      deleteRecords(ctx.db(), m, ids);
      return c.json({ ok: true, toast: { type: 'success', text: 'Record(s) deleted successfully' } });
    }
    if (b.action === 'massupdate') {
      if (!ids.length) return c.json({ ok: false, toast: { type: 'warning', text: 'No records to update' } });
      const r = massUpdate(ctx.db(), m, ids, (b.values ?? {}) as Body);
      if (!r.fields) return c.json({ ok: false, toast: { type: 'warning', text: 'No fields to update' } });
      if (r.failed) return c.json({ ok: true, toast: { type: 'warning', text: 'Partial success. Some records were not updated. please check log' } });
      return c.json({ ok: true, toast: { type: 'success', text: 'All Record(s) updated successfully' } });
    }
    return c.json({ ok: false, toast: { type: 'danger', text: 'Unexpected error when calling Bulk Action' } });
  });
  app.post('/api/complete', async (c) => {
    const b = await body(c);
    const m = mod(ctx, b.module);
    const status = m?.key === 'tasks' ? 'Completed' : 'Held';
    if (!m?.fields.status || !loadRecord(ctx.db(), m, String(b.id))) return c.json({ ok: false, toast: { type: 'danger', text: ACTION_ERROR } });
    const res = saveRecord(ctx.db(), m, String(b.id), { status }, ['status']);
    return c.json({ ok: res.ok });
  });
  app.post('/api/link', async (c) => {
    const b = await body(c);
    const m = mod(ctx, b.module);
    if (!m) return c.json({ ok: false, toast: { type: 'danger', text: ACTION_ERROR } });
    link(ctx.db(), m, String(b.id), String(b.subpanel), (b.ids ?? []).map(String));
    return c.json({ ok: true });
  });
  app.post('/api/unlink', async (c) => {
    const b = await body(c);
    const m = mod(ctx, b.module);
    if (!m) return c.json({ ok: false, toast: { type: 'danger', text: ACTION_ERROR } });
    unlink(ctx.db(), m, String(b.id), String(b.subpanel), String(b.child));
    return c.json({ ok: true, toast: { type: 'success', text: 'Record unlinked successfully' } });
  });
  app.post('/api/convert', async (c) => {
    const b = await body(c);
    const leads = mod(ctx, 'leads')!;
    const lead = loadRecord(ctx.db(), leads, String(b.id));
    if (!lead) return c.json({ ok: false, toast: { type: 'danger', text: ACTION_ERROR } });
    const db = ctx.db();
    let accountId: string | undefined;
    // The box's value as text, so that the effect rules (which read JSON scalars as text) say the same.
    if (String(b.createAccount) === 'true' && String(b.account_name ?? '').trim()) {
      const r = saveRecord(db, mod(ctx, 'accounts')!, undefined, { name: String(b.account_name) });
      if (r.ok) accountId = r.id;
    }
    const contact = saveRecord(db, mod(ctx, 'contacts')!, undefined, {
      first_name: String(b.first_name ?? ''),
      last_name: String(b.last_name ?? ''),
      title: String(b.title ?? ''),
      ...(accountId ? { account_name: { id: accountId, name: String(b.account_name) } } : {}),
    });
    if (!contact.ok)
      return c.json({ ok: false, errors: contact.errors, toast: { type: 'warning', text: 'There are validation errors, unable to perform action.' } });
    db.prepare("UPDATE leads SET status = 'Converted', converted = 1, contact_id = ?, account_id = COALESCE(?, account_id) WHERE id = ?").run(
      contact.id,
      accountId ?? null,
      lead.id,
    );
    return c.json({ ok: true, navigate: `#/contacts/record/${contact.id}` });
  });
}
