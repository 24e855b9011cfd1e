/** Opportunities, Cases, Tasks. */
import type { ModuleDef } from './types';
import { accountOf, campaign, common, f, parentNameSql, personName } from './fields';

export const opportunities: ModuleDef = {
  key: 'opportunities', legacy: 'Opportunities', label: 'Opportunities', singular: 'Opportunity', table: 'opportunities',
  fields: {
    name: f('name', 'Opportunity Name', 'varchar', { listLabel: 'Name', required: true }),
    account_name: f('account_name', 'Account Name', 'relate', {
      required: true, sql: accountOf('accounts_opportunities', 'opportunity_id', 'name'), relate: { module: 'accounts', id: 'account_id' },
    }),
    account_id: f('account_id', 'Account ID', 'varchar', { sql: accountOf('accounts_opportunities', 'opportunity_id', 'id') }),
    amount: f('amount', 'Opportunity Amount', 'currency', { required: true }),
    amount_usdollar: f('amount_usdollar', 'Amount', 'currency'),
    date_closed: f('date_closed', 'Expected Close Date', 'date', { listLabel: 'Close', required: true }),
    sales_stage: f('sales_stage', 'Sales Stage', 'enum', { options: 'sales_stage_dom', required: true }),
    opportunity_type: f('opportunity_type', 'Type', 'enum', { options: 'opportunity_type_dom' }),
    probability: f('probability', 'Probability (%)', 'int'),
    lead_source: f('lead_source', 'Lead Source', 'enum', { options: 'lead_source_dom' }),
    next_step: f('next_step', 'Next Step'),
    ...common,
    ...campaign,
  },
  list: {
    columns: ['name', 'account_name', 'sales_stage', 'amount_usdollar', 'date_closed', 'assigned_user_name', 'date_entered'],
    insights: true,
  },
  record: {
    panels: [
      {
        title: 'OVERVIEW',
        rows: [['name', 'account_name'], ['amount', 'date_closed'], ['sales_stage', 'opportunity_type'], ['probability', 'lead_source'],
          ['next_step', 'campaign_name'], ['description'], ['assigned_user_name']],
      },
      { title: 'OTHER', rows: [['date_modified', 'date_entered']] },
    ],
    subpanels: ['activities', 'history', 'documents', 'contacts', 'leads', 'security-groups'],
  },
  filter: ['name', 'account_name', 'amount', 'sales_stage', 'date_closed', 'lead_source', 'assigned_user_name'],
  massUpdate: ['sales_stage', 'opportunity_type', 'lead_source', 'date_closed', 'assigned_user_name'],
  export: ['id', 'name', 'account_name', 'amount', 'currency_id', 'date_closed', 'sales_stage', 'probability', 'opportunity_type',
    'lead_source', 'next_step', 'description', 'assigned_user_name', 'date_entered', 'date_modified'],
};

export const cases: ModuleDef = {
  key: 'cases', legacy: 'Cases', label: 'Cases', singular: 'Case', table: 'cases',
  fields: {
    case_number: f('case_number', 'Number', 'int', { listLabel: 'Num.', readonly: true }),
    name: f('name', 'Subject', 'varchar', { required: true }),
    priority: f('priority', 'Priority', 'enum', { options: 'case_priority_dom', default: 'P1' }),
    state: f('state', 'State', 'enum', { options: 'case_state_dom', default: 'Open' }),
    status: f('status', 'Status', 'dynamicenum', { options: 'case_status_dom', parent: 'state', default: 'Open_New' }),
    type: f('type', 'Type', 'enum', { options: 'case_type_dom', default: 'Administration' }),
    account_name: f('account_name', 'Account Name', 'relate', {
      required: true, sql: '(SELECT a.name FROM accounts a WHERE a.id = t.account_id AND a.deleted = 0)', relate: { module: 'accounts', id: 'account_id' },
    }),
    resolution: f('resolution', 'Resolution', 'text', { full: true }),
    ...common,
    assigned_user_name: { ...common.assigned_user_name, listLabel: 'Assigned to' },
  },
  list: { columns: ['case_number', 'name', 'account_name', 'priority', 'status', 'assigned_user_name', 'date_entered'] },
  record: {
    panels: [
      {
        title: 'OVERVIEW',
        rows: [['case_number', 'priority'], ['state', 'status'], ['type', 'account_name'], ['name'], ['description'], ['resolution'],
          ['assigned_user_name'], ['date_entered', 'date_modified']],
      },
    ],
    subpanels: ['activities', 'history', 'documents', 'contacts', 'security-groups'],
  },
  filter: ['case_number', 'name', 'account_name', 'status', 'priority', 'assigned_user_name'],
  massUpdate: ['priority', 'state', 'status', 'type', 'assigned_user_name'],
  export: ['id', 'case_number', 'name', 'account_name', 'state', 'status', 'priority', 'type', 'description', 'resolution',
    'assigned_user_name', 'date_entered', 'date_modified'],
};

export const tasks: ModuleDef = {
  key: 'tasks', legacy: 'Tasks', label: 'Tasks', singular: 'Task', table: 'tasks',
  fields: {
    set_complete: f('set_complete', 'Close', 'complete', { sql: null }),
    name: f('name', 'Subject', 'varchar', { required: true }),
    status: f('status', 'Status', 'enum', { options: 'task_status_dom', required: true, default: 'Not Started' }),
    date_start: f('date_start', 'Start Date', 'datetime'),
    date_due: f('date_due', 'Due Date', 'datetime'),
    parent_name: f('parent_name', 'Related to', 'parent', { sql: parentNameSql }),
    contact_name: f('contact_name', 'Contact', 'relate', {
      sql: `(SELECT ${personName('c')} FROM contacts c WHERE c.id = t.contact_id AND c.deleted = 0)`, relate: { module: 'contacts', id: 'contact_id' },
    }),
    priority: f('priority', 'Priority', 'enum', { options: 'task_priority_dom', required: true }),
    ...common,
    assigned_user_name: { ...common.assigned_user_name, listLabel: 'Assigned User' },
  },
  list: { columns: ['set_complete', 'name', 'contact_name', 'parent_name', 'date_due', 'assigned_user_name', 'date_entered'] },
  record: {
    panels: [
      { title: 'TASK OVERVIEW', rows: [['name', 'status'], ['date_start', 'parent_name'], ['date_due', 'contact_name'], ['priority'], ['description']] },
      { title: 'OTHER', rows: [['assigned_user_name'], ['date_entered', 'date_modified']] },
    ],
    subpanels: ['history'],
  },
  filter: ['name', 'contact_name', 'status', 'priority', 'date_due', 'assigned_user_name'],
  massUpdate: ['status', 'priority', 'date_start', 'date_due', 'assigned_user_name'],
  export: ['id', 'name', 'status', 'date_start', 'date_due', 'parent_type', 'parent_name', 'contact_name', 'priority', 'description',
    'assigned_user_name', 'date_entered', 'date_modified'],
};
