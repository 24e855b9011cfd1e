/**
 * Meetings DetailView: fields, actions (Edit, Duplicate, Delete, Close) and the invitee
 * subpanels Contacts, Users and Leads with their accept status.
 */
import type { LegacyRequest } from '../context';
import { Field, Panel } from '../layout';
import { page } from '../render';
import { showDateTime, userName } from '../util';
import { WEEKDAYS } from './fields';
import { inviteesOf } from './invitees';
import { notFound } from '../fallback';

const ACCEPT: Record<string, string> = { accept: 'Accepted', decline: 'Declined', tentative: 'Tentative', none: 'None' };
const LINK_MODULE: Record<string, string> = { Users: 'Users', Contacts: 'Contacts', Leads: 'Leads' };

/** `action=DetailView&record=<id>`. */
export function meetingDetail(r: LegacyRequest): Response {
  const m = r.db.prepare('SELECT * FROM meetings WHERE id = ? AND deleted = 0').get(r.p('record')) as Record<string, string | number | null> | undefined;
  if (!m) return notFound(r, 'Meetings');
  const id = String(m.id);
  const inv = inviteesOf(r.db, id);
  const repeat = m.repeat_type
    ? `${m.repeat_type}, every ${m.repeat_interval ?? 1}${m.repeat_dow ? ' on ' + String(m.repeat_dow).split('').map((d) => WEEKDAYS[Number(d)]).join(', ') : ''}${m.repeat_count ? `, ${m.repeat_count} recurrences` : ''}${m.repeat_until ? `, until ${m.repeat_until}` : ''}`
    : '';
  const sub = (module: 'Contacts' | 'Users' | 'Leads') => (
    <Panel title={module} id={`subpanel_${module.toLowerCase()}`}>
      <table class="list view">
        <thead><tr><th>Name</th><th>Email</th><th>Accept Status</th></tr></thead>
        <tbody>
          {inv.filter((i) => i.module === module).map((i) => (
            <tr>
              <td><a href={`index.php?module=${LINK_MODULE[module]}&action=DetailView&record=${i.id}`}>{i.name}</a></td>
              <td>{i.email}</td>
              <td>{ACCEPT[i.accept] ?? 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
  const body = (
    <div class="detail-view-legacy">
      <form method="post" action="index.php" id="formDetailView" name="DetailView">
        <input type="hidden" name="module" value="Meetings" />
        <input type="hidden" name="record" value={id} />
        <input type="hidden" name="action" value="EditView" />
        <div class="buttons" id="detail_actions">
          <input type="button" class="button" id="edit_button" title="Edit" value="Edit" onclick={`location.href='index.php?module=Meetings&action=EditView&record=${id}'`} />
          <input type="button" class="button" id="duplicate_button" title="Duplicate" value="Duplicate" onclick={`location.href='index.php?module=Meetings&action=EditView&record=${id}&isDuplicate=true'`} />
          <input type="submit" class="button" id="delete_button" title="Delete" value="Delete" onclick="if (!confirm('Are you sure you want to delete this record?')) return false; this.form.action.value='Delete';" />
          <input type="submit" class="button" id="close_button" title="Close" value="Close" onclick="this.form.action.value='Close';" />
        </div>
      </form>
      <Panel title="Overview" id="LBL_MEETING_INFORMATION">
        <Field label="Subject" name="name">{String(m.name ?? '')}</Field>
        <Field label="Status" name="status">{String(m.status ?? '')}</Field>
        <Field label="Start Date" name="date_start">{showDateTime(m.date_start as string)}</Field>
        <Field label="End Date" name="date_end">{showDateTime(m.date_end as string)}</Field>
        <Field label="Duration" name="duration">{`${m.duration_hours ?? 0}h ${m.duration_minutes ?? 0}m`}</Field>
        <Field label="Location" name="location">{String(m.location ?? '')}</Field>
        <Field label="Repeat" name="repeat_type">{repeat}</Field>
        <Field label="Assigned to" name="assigned_user_name">{userName(r.db, m.assigned_user_id as string)}</Field>
        <Field label="Description" name="description"><pre>{String(m.description ?? '')}</pre></Field>
      </Panel>
      {sub('Contacts')}
      {sub('Users')}
      {sub('Leads')}
    </div>
  );
  return page(r, { title: `Meetings » ${m.name}`, module: 'Meetings' }, body);
}
