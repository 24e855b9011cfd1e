/**
 * SQL helpers shared by replicas: statement splitting that respects quotes and comments,
 * tolerant execution of DDL written by several owners, and a per-database statement cache
 * (statements die with their database, so the cache is keyed by the Database object).
 */
import type { Database, Statement } from 'better-sqlite3';

/** Splits a script into statements on `;` outside quotes and comments. */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = findClose(sql, i, ch);
      cur += sql.slice(i, end + 1);
      i = end;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      cur += '\n';
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === ';') {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function findClose(sql: string, start: number, q: string): number {
  for (let j = start + 1; j < sql.length; j++) {
    if (sql[j] === q) {
      if (sql[j + 1] === q) j++;
      else return j;
    }
  }
  return sql.length - 1;
}

const BENIGN = /already exists|duplicate column name/i;

/** Runs every statement; errors that only say "already there" are ignored, others thrown. */
export function execTolerant(db: Database, sql: string): void {
  for (const stmt of splitSql(sql)) {
    try {
      db.exec(stmt);
    } catch (err) {
      if (!BENIGN.test(String((err as Error).message))) throw err;
    }
  }
}

const cache = new WeakMap<Database, Map<string, Statement>>();

/** Prepared statement cached per database. */
export function prep(db: Database, sql: string): Statement {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.prepare(sql)));
  return s;
}

export function tableExists(db: Database, name: string): boolean {
  return !!prep(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}
