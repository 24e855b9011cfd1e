/**
 * Writes: create/update from submitted values (with relationships and email line-items),
 * delete (deleted = 1), mass update, link/unlink of subpanel relationships.
 */
import type { Database } from 'better-sqlite3';
import type { FieldDef, ModuleDef } from '../meta/types';
import { newId, tick, dbDateTime } from '../db/clock';
import { prep } from '../../kit/sql';
import { type EmailIn, type Submitted, isEmpty, parseDate, parseDateTime, parseNumber, validate } from './values';
import { relateOptions } from './query';
import { moduleDef } from '../meta/modules';

export const CURRENT_USER = '1';

export type SaveResult = { ok: true; id: string } | { ok: false; errors: Record<string, string> };

const LINKS: Record<string, { table: string; own: string }> = {
  'contacts.account_name': { table: 'accounts_contacts', own: 'contact_id' },
  'opportunities.account_name': { table: 'accounts_opportunities', own: 'opportunity_id' },
};

export function beanModule(mod: ModuleDef): string {
  return mod.beanModule ?? mod.legacy;
}

/** Resolves a relate value to an id (typed names are looked up by exact name). */
function relateId(db: Database, fd: FieldDef, v: { id?: string; name?: string }): string | null {
  if (v.id) return v.id;
  const name = (v.name ?? '').trim();
  if (!name) return null;
  const target = moduleDef(fd.relate!.module);
  if (!target) return null;
  const hit = relateOptions(db, target, name, 50).find((o) => o.name.toLowerCase() === name.toLowerCase());
  return hit?.id ?? null;
}

