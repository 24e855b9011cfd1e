/**
 * Part 1's tables, named and shaped after SuiteCRM 8's MySQL schema (subset of columns the
 * replica uses plus the common audit columns). Datetimes are stored as `YYYY-MM-DD HH:MM:SS`
 * UTC strings, dates as `YYYY-MM-DD`, booleans as 0/1.
 */
const audit = `id TEXT PRIMARY KEY, date_entered TEXT, date_modified TEXT, modified_user_id TEXT, created_by TEXT,
  description TEXT, deleted INTEGER NOT NULL DEFAULT 0, assigned_user_id TEXT`;
const addr = (p: string) => `${p}_street TEXT, ${p}_city TEXT, ${p}_state TEXT, ${p}_postalcode TEXT, ${p}_country TEXT`;
const person = `salutation TEXT, first_name TEXT, last_name TEXT, title TEXT, photo TEXT, department TEXT,
  do_not_call INTEGER DEFAULT 0, phone_home TEXT, phone_mobile TEXT, phone_work TEXT, phone_other TEXT, phone_fax TEXT,
  ${addr('primary_address')}, ${addr('alt_address')}, assistant TEXT, assistant_phone TEXT, lead_source TEXT,
  reports_to_id TEXT, birthdate TEXT, campaign_id TEXT`;

