/**
 * Calendar (classic): month grid of meetings and the quick-create dialog with the tabs
 * Details, Invitees and Recurrence (replica contract §11). Saving posts SaveActivity and comes
 * back to the calendar month of the new meeting.
 */
import type { LegacyRequest } from '../context';
import { page, redirect } from '../render';
import { POPUP_OPEN_JS } from '../popup';
import { DateTimeCombo, Duration, RepeatFields, STATUS_OPTIONS, Select } from '../meetings/fields';
import { InviteeWidget, defaultInvitees, inviteeScript } from '../meetings/invitees';
import { saveMeeting } from '../meetings/save';
import { dbDate } from '../util';

const DAY = 86_400_000;

/** `module=Calendar&action=index[&date=YYYY-MM-DD]`. */
export function calendarIndex(r: LegacyRequest, error?: string): Response {
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(r.p('date')) ? new Date(r.p('date') + 'T00:00:00Z') : r.now();
  const first = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), 1));
  const gridStart = new Date(first.getTime() - first.getUTCDay() * DAY);
  const days = Array.from({ length: 42 }, (_, i) => new Date(gridStart.getTime() + i * DAY));
  const from = dbDate(days[0]).slice(0, 10), to = dbDate(days[41]).slice(0, 10) + ' 23:59:59';
  const meetings = r.db.prepare('SELECT id, name, date_start FROM meetings WHERE deleted = 0 AND date_start BETWEEN ? AND ? ORDER BY date_start').all(from, to) as { id: string; name: string; date_start: string }[];
  const month = first.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shift = (n: number) => dbDate(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + n, 1))).slice(0, 10);
  const v = (k: string) => (r.method === 'POST' ? r.all(k).join('') : '');
  const body = (
    <div class="calendar">
      <div class="buttons">
        <input type="button" class="button" id="schedule_meeting" value="Schedule Meeting" title="Schedule Meeting" onclick="scrmCalOpen('')" />
        <input type="button" class="button" id="schedule_call" value="Schedule Call" title="Schedule Call" disabled />
        <a href={`index.php?module=Calendar&action=index&date=${shift(-1)}`} id="cal_prev">{'< Previous'}</a> <strong id="cal_month">{month}</strong> <a href={`index.php?module=Calendar&action=index&date=${shift(1)}`} id="cal_next">{'Next >'}</a>
      </div>
      <table class="list view calendar-grid" id="calendar_grid">
        <thead><tr>{['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => <th>{d}</th>)}</tr></thead>
        <tbody>{[0, 1, 2, 3, 4, 5].map((w) => (
          <tr>{days.slice(w * 7, w * 7 + 7).map((d) => {
            const key = dbDate(d).slice(0, 10);
            return (
              <td class="cal-day" data-date={key} onclick={`if (event.target === this || event.target.className === 'cal-day-num') scrmCalOpen('${key}')`}>
                <div class="cal-day-num">{String(d.getUTCDate())}</div>
                {meetings.filter((m) => m.date_start.startsWith(key)).map((m) => <div class="cal-item"><a href={`index.php?module=Meetings&action=DetailView&record=${m.id}`}>{`${m.date_start.slice(11, 16)} ${m.name}`}</a></div>)}
              </td>
            );
          })}</tr>
        ))}</tbody>
      </table>
      <div id="cal-edit" class={error ? '' : 'hidden'}>
        <div class="modal-backdrop"></div>
        <div class="modal-dialog" role="dialog" aria-label="Meeting">
          <form method="post" action="index.php" id="CalendarEditView" name="CalendarEditView">
            <input type="hidden" name="module" value="Calendar" /><input type="hidden" name="action" value="SaveActivity" />
            <ul class="tabs">{['Details', 'Invitees', 'Recurrence'].map((t, i) => <li class={i === 0 ? 'active' : ''}><a href="javascript:void(0)" class="cal-tab" id={`cal_tab_${t.toLowerCase()}`}>{t}</a></li>)}</ul>
            {error ? <div class="required validation-message" id="error_message">{error}</div> : ''}
            <div class="cal-pane" id="cal_details">
              <table class="edit view"><tbody>
                <tr><td class="label"><label for="name">Subject:</label><span class="required">*</span></td><td><input type="text" name="name" id="name" value={v('name')} /></td></tr>
                <tr><td class="label"><label for="date_start_date">Start Date:</label><span class="required">*</span></td><td><DateTimeCombo name="date_start" value="" /></td></tr>
                <tr><td class="label"><label for="duration_hours">Duration:</label></td><td><Duration hours="0" minutes="15" /></td></tr>
                <tr><td class="label"><label for="location">Location:</label></td><td><input type="text" name="location" id="location" value={v('location')} /></td></tr>
                <tr><td class="label"><label for="status">Status:</label></td><td><Select name="status" value="Planned" options={STATUS_OPTIONS} /></td></tr>
                <tr><td class="label"><label for="description">Description:</label></td><td><textarea name="description" id="description" rows={3} cols={50}>{v('description')}</textarea></td></tr>
              </tbody></table>
              <input type="hidden" name="assigned_user_id" value="1" />
            </div>
            <div class="cal-pane hidden" id="cal_invitees"><InviteeWidget /></div>
            <div class="cal-pane hidden" id="cal_recurrence"><RepeatFields v={v} /></div>
            <div class="buttons">
              <input type="submit" class="button primary" id="btn-save" value="Save" title="Save" />
              <input type="submit" class="button" id="btn-apply" name="apply" value="Apply" title="Apply" />
              <input type="submit" class="button" id="btn-send-invites" name="send_invites" value="Save & Send Invites" title="Save & Send Invites" />
              <input type="button" class="button" id="btn-cancel" value="Cancel" title="Cancel" onclick="document.getElementById('cal-edit').className='hidden'" />
              <input type="button" class="button" id="btn-full-form" value="Full Form" title="Full Form" onclick="location.href='index.php?module=Meetings&action=EditView&return_module=Calendar&return_action=index&name=' + encodeURIComponent(document.getElementById('name').value)" />
            </div>
          </form>
        </div>
      </div>
    </div>
  );
  const script = `window.scrmCalOpen = function(date){
  document.getElementById('cal-edit').className = '';
  if (date) document.getElementById('date_start_date').value = date;
};
document.querySelectorAll('a.cal-tab').forEach(function(a, i){ a.onclick = function(){
  document.querySelectorAll('.cal-pane').forEach(function(p, j){ p.className = 'cal-pane' + (i === j ? '' : ' hidden'); });
  document.querySelectorAll('a.cal-tab').forEach(function(b, j){ b.parentNode.className = i === j ? 'active' : ''; }); }; });
`;
  return page(r, { title: 'Calendar', module: 'Calendar', mirror: r.method === 'GET', script: POPUP_OPEN_JS + script + inviteeScript(defaultInvitees(r.db)) }, body);
}

/** `action=SaveActivity`: stores the meeting (and its series) and returns to its month. */
export function calendarSave(r: LegacyRequest): Response {
  const res = saveMeeting(r);
  if ('error' in res) return calendarIndex(r, res.error);
  const start = (r.db.prepare('SELECT date_start FROM meetings WHERE id = ?').get(res.id) as { date_start: string }).date_start;
  return redirect(r, { module: 'Calendar', action: 'index', view: 'month', date: start.slice(0, 10) });
}
