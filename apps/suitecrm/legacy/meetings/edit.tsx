/**
 * Meetings EditView (create, edit, duplicate) and its Save/Delete/Close actions.
 */
import type { LegacyRequest } from '../context';
import { page, redirect } from '../render';
import { POPUP_OPEN_JS } from '../popup';
import { CURRENT_USER_ID, dbDate, userName } from '../util';
import { DateTimeCombo, Duration, RepeatFields, Row, STATUS_OPTIONS, Select } from './fields';
import { InviteeWidget, defaultInvitees, inviteeScript, inviteesOf } from './invitees';
import { saveMeeting } from './save';

const PARENT_TYPES: [string, string][] = [['Accounts', 'Account'], ['Contacts', 'Contact'], ['Tasks', 'Task'], ['Opportunities', 'Opportunity'], ['Bugs', 'Bug'], ['Cases', 'Case'], ['Leads', 'Lead'], ['Project', 'Project'], ['Prospects', 'Target']];

function nextQuarter(d: Date): string {
  const t = new Date(Math.ceil(d.getTime() / 900_000) * 900_000);
  return dbDate(t);
}

/** Renders the editor; `posted` re-fills the form after a failed save. */
export function meetingEdit(r: LegacyRequest, error?: string): Response {
  const id = r.p('record');
  const dup = r.p('isDuplicate') === 'true';
  const row = id ? (r.db.prepare('SELECT * FROM meetings WHERE id = ? AND deleted = 0').get(id) as Record<string, string | number | null> | undefined) : undefined;
  const fromPost = r.method === 'POST';
  const v = (k: string): string => {
    if (fromPost) return r.all(k).join('');
    if (!row) return r.p(k);
    const x = row[k];
    return x === null || x === undefined ? '' : String(x);
  };
  const start = fromPost ? '' : (row?.date_start as string | undefined) ?? nextQuarter(r.now());
  const end = fromPost ? '' : (row?.date_end as string | undefined) ?? '';
  const invitees = row ? inviteesOf(r.db, String(row.id)) : defaultInvitees(r.db);
  const assignedId = fromPost ? r.p('assigned_user_id') : (row?.assigned_user_id as string | undefined) ?? CURRENT_USER_ID;
  const title = row && !dup ? `Meetings » ${row.name} » Edit` : 'Meetings » Create';
  const form = (
    <form name="EditView" id="EditView" method="post" action="index.php">
      <input type="hidden" name="module" value="Meetings" />
      <input type="hidden" name="action" value="Save" />
      <input type="hidden" name="record" value={row && !dup ? String(row.id) : ''} />
      <input type="hidden" name="return_module" value={r.p('return_module')} />
      <input type="hidden" name="return_action" value={r.p('return_action')} />
      <input type="hidden" name="return_id" value={r.p('return_id')} />
      <div class="buttons">
        <input type="submit" id="SAVE" class="button primary" title="Save" accesskey="a" value="Save" name="button" />
        <input type="button" id="CANCEL_HEADER" class="button" title="Cancel" value="Cancel" onclick="history.length > 1 ? history.back() : (location.href='index.php?module=Meetings&action=index')" />
        <input type="submit" id="save_and_send_invites_header" class="button" title="Save & Send Invites" value="Save & Send Invites" name="send_invites" />
      </div>
      {error ? <div class="required validation-message" id="error_message">{error}</div> : ''}
      <div class="panel-body" id="LBL_MEETING_INFORMATION">
        <Row label="Subject" for="name" required><input type="text" name="name" id="name" size={30} maxlength={50} value={v('name')} title="" /></Row>
        <Row label="Status" for="status"><Select name="status" value={v('status') || 'Planned'} options={STATUS_OPTIONS} /></Row>
        <Row label="Start Date" for="date_start" required><DateTimeCombo name="date_start" value={start} /></Row>
        <Row label="End Date" for="date_end"><DateTimeCombo name="date_end" value={end} /></Row>
        <Row label="Duration" for="duration_hours"><Duration hours={v('duration_hours') || '0'} minutes={v('duration_minutes') || (row ? '0' : '15')} /></Row>
        <Row label="Related to" for="parent_name">
          <Select name="parent_type" value={v('parent_type') || 'Accounts'} options={PARENT_TYPES} />{' '}
          <input type="text" name="parent_name" id="parent_name" value={v('parent_name') || parentName(r, v('parent_type'), v('parent_id'))} />
          <input type="hidden" name="parent_id" id="parent_id" value={v('parent_id')} />
          <button type="button" class="button" id="btn_parent_name" title="Select" onclick="scrmOpenPopup(document.getElementById('parent_type').value, 'parent_id', 'parent_name')">Select</button>
        </Row>
        <Row label="Location" for="location"><input type="text" name="location" id="location" size={30} value={v('location')} /></Row>
        <Row label="Reminders" for="reminder_checked">
          <label><input type="checkbox" name="reminder_checked" id="reminder_checked" value="1" /> Popup</label>{' '}
          <label><input type="checkbox" name="email_reminder_checked" id="email_reminder_checked" value="1" /> Email all invitees</label>
        </Row>
        <Row label="Description" for="description"><textarea name="description" id="description" rows={4} cols={60}>{v('description')}</textarea></Row>
        <Row label="Assigned to" for="assigned_user_name">
          <input type="text" name="assigned_user_name" id="assigned_user_name" value={fromPost ? r.p('assigned_user_name') : userName(r.db, assignedId)} />
          <input type="hidden" name="assigned_user_id" id="assigned_user_id" value={assignedId} />
          <button type="button" class="button" id="btn_assigned_user_name" title="Select" onclick="scrmOpenPopup('Users', 'assigned_user_id', 'assigned_user_name')">Select</button>
          <button type="button" class="button" id="btn_clr_assigned_user_name" title="Clear" onclick="document.getElementById('assigned_user_id').value='';document.getElementById('assigned_user_name').value=''">Clear</button>
        </Row>
        <Row label="Repeat" for="repeat_type"><RepeatFields v={v} /></Row>
      </div>
      <InviteeWidget />
      <div class="buttons">
        <input type="submit" id="SAVE_FOOTER" class="button primary" title="Save" value="Save" name="button" />
        <input type="button" id="CANCEL_FOOTER" class="button" title="Cancel" value="Cancel" onclick="history.length > 1 ? history.back() : (location.href='index.php?module=Meetings&action=index')" />
        <input type="submit" id="save_and_send_invites_footer" class="button" title="Save & Send Invites" value="Save & Send Invites" name="send_invites" />
      </div>
    </form>
  );
  const posted = fromPost ? undefined : invitees;
  return page(r, { title, module: 'Meetings', mirror: !fromPost, script: POPUP_OPEN_JS + inviteeScript(posted ?? postedInvitees(r)) }, form);
}