export const schemaSql = `
CREATE TABLE users (
  id TEXT PRIMARY KEY, user_name TEXT, user_hash TEXT, system_generated_password INTEGER DEFAULT 0,
  pwd_last_changed TEXT, authenticate_id TEXT, sugar_login INTEGER DEFAULT 1, first_name TEXT, last_name TEXT,
  is_admin INTEGER DEFAULT 0, external_auth_only INTEGER DEFAULT 0, receive_notifications INTEGER DEFAULT 1,
  description TEXT, date_entered TEXT, date_modified TEXT, modified_user_id TEXT, created_by TEXT, title TEXT,
  photo TEXT, department TEXT, phone_home TEXT, phone_mobile TEXT, phone_work TEXT, phone_other TEXT, phone_fax TEXT,
  status TEXT, address_street TEXT, address_city TEXT, address_state TEXT, address_country TEXT,
  address_postalcode TEXT, deleted INTEGER NOT NULL DEFAULT 0, portal_only INTEGER DEFAULT 0,
  show_on_employees INTEGER DEFAULT 1, employee_status TEXT, messenger_id TEXT, messenger_type TEXT,
  reports_to_id TEXT, is_group INTEGER DEFAULT 0, factor_auth INTEGER DEFAULT 0
);
CREATE UNIQUE INDEX idx_user_name ON users (user_name, deleted);
CREATE TABLE accounts (
  ${audit}, name TEXT, account_type TEXT, industry TEXT, annual_revenue TEXT, phone_fax TEXT,
  ${addr('billing_address')}, rating TEXT, phone_office TEXT, phone_alternate TEXT, website TEXT, ownership TEXT,
  employees TEXT, ticker_symbol TEXT, ${addr('shipping_address')}, parent_id TEXT, sic_code TEXT, campaign_id TEXT
);
CREATE TABLE contacts (
  ${audit}, ${person}, joomla_account_id TEXT, portal_account_disabled INTEGER, portal_user_type TEXT
);
CREATE TABLE accounts_contacts (
  id TEXT PRIMARY KEY, contact_id TEXT, account_id TEXT, date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE leads (
  ${audit}, ${person}, converted INTEGER DEFAULT 0, refered_by TEXT, lead_source_description TEXT, status TEXT,
  status_description TEXT, account_name TEXT, account_description TEXT, contact_id TEXT, account_id TEXT,
  opportunity_id TEXT, opportunity_name TEXT, opportunity_amount TEXT, portal_name TEXT, portal_app TEXT, website TEXT
);
CREATE TABLE opportunities (
  ${audit}, name TEXT, opportunity_type TEXT, campaign_id TEXT, lead_source TEXT, amount REAL, amount_usdollar REAL,
  currency_id TEXT, date_closed TEXT, next_step TEXT, sales_stage TEXT, probability REAL
);
CREATE TABLE accounts_opportunities (
  id TEXT PRIMARY KEY, opportunity_id TEXT, account_id TEXT, date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE opportunities_contacts (
  id TEXT PRIMARY KEY, contact_id TEXT, opportunity_id TEXT, contact_role TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE cases (
  ${audit}, name TEXT, case_number INTEGER, type TEXT, status TEXT, priority TEXT, resolution TEXT, work_log TEXT,
  account_id TEXT, state TEXT, contact_created_by_id TEXT
);
CREATE TABLE contacts_cases (
  id TEXT PRIMARY KEY, contact_id TEXT, case_id TEXT, contact_role TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE calls (
  ${audit}, name TEXT, duration_hours INTEGER, duration_minutes INTEGER, date_start TEXT, date_end TEXT,
  parent_type TEXT, status TEXT, direction TEXT, parent_id TEXT, reminder_time INTEGER DEFAULT -1, outlook_id TEXT
);
CREATE TABLE calls_contacts (
  id TEXT PRIMARY KEY, call_id TEXT, contact_id TEXT, required TEXT DEFAULT '1', accept_status TEXT DEFAULT 'none',
  date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE tasks (
  ${audit}, name TEXT, status TEXT, date_due_flag INTEGER DEFAULT 0, date_due TEXT, date_start_flag INTEGER DEFAULT 0,
  date_start TEXT, parent_type TEXT, parent_id TEXT, contact_id TEXT, priority TEXT
);
CREATE TABLE notes (
  ${audit}, name TEXT, file_mime_type TEXT, filename TEXT, parent_type TEXT, parent_id TEXT, contact_id TEXT,
  portal_flag INTEGER DEFAULT 0, embed_flag INTEGER DEFAULT 0
);
CREATE TABLE documents (
  ${audit}, document_name TEXT, doc_id TEXT, doc_type TEXT, doc_url TEXT, active_date TEXT, exp_date TEXT,
  category_id TEXT, subcategory_id TEXT, status_id TEXT, document_revision_id TEXT, related_doc_id TEXT,
  template_type TEXT, is_template INTEGER DEFAULT 0
);
CREATE TABLE campaigns (
  ${audit}, name TEXT, tracker_key INTEGER, tracker_count INTEGER DEFAULT 0, refer_url TEXT, tracker_text TEXT,
  start_date TEXT, end_date TEXT, status TEXT, impressions INTEGER DEFAULT 0, currency_id TEXT, budget REAL,
  expected_cost REAL, actual_cost REAL, expected_revenue REAL, campaign_type TEXT, objective TEXT, content TEXT
);
CREATE TABLE prospects (
  ${audit}, ${person}, tracker_key INTEGER, account_name TEXT, lead_id TEXT
);
CREATE TABLE prospect_lists (
  ${audit}, name TEXT, list_type TEXT, domain_name TEXT
);
CREATE TABLE prospect_lists_prospects (
  id TEXT PRIMARY KEY, prospect_list_id TEXT, related_id TEXT, related_type TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE bugs (
  ${audit}, name TEXT, bug_number INTEGER, type TEXT, status TEXT, priority TEXT, resolution TEXT, work_log TEXT,
  found_in_release TEXT, fixed_in_release TEXT, source TEXT, product_category TEXT
);
CREATE TABLE project (
  ${audit}, name TEXT, estimated_start_date TEXT, estimated_end_date TEXT, status TEXT, priority TEXT,
  override_business_hours INTEGER DEFAULT 0
);
CREATE TABLE email_addresses (
  id TEXT PRIMARY KEY, email_address TEXT, email_address_caps TEXT, invalid_email INTEGER DEFAULT 0,
  opt_out INTEGER DEFAULT 0, confirm_opt_in TEXT DEFAULT 'not-opt-in', date_created TEXT, date_modified TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE email_addr_bean_rel (
  id TEXT PRIMARY KEY, email_address_id TEXT, bean_id TEXT, bean_module TEXT, primary_address INTEGER DEFAULT 0,
  reply_to_address INTEGER DEFAULT 0, date_created TEXT, date_modified TEXT, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_eabr_bean ON email_addr_bean_rel (bean_id, bean_module);
CREATE TABLE tracker (
  id INTEGER PRIMARY KEY AUTOINCREMENT, monitor_id TEXT, user_id TEXT, module_name TEXT, item_id TEXT,
  item_summary TEXT, date_modified TEXT, action TEXT, session_id TEXT, visible INTEGER DEFAULT 1,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE config (
  category TEXT, name TEXT, value TEXT, PRIMARY KEY (category, name)
);
`;
