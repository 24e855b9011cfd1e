/**
 * ACL Roles and Security Groups: list, detail (with their subpanels), create/edit and save.
 * Both are "name + description" records, so one set of views serves both.
 */
import type { LegacyRequest } from '../context';
import { Field, Panel } from '../layout';
import { page, redirect } from '../render';
import { POPUP_OPEN_JS } from '../popup';
import { CURRENT_USER_ID, dbDate, insertRow, newId, userName } from '../util';
import { notFound } from '../fallback';
import { RELATED_JS, RelatedPanel } from './related';

interface Named { module: 'ACLRoles' | 'SecurityGroups'; table: string; title: string; create: string; subpanels: [string, string, string][] }

const NAMED: Record<string, Named> = {
  ACLRoles: { module: 'ACLRoles', table: 'acl_roles', title: 'Roles', create: 'Create Role', subpanels: [['users', 'Users', 'Select User']] },
  SecurityGroups: { module: 'SecurityGroups', table: 'securitygroups', title: 'Security Groups', create: 'Create Security Group', subpanels: [['users', 'Users', 'Select'], ['aclroles', 'Roles', 'Select']] },
};

const ACL_MODULES = ['Accounts', 'Contacts', 'Leads', 'Opportunities', 'Cases', 'Calls', 'Meetings', 'Emails', 'Tasks', 'Notes', 'Documents'];
const ACL_ACTIONS = ['Access', 'Delete', 'Edit', 'Export', 'Import', 'List', 'View'];

/** The module's settings; found case-insensitively, as routes.ts dispatches (and the effect rules read) module names. */
function cfg(r: LegacyRequest): Named {
  const module = r.p('module').toLowerCase();
  return Object.values(NAMED).find((n) => n.module.toLowerCase() === module) ?? NAMED.SecurityGroups;
}

/** `action=index`: list with Name and Description. */
export function namedList(r: LegacyRequest): Response {
  const n = cfg(r);
  const rows = r.db.prepare(`SELECT id, name, description FROM ${n.table} WHERE deleted = 0 ORDER BY name`).all() as Record<string, string>[];
  const body = (
    <div class="list-view-legacy">
      <div class="buttons"><input type="button" class="button" id="create_button" value={n.create} title={n.create} onclick={`location.href='index.php?module=${n.module}&action=EditView'`} /></div>
      <table class="list view" id="list_view">
        <thead><tr><th></th><th>Name</th><th>Description</th></tr></thead>
        <tbody>{rows.map((x) => <tr><td><input type="checkbox" name="mass[]" value={x.id} /></td><td><a href={`index.php?module=${n.module}&action=DetailView&record=${x.id}`}>{x.name}</a></td><td>{x.description ?? ''}</td></tr>)}</tbody>
      </table>
    </div>
  );
  return page(r, { title: n.title, module: n.module }, body);
}

