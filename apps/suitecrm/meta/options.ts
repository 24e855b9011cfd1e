/**
 * Option lists (replica doc §7): stored key → shown label. Keys not in a list display blank.
 * Order is the order the UI offers them; '' is the blank entry where SuiteCRM has one.
 */
export type OptionList = [key: string, label: string][];

const same = (...xs: string[]): OptionList => xs.map((x) => [x, x]);

export const OPTIONS: Record<string, OptionList> = {
  lead_status_dom: [['', ''], ...same('New', 'Assigned', 'In Process', 'Converted', 'Recycled', 'Dead')],
  lead_source_dom: [
    ['', ''],
    ...same(
      'Cold Call',
      'Existing Customer',
      'Self Generated',
      'Employee',
      'Partner',
      'Public Relations',
      'Direct Mail',
      'Conference',
      'Trade Show',
      'Web Site',
      'Word of mouth',
      'Email',
      'Campaign',
      'Other',
    ),
  ],
  sales_stage_dom: [
    ...same('Prospecting', 'Qualification', 'Needs Analysis', 'Value Proposition'),
    ['Id. Decision Makers', 'Identifying Decision Makers'],
    ...same('Perception Analysis', 'Proposal/Price Quote', 'Negotiation/Review', 'Closed Won', 'Closed Lost'),
  ],
  opportunity_type_dom: [['', ''], ...same('Existing Business', 'New Business')],
  account_type_dom: [['', ''], ...same('Analyst', 'Competitor', 'Customer', 'Integrator', 'Investor', 'Partner', 'Press', 'Prospect', 'Reseller', 'Other')],
  industry_dom: [
    ['', ''],
    ...same(
      'Apparel',
      'Banking',
      'Biotechnology',
      'Chemicals',
      'Communications',
      'Construction',
      'Consulting',
      'Education',
      'Electronics',
      'Energy',
      'Engineering',
      'Entertainment',
      'Environmental',
      'Finance',
      'Government',
      'Healthcare',
      'Hospitality',
      'Insurance',
      'Machinery',
      'Manufacturing',
      'Media',
      'Not For Profit',
      'Recreation',
      'Retail',
      'Shipping',
      'Technology',
      'Telecommunications',
      'Transportation',
      'Utilities',
      'Other',
    ),
  ],
  case_status_dom: [
    ['Open_New', 'New'],
    ['Open_Assigned', 'Assigned'],
    ['Closed_Closed', 'Closed'],
    ['Open_Pending Input', 'Pending Input'],
    ['Closed_Rejected', 'Rejected'],
    ['Closed_Duplicate', 'Duplicate'],
  ],
  case_state_dom: same('Open', 'Closed'),
  case_priority_dom: [
    ['P1', 'High'],
    ['P2', 'Medium'],
    ['P3', 'Low'],
  ],
  case_type_dom: same('Administration', 'Product', 'User'),
  task_status_dom: same('Not Started', 'In Progress', 'Completed', 'Pending Input', 'Deferred'),
  task_priority_dom: same('High', 'Medium', 'Low'),
  meeting_status_dom: same('Planned', 'Held', 'Not Held'),
  call_status_dom: same('Planned', 'Held', 'Not Held'),
  call_direction_dom: same('Inbound', 'Outbound'),
  salutation_dom: [['', ''], ...same('Mr.', 'Ms.', 'Mrs.', 'Miss', 'Dr.', 'Prof.')],
  user_status_dom: same('Active', 'Inactive'),
  parent_type_display: [
    ['Accounts', 'Account'],
    ['Contacts', 'Contact'],
    ['Tasks', 'Task'],
    ['Opportunities', 'Opportunity'],
    ['Bugs', 'Bug'],
    ['Cases', 'Case'],
    ['Leads', 'Lead'],
    ['Project', 'Project'],
    ['ProjectTask', 'Project Task'],
    ['Prospects', 'Target'],
  ],
  bug_status_dom: same('New', 'Assigned', 'Closed', 'Pending', 'Rejected'),
  bug_priority_dom: same('Urgent', 'High', 'Medium', 'Low'),
  campaign_status_dom: [['', ''], ...same('Planning', 'Active', 'Inactive', 'Complete', 'In Queue', 'Sending')],
  campaign_type_dom: [['', ''], ...same('Telesales', 'Mail', 'Email', 'Print', 'Web', 'Radio', 'Television', 'NewsLetter')],
  prospect_list_type_dom: same('default', 'seed', 'exempt_domain', 'exempt_address', 'exempt', 'test'),
  document_status_dom: same('Active', 'Draft', 'FAQ', 'Expired', 'Under Review', 'Pending'),
  project_status_dom: same('Draft', 'In Review', 'Underway', 'On_Hold', 'Completed'),
};

/** Label of a stored key; '' for keys outside the list (seed doc §1). */
export function optionLabel(list: string | undefined, key: unknown, extra: OptionList = []): string {
  if (key === null || key === undefined || key === '') return '';
  const opts = list ? [...(OPTIONS[list] ?? []), ...extra] : extra;
  const hit = opts.find(([k]) => k === String(key));
  return hit ? hit[1] : '';
}
