/**
 * Reads: list pages (filter, sort, deterministic tie order), single records, relate search.
 * Default order is `date_entered DESC`, ties broken by insertion order (seed doc §11).
 */
import type { Database } from 'better-sqlite3';
import type { FieldDef, ModuleDef } from '../meta/types';
import { prep, tableExists } from '../../kit/sql';
import type { Rec } from './format';

export const PAGE_SIZE = 20;

export interface ListQuery {
  page?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  filter?: Record<string, string | string[]>;
  size?: number;
}

function selectSql(mod: ModuleDef): string {
  const computed = Object.values(mod.fields)
    .filter((fd) => fd.sql)
    .map((fd) => `${fd.sql} AS "${fd.name}"`);
  return `SELECT t.*, t.rowid AS _rowid${computed.length ? ', ' + computed.join(', ') : ''} FROM ${mod.table} t`;
}

function fieldExpr(fd: FieldDef): string {
  return fd.sql ? `(${fd.sql})` : `t.${fd.name}`;
}

/** WHERE clause and params of a filter (replica doc §4.6). */
export function filterWhere(mod: ModuleDef, filter: Record<string, string | string[]> = {}): { sql: string; params: unknown[] } {
  const parts = ['t.deleted = 0'];
  if (mod.where) parts.push(mod.where);
  const params: unknown[] = [];
  for (const [name, raw] of Object.entries(filter)) {
    const fd = mod.fields[name] ?? (name === 'first_name' || name === 'last_name' ? { name, label: name, type: 'varchar' as const } : undefined);
    if (!fd) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter((v) => v !== '');
    if (!values.length) continue;
    if (fd.type === 'enum' || fd.type === 'dynamicenum') {
      parts.push(`COALESCE(t.${fd.name}, '') IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
      continue;
    }
    const v = values[0];
    const like = v.includes('%') ? v : `${v}%`;
    if (fd.type === 'name') {
      parts.push(`(t.first_name LIKE ? OR t.last_name LIKE ? OR ${fieldExpr(fd)} LIKE ?)`);
      params.push(like, like, like);
    } else if (fd.type === 'int' || fd.type === 'currency') {
      parts.push(`${fieldExpr(fd)} = ?`);
      params.push(Number(v.replace(/[$,]/g, '')));
    } else if (fd.type === 'date' || fd.type === 'datetime') {
      parts.push(`substr(${fieldExpr(fd)}, 1, 10) = ?`);
      params.push(v.slice(0, 10));
    } else if (fd.type === 'phone' && mod.person) {
      parts.push('(t.phone_work LIKE ? OR t.phone_mobile LIKE ? OR t.phone_home LIKE ? OR t.phone_other LIKE ? OR t.phone_fax LIKE ?)');
      params.push(like, like, like, like, like);
    } else {
      parts.push(`${fieldExpr(fd)} LIKE ?`);
      params.push(like);
    }
  }
  return { sql: parts.join(' AND '), params };
}

function orderBy(mod: ModuleDef, q: ListQuery): string {
  const fd = q.sort ? mod.fields[q.sort] : undefined;
  const dir = q.order === 'ASC' ? 'ASC' : 'DESC';
  if (fd && fd.sql !== null && fd.type !== 'complete') {
    const expr = fd.sort ?? fieldExpr(fd);
    return `ORDER BY ${expr} ${dir}, t.rowid ASC`;
  }
  return 'ORDER BY t.date_entered DESC, t.rowid ASC';
}

export function listRows(db: Database, mod: ModuleDef, q: ListQuery = {}): { rows: Rec[]; total: number; offset: number } {
  if (!mod.table || !tableExists(db, mod.table)) return { rows: [], total: 0, offset: 0 };
  const size = q.size ?? PAGE_SIZE;
  const where = filterWhere(mod, q.filter);
  const total = (prep(db, `SELECT COUNT(*) AS n FROM ${mod.table} t WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, q.page ?? 1), pages);
  const offset = (page - 1) * size;
  const rows = safeAll(db, `${selectSql(mod)} WHERE ${where.sql} ${orderBy(mod, q)} LIMIT ${size} OFFSET ${offset}`, where.params);
  return { rows, total, offset };
}

/** Every id matching a filter (Select All), in list order. */
export function listIds(db: Database, mod: ModuleDef, q: ListQuery = {}): string[] {
  if (!mod.table || !tableExists(db, mod.table)) return [];
  const where = filterWhere(mod, q.filter);
  return (prep(db, `SELECT t.id FROM ${mod.table} t WHERE ${where.sql} ${orderBy(mod, q)}`).all(...where.params) as { id: string }[]).map((r) => r.id);
}

export function loadRecord(db: Database, mod: ModuleDef, id: string): Rec | undefined {
  if (!mod.table || !tableExists(db, mod.table)) return undefined;
  const rows = safeAll(db, `${selectSql(mod)} WHERE t.id = ? AND t.deleted = 0`, [id]);
  return rows[0];
}

export function loadRecords(db: Database, mod: ModuleDef, ids: string[]): Rec[] {
  if (!ids.length || !mod.table) return [];
  return safeAll(db, `${selectSql(mod)} WHERE t.deleted = 0 AND t.id IN (${ids.map(() => '?').join(', ')}) ORDER BY t.date_entered DESC, t.rowid ASC`, ids);
}

function safeAll(db: Database, sql: string, params: unknown[]): Rec[] {
  try {
    return prep(db, sql).all(...params) as Rec[];
  } catch (err) {
    // A table owned by the classic views may be missing columns this query expects.
    if (/no such (table|column)/.test(String((err as Error).message))) {
      if (process.env.SCRM_DEBUG) console.error(err);
      return [];
    }
    throw err;
  }
}

export interface EmailEntry {
  id: string;
  email: string;
  primary: boolean;
  opt_out: boolean;
  invalid: boolean;
}

export function emailsOf(db: Database, beanModule: string, id: string): EmailEntry[] {
  const rows = prep(
    db,
    `SELECT ea.id, ea.email_address, ea.opt_out, ea.invalid_email, r.primary_address FROM email_addr_bean_rel r
    JOIN email_addresses ea ON ea.id = r.email_address_id AND ea.deleted = 0
    WHERE r.bean_id = ? AND r.bean_module = ? AND r.deleted = 0 ORDER BY r.primary_address DESC, r.rowid`,
  ).all(id, beanModule) as Rec[];
  return rows.map((r) => ({ id: r.id, email: r.email_address, primary: !!r.primary_address, opt_out: !!r.opt_out, invalid: !!r.invalid_email }));
}

/** Relate search: id + display name of records of a module whose name starts with `q`. */
export function relateOptions(db: Database, mod: ModuleDef, q: string, limit = 10): { id: string; name: string }[] {
  if (!mod.table || !tableExists(db, mod.table)) return [];
  const like = `${q.trim()}%`;
  if (mod.key === 'users') {
    return prep(db, `SELECT id, user_name AS name FROM users WHERE deleted = 0 AND user_name LIKE ? ORDER BY user_name LIMIT ${limit}`).all(like) as never;
  }
  if (mod.person) {
    const full = "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))";
    return prep(
      db,
      `SELECT id, ${full} AS name FROM ${mod.table} WHERE deleted = 0 AND (first_name LIKE ? OR last_name LIKE ? OR ${full} LIKE ?)
      ORDER BY date_entered DESC, rowid ASC LIMIT ${limit}`,
    ).all(like, like, like) as never;
  }
  const col = mod.table === 'documents' ? 'document_name' : 'name';
  return prep(db, `SELECT id, ${col} AS name FROM ${mod.table} WHERE deleted = 0 AND ${col} LIKE ? ORDER BY date_entered DESC, rowid ASC LIMIT ${limit}`).all(
    like,
  ) as never;
}
