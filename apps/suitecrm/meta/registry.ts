/**
 * Module map (replica doc §1.2): frontend route key ↔ legacy module name, navbar labels, and
 * the installer's tab order (§3.1).
 */
export interface ModuleInfo {
  key: string;
  legacy: string;
  label: string;
  singular: string;
  /** Submenu items; default: Create, View (+ Import when importable). */
  importable?: boolean;
  vcard?: boolean;
  createLabel?: string;
}

const M = (key: string, legacy: string, label: string, singular: string, extra: Partial<ModuleInfo> = {}): ModuleInfo => ({
  key,
  legacy,
  label,
  singular,
  ...extra,
});

export const MODULES: ModuleInfo[] = [
  M('home', 'Home', 'Home', 'Home'),
  M('accounts', 'Accounts', 'Accounts', 'Account', { importable: true }),
  M('contacts', 'Contacts', 'Contacts', 'Contact', { importable: true, vcard: true }),
  M('opportunities', 'Opportunities', 'Opportunities', 'Opportunity', { importable: true }),
  M('leads', 'Leads', 'Leads', 'Lead', { importable: true, vcard: true }),
  M('quotes', 'AOS_Quotes', 'Quotes', 'Quote'),
  M('calendar', 'Calendar', 'Calendar', 'Calendar'),
  M('documents', 'Documents', 'Documents', 'Document'),
  M('emails', 'Emails', 'Emails', 'Email'),
  M('campaigns', 'Campaigns', 'Campaigns', 'Campaign'),
  M('calls', 'Calls', 'Calls', 'Call', { importable: true, createLabel: 'Log Call' }),
  M('meetings', 'Meetings', 'Meetings', 'Meeting', { importable: true, createLabel: 'Schedule Meeting' }),
  M('tasks', 'Tasks', 'Tasks', 'Task', { importable: true }),
  M('notes', 'Notes', 'Notes', 'Note', { importable: true, createLabel: 'Create Note or Attachment' }),
  M('invoices', 'AOS_Invoices', 'Invoices', 'Invoice'),
  M('contracts', 'AOS_Contracts', 'Contracts', 'Contract'),
  M('cases', 'Cases', 'Cases', 'Case', { importable: true }),
  M('prospects', 'Prospects', 'Targets', 'Target', { importable: true, vcard: true }),
  M('prospect-lists', 'ProspectLists', 'Targets - Lists', 'Target List'),
  M('project', 'Project', 'Projects', 'Project'),
  M('project-templates', 'AM_ProjectTemplates', 'Project Templates', 'Project Template'),
  M('events', 'FP_events', 'Events', 'Event'),
  M('event-locations', 'FP_Event_Locations', 'Locations', 'Location'),
  M('products', 'AOS_Products', 'Products', 'Product'),
  M('product-categories', 'AOS_Product_Categories', 'Product Categories', 'Product Category'),
  M('pdf-templates', 'AOS_PDF_Templates', 'PDF Templates', 'PDF Template'),
  M('reports', 'AOR_Reports', 'Reports', 'Report'),
  M('knowledge-base', 'AOK_KnowledgeBase', 'Knowledge Base', 'Knowledge Base'),
  M('knowledge-base-categories', 'AOK_Knowledge_Base_Categories', 'KB Categories', 'KB Category'),
  M('email-templates', 'EmailTemplates', 'Email Templates', 'Email Template'),
  M('surveys', 'Surveys', 'Surveys', 'Survey'),
];

