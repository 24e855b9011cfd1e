/**
 * What an episode did to a replica's records: the difference between the database as the last
 * reset left it and the database now, table by table (created, changed and deleted rows). It is
 * served on the control listener (`GET /state`), never on the app port, so the harness can judge
 * a task by what the app holds instead of by what its last page says.
 */
import type { Database } from 'better-sqlite3';

/** A row as JSON: SQLite values, blobs as `"<blob N bytes>"`. */
export type StateRow = Record<string, string | number | null>;

/** The changes of one table. `changed` rows carry the row at reset (`before`) and now (`after`). */
export interface TableDiff {
  created: StateRow[];
  changed: Array<{ before: StateRow; after: StateRow }>;
  deleted: StateRow[];
}

/** `GET /state` answer: only tables with a change appear; `truncated` names tables cut at `limit` rows per kind. */
export interface StateDiff {
  tables: Record<string, TableDiff>;
  truncated?: string[];
}

/** Rows kept per table and kind: a mass change is still reported, not shipped in full. */
export const DIFF_ROW_LIMIT = 200;

/**
 * Compares every table of `current` with the same table of `seed` (same schema expected; a
 * table only in one of them counts as all-created or all-deleted). Rows are matched by primary
 * key, or by rowid for a table without one. Cost: one full read of both databases.
 */
export function diffDatabases(seed: Database, current: Database, limit = DIFF_ROW_LIMIT): StateDiff {
  const out: StateDiff = { tables: {} };
  const tables = new Set([...tableNames(seed), ...tableNames(current)]);
  for (const table of [...tables].sort()) {
    const key = keyColumns(current, table) ?? keyColumns(seed, table) ?? ['rowid'];
    const before = rowsByKey(seed, table, key);
    const after = rowsByKey(current, table, key);
    const d: TableDiff = { created: [], changed: [], deleted: [] };
    let cut = false;
    const push = <T>(list: T[], item: T) => {
      if (list.length < limit) list.push(item);
      else cut = true;
    };
    for (const [k, row] of after) {
      const old = before.get(k);
      if (!old) push(d.created, row.row);
      else if (old.text !== row.text) push(d.changed, { before: old.row, after: row.row });
    }
    for (const [k, row] of before) if (!after.has(k)) push(d.deleted, row.row);
    if (d.created.length || d.changed.length || d.deleted.length) out.tables[table] = d;
    if (cut) (out.truncated ??= []).push(table);
  }
  return out;
}

function tableNames(db: Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>).map((r) => r.name);
}

function keyColumns(db: Database, table: string): string[] | null {
  let cols: Array<{ name: string; pk: number }>;
  try {
    cols = db.prepare(`PRAGMA table_info(${quote(table)})`).all() as Array<{ name: string; pk: number }>;
  } catch {
    return null;
  }
  if (!cols.length) return null;
  const pk = cols
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  return pk.length ? pk : null;
}

function rowsByKey(db: Database, table: string, key: string[]): Map<string, { row: StateRow; text: string }> {
  const out = new Map<string, { row: StateRow; text: string }>();
  let rows: Array<Record<string, unknown>>;
  try {
    const cols = key[0] === 'rowid' ? 'rowid AS "__rowid", *' : '*';
    rows = db.prepare(`SELECT ${cols} FROM ${quote(table)}`).all() as Array<Record<string, unknown>>;
  } catch {
    return out;
  }
  for (const raw of rows) {
    const row: StateRow = {};
    for (const [c, v] of Object.entries(raw)) {
      if (c === '__rowid') continue;
      row[c] =
        v === null || typeof v === 'string' || typeof v === 'number'
          ? v
          : typeof v === 'bigint'
            ? Number(v)
            : Buffer.isBuffer(v)
              ? `<blob ${v.length} bytes>`
              : String(v);
    }
    const k = key[0] === 'rowid' ? String(raw.__rowid) : key.map((c) => String(raw[c])).join('\u0000');
    out.set(k, { row, text: JSON.stringify(row) });
  }
  return out;
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