/** `action=DetailView`: fields, role access matrix, subpanels. */
export function namedDetail(r: LegacyRequest): Response {
  const n = cfg(r);
  const x = r.db.prepare(`SELECT * FROM ${n.table} WHERE id = ? AND deleted = 0`).get(r.p('record')) as Record<string, string | number | null> | undefined;
  if (!x) return notFound(r, n.title);
  const id = String(x.id);
  const body = (
    <div class="detail-view-legacy">
      <form method="post" action="index.php" id="formDetailView">
        <input type="hidden" name="module" value={n.module} /><input type="hidden" name="action" value="Delete" /><input type="hidden" name="record" value={id} />
        <div class="buttons">
          <input type="button" class="button" id="edit_button" value="Edit" title="Edit" onclick={`location.href='index.php?module=${n.module}&action=EditView&record=${id}'`} />
          <input type="submit" class="button" id="delete_button" value="Delete" title="Delete" onclick="return confirm('Are you sure you want to delete this record?')" />
        </div>
      </form>
      <Panel title="Overview" id="overview">
        <Field label="Name" name="name">{String(x.name ?? '')}</Field>
        {n.module === 'SecurityGroups' ? <Field label="Assigned to" name="assigned_user_name">{userName(r.db, x.assigned_user_id as string)}</Field> : ''}
        {n.module === 'SecurityGroups' ? <Field label="Not Inheritable" name="noninheritable"><input type="checkbox" disabled checked={Number(x.noninheritable) === 1} /></Field> : ''}
        <Field label="Description" name="description">{String(x.description ?? '')}</Field>
      </Panel>
      {n.module === 'ACLRoles' ? (
        <Panel title="Access" id="acl_matrix">
          <table class="list view"><thead><tr><th></th>{ACL_ACTIONS.map((a) => <th>{a}</th>)}</tr></thead>
            <tbody>{ACL_MODULES.map((m) => <tr><td>{m}</td>{ACL_ACTIONS.map((a) => <td>{a === 'Access' ? 'Not Set' : 'Not Set'}</td>)}</tr>)}</tbody></table>
        </Panel>
      ) : ''}
      {n.subpanels.map(([key, title, button]) => <RelatedPanel r={r} module={n.module} record={id} relKey={key} title={title} button={button} />)}
    </div>
  );
  return page(r, { title: `${n.title} » ${x.name}`, module: n.module, script: POPUP_OPEN_JS + RELATED_JS }, body);
}

/** `action=EditView`: name and description. */
export function namedEdit(r: LegacyRequest, error?: string): Response {
  const n = cfg(r);
  const x = r.p('record') ? (r.db.prepare(`SELECT * FROM ${n.table} WHERE id = ?`).get(r.p('record')) as Record<string, string> | undefined) : undefined;
  const body = (
    <form method="post" action="index.php" id="EditView" name="EditView">
      <input type="hidden" name="module" value={n.module} /><input type="hidden" name="action" value="Save" /><input type="hidden" name="record" value={x?.id ?? ''} />
      <div class="buttons">
        <input type="submit" class="button primary" id="SAVE" title="Save" value="Save" />
        <input type="button" class="button" id="CANCEL" title="Cancel" value="Cancel" onclick="history.back()" />
      </div>
      {error ? <div class="required validation-message" id="error_message">{error}</div> : ''}
      <table class="edit view"><tbody>
        <tr><td class="label"><label for="name">Name:</label><span class="required">*</span></td><td><input type="text" name="name" id="name" value={r.method === 'POST' ? r.p('name') : x?.name ?? ''} /></td></tr>
        <tr><td class="label"><label for="description">Description:</label></td><td><textarea name="description" id="description" rows={4} cols={60}>{r.method === 'POST' ? r.p('description') : x?.description ?? ''}</textarea></td></tr>
      </tbody></table>
    </form>
  );
  return page(r, { title: x ? `${n.title} » ${x.name} » Edit` : `${n.title} » ${n.create}`, module: n.module }, body);
}

/** `action=Save`. */
export function namedSave(r: LegacyRequest): Response {
  const n = cfg(r);
  const name = r.p('name').trim();
  if (!name) return namedEdit(r, 'Missing required field: Name');
  const now = dbDate(r.now());
  let id = r.p('record');
  if (id) r.db.prepare(`UPDATE ${n.table} SET name = ?, description = ?, date_modified = ? WHERE id = ?`).run(name, r.p('description'), now, id);
  else {
    id = newId();
    insertRow(r.db, n.table, { id, name, description: r.p('description'), date_entered: now, date_modified: now, created_by: CURRENT_USER_ID, modified_user_id: CURRENT_USER_ID, assigned_user_id: CURRENT_USER_ID, noninheritable: 0, deleted: 0 });
  }
  return redirect(r, { module: n.module, action: 'DetailView', record: id });
}

/** `action=Delete`. */
export function namedDelete(r: LegacyRequest): Response {
  const n = cfg(r);
  r.db.prepare(`UPDATE ${n.table} SET deleted = 1, date_modified = ? WHERE id = ?`).run(dbDate(r.now()), r.p('record'));
  return redirect(r, { module: n.module, action: 'index' });
}
