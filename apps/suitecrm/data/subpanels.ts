/**
 * Rows of record-view subpanels (replica doc §5.5). Activities/History also read tables owned
 * by the classic views (meetings, emails); missing tables or columns give empty lists.
 */
import type { Database } from 'better-sqlite3';
import type { ModuleDef } from '../meta/types';
import { prep, tableExists } from '../../kit/sql';
import { formatCurrency, formatDate, formatDateTime, type Rec } from './format';
import { optionLabel } from '../meta/options';
import { beanModule } from './write';

export interface SubRow {
  id: string;
  module: string;
  cells: string[];
  /** Whether the row can be unlinked from the parent. */
  unlink: boolean;
}

export interface Subpanel {
  key: string;
  title: string;
  columns: string[];
  rows: SubRow[];
  buttons: [label: string, act: string][];
  more?: [label: string, act: string][];
}

const NAME = "TRIM(COALESCE(x.first_name,'') || ' ' || COALESCE(x.last_name,''))";

function all(db: Database, sql: string, ...params: unknown[]): Rec[] {
  try {
    return prep(db, sql).all(...params) as Rec[];
  } catch (err) {
    if (/no such (table|column)/.test(String((err as Error).message))) return [];
    throw err;
  }
}

function contacts(db: Database, parent: ModuleDef, id: string): SubRow[] {
  const via: Record<string, string> = {
    accounts: 'SELECT contact_id AS cid FROM accounts_contacts WHERE account_id = ? AND deleted = 0',
    opportunities: 'SELECT contact_id AS cid FROM opportunities_contacts WHERE opportunity_id = ? AND deleted = 0',
    cases: 'SELECT contact_id AS cid FROM contacts_cases WHERE case_id = ? AND deleted = 0',
  };
  if (!via[parent.key]) return [];
  return all(
    db,
    `SELECT x.id, ${NAME} AS name, x.title, x.phone_work,
      (SELECT ea.email_address FROM email_addr_bean_rel r JOIN email_addresses ea ON ea.id = r.email_address_id AND ea.deleted = 0
        WHERE r.bean_id = x.id AND r.bean_module = 'Contacts' AND r.deleted = 0 ORDER BY r.primary_address DESC LIMIT 1) AS email
    FROM contacts x WHERE x.deleted = 0 AND x.id IN (${via[parent.key]}) ORDER BY x.date_entered DESC, x.rowid`,
    id,
  ).map((r) => ({ id: r.id, module: 'contacts', cells: [r.name, r.title ?? '', r.email ?? '', r.phone_work ?? ''], unlink: true }));
}

function opportunities(db: Database, parent: ModuleDef, id: string): SubRow[] {
  const via: Record<string, string> = {
    accounts: 'SELECT opportunity_id FROM accounts_opportunities WHERE account_id = ? AND deleted = 0',
    contacts: 'SELECT opportunity_id FROM opportunities_contacts WHERE contact_id = ? AND deleted = 0',
  };
  if (!via[parent.key]) return [];
  return all(
    db,
    `SELECT x.id, x.name, x.sales_stage, x.date_closed, x.amount FROM opportunities x
    WHERE x.deleted = 0 AND x.id IN (${via[parent.key]}) ORDER BY x.date_entered DESC, x.rowid`,
    id,
  ).map((r) => ({
    id: r.id,
    module: 'opportunities',
    unlink: true,
    cells: [r.name, optionLabel('sales_stage_dom', r.sales_stage), formatDate(r.date_closed), formatCurrency(r.amount)],
  }));
}

function leads(db: Database, parent: ModuleDef, id: string): SubRow[] {
  const col: Record<string, string> = { accounts: 'account_id', opportunities: 'opportunity_id', contacts: 'contact_id' };
  if (!col[parent.key]) return [];
  return all(
    db,
    `SELECT x.id, ${NAME} AS name, x.status, x.phone_work FROM leads x WHERE x.deleted = 0 AND x.${col[parent.key]} = ?
    ORDER BY x.date_entered DESC, x.rowid`,
    id,
  ).map((r) => ({ id: r.id, module: 'leads', unlink: true, cells: [r.name, optionLabel('lead_status_dom', r.status), r.phone_work ?? ''] }));
}

function cases(db: Database, parent: ModuleDef, id: string): SubRow[] {
  const where =
    parent.key === 'accounts'
      ? 'x.account_id = ?'
      : parent.key === 'contacts'
        ? 'x.id IN (SELECT case_id FROM contacts_cases WHERE contact_id = ? AND deleted = 0)'
        : '';
  if (!where) return [];
  return all(db, `SELECT x.id, x.case_number, x.name, x.status FROM cases x WHERE x.deleted = 0 AND ${where} ORDER BY x.date_entered DESC, x.rowid`, id).map(
    (r) => ({ id: r.id, module: 'cases', unlink: true, cells: [String(r.case_number ?? ''), r.name, optionLabel('case_status_dom', r.status)] }),
  );
}

