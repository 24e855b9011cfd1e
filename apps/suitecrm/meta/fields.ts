/** Field builders and the computed SELECT expressions shared by module definitions. */
import type { FieldDef, FieldType } from './types';

export function f(name: string, label: string, type: FieldType = 'varchar', extra: Partial<FieldDef> = {}): FieldDef {
  return { name, label, type, ...extra };
}

export const userName = (col: string) => `(SELECT u.user_name FROM users u WHERE u.id = t.${col})`;

export const emailSql = (beanModule: string) =>
  `(SELECT ea.email_address FROM email_addr_bean_rel r JOIN email_addresses ea ON ea.id = r.email_address_id AND ea.deleted = 0
    WHERE r.bean_id = t.id AND r.bean_module = '${beanModule}' AND r.deleted = 0 ORDER BY r.primary_address DESC, r.rowid LIMIT 1)`;

export const personName = (alias = 't') => `TRIM(COALESCE(${alias}.first_name, '') || ' ' || COALESCE(${alias}.last_name, ''))`;

export const accountOf = (linkTable: string, linkCol: string, what: 'name' | 'id') =>
  `(SELECT a.${what} FROM ${linkTable} l JOIN accounts a ON a.id = l.account_id AND a.deleted = 0
    WHERE l.${linkCol} = t.id AND l.deleted = 0 ORDER BY l.rowid LIMIT 1)`;

export const parentNameSql = `(CASE t.parent_type
  WHEN 'Accounts' THEN (SELECT name FROM accounts WHERE id = t.parent_id AND deleted = 0)
  WHEN 'Contacts' THEN (SELECT ${personName('c')} FROM contacts c WHERE c.id = t.parent_id AND c.deleted = 0)
  WHEN 'Leads' THEN (SELECT ${personName('c')} FROM leads c WHERE c.id = t.parent_id AND c.deleted = 0)
  WHEN 'Opportunities' THEN (SELECT name FROM opportunities WHERE id = t.parent_id AND deleted = 0)
  WHEN 'Cases' THEN (SELECT name FROM cases WHERE id = t.parent_id AND deleted = 0)
  WHEN 'Tasks' THEN (SELECT name FROM tasks WHERE id = t.parent_id AND deleted = 0)
  WHEN 'Bugs' THEN (SELECT name FROM bugs WHERE id = t.parent_id AND deleted = 0)
  WHEN 'Project' THEN (SELECT name FROM project WHERE id = t.parent_id AND deleted = 0)
  WHEN 'Prospects' THEN (SELECT ${personName('c')} FROM prospects c WHERE c.id = t.parent_id AND c.deleted = 0)
  ELSE NULL END)`;

/** Common trailing fields. */
export const common = {
  assigned_user_name: f('assigned_user_name', 'Assigned to', 'assigned', {
    listLabel: 'User',
    sql: userName('assigned_user_id'),
    sort: userName('assigned_user_id'),
    relate: { module: 'users', id: 'assigned_user_id' },
  }),
  description: f('description', 'Description', 'text', { full: true }),
  date_entered: f('date_entered', 'Date Created', 'audit', { listLabel: 'Date Created', by: 'created_by', readonly: true }),
  date_modified: f('date_modified', 'Date Modified', 'audit', { by: 'modified_user_id', readonly: true }),
};

export const campaign = {
  campaign_name: f('campaign_name', 'Campaign', 'relate', {
    sql: '(SELECT name FROM campaigns WHERE id = t.campaign_id AND deleted = 0)',
    relate: { module: 'campaigns', id: 'campaign_id' },
  }),
};

export const personFields = {
  name: f('name', 'Name', 'name', { sql: personName(), sort: 't.last_name' }),
  first_name: f('first_name', 'First Name'),
  last_name: f('last_name', 'Last Name', 'varchar', { required: true }),
  salutation: f('salutation', 'Salutation', 'enum', { options: 'salutation_dom' }),
  phone_work: f('phone_work', 'Office Phone', 'phone'),
  phone_mobile: f('phone_mobile', 'Mobile', 'phone'),
  phone_fax: f('phone_fax', 'Fax', 'phone'),
  title: f('title', 'Job Title'),
  department: f('department', 'Department'),
  primary_address: f('primary_address', 'Primary Address', 'address', { prefix: 'primary_address', sql: null }),
  alt_address: f('alt_address', 'Other Address', 'address', { prefix: 'alt_address', sql: null }),
  lead_source: f('lead_source', 'Lead Source', 'enum', { options: 'lead_source_dom' }),
};