function parentName(r: LegacyRequest, type: string, id: string): string {
  if (!type || !id) return '';
  const table: Record<string, string> = { Accounts: 'accounts', Contacts: 'contacts', Leads: 'leads', Opportunities: 'opportunities', Cases: 'cases' };
  const t = table[type];
  if (!t) return '';
  const row = r.db.prepare(`SELECT * FROM ${t} WHERE id = ?`).get(id) as Record<string, string> | undefined;
  if (!row) return '';
  return row.name ?? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
}

function postedInvitees(r: LegacyRequest) {
  const out: { module: 'Users' | 'Contacts' | 'Leads'; id: string; name: string; email: string }[] = [];
  const map = [['user_invitees', 'Users', 'users'], ['contact_invitees', 'Contacts', 'contacts'], ['lead_invitees', 'Leads', 'leads']] as const;
  for (const [field, module, table] of map) {
    for (const id of r.p(field).split(',').filter(Boolean)) {
      const row = r.db.prepare(`SELECT first_name, last_name FROM ${table} WHERE id = ?`).get(id) as { first_name: string; last_name: string } | undefined;
      if (row) out.push({ module, id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), email: '' });
    }
  }
  return out;
}

/** `action=Save`: validates, stores, then redirects to the DetailView (or the return target). */
export function meetingSave(r: LegacyRequest): Response {
  const result = saveMeeting(r);
  if ('error' in result) return meetingEdit(r, result.error);
  return redirect(r, { module: 'Meetings', action: 'DetailView', record: result.id });
}

/** `action=Delete`: marks the meeting deleted and returns to the list. */
export function meetingDelete(r: LegacyRequest): Response {
  r.db.prepare('UPDATE meetings SET deleted = 1, date_modified = ? WHERE id = ?').run(dbDate(r.now()), r.p('record'));
  return redirect(r, { module: 'Meetings', action: 'index' });
}

/** `action=Close` (DetailView button): sets status Held. */
export function meetingClose(r: LegacyRequest): Response {
  r.db.prepare("UPDATE meetings SET status = 'Held', date_modified = ? WHERE id = ?").run(dbDate(r.now()), r.p('record'));
  return redirect(r, { module: 'Meetings', action: 'DetailView', record: r.p('record') });
}
