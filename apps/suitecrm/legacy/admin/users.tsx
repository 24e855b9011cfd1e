/**
 * Users DetailView, EditView (tabs User Profile, Password, Themes, Advanced, External Accounts)
 * and Save (replica contract §14). Roles are given through the Roles subpanel, not the form.
 */
import { createHash } from 'node:crypto';
import type { LegacyRequest } from '../context';
import { Field, Panel } from '../layout';
import { page, redirect } from '../render';
import { POPUP_OPEN_JS } from '../popup';
import { CURRENT_USER_ID, addEmail, dbDate, fullName, insertRow, newId, primaryEmail } from '../util';
import { notFound } from '../fallback';
import { RELATED_JS, RelatedPanel } from './related';

const STATUS: [string, string][] = [['Active', 'Active'], ['Inactive', 'Inactive']];
const TYPES: [string, string][] = [['RegularUser', 'Regular User'], ['Administrator', 'System Administrator'], ['GROUP', 'Group User']];

/** `module=Users&action=DetailView&record=<id>`. */
export function userDetail(r: LegacyRequest): Response {
  const u = r.db.prepare('SELECT * FROM users WHERE id = ? AND deleted = 0').get(r.p('record')) as Record<string, string | number | null> | undefined;
  if (!u) return notFound(r, 'Users');
  const id = String(u.id);
  const body = (
    <div class="detail-view-legacy">
      <form method="post" action="index.php" id="formDetailView">
        <input type="hidden" name="module" value="Users" /><input type="hidden" name="action" value="Delete" /><input type="hidden" name="record" value={id} />
        <div class="buttons">
          <input type="button" class="button" id="edit_button" value="Edit" title="Edit" onclick={`location.href='index.php?module=Users&action=EditView&record=${id}'`} />
          <input type="button" class="button" id="duplicate_button" value="Duplicate" title="Duplicate" onclick={`location.href='index.php?module=Users&action=EditView&record=${id}&isDuplicate=true'`} />
        </div>
      </form>
      <Panel title="User Profile" id="user_profile">
        <Field label="Username" name="user_name">{String(u.user_name ?? '')}</Field>
        <Field label="Name" name="full_name">{fullName(u as { first_name: string; last_name: string })}</Field>
        <Field label="Status" name="status">{STATUS.find(([k]) => k === u.status)?.[1] ?? ''}</Field>
        <Field label="User Type" name="UserType">{Number(u.is_admin) === 1 ? 'System Administrator' : 'Regular User'}</Field>
        <Field label="Email Address" name="email1">{primaryEmail(r.db, 'Users', id)}</Field>
        <Field label="Title" name="title">{String(u.title ?? '')}</Field>
        <Field label="Department" name="department">{String(u.department ?? '')}</Field>
        <Field label="Office Phone" name="phone_work">{String(u.phone_work ?? '')}</Field>
        <Field label="Mobile" name="phone_mobile">{String(u.phone_mobile ?? '')}</Field>
        <Field label="Description" name="description">{String(u.description ?? '')}</Field>
      </Panel>
      <RelatedPanel r={r} module="Users" record={id} relKey="aclroles" title="Roles" button="Select" />
      <RelatedPanel r={r} module="Users" record={id} relKey="securitygroups" title="Security Groups" button="Select" />
    </div>
  );
  return page(r, { title: `Users » ${fullName(u as { first_name: string; last_name: string })} (${u.user_name})`, module: 'Users', script: POPUP_OPEN_JS + RELATED_JS }, body);
}