export function saveRecord(db: Database, mod: ModuleDef, id: string | undefined, values: Submitted, fields?: string[]): SaveResult {
  const names = fields ?? Object.keys(values);
  const errors: Record<string, string> = {};
  const defs = names.map((n) => mod.fields[n] ?? personPart(mod, n)).filter((fd): fd is FieldDef => !!fd && !fd.readonly);
  for (const fd of defs) {
    const msg = validate(fd, values[fd.name]);
    if (msg) errors[fd.name] = msg;
    else if ((fd.type === 'relate' || fd.type === 'assigned') && !isEmpty(fd, values[fd.name]) && !relateId(db, fd, values[fd.name] as never)) {
      if (fd.required) errors[fd.name] = `Missing required field: ${fd.label}`;
    }
  }
  if (!id) {
    for (const fd of Object.values(mod.fields)) {
      if (fd.required && !names.includes(fd.name) && fd.type !== 'name') errors[fd.name] = `Missing required field: ${fd.label}`;
    }
    if (mod.person && !names.includes('last_name')) errors.last_name = 'Missing required field: Last Name';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const now = dbDateTime(tick(db));
  const creating = !id;
  const recId = id ?? newId(db, mod.table!);
  const cols: Record<string, unknown> = { date_modified: now, modified_user_id: CURRENT_USER };
  const after: (() => void)[] = [];
  for (const fd of defs) {
    const v = values[fd.name];
    switch (fd.type) {
      case 'relate':
      case 'assigned': {
        const rid = isEmpty(fd, v) ? null : relateId(db, fd, v as never);
        const link = LINKS[`${mod.key}.${fd.name}`];
        if (link) after.push(() => setLink(db, link.table, link.own, recId, rid, now));
        else cols[fd.relate!.id] = rid;
        break;
      }
      case 'parent': {
        const p = (v ?? {}) as { type?: string; id?: string };
        cols.parent_type = p.id ? (p.type ?? null) : null;
        cols.parent_id = p.id || null;
        break;
      }
      case 'address': {
        const a = (v ?? {}) as Record<string, string>;
        for (const part of ['street', 'city', 'state', 'postalcode', 'country']) cols[`${fd.prefix}_${part}`] = (a[part] ?? '').trim() || null;
        break;
      }
      case 'email':
        after.push(() => setEmails(db, beanModule(mod), recId, (v ?? []) as EmailIn[], now));
        break;
      case 'date':
        cols[fd.name] = parseDate(String(v ?? ''));
        break;
      case 'datetime':
        cols[fd.name] = parseDateTime(String(v ?? ''));
        break;
      case 'currency':
      case 'int':
        cols[fd.name] = parseNumber(String(v ?? ''));
        if (mod.key === 'opportunities' && fd.name === 'amount') {
          cols.amount_usdollar = cols.amount;
          cols.currency_id = '-99';
        }
        break;
      case 'bool':
        cols[fd.name] = v === true || v === '1' || v === 'true' ? 1 : 0;
        break;
      case 'name':
        break;
      default:
        cols[fd.name] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null);
    }
  }
  const tx = db.transaction(() => {
    if (creating) {
      cols.id = recId;
      cols.date_entered = now;
      cols.created_by = CURRENT_USER;
      cols.deleted = 0;
      if (!('assigned_user_id' in cols) && mod.fields.assigned_user_name) cols.assigned_user_id = CURRENT_USER;
      if (mod.key === 'cases') {
        cols.case_number = ((prep(db, 'SELECT MAX(case_number) AS n FROM cases').get() as { n: number | null }).n ?? 0) + 1;
      }
      for (const fd of Object.values(mod.fields)) if (fd.default !== undefined && !(fd.name in cols)) cols[fd.name] = fd.default;
      const keys = Object.keys(cols);
      db.prepare(`INSERT INTO ${mod.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => cols[k] as never));
    } else {
      const keys = Object.keys(cols);
      db.prepare(`UPDATE ${mod.table} SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`).run(...keys.map((k) => cols[k] as never), recId);
    }
    for (const fn of after) fn();
  });
  tx();
  return { ok: true, id: recId };
}

function personPart(mod: ModuleDef, n: string): FieldDef | undefined {
  if (!mod.person) return undefined;
  if (n === 'first_name') return { name: n, label: 'First Name', type: 'varchar' };
  if (n === 'last_name') return { name: n, label: 'Last Name', type: 'varchar', required: true };
  if (n === 'salutation') return { name: n, label: 'Salutation', type: 'enum', options: 'salutation_dom' };
  return undefined;
}

function setLink(db: Database, table: string, own: string, id: string, accountId: string | null, now: string): void {
  const cur = prep(db, `SELECT account_id FROM ${table} WHERE ${own} = ? AND deleted = 0 ORDER BY rowid LIMIT 1`).get(id) as
    | { account_id: string | null }
    | undefined;
  if (cur && cur.account_id === accountId) return;
  prep(db, `UPDATE ${table} SET deleted = 1, date_modified = ? WHERE ${own} = ? AND deleted = 0`).run(now, id);
  if (accountId) {
    prep(db, `INSERT INTO ${table} (id, ${own}, account_id, date_modified, deleted) VALUES (?, ?, ?, ?, 0)`).run(newId(db, table), id, accountId, now);
  }
}

function setEmails(db: Database, bean: string, id: string, entries: EmailIn[], now: string): void {
  prep(db, 'UPDATE email_addr_bean_rel SET deleted = 1, date_modified = ? WHERE bean_id = ? AND bean_module = ? AND deleted = 0').run(now, id, bean);
  const clean = entries.filter((e) => e.email.trim());
  const hasPrimary = clean.some((e) => e.primary);
  clean.forEach((e, i) => {
    const addr = e.email.trim();
    let row = prep(db, 'SELECT id FROM email_addresses WHERE email_address_caps = ? AND deleted = 0 ORDER BY rowid LIMIT 1').get(addr.toUpperCase()) as
      | { id: string }
      | undefined;
    if (!row) {
      row = { id: newId(db, 'email_addresses') };
      prep(
        db,
        `INSERT INTO email_addresses (id, email_address, email_address_caps, invalid_email, opt_out, date_created, date_modified, deleted)
        VALUES (?, ?, ?, 0, 0, ?, ?, 0)`,
      ).run(row.id, addr, addr.toUpperCase(), now, now);
    }
    prep(db, 'UPDATE email_addresses SET email_address = ?, opt_out = ?, invalid_email = ?, date_modified = ? WHERE id = ?').run(
      addr,
      e.opt_out ? 1 : 0,
      e.invalid ? 1 : 0,
      now,
      row.id,
    );
    const primary = e.primary || (!hasPrimary && i === 0) ? 1 : 0;
    prep(
      db,
      `INSERT INTO email_addr_bean_rel (id, email_address_id, bean_id, bean_module, primary_address, reply_to_address, date_created, date_modified, deleted)
      VALUES (?, ?, ?, ?, ?, 0, ?, ?, 0)`,
    ).run(newId(db, 'email_addr_bean_rel'), row.id, id, bean, primary, now, now);
  });
}

export function deleteRecords(db: Database, mod: ModuleDef, ids: string[]): number {
  const now = dbDateTime(tick(db));
  let n = 0;
  db.transaction(() => {
    for (const id of ids) {
      n += prep(db, `UPDATE ${mod.table} SET deleted = 1, date_modified = ?, modified_user_id = ? WHERE id = ? AND deleted = 0`).run(
        now,
        CURRENT_USER,
        id,
      ).changes;
      prep(db, 'UPDATE tracker SET visible = 0 WHERE item_id = ?').run(id);
      prep(db, 'UPDATE email_addr_bean_rel SET deleted = 1 WHERE bean_id = ? AND deleted = 0').run(id);
    }
  })();
  return n;
}

/** Mass update (replica doc §4.4): only non-empty values are applied. */
export function massUpdate(db: Database, mod: ModuleDef, ids: string[], values: Submitted): { updated: number; fields: number; failed: number } {
  const fields = (mod.massUpdate ?? []).filter((n) => mod.fields[n] && !isEmpty(mod.fields[n], values[n]));
  if (!fields.length || !ids.length) return { updated: 0, fields: fields.length, failed: 0 };
  let updated = 0;
  let failed = 0;
  for (const id of ids) {
    const res = saveRecord(db, mod, id, values, fields);
    if (res.ok) updated++;
    else failed++;
  }
  return { updated, fields: fields.length, failed };
}

/** Subpanel link tables: parent module + subpanel → table and columns. */
export const REL: Record<string, { table: string; parentCol: string; childCol: string; child: string }> = {
  'accounts.contacts': { table: 'accounts_contacts', parentCol: 'account_id', childCol: 'contact_id', child: 'contacts' },
  'accounts.opportunities': { table: 'accounts_opportunities', parentCol: 'account_id', childCol: 'opportunity_id', child: 'opportunities' },
  'contacts.opportunities': { table: 'opportunities_contacts', parentCol: 'contact_id', childCol: 'opportunity_id', child: 'opportunities' },
  'opportunities.contacts': { table: 'opportunities_contacts', parentCol: 'opportunity_id', childCol: 'contact_id', child: 'contacts' },
  'contacts.cases': { table: 'contacts_cases', parentCol: 'contact_id', childCol: 'case_id', child: 'cases' },
  'cases.contacts': { table: 'contacts_cases', parentCol: 'case_id', childCol: 'contact_id', child: 'contacts' },
};

export function link(db: Database, parent: ModuleDef, parentId: string, subpanel: string, ids: string[]): void {
  const now = dbDateTime(tick(db));
  db.transaction(() => {
    if (parent.key === 'accounts' && subpanel === 'cases') {
      for (const id of ids) prep(db, 'UPDATE cases SET account_id = ?, date_modified = ? WHERE id = ?').run(parentId, now, id);
      return;
    }
    if (parent.key === 'accounts' && subpanel === 'leads') {
      for (const id of ids) prep(db, 'UPDATE leads SET account_id = ?, date_modified = ? WHERE id = ?').run(parentId, now, id);
      return;
    }
    const rel = REL[`${parent.key}.${subpanel}`];
    if (!rel) return;
    for (const id of ids) {
      if (rel.table === 'accounts_contacts' || rel.table === 'accounts_opportunities') {
        // A contact/opportunity belongs to one account in the UI: replace the current link.
        prep(db, `UPDATE ${rel.table} SET deleted = 1, date_modified = ? WHERE ${rel.childCol} = ? AND deleted = 0`).run(now, id);
      } else if (prep(db, `SELECT 1 FROM ${rel.table} WHERE ${rel.parentCol} = ? AND ${rel.childCol} = ? AND deleted = 0`).get(parentId, id)) continue;
      prep(db, `INSERT INTO ${rel.table} (id, ${rel.parentCol}, ${rel.childCol}, date_modified, deleted) VALUES (?, ?, ?, ?, 0)`).run(
        newId(db, rel.table),
        parentId,
        id,
        now,
      );
    }
  })();
}

export function unlink(db: Database, parent: ModuleDef, parentId: string, subpanel: string, id: string): void {
  const now = dbDateTime(tick(db));
  if (parent.key === 'accounts' && subpanel === 'cases') {
    prep(db, 'UPDATE cases SET account_id = NULL, date_modified = ? WHERE id = ? AND account_id = ?').run(now, id, parentId);
    return;
  }
  if (parent.key === 'accounts' && subpanel === 'leads') {
    prep(db, 'UPDATE leads SET account_id = NULL, date_modified = ? WHERE id = ? AND account_id = ?').run(now, id, parentId);
    return;
  }
  const rel = REL[`${parent.key}.${subpanel}`];
  if (!rel) return;
  prep(db, `UPDATE ${rel.table} SET deleted = 1, date_modified = ? WHERE ${rel.parentCol} = ? AND ${rel.childCol} = ? AND deleted = 0`).run(now, parentId, id);
}