/** Activities (open) or History (closed) of a record: tasks, meetings, calls, notes, emails. */
function activities(db: Database, parent: ModuleDef, id: string, history: boolean): SubRow[] {
  const bean = beanModule(parent);
  const out: { row: SubRow; date: string }[] = [];
  const related = (alias: string, link?: [string, string, string]) => {
    let cond = `(${alias}.parent_type = '${bean}' AND ${alias}.parent_id = ?)`;
    if (link && parent.key === 'contacts' && tableExists(db, link[0]))
      cond += ` OR ${alias}.id IN (SELECT ${link[1]} FROM ${link[0]} WHERE ${link[2]} = ? AND deleted = 0)`;
    return cond;
  };
  const args = (n: number) => Array(n).fill(id);
  const taskCond = `${related('x')}${parent.key === 'contacts' ? ' OR x.contact_id = ?' : ''}`;
  const taskStatus = history ? "x.status IN ('Completed','Deferred')" : "COALESCE(x.status,'') NOT IN ('Completed','Deferred')";
  for (const r of all(
    db,
    `SELECT x.id, x.name, x.status, x.date_due, x.date_entered FROM tasks x WHERE x.deleted = 0 AND ${taskStatus} AND (${taskCond})`,
    ...args(parent.key === 'contacts' ? 2 : 1),
  )) {
    out.push({ date: r.date_entered, row: { id: r.id, module: 'tasks', unlink: false, cells: [r.name, 'Task', r.status ?? '', formatDateTime(r.date_due)] } });
  }
  const held = history ? "x.status IN ('Held','Not Held')" : "COALESCE(x.status,'Planned') = 'Planned'";
  for (const [table, label, link] of [
    ['meetings', 'Meeting', ['meetings_contacts', 'meeting_id', 'contact_id']],
    ['calls', 'Call', ['calls_contacts', 'call_id', 'contact_id']],
  ] as const) {
    const rel = related('x', link as unknown as [string, string, string]);
    const n = rel.split('?').length - 1;
    for (const r of all(
      db,
      `SELECT x.id, x.name, x.status, x.date_start, x.date_entered FROM ${table} x WHERE x.deleted = 0 AND ${held} AND (${rel})`,
      ...args(n),
    )) {
      out.push({ date: r.date_entered, row: { id: r.id, module: table, unlink: false, cells: [r.name, label, r.status ?? '', formatDateTime(r.date_start)] } });
    }
  }
  if (history) {
    for (const r of all(
      db,
      `SELECT x.id, x.name, x.date_entered FROM notes x WHERE x.deleted = 0 AND (${related('x')}${parent.key === 'contacts' ? ' OR x.contact_id = ?' : ''})`,
      ...args(parent.key === 'contacts' ? 2 : 1),
    )) {
      out.push({ date: r.date_entered, row: { id: r.id, module: 'notes', unlink: false, cells: [r.name, 'Note', '', formatDateTime(r.date_entered)] } });
    }
    const emailCond = tableExists(db, 'emails_beans')
      ? `${related('x')} OR x.id IN (SELECT email_id FROM emails_beans WHERE bean_id = ? AND deleted = 0)`
      : related('x');
    for (const r of all(
      db,
      `SELECT x.id, x.name, x.status, x.date_sent_received, x.date_entered FROM emails x WHERE x.deleted = 0 AND (${emailCond})`,
      ...args(emailCond.split('?').length - 1),
    )) {
      out.push({
        date: r.date_sent_received ?? r.date_entered,
        row: {
          id: r.id,
          module: 'emails',
          unlink: false,
          cells: [r.name ?? '', 'Email', r.status ?? '', formatDateTime(r.date_sent_received ?? r.date_entered)],
        },
      });
    }
  }
  out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const seen = new Set<string>();
  return out.map((o) => o.row).filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

export function subpanel(db: Database, parent: ModuleDef, id: string, key: string): Subpanel {
  const rel: [string, string][] = [
    ['Create', 'subpanel-create'],
    ['Link', 'subpanel-link'],
  ];
  switch (key) {
    case 'contacts':
      return { key, title: 'CONTACTS', columns: ['Name', 'Job Title', 'Email', 'Office Phone'], rows: contacts(db, parent, id), buttons: rel };
    case 'opportunities':
      return { key, title: 'OPPORTUNITIES', columns: ['Name', 'Sales Stage', 'Close', 'Amount'], rows: opportunities(db, parent, id), buttons: rel };
    case 'leads':
      return { key, title: 'LEADS', columns: ['Name', 'Status', 'Office Phone'], rows: leads(db, parent, id), buttons: rel };
    case 'cases':
      return { key, title: 'CASES', columns: ['Num.', 'Subject', 'Status'], rows: cases(db, parent, id), buttons: rel };
    case 'activities':
      return {
        key,
        title: 'ACTIVITIES',
        columns: ['Subject', 'Type', 'Status', 'Due Date'],
        rows: activities(db, parent, id, false),
        buttons: [
          ['Create Task', 'activity-task'],
          ['Schedule Meeting', 'activity-meeting'],
        ],
        more: [
          ['Log Call', 'activity-call'],
          ['Compose Email', 'activity-email'],
        ],
      };
    case 'history':
      return {
        key,
        title: 'HISTORY',
        columns: ['Subject', 'Type', 'Status', 'Date'],
        rows: activities(db, parent, id, true),
        buttons: [['Create Note or Attachment', 'history-note']],
        more: [['Archive Email', 'history-archive']],
      };
    case 'documents':
      return { key, title: 'DOCUMENTS', columns: ['Name', 'Status'], rows: [], buttons: rel };
    default:
      return { key, title: 'SECURITY GROUPS', columns: ['Name', 'Description'], rows: [], buttons: [['Link', 'subpanel-link']] };
  }
}
