/**
 * Small helpers shared by the classic views: ids, SuiteCRM date strings, name look-ups and a
 * column-aware insert into tables that part 1 owns.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { columnsOf } from './schema';

/** The signed-in user; the replica has one login (the Bitnami admin, id `1`). */
export const CURRENT_USER_ID = '1';

/** Deterministic UUID-shaped id for seed rows: `kind` picks a block so kinds never collide. */
export function seedId(kind: number, n: number): string {
  const k = kind.toString(16).padStart(4, '0');
  return `5eed${k}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Fresh id for rows created while the replica runs. */
export function newId(): string {
  return randomUUID();
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the storage format of SuiteCRM datetimes. */
export function dbDate(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Display format of the Bitnami install (`Y-m-d H:i`). */
export function showDateTime(s: string | null | undefined): string {
  return s ? s.slice(0, 16) : '';
}

/** Parses `YYYY-MM-DD` plus hours/minutes into a stored datetime; undefined when unparsable. */
export function combineDate(date: string, hours: string, minutes: string): string | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date.trim()) ?? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim());
  if (!m) return undefined;
  const [y, mo, d] = m[1].length === 4 ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const h = Number(hours || 0),
    mi = Number(minutes || 0);
  const dt = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), h, mi));
  return Number.isNaN(dt.getTime()) ? undefined : dbDate(dt);
}

/** Adds minutes to a stored datetime. */
export function addMinutes(stored: string, minutes: number): string {
  return dbDate(new Date(new Date(stored.replace(' ', 'T') + 'Z').getTime() + minutes * 60_000));
}

/** `first last`, trimmed, for people rows. */
export function fullName(r: { first_name?: string | null; last_name?: string | null } | undefined): string {
  if (!r) return '';
  return `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
}

/** user_name of a user id ('' when unknown), as SuiteCRM shows assigned users. */
export function userName(db: Database, id: string | null | undefined): string {
  if (!id) return '';
  const r = db.prepare('SELECT user_name FROM users WHERE id = ?').get(id) as { user_name: string } | undefined;
  return r?.user_name ?? '';
}

/** Primary email address of a bean, via email_addr_bean_rel. */
export function primaryEmail(db: Database, module: string, id: string): string {
  try {
    const r = db
      .prepare(`SELECT ea.email_address FROM email_addr_bean_rel r JOIN email_addresses ea ON ea.id = r.email_address_id
      WHERE r.bean_module = ? AND r.bean_id = ? AND r.deleted = 0 AND ea.deleted = 0
      ORDER BY r.primary_address DESC LIMIT 1`)
      .get(module, id) as { email_address: string } | undefined;
    return r?.email_address ?? '';
  } catch {
    return '';
  }
}

/** Links an email address to a bean, creating the address row when new. */
export function addEmail(db: Database, module: string, beanId: string, address: string, now: string): void {
  const addr = address.trim();
  if (!addr) return;
  let row = db.prepare('SELECT id FROM email_addresses WHERE email_address_caps = ? AND deleted = 0').get(addr.toUpperCase()) as { id: string } | undefined;
  if (!row) {
    row = { id: newId() };
    insertRow(db, 'email_addresses', {
      id: row.id,
      email_address: addr,
      email_address_caps: addr.toUpperCase(),
      invalid_email: 0,
      opt_out: 0,
      date_created: now,
      date_modified: now,
      deleted: 0,
    });
  }
  insertRow(db, 'email_addr_bean_rel', {
    id: newId(),
    email_address_id: row.id,
    bean_id: beanId,
    bean_module: module,
    primary_address: 1,
    reply_to_address: 0,
    date_created: now,
    date_modified: now,
    deleted: 0,
  });
}

/** INSERT that silently drops keys the table has no column for (part 1 owns some tables). */
export function insertRow(db: Database, table: string, row: Record<string, unknown>): void {
  const cols = columnsOf(db, table);
  const keys = Object.keys(row).filter((k) => cols.has(k));
  db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => row[k] as never));
}
