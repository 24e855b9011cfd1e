/**
 * Recipient parsing and look-ups for the Emails views: `Name <addr>` lists, beans that own an
 * address, and the suggestions the To field offers.
 */
import type { Database } from 'better-sqlite3';
import { fullName } from '../util';

/** A bean that owns an email address. */
export interface AddressOwner {
  module: string;
  id: string;
  name: string;
  address: string;
}

const OWNER_TABLES: [string, string][] = [
  ['Contacts', 'contacts'],
  ['Leads', 'leads'],
  ['Users', 'users'],
  ['Accounts', 'accounts'],
];

/** Every non-deleted address with its owner (insertion order). */
export function allOwners(db: Database): AddressOwner[] {
  const out: AddressOwner[] = [];
  for (const [module, table] of OWNER_TABLES) {
    const rows = db
      .prepare(`SELECT t.*, ea.email_address FROM email_addr_bean_rel r JOIN email_addresses ea ON ea.id = r.email_address_id
      JOIN ${table} t ON t.id = r.bean_id WHERE r.bean_module = ? AND r.deleted = 0 AND ea.deleted = 0 AND t.deleted = 0 ORDER BY t.rowid`)
      .all(module) as Record<string, string>[];
    for (const row of rows) out.push({ module, id: row.id, name: row.name ?? fullName(row), address: row.email_address });
  }
  return out;
}

/** Owners of one address (case-insensitive). */
export function ownersOf(db: Database, address: string): AddressOwner[] {
  const a = address.toLowerCase();
  return allOwners(db).filter((o) => o.address.toLowerCase() === a);
}

/** One parsed recipient. */
export interface Recipient {
  name: string;
  address: string;
}

/** Splits `a@x, Name <b@y>; c@z` into recipients; tokens without `@` come back with address ''. */
export function parseRecipients(text: string): Recipient[] {
  return text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => {
      const m = /^(.*?)\s*<([^>]+)>$/.exec(t);
      if (m) return { name: m[1].replace(/^"|"$/g, '').trim(), address: m[2].trim() };
      return t.includes('@') ? { name: '', address: t } : { name: t, address: '' };
    });
}

/** `Name <addr>` or the bare address. */
export function formatRecipient(r: Recipient): string {
  return r.name ? `${r.name} <${r.address}>` : r.address;
}

/** Basic shape check used before sending. */
export function isValidAddress(a: string): boolean {
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(a);
}
