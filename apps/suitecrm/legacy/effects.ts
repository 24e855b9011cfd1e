/**
 * What each write route of the classic views writes (issue 55). Every classic page is
 * `/legacy/index.php?module=X&action=Y` with the parameters merged as PHP's `$_REQUEST` (a POST
 * form's fields first), and any method reaches the same handler, so a GET writes as well as a
 * POST: `index.php?module=Meetings&action=Delete&record=<id>` deletes a meeting, and opening an
 * unread email marks it read. Effects are named with the words of the control that sends them.
 */
import type { EffectRule } from '../../../core/effects';

/** One route of the dispatch table (routes.ts): module and action as the app reads them (the first value), any method. */
function route(module: string, action: string, effect: string, params: Record<string, string> = {}): EffectRule {
  return { method: '*', path: '^/legacy/index\\.php$', params: { module: `^${module}$`, action: `^${action}$`, ...params }, repeated: 'first', effect };
}

const NEW = { record: '^$' };
const EXISTING = { record: '.' };

/** The admin modules' many-to-many subpanels (admin/related.tsx): [module, rel, what is linked, to what]. */
const RELATIONS: Array<[string, string, string, string]> = [
  ['SecurityGroups', 'users', 'users', 'Security Groups record'],
  ['SecurityGroups', 'aclroles', 'roles', 'Security Groups record'],
  ['ACLRoles', 'users', 'users', 'Roles record'],
  ['Users', 'aclroles', 'roles', 'Users record'],
  ['Users', 'securitygroups', 'security groups', 'Users record'],
];

const NAMED: Array<[string, string]> = [
  ['ACLRoles', 'Roles'],
  ['SecurityGroups', 'Security Groups'],
];

/** The classic views' write routes; first match wins. */
export const LEGACY_EFFECTS: EffectRule[] = [
  // Meetings: EditView's Save and "Save & Send Invites" (the invitees are saved; no mail leaves), DetailView's Delete and Close.
  route('Meetings', 'Save', 'schedule meeting: save new Meetings record and its invitees', NEW),
  route('Meetings', 'Save', 'save Meetings record and its invitees', EXISTING),
  route('Meetings', 'Delete', 'delete Meetings record'),
  route('Meetings', 'Close', 'close Meetings record, status Held'),
  // The invitee search's "Create & Add": a new contact or lead to invite.
  route('Meetings', 'CreateInvitee', 'create & add invitee: save new Leads record', { invitee_module: '^Leads$' }),
  route('Meetings', 'CreateInvitee', 'create & add invitee: save new Contacts record', { invitee_module: '^(?!Leads$)' }),
  // Calendar's quick form (Save, Apply, "Save & Send Invites").
  route('Calendar', 'SaveActivity', 'schedule meeting: save Meetings record and its invitees'),
  // Emails: Send or Save Draft on the compose view, Delete on the detail view; opening an unread one marks it read.
  route('Emails', 'send', 'save email draft', { save_draft: '.' }),
  route('Emails', 'send', 'send email', { save_draft: '^$' }),
  route('Emails', 'Delete', 'delete Emails record'),
  route('Emails', 'DetailView', 'mark Emails record read'),
  // Import wizard: the file upload (step 1's Next), Import Now, Undo Import.
  route('Import', 'Step2', 'upload import file'),
  route('Import', 'ImportRun', 'import records from the uploaded file (Import Now)'),
  route('Import', 'Undo', 'undo import: delete the imported records'),
  // Users' EditView Save.
  route('Users', 'Save', 'create user: save new Users record', NEW),
  route('Users', 'Save', 'edit and save Users record', EXISTING),
  // Roles and Security Groups: Save and Delete, and their subpanels' Select and remove.
  ...NAMED.flatMap(([module, label]) => [
    route(module, 'Save', `save new ${label} record`, NEW),
    route(module, 'Save', `edit and save ${label} record`, EXISTING),
    route(module, 'Delete', `delete ${label} record`),
  ]),
  ...RELATIONS.flatMap(([module, rel, what, to]) => [
    route(module, 'AddRelated', `select and add ${what} to ${to}`, { rel: `^${rel}$` }),
    route(module, 'RemoveRelated', `remove ${what} from ${to}`, { rel: `^${rel}$` }),
  ]),
];
