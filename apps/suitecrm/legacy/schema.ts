/**
 * Tables owned by the classic (legacy) views. Names and columns follow SuiteCRM's own schema so
 * that code reading the real database layout (and people who know it) find what they expect.
 * Every statement is idempotent: part 1 may already have created a table of the same name.
 */
import type { Database } from 'better-sqlite3';

export const legacySchemaSql = `
CREATE TABLE IF NOT EXISTS meetings (
  id TEXT PRIMARY KEY, name TEXT, date_entered TEXT, date_modified TEXT, modified_user_id TEXT,
  created_by TEXT, description TEXT, deleted INTEGER NOT NULL DEFAULT 0, assigned_user_id TEXT,
  location TEXT, duration_hours INTEGER, duration_minutes INTEGER, date_start TEXT, date_end TEXT,
  parent_type TEXT, parent_id TEXT, status TEXT DEFAULT 'Planned', type TEXT DEFAULT 'Sugar',
  reminder_time INTEGER DEFAULT -1, email_reminder_time INTEGER DEFAULT -1,
  repeat_type TEXT, repeat_interval INTEGER DEFAULT 1, repeat_dow TEXT, repeat_until TEXT,
  repeat_count INTEGER, repeat_parent_id TEXT
);
CREATE TABLE IF NOT EXISTS meetings_users (
  id TEXT PRIMARY KEY, meeting_id TEXT, user_id TEXT, required TEXT DEFAULT '1',
  accept_status TEXT DEFAULT 'none', date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS meetings_contacts (
  id TEXT PRIMARY KEY, meeting_id TEXT, contact_id TEXT, required TEXT DEFAULT '1',
  accept_status TEXT DEFAULT 'none', date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS meetings_leads (
  id TEXT PRIMARY KEY, meeting_id TEXT, lead_id TEXT, required TEXT DEFAULT '1',
  accept_status TEXT DEFAULT 'none', date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS emails (
  id TEXT PRIMARY KEY, name TEXT, date_entered TEXT, date_modified TEXT, assigned_user_id TEXT,
  modified_user_id TEXT, created_by TEXT, deleted INTEGER NOT NULL DEFAULT 0,
  date_sent_received TEXT, message_id TEXT, type TEXT, status TEXT, flagged INTEGER DEFAULT 0,
  intent TEXT DEFAULT 'pick', mailbox_id TEXT, parent_type TEXT, parent_id TEXT
);
CREATE TABLE IF NOT EXISTS emails_text (
  email_id TEXT PRIMARY KEY, from_addr TEXT, reply_to_addr TEXT, to_addrs TEXT, cc_addrs TEXT,
  bcc_addrs TEXT, description TEXT, description_html TEXT, raw_source TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS emails_beans (
  id TEXT PRIMARY KEY, email_id TEXT, bean_id TEXT, bean_module TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS acl_roles (
  id TEXT PRIMARY KEY, date_entered TEXT, date_modified TEXT, modified_user_id TEXT,
  created_by TEXT, name TEXT, description TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS acl_roles_users (
  id TEXT PRIMARY KEY, role_id TEXT, user_id TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS securitygroups (
  id TEXT PRIMARY KEY, name TEXT, date_entered TEXT, date_modified TEXT, modified_user_id TEXT,
  created_by TEXT, description TEXT, deleted INTEGER NOT NULL DEFAULT 0, assigned_user_id TEXT,
  noninheritable INTEGER DEFAULT 0
);
CREATE TABLE IF NOT EXISTS securitygroups_users (
  id TEXT PRIMARY KEY, date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0,
  securitygroup_id TEXT, user_id TEXT, primary_group INTEGER DEFAULT 0, noninheritable INTEGER DEFAULT 0
);
CREATE TABLE IF NOT EXISTS securitygroups_acl_roles (
  id TEXT PRIMARY KEY, securitygroup_id TEXT, role_id TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS users_last_import (
  id TEXT PRIMARY KEY, assigned_user_id TEXT, import_module TEXT, bean_type TEXT, bean_id TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
-- Replica-only: the wizard keeps the uploaded file and each run's outcome server-side.
CREATE TABLE IF NOT EXISTS import_uploads (
  id TEXT PRIMARY KEY, import_module TEXT, filename TEXT, content TEXT, date_entered TEXT
);
CREATE TABLE IF NOT EXISTS import_runs (
  id TEXT PRIMARY KEY, import_module TEXT, created TEXT, duplicates TEXT, errors TEXT,
  undone INTEGER NOT NULL DEFAULT 0, date_entered TEXT
);
`;

/** Columns the classic views need on tables that part 1 creates (added only when missing). */
const EXTRA_COLUMNS: Record<string, Record<string, string>> = {
  users: {
    title: 'TEXT',
    department: 'TEXT',
    phone_work: 'TEXT',
    phone_mobile: 'TEXT',
    status: 'TEXT',
    employee_status: 'TEXT',
    is_admin: 'INTEGER DEFAULT 0',
    description: 'TEXT',
    user_hash: 'TEXT',
    date_entered: 'TEXT',
    date_modified: 'TEXT',
    deleted: 'INTEGER NOT NULL DEFAULT 0',
  },
};

/** Adds the columns of EXTRA_COLUMNS that a table lacks; a no-op when the table is absent. */
export function ensureLegacyColumns(db: Database): void {
  for (const [table, cols] of Object.entries(EXTRA_COLUMNS)) {
    const have = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((r) => r.name));
    if (have.size === 0) continue;
    for (const [col, type] of Object.entries(cols)) {
      if (!have.has(col)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${col} ${type}`);
    }
  }
}

/** Names of the columns a table has, so inserts into part 1's tables only use existing ones. */
export function columnsOf(db: Database, table: string): Set<string> {
  return new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((r) => r.name));
}
