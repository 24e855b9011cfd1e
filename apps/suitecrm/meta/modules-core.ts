/** Accounts, Contacts, Leads: list columns, record layouts, filters, mass update, export. */
import type { ModuleDef } from './types';
import { accountOf, campaign, common, emailSql, f, personFields } from './fields';

const accountsFields = {
  name: f('name', 'Name', 'varchar', { required: true }),
  phone_office: f('phone_office', 'Office Phone', 'phone', { listLabel: 'Phone' }),
  website: f('website', 'Website', 'url'),
  phone_fax: f('phone_fax', 'Fax', 'phone'),
  email1: f('email1', 'Email Address', 'email', { sql: emailSql('Accounts') }),
  billing_address: f('billing_address', 'Billing Address', 'address', { prefix: 'billing_address', sql: null }),
  shipping_address: f('shipping_address', 'Shipping Address', 'address', { prefix: 'shipping_address', sql: null }),
  billing_address_city: f('billing_address_city', 'City'),
  billing_address_country: f('billing_address_country', 'Billing Country'),
  account_type: f('account_type', 'Type', 'enum', { options: 'account_type_dom' }),
  industry: f('industry', 'Industry', 'enum', { options: 'industry_dom' }),
  annual_revenue: f('annual_revenue', 'Annual Revenue'),
  employees: f('employees', 'Employees'),
  parent_name: f('parent_name', 'Member of', 'relate', {
    sql: '(SELECT p.name FROM accounts p WHERE p.id = t.parent_id AND p.deleted = 0)', relate: { module: 'accounts', id: 'parent_id' },
  }),
  ...common,
  ...campaign,
};

export const accounts: ModuleDef = {
  key: 'accounts', legacy: 'Accounts', label: 'Accounts', singular: 'Account', table: 'accounts',
  fields: accountsFields,
  list: {
    columns: ['name', 'billing_address_city', 'billing_address_country', 'phone_office', 'assigned_user_name', 'email1', 'date_entered'],
    insights: true, lineActions: true,
  },
  record: {
    panels: [
      { title: 'OVERVIEW', rows: [['name', 'phone_office'], ['website', 'phone_fax'], ['email1'], ['billing_address', 'shipping_address'], ['description'], ['assigned_user_name']] },
      { title: 'MORE INFORMATION', rows: [['account_type', 'industry'], ['annual_revenue', 'employees'], ['parent_name', 'campaign_name']] },
      { title: 'OTHER', rows: [['date_entered', 'date_modified']] },
    ],
    subpanels: ['activities', 'history', 'documents', 'contacts', 'opportunities', 'leads', 'cases', 'security-groups'],
  },
  filter: ['name', 'website', 'phone_office', 'billing_address_city', 'billing_address_country', 'account_type', 'industry', 'assigned_user_name'],
  massUpdate: ['account_type', 'industry', 'assigned_user_name'],
  export: ['id', 'name', 'date_entered', 'date_modified', 'assigned_user_name', 'description', 'account_type', 'industry', 'annual_revenue',
    'phone_fax', 'billing_address_street', 'billing_address_city', 'billing_address_state', 'billing_address_postalcode',
    'billing_address_country', 'phone_office', 'website', 'employees', 'shipping_address_street', 'shipping_address_city',
    'shipping_address_state', 'shipping_address_postalcode', 'shipping_address_country', 'email1'],
  bulkExtras: [['add-to-prospect-list', 'Add To Target List'], ['print-as-pdf', 'Print as PDF']],
  actions: [['print-as-pdf', 'Print as PDF']],
};

