/**
 * Stand-alone server for the classic views when part 1's replica is not available: minimal
 * core tables and rows, the legacy app at `/legacy`, and a tiny stand-in shell at `/` that
 * does what §1.3 asks of the real one (iframe for `#/<module>/<action>`, hash follows iframe).
 */
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { legacyApp, legacySchemaSql, seedLegacy } from '../../apps/suitecrm/legacy/index';
import { SHELL_HTML } from './bare-shell';

const CORE = `
CREATE TABLE users (id TEXT PRIMARY KEY, user_name TEXT, first_name TEXT, last_name TEXT, is_admin INTEGER, status TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE contacts (id TEXT PRIMARY KEY, first_name TEXT, last_name TEXT, phone_work TEXT, phone_mobile TEXT, assigned_user_id TEXT, date_entered TEXT, date_modified TEXT, created_by TEXT, modified_user_id TEXT, description TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE leads (id TEXT PRIMARY KEY, first_name TEXT, last_name TEXT, phone_work TEXT, phone_mobile TEXT, status TEXT, assigned_user_id TEXT, date_entered TEXT, date_modified TEXT, created_by TEXT, modified_user_id TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT, phone_office TEXT, billing_address_city TEXT, assigned_user_id TEXT, date_entered TEXT, date_modified TEXT, created_by TEXT, modified_user_id TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE opportunities (id TEXT PRIMARY KEY, name TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE cases (id TEXT PRIMARY KEY, name TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE calls (id TEXT PRIMARY KEY, name TEXT, date_start TEXT, status TEXT, assigned_user_id TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE email_addresses (id TEXT PRIMARY KEY, email_address TEXT, email_address_caps TEXT, invalid_email INTEGER DEFAULT 0, opt_out INTEGER DEFAULT 0, date_created TEXT, date_modified TEXT, deleted INTEGER DEFAULT 0);
CREATE TABLE email_addr_bean_rel (id TEXT PRIMARY KEY, email_address_id TEXT, bean_id TEXT, bean_module TEXT, primary_address INTEGER, reply_to_address INTEGER, date_created TEXT, date_modified TEXT, deleted INTEGER DEFAULT 0);
`;

const USERS = [
  ['1', 'user', '', 'Administrator', 1, 'Active'],
  ['u2', 'jdoe', 'John', 'Doe', 0, '1'],
  ['u3', 'asmith', 'Alice', 'Smith', 0, '1'],
  ['u4', 'bjones', 'Bob', 'Jones', 0, '1'],
  ['u5', 'cjames', 'Carol', 'James', 0, '1'],
  ['u6', 'dwilson', 'David', 'Wilson', 0, '1'],
];
const CONTACTS = [
  ['Michael', 'Scott'],
  ['Pam', 'Beesly'],
  ['Jim', 'Halpert'],
  ['Dwight', 'Schrute'],
  ['Angela', 'Martin'],
];

function build(): Database.Database {
  const db = new Database(':memory:');
  db.exec(CORE);
  db.exec(legacySchemaSql);
  for (const u of USERS) db.prepare('INSERT INTO users (id, user_name, first_name, last_name, is_admin, status) VALUES (?, ?, ?, ?, ?, ?)').run(...u);
  CONTACTS.forEach(([f, l], i) => {
    const id = `c${i + 1}`,
      addr = `${f.toLowerCase()}.${l.toLowerCase()}@dundermifflin.com`;
    db.prepare("INSERT INTO contacts (id, first_name, last_name, phone_work, date_entered) VALUES (?, ?, ?, ?, '2025-01-15 09:00:00')").run(
      id,
      f,
      l,
      `555-010${i}`,
    );
    db.prepare('INSERT INTO email_addresses (id, email_address, email_address_caps) VALUES (?, ?, ?)').run(`e${i + 1}`, addr, addr.toUpperCase());
    db.prepare("INSERT INTO email_addr_bean_rel (id, email_address_id, bean_id, bean_module, primary_address) VALUES (?, ?, ?, 'Contacts', 1)").run(
      `r${i + 1}`,
      `e${i + 1}`,
      id,
    );
  });
  db.prepare("INSERT INTO leads (id, first_name, last_name, status) VALUES ('l1', 'Bruce', 'Wayne', 'New')").run();
  db.prepare("INSERT INTO accounts (id, name) VALUES ('a1', 'Acme Corporation')").run();
  seedLegacy(db);
  return db;
}

/** A running bare server. */
export interface BareServer {
  url: string;
  db: () => Database.Database;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the bare server on a free port. */
export async function startBare(mode: 'stable' | 'faithful' = 'stable'): Promise<BareServer> {
  let db = build();
  const app = new Hono();
  app.route('/legacy', legacyApp({ db: () => db, mode, now: () => new Date('2025-01-15T10:00:00Z') }));
  app.get('/', (c) => c.html(SHELL_HTML));
  const url = await new Promise<{ url: string; server: { close(cb: () => void): void } }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server: server as never }),
    );
  });
  return {
    url: url.url,
    db: () => db,
    reset: () => {
      db.close();
      db = build();
    },
    close: () => new Promise((done) => url.server.close(() => done())),
  };
}
