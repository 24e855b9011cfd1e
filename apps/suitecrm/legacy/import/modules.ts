/**
 * What the import wizard knows per target module: importable fields (label, required),
 * duplicate-check indexes, the table, and how a row is written.
 */
import type { Database } from 'better-sqlite3';
import { CURRENT_USER_ID, addEmail, insertRow, newId, primaryEmail } from '../util';

/** One importable field. */
export interface ImportField {
  name: string;
  label: string;
  required?: boolean;
}

/** One duplicate-check index: the fields it compares. */
export interface DupIndex {
  key: string;
  label: string;
  fields: string[];
}

/** Import settings of one module. */
export interface ImportModule {
  module: string;
  label: string;
  table: string;
  fields: ImportField[];
  indexes: DupIndex[];
}

const PERSON: ImportField[] = [
  { name: 'salutation', label: 'Salutation' },
  { name: 'first_name', label: 'First Name' },
  { name: 'last_name', label: 'Last Name', required: true },
  { name: 'email1', label: 'Email Address' },
  { name: 'phone_work', label: 'Office Phone' },
  { name: 'phone_mobile', label: 'Mobile' },
  { name: 'title', label: 'Title' },
  { name: 'department', label: 'Department' },
  { name: 'primary_address_street', label: 'Primary Address Street' },
  { name: 'primary_address_city', label: 'Primary Address City' },
  { name: 'primary_address_state', label: 'Primary Address State' },
  { name: 'primary_address_postalcode', label: 'Primary Address Postal Code' },
  { name: 'primary_address_country', label: 'Primary Address Country' },
  { name: 'lead_source', label: 'Lead Source' },
  { name: 'description', label: 'Description' },
];
const PERSON_INDEXES: DupIndex[] = [
  { key: 'email1', label: 'Email Address', fields: ['email1'] },
  { key: 'name', label: 'First Name, Last Name', fields: ['first_name', 'last_name'] },
  { key: 'phone_work', label: 'Office Phone', fields: ['phone_work'] },
];

export const IMPORT_MODULES: Record<string, ImportModule> = {
  Contacts: { module: 'Contacts', label: 'Contacts', table: 'contacts', fields: PERSON, indexes: PERSON_INDEXES },
  Leads: {
    module: 'Leads',
    label: 'Leads',
    table: 'leads',
    fields: [...PERSON, { name: 'status', label: 'Status' }, { name: 'account_name', label: 'Account Name' }],
    indexes: PERSON_INDEXES,
  },
  Prospects: {
    module: 'Prospects',
    label: 'Targets',
    table: 'prospects',
    fields: [...PERSON, { name: 'account_name', label: 'Account Name' }],
    indexes: PERSON_INDEXES,
  },
  Accounts: {
    module: 'Accounts',
    label: 'Accounts',
    table: 'accounts',
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'email1', label: 'Email Address' },
      { name: 'phone_office', label: 'Office Phone' },
      { name: 'phone_fax', label: 'Fax' },
      { name: 'website', label: 'Website' },
      { name: 'account_type', label: 'Type' },
      { name: 'industry', label: 'Industry' },
      { name: 'billing_address_street', label: 'Billing Street' },
      { name: 'billing_address_city', label: 'Billing City' },
      { name: 'billing_address_state', label: 'Billing State' },
      { name: 'billing_address_postalcode', label: 'Billing Postal Code' },
      { name: 'billing_address_country', label: 'Billing Country' },
      { name: 'description', label: 'Description' },
    ],
    indexes: [
      { key: 'name', label: 'Name', fields: ['name'] },
      { key: 'email1', label: 'Email Address', fields: ['email1'] },
      { key: 'phone_office', label: 'Office Phone', fields: ['phone_office'] },
    ],
  },
};

/** Target field a header most likely means (label or name match, case-insensitive). */
export function guessField(m: ImportModule, header: string): string {
  const h = header.trim().toLowerCase();
  const alias: Record<string, string> = {
    email: 'email1',
    'e-mail': 'email1',
    phone: m.module === 'Accounts' ? 'phone_office' : 'phone_work',
    company: 'account_name',
    city: m.module === 'Accounts' ? 'billing_address_city' : 'primary_address_city',
  };
  return m.fields.find((f) => f.label.toLowerCase() === h || f.name === h)?.name ?? alias[h] ?? '';
}

/** Whether a record equal to `values` on every field of one of `indexes` already exists. */
export function isDuplicate(db: Database, m: ImportModule, values: Record<string, string>, indexes: string[]): boolean {
  for (const ix of m.indexes.filter((i) => indexes.includes(i.key))) {
    if (ix.fields.some((f) => !values[f])) continue;
    const rows = db.prepare(`SELECT * FROM ${m.table} WHERE deleted = 0`).all() as Record<string, string>[];
    const hit = rows.some((row) =>
      ix.fields.every((f) => {
        const have = f === 'email1' ? primaryEmail(db, m.module, row.id) : row[f];
        return (have ?? '').trim().toLowerCase() === values[f].trim().toLowerCase();
      }),
    );
    if (hit) return true;
  }
  return false;
}

/** Inserts one imported record (plus its email) and returns the id. */
export function writeRecord(db: Database, m: ImportModule, values: Record<string, string>, now: string): string {
  const id = newId();
  const { email1, ...cols } = values;
  insertRow(db, m.table, {
    ...cols,
    id,
    date_entered: now,
    date_modified: now,
    created_by: CURRENT_USER_ID,
    modified_user_id: CURRENT_USER_ID,
    assigned_user_id: CURRENT_USER_ID,
    deleted: 0,
  });
  if (email1) addEmail(db, m.module, id, email1, now);
  insertRow(db, 'users_last_import', { id: newId(), assigned_user_id: CURRENT_USER_ID, import_module: m.module, bean_type: m.module, bean_id: id, deleted: 0 });
  return id;
}