export const contacts: ModuleDef = {
  key: 'contacts', legacy: 'Contacts', label: 'Contacts', singular: 'Contact', table: 'contacts', person: true,
  fields: {
    ...personFields,
    account_name: f('account_name', 'Account Name', 'relate', { sql: accountOf('accounts_contacts', 'contact_id', 'name'), relate: { module: 'accounts', id: 'account_id' } }),
    account_id: f('account_id', 'Account ID', 'varchar', { sql: accountOf('accounts_contacts', 'contact_id', 'id') }),
    email1: f('email1', 'Email Address', 'email', { listLabel: 'Email', sql: emailSql('Contacts') }),
    report_to_name: f('report_to_name', 'Reports To', 'relate', {
      sql: "(SELECT TRIM(COALESCE(r.first_name,'') || ' ' || COALESCE(r.last_name,'')) FROM contacts r WHERE r.id = t.reports_to_id AND r.deleted = 0)",
      relate: { module: 'contacts', id: 'reports_to_id' },
    }),
    ...common,
    ...campaign,
  },
  list: { columns: ['name', 'title', 'account_name', 'email1', 'phone_work', 'assigned_user_name', 'date_entered'], lineActions: true },
  record: {
    panels: [
      { title: 'OVERVIEW', rows: [['name', 'phone_work'], ['phone_mobile', 'title'], ['department', 'account_name'], ['phone_fax'], ['email1'], ['primary_address', 'alt_address'], ['description'], ['assigned_user_name']] },
      { title: 'MORE INFORMATION', rows: [['lead_source', 'report_to_name'], ['campaign_name']] },
      { title: 'OTHER', rows: [['date_entered', 'date_modified']] },
    ],
    subpanels: ['activities', 'history', 'documents', 'opportunities', 'leads', 'cases', 'security-groups'],
  },
  filter: ['first_name', 'last_name', 'account_name', 'email1', 'phone_work', 'lead_source', 'assigned_user_name'],
  massUpdate: ['lead_source', 'assigned_user_name', 'account_name'],
  export: ['id', 'name', 'salutation', 'first_name', 'last_name', 'title', 'department', 'account_name', 'email1', 'phone_work',
    'phone_mobile', 'phone_home', 'phone_other', 'phone_fax', 'primary_address_street', 'primary_address_city',
    'primary_address_state', 'primary_address_postalcode', 'primary_address_country', 'alt_address_street', 'alt_address_city',
    'alt_address_state', 'alt_address_postalcode', 'alt_address_country', 'lead_source', 'description', 'assigned_user_name',
    'date_entered', 'date_modified'],
  bulkExtras: [['add-to-prospect-list', 'Add To Target List'], ['print-as-pdf', 'Print as PDF']],
  actions: [['print-as-pdf', 'Print as PDF'], ['create-portal-user', 'Create Portal User']],
};

export const leads: ModuleDef = {
  key: 'leads', legacy: 'Leads', label: 'Leads', singular: 'Lead', table: 'leads', person: true,
  fields: {
    ...personFields,
    account_name: f('account_name', 'Account Name'),
    website: f('website', 'Website', 'url'),
    email1: f('email1', 'Email Address', 'email', { listLabel: 'Email', sql: emailSql('Leads') }),
    status: f('status', 'Status', 'enum', { options: 'lead_status_dom' }),
    status_description: f('status_description', 'Status Description', 'text'),
    lead_source_description: f('lead_source_description', 'Lead Source Description', 'text'),
    opportunity_amount: f('opportunity_amount', 'Opportunity Amount'),
    refered_by: f('refered_by', 'Referred By'),
    ...common,
    ...campaign,
  },
  list: { columns: ['name', 'status', 'account_name', 'phone_work', 'email1', 'assigned_user_name', 'date_entered'], insights: true, lineActions: true },
  record: {
    panels: [
      { title: 'OVERVIEW', rows: [['name', 'phone_work'], ['title', 'phone_mobile'], ['department', 'phone_fax'], ['account_name', 'website'], ['primary_address', 'alt_address'], ['email1'], ['description'], ['assigned_user_name']] },
      { title: 'MORE INFORMATION', rows: [['status', 'lead_source'], ['status_description', 'lead_source_description'], ['opportunity_amount', 'refered_by'], ['campaign_name']] },
      { title: 'OTHER', rows: [['date_modified', 'date_entered']] },
    ],
    subpanels: ['activities', 'history', 'documents', 'security-groups'],
  },
  filter: ['first_name', 'last_name', 'account_name', 'email1', 'phone_work', 'status', 'lead_source', 'assigned_user_name'],
  massUpdate: ['status', 'lead_source', 'assigned_user_name'],
  export: ['id', 'name', 'salutation', 'first_name', 'last_name', 'title', 'department', 'account_name', 'email1', 'phone_work',
    'phone_mobile', 'phone_fax', 'status', 'lead_source', 'primary_address_street', 'primary_address_city', 'primary_address_state',
    'primary_address_postalcode', 'primary_address_country', 'website', 'description', 'assigned_user_name', 'date_entered', 'date_modified'],
  bulkExtras: [['add-to-prospect-list', 'Add To Target List'], ['print-as-pdf', 'Print as PDF']],
  actions: [['convert-lead', 'Convert Lead'], ['print-as-pdf', 'Print as PDF']],
};