/** Modules that are routable but not navbar tabs. */
export const OTHER_MODULES: ModuleInfo[] = [
  M('users', 'Users', 'Users', 'User'),
  M('employees', 'Employees', 'Employees', 'Employee'),
  M('security-groups', 'SecurityGroups', 'Security Groups', 'Security Group'),
  M('acl-roles', 'ACLRoles', 'Roles', 'Role'),
  M('administration', 'Administration', 'Admin', 'Admin'),
  M('import', 'Import', 'Import', 'Import'),
  M('bugs', 'Bugs', 'Bugs', 'Bug'),
  M('project-task', 'ProjectTask', 'Project Tasks', 'Project Task'),
  M('configurator', 'Configurator', 'Configurator', 'Configurator'),
  M('merge-records', 'MergeRecords', 'Merge Records', 'Merge Record'),
  M('task-templates', 'AM_TaskTemplates', 'Task Templates', 'Task Template'),
  M('roles', 'Roles', 'Roles', 'Role'),
  M('schedulers', 'Schedulers', 'Schedulers', 'Scheduler'),
  M('currencies', 'Currencies', 'Currencies', 'Currency'),
  M('studio', 'ModuleBuilder', 'Studio', 'Studio'),
  M('module-builder', 'ModuleBuilder', 'Module Builder', 'Module Builder'),
  M('inbound-email', 'InboundEmail', 'Inbound Email', 'Inbound Email'),
  M('outbound-email-accounts', 'OutboundEmailAccounts', 'Outbound Email Accounts', 'Outbound Email Account'),
  M('oauth2-clients', 'OAuth2Clients', 'OAuth2 Clients', 'OAuth2 Client'),
  M('oauth-keys', 'OAuthKeys', 'OAuth Keys', 'OAuth Key'),
  M('aod-index', 'AOD_Index', 'AOD Index', 'AOD Index'),
  M('email-marketing', 'EmailMarketing', 'Email Marketing', 'Email Marketing'),
  M('trackers', 'Trackers', 'Trackers', 'Tracker'),
  M('help', 'Help', 'Help', 'Help'),
];

const byKey = new Map<string, ModuleInfo>();
const byLegacy = new Map<string, ModuleInfo>();
for (const m of [...MODULES, ...OTHER_MODULES]) {
  if (!byKey.has(m.key)) byKey.set(m.key, m);
  if (!byLegacy.has(m.legacy.toLowerCase())) byLegacy.set(m.legacy.toLowerCase(), m);
}

export function moduleInfo(key: string): ModuleInfo | undefined {
  return byKey.get(key.toLowerCase());
}

/** Frontend key of a legacy module name (falls back to kebab-case). */
export function frontKey(legacy: string): string {
  const hit = byLegacy.get(legacy.toLowerCase());
  if (hit) return hit.key;
  return legacy
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** Legacy module name of a frontend key (falls back to PascalCase). */
export function legacyName(key: string): string {
  const hit = byKey.get(key.toLowerCase());
  if (hit) return hit.legacy;
  return key
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

const ACTION_TO_LEGACY: Record<string, string> = {
  index: 'index',
  record: 'DetailView',
  detail: 'DetailView',
  edit: 'EditView',
  create: 'EditView',
  duplicate: 'EditView',
  list: 'ListView',
  popup: 'Popup',
  step1: 'Step1',
  step2: 'Step2',
  compose: 'ComposeView',
  importvcard: 'ImportVCard',
  'unified-search': 'UnifiedSearch',
  search: 'Search',
  'convert-lead': 'ConvertLead',
};
const LEGACY_TO_ACTION: Record<string, string> = {
  index: 'index',
  detailview: 'record',
  editview: 'edit',
  listview: 'list',
  popup: 'popup',
  step1: 'step1',
  step2: 'step2',
  composeview: 'compose',
  importvcard: 'importvcard',
  unifiedsearch: 'unified-search',
  search: 'search',
  convertlead: 'convert-lead',
};

export function legacyAction(front: string): string {
  return ACTION_TO_LEGACY[front.toLowerCase()] ?? front;
}

export function frontAction(legacy: string): string {
  if (legacy === 'editview') return 'duplicate';
  return LEGACY_TO_ACTION[legacy.toLowerCase()] ?? legacy;
}

/** The navbar's tab list (installer order, Home first). */
export const TAB_ORDER = MODULES.map((m) => m.key);
