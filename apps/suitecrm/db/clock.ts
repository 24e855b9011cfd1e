/**
 * Deterministic time and ids. T0 is the seed instant (suitecrm-seed.md §1); every write asks
 * the clock for the next instant (T0 + n seconds, n kept in the `config` table so a reset
 * rewinds it), so records created during a task are newer than the seed and sort first.
 */
import type { Database } from 'better-sqlite3';
import { prep } from '../../kit/sql';

export const T0 = new Date('2025-01-15T09:00:00Z');

/** `YYYY-MM-DD HH:MM:SS` (UTC). */
export function dbDateTime(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

function counter(db: Database, name: string): number {
  const row = prep(db, "SELECT value FROM config WHERE category = 'replica' AND name = ?").get(name) as { value: string } | undefined;
  const next = (row ? Number(row.value) : 0) + 1;
  prep(db, "INSERT OR REPLACE INTO config (category, name, value) VALUES ('replica', ?, ?)").run(name, String(next));
  return next;
}

/** Next logical instant (advances by one second per call). */
export function tick(db: Database): Date {
  return new Date(T0.getTime() + counter(db, 'clock') * 1000);
}

/** Current logical instant without advancing. */
export function now(db: Database): Date {
  try {
    const row = prep(db, "SELECT value FROM config WHERE category = 'replica' AND name = 'clock'").get() as { value: string } | undefined;
    return new Date(T0.getTime() + (row ? Number(row.value) : 0) * 1000);
  } catch {
    return T0;
  }
}

const KIND: Record<string, number> = {
  users: 0x10,
  accounts: 0x11,
  contacts: 0x12,
  leads: 0x13,
  opportunities: 0x14,
  cases: 0x15,
  calls: 0x16,
  tasks: 0x17,
  notes: 0x18,
  documents: 0x19,
  email_addresses: 0x1a,
  email_addr_bean_rel: 0x1b,
  accounts_opportunities: 0x1c,
  accounts_contacts: 0x1d,
  campaigns: 0x1e,
  prospects: 0x1f,
  prospect_lists: 0x20,
  bugs: 0x21,
  project: 0x22,
  opportunities_contacts: 0x23,
  contacts_cases: 0x24,
  calls_contacts: 0x25,
  prospect_lists_prospects: 0x26,
};

function idFor(kind: number, block: number, n: number): string {
  return `${block.toString(16).padStart(4, '0')}${kind.toString(16).padStart(4, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Seed id: stable UUID-looking string per table and row number. */
export function seedId(table: string, n: number): string {
  return idFor(KIND[table] ?? 0xff, 0x5eed, n);
}

/** Id for a row created at run time: deterministic per table (counter in `config`). */
export function newId(db: Database, table: string): string {
  return idFor(KIND[table] ?? 0xff, 0xc0de, counter(db, `id:${table}`));
}