/** `action=EditView` (create when no record; `isDuplicate=true` copies one). */
export function userEdit(r: LegacyRequest, error?: string): Response {
  const dup = r.p('isDuplicate') === 'true';
  const u = r.p('record') ? (r.db.prepare('SELECT * FROM users WHERE id = ? AND deleted = 0').get(r.p('record')) as Record<string, string | number | null> | undefined) : undefined;
  const post = r.method === 'POST';
  const v = (k: string): string => (post ? r.p(k) : u && !(dup && k === 'user_name') ? String(u[k] ?? '') : '');
  const email = post ? r.p('email1') : u && !dup ? primaryEmail(r.db, 'Users', String(u.id)) : '';
  const type = post ? r.p('UserType') : u && Number(u.is_admin) === 1 ? 'Administrator' : 'RegularUser';
  const sel = (name: string, value: string, opts: [string, string][]) => <select name={name} id={name}>{opts.map(([k, l]) => (k === value ? <option value={k} selected>{l}</option> : <option value={k}>{l}</option>))}</select>;
  const text = (name: string, label: string, required = false, value = v(name)) => (
    <tr><td class="label"><label for={name}>{label}:</label>{required ? <span class="required">*</span> : ''}</td><td><input type="text" name={name} id={name} value={value} /></td></tr>
  );
  const tabs = ['User Profile', 'Password', 'Themes', 'Advanced', 'External Accounts'];
  const script = `document.querySelectorAll('a.user-tab').forEach(function(a, i){ a.onclick = function(){
    document.querySelectorAll('.user-tab-pane').forEach(function(p, j){ p.className = 'user-tab-pane' + (i === j ? '' : ' hidden'); });
    document.querySelectorAll('a.user-tab').forEach(function(b, j){ b.parentNode.className = i === j ? 'active' : ''; }); }; });`;
  const body = (
    <form method="post" action="index.php" id="EditView" name="EditView">
      <input type="hidden" name="module" value="Users" /><input type="hidden" name="action" value="Save" />
      <input type="hidden" name="record" value={u && !dup ? String(u.id) : ''} />
      <div class="buttons">
        <input type="submit" class="button primary" id="SAVE_HEADER" title="Save" value="Save" />
        <input type="button" class="button" id="CANCEL_HEADER" title="Cancel" value="Cancel" onclick="history.back()" />
      </div>
      {error ? <div class="required validation-message" id="error_message">{error}</div> : ''}
      <ul class="tabs">{tabs.map((t, i) => <li class={i === 0 ? 'active' : ''}><a href="javascript:void(0)" class="user-tab" id={`tab${i}`}>{t}</a></li>)}</ul>
      <div class="user-tab-pane" id="user_profile_pane"><table class="edit view"><tbody>
        {text('user_name', 'Username', true)}
        {text('first_name', 'First Name')}
        {text('last_name', 'Last Name', true)}
        <tr><td class="label"><label for="status">Status:</label><span class="required">*</span></td><td>{sel('status', v('status') || 'Active', STATUS)}</td></tr>
        <tr><td class="label"><label for="UserType">User Type:</label></td><td>{sel('UserType', type, TYPES)}</td></tr>
        {text('email1', 'Email Address', false, email)}
        {text('title', 'Title')}
        {text('department', 'Department')}
        {text('phone_work', 'Office Phone')}
        {text('phone_mobile', 'Mobile')}
        <tr><td class="label"><label for="description">Description:</label></td><td><textarea name="description" id="description" rows={3} cols={50}>{v('description')}</textarea></td></tr>
      </tbody></table></div>
      <div class="user-tab-pane hidden" id="password_pane"><table class="edit view"><tbody>
        <tr><td class="label"><label for="new_password">New Password:</label>{u && !dup ? '' : <span class="required">*</span>}</td><td><input type="password" name="new_password" id="new_password" autocomplete="new-password" /></td></tr>
        <tr><td class="label"><label for="confirm_new_password">Confirm Password:</label></td><td><input type="password" name="confirm_new_password" id="confirm_new_password" autocomplete="new-password" /></td></tr>
      </tbody></table></div>
      <div class="user-tab-pane hidden" id="themes_pane"><p>Theme: SuiteP</p></div>
      <div class="user-tab-pane hidden" id="advanced_pane"><p>Date format: Y-m-d. Time format: H:i. Time zone: UTC.</p></div>
      <div class="user-tab-pane hidden" id="external_pane"><p>No external accounts are configured.</p></div>
    </form>
  );
  return page(r, { title: u && !dup ? `Users » ${u.user_name} » Edit` : 'Users » Create', module: 'Users', mirror: !post, script }, body);
}

/** `action=Save`: validates and stores the user (password kept only as a hash). */
export function userSave(r: LegacyRequest): Response {
  const record = r.p('record');
  const userNameValue = r.p('user_name').trim();
  const pw = r.p('new_password');
  if (!userNameValue) return userEdit(r, 'Missing required field: Username');
  if (!r.p('last_name').trim()) return userEdit(r, 'Missing required field: Last Name');
  if (!record && !pw) return userEdit(r, 'Missing required field: Password');
  if (pw !== r.p('confirm_new_password')) return userEdit(r, 'The passwords do not match.');
  const clash = r.db.prepare('SELECT id FROM users WHERE user_name = ? AND deleted = 0 AND id <> ?').get(userNameValue, record);
  if (clash) return userEdit(r, `The user name ${userNameValue} is already in use.`);
  const now = dbDate(r.now());
  const fields: Record<string, unknown> = {
    user_name: userNameValue, first_name: r.p('first_name').trim(), last_name: r.p('last_name').trim(), status: r.p('status') || 'Active',
    employee_status: 'Active', is_admin: r.p('UserType') === 'Administrator' ? 1 : 0, is_group: r.p('UserType') === 'GROUP' ? 1 : 0,
    title: r.p('title'), department: r.p('department'), phone_work: r.p('phone_work'), phone_mobile: r.p('phone_mobile'),
    description: r.p('description'), date_modified: now, modified_user_id: CURRENT_USER_ID,
    ...(pw ? { user_hash: createHash('md5').update(pw).digest('hex') } : {}),
  };
  const id = record || newId();
  const tx = r.db.transaction(() => {
    if (record) {
      const keys = Object.keys(fields).filter((k) => k !== 'is_group');
      r.db.prepare(`UPDATE users SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`).run(...keys.map((k) => fields[k] as never), id);
      r.db.prepare("UPDATE email_addr_bean_rel SET deleted = 1 WHERE bean_module = 'Users' AND bean_id = ?").run(id);
    } else {
      insertRow(r.db, 'users', { ...fields, id, date_entered: now, created_by: CURRENT_USER_ID, deleted: 0, sugar_login: 1 });
    }
    addEmail(r.db, 'Users', id, r.p('email1'), now);
  });
  tx();
  return redirect(r, { module: 'Users', action: 'DetailView', record: id });
}
