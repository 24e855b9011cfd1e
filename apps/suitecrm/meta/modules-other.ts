/**
 * List-only modules: activities whose records are classic views (Meetings, Calls, Notes),
 * Users/Employees (native lists, classic records) and the remaining navbar modules (empty lists).
 */
import type { ModuleDef } from './types';
import { common, emailSql, f, parentNameSql, personName } from './fields';
import { MODULES } from './registry';

const firstInvitee = (link: string, col: string) =>
  `(SELECT ${personName('c')} FROM ${link} mc JOIN contacts c ON c.id = mc.contact_id AND c.deleted = 0
    WHERE mc.${col} = t.id AND mc.deleted = 0 ORDER BY mc.rowid LIMIT 1)`;

const activity = (key: string, legacy: string, label: string, singular: string, link: string, col: string, statusDom: string): ModuleDef => ({
  key,
  legacy,
  label,
  singular,
  table: key,
  fields: {
    set_complete: f('set_complete', 'Close', 'complete', { sql: null }),
    name: f('name', 'Subject', 'varchar', { required: true }),
    contact_name: f('contact_name', 'Contact', 'relate', { sql: firstInvitee(link, col), relate: { module: 'contacts', id: 'contact_id' } }),
    contact_id: f('contact_id', 'Contact ID', 'varchar', {
      sql: `(SELECT mc.contact_id FROM ${link} mc WHERE mc.${col} = t.id AND mc.deleted = 0 ORDER BY mc.rowid LIMIT 1)`,
    }),
    parent_name: f('parent_name', 'Related to', 'parent', { sql: parentNameSql }),
    date_start: f('date_start', 'Start Date', 'datetime'),
    status: f('status', 'Status', 'enum', { options: statusDom }),
    direction: f('direction', 'Direction', 'enum', { options: 'call_direction_dom' }),
    ...common,
    assigned_user_name: { ...common.assigned_user_name, listLabel: 'Assigned User' },
  },
  list: {
    columns:
      key === 'calls'
        ? ['set_complete', 'direction', 'name', 'contact_name', 'parent_name', 'date_start', 'assigned_user_name', 'date_entered']
        : ['set_complete', 'name', 'contact_name', 'parent_name', 'date_start', 'assigned_user_name', 'date_entered'],
  },
  filter: ['name', 'status', 'date_start', 'assigned_user_name'],
  massUpdate: ['status', 'assigned_user_name'],
  export: ['id', 'name', 'status', 'date_start', 'parent_type', 'parent_name', 'description', 'assigned_user_name', 'date_entered'],
});

export const meetings = activity('meetings', 'Meetings', 'Meetings', 'Meeting', 'meetings_contacts', 'meeting_id', 'meeting_status_dom');
export const calls = activity('calls', 'Calls', 'Calls', 'Call', 'calls_contacts', 'call_id', 'call_status_dom');

export const notes: ModuleDef = {
  key: 'notes',
  legacy: 'Notes',
  label: 'Notes',
  singular: 'Note',
  table: 'notes',
  fields: {
    name: f('name', 'Subject'),
    contact_name: f('contact_name', 'Contact', 'relate', {
      sql: `(SELECT ${personName('c')} FROM contacts c WHERE c.id = t.contact_id AND c.deleted = 0)`,
      relate: { module: 'contacts', id: 'contact_id' },
    }),
    parent_name: f('parent_name', 'Related to', 'parent', { sql: parentNameSql }),
    filename: f('filename', 'Attachment'),
    ...common,
  },
  list: { columns: ['name', 'contact_name', 'parent_name', 'filename', 'assigned_user_name', 'date_entered'] },
  filter: ['name', 'assigned_user_name'],
  massUpdate: ['assigned_user_name'],
  export: ['id', 'name', 'contact_name', 'parent_type', 'parent_name', 'filename', 'description', 'date_entered'],
};

const usersFields = {
  name: f('name', 'Name', 'varchar', { sql: personName(), sort: 't.last_name' }),
  user_name: f('user_name', 'Username'),
  title: f('title', 'Job Title'),
  department: f('department', 'Department'),
  email1: f('email1', 'Email', 'email', { sql: emailSql('Users') }),
  phone_work: f('phone_work', 'Phone', 'phone'),
  status: f('status', 'Status', 'enum', { options: 'user_status_dom' }),
  is_admin: f('is_admin', 'System Administrator', 'bool'),
  employee_status: f('employee_status', 'Employee Status'),
  date_entered: common.date_entered,
};

export const users: ModuleDef = {
  key: 'users',
  legacy: 'Users',
  label: 'Users',
  singular: 'User',
  table: 'users',
  beanModule: 'Users',
  fields: usersFields,
  list: { columns: ['name', 'user_name', 'title', 'department', 'email1', 'phone_work', 'status', 'is_admin'] },
  filter: ['name', 'user_name', 'status'],
  export: ['id', 'user_name', 'first_name', 'last_name', 'title', 'department', 'status', 'is_admin'],
};

export const employees: ModuleDef = {
  key: 'employees',
  legacy: 'Employees',
  label: 'Employees',
  singular: 'Employee',
  table: 'users',
  beanModule: 'Users',
  fields: usersFields,
  list: { columns: ['name', 'department', 'title', 'email1', 'phone_work', 'employee_status'] },
  where: 't.show_on_employees = 1',
  filter: ['name', 'department'],
};

const simple = (key: string, table: string, cols: [string, string][]): ModuleDef => {
  const info = MODULES.find((m) => m.key === key)!;
  const fields = Object.fromEntries(cols.map(([n, l]) => [n, f(n, l)]));
  return {
    key,
    legacy: info.legacy,
    label: info.label,
    singular: info.singular,
    table,
    fields: { ...fields, assigned_user_name: common.assigned_user_name, date_entered: common.date_entered },
    list: { columns: [...cols.map(([n]) => n), 'assigned_user_name', 'date_entered'] },
    filter: [cols[0][0]],
  };
};

const empty = (key: string, cols: string[]): ModuleDef => {
  const info = MODULES.find((m) => m.key === key)!;
  const fields = Object.fromEntries(
    cols.map((l) => {
      const n = l.toLowerCase().replace(/[^a-z0-9]+/g, '_');
      return [n, f(n, l)];
    }),
  );
  return {
    key,
    legacy: info.legacy,
    label: info.label,
    singular: info.singular,
    fields: { ...fields, assigned_user_name: common.assigned_user_name, date_entered: common.date_entered },
    list: { columns: [...Object.keys(fields), 'assigned_user_name', 'date_entered'] },
    filter: [Object.keys(fields)[0]],
  };
};

export const listOnly: ModuleDef[] = [
  simple('documents', 'documents', [
    ['document_name', 'Name'],
    ['status_id', 'Status'],
  ]),
  simple('campaigns', 'campaigns', [
    ['name', 'Campaign'],
    ['status', 'Status'],
    ['campaign_type', 'Type'],
    ['end_date', 'End Date'],
  ]),
  simple('prospect-lists', 'prospect_lists', [
    ['name', 'Name'],
    ['list_type', 'Type'],
  ]),
  simple('project', 'project', [
    ['name', 'Name'],
    ['estimated_start_date', 'Start Date'],
    ['estimated_end_date', 'End Date'],
    ['status', 'Status'],
  ]),
  {
    ...simple('prospects', 'prospects', [
      ['title', 'Title'],
      ['phone_work', 'Office Phone'],
    ]),
    person: true,
    fields: {
      name: f('name', 'Name', 'name', { sql: personName(), sort: 't.last_name' }),
      title: f('title', 'Title'),
      email1: f('email1', 'Email', 'email', { sql: emailSql('Prospects') }),
      phone_work: f('phone_work', 'Office Phone', 'phone'),
      assigned_user_name: common.assigned_user_name,
      date_entered: common.date_entered,
    },
    list: { columns: ['name', 'title', 'email1', 'phone_work', 'assigned_user_name', 'date_entered'] },
    filter: ['name'],
  },
  empty('quotes', ['Title', 'Account', 'Stage', 'Grand Total', 'Valid Until']),
  empty('invoices', ['Title', 'Account', 'Status', 'Grand Total', 'Due Date']),
  empty('contracts', ['Contract Title', 'Account', 'Status', 'Contract Value', 'End Date']),
  empty('project-templates', ['Template Name']),
  empty('events', ['Name', 'Start Date', 'Duration', 'Location']),
  empty('event-locations', ['Name', 'Capacity']),
  empty('products', ['Name', 'Part Number', 'Cost', 'Price', 'Category']),
  empty('product-categories', ['Name', 'Is Parent Category']),
  empty('pdf-templates', ['Name', 'Type', 'Active']),
  empty('reports', ['Name', 'Report Module']),
  empty('knowledge-base', ['Title', 'Status', 'Author']),
  empty('knowledge-base-categories', ['Name']),
  empty('email-templates', ['Name', 'Description', 'Type']),
  empty('surveys', ['Name', 'Status']),
];

/** Related-to column of Calls/Meetings needs parent ids. */
export { parentNameSql };
