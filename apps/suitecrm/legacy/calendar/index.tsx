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

/** The view buttons of 8.7.1's header (index.php `$views` less basicDay/basicWeek; `LBL_AGENDADAY`, ...). */
const VIEWS: [string, string][] = [['agendaDay', 'Day'], ['agendaWeek', 'Week'], ['month', 'Month'], ['sharedMonth', 'Shared Month'], ['sharedWeek', 'Shared Week']];

/** The day a request names: 8.7.1's `year`/`month`/`day`, or the replica's own `date=YYYY-MM-DD`. */
function requestedDay(r: LegacyRequest): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(r.p('date'))) return new Date(r.p('date') + 'T00:00:00Z');
  const [y, m, d] = ['year', 'month', 'day'].map((k) => Number(r.p(k)));
  if (y >= 1970 && y <= 2037 && m >= 1 && m <= 12) return new Date(Date.UTC(y, m - 1, d >= 1 && d <= 31 ? d : 1));
  return undefined;
}

/**
 * `module=Calendar&action=index`: 8.7.1's header (display_title, header.tpl) above a month grid
 * (docs/fidelity.md: the grid is the replica's own, not FullCalendar's; every view shows the month).
 */
export function calendarIndex(r: LegacyRequest, error?: string): Response {
  const anchor = requestedDay(r) ?? r.now();
  const first = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), 1));
  const gridStart = new Date(first.getTime() - first.getUTCDay() * DAY);
  const days = Array.from({ length: 42 }, (_, i) => new Date(gridStart.getTime() + i * DAY));
  const from = dbDate(days[0]).slice(0, 10), to = dbDate(days[41]).slice(0, 10) + ' 23:59:59';
  const meetings = r.db.prepare('SELECT id, name, date_start FROM meetings WHERE deleted = 0 AND date_start BETWEEN ? AND ? ORDER BY date_start').all(from, to) as { id: string; name: string; date_start: string }[];
  const month = first.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // `Calendar::get_neighbor_date_str` + `SugarDateTime::get_date_str`: `view=month&&year=Y&month=M&day=1&hour=0`.
  const neighbour = (n: number) => {
    const d = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + n, 1));
    return `index.php?action=index&module=Calendar&view=month&&year=${d.getUTCFullYear()}&month=${d.getUTCMonth() + 1}&day=1&hour=0`;
  };
  const dateStr = `&year=${anchor.getUTCFullYear()}&month=${anchor.getUTCMonth() + 1}&day=${anchor.getUTCDate()}&hour=0`;
  const v = (k: string) => (r.method === 'POST' ? r.all(k).join('') : '');
  const body = (
    <div class="calendar">
      {/* header.tpl (8.7.1): the view buttons, the go-to-date picker and Settings; then the month title between image-only links. */}
      <div class="clear"></div>
      <div class="cal-views" style="float:left;width:70%">
        {VIEWS.map(([key, label]) => <input type="button" class="button" id={`${key}-tab`} title={label} value={label} onclick={`window.location.href='index.php?module=Calendar&action=index&view=${key}${dateStr}'`} />)}
      </div>
      <div style="float:left;text-align:right;width:30%">
        <span class="dateTime"><img border="0" src="data:," alt="Enter Date" id="goto_date_trigger" /><input type="hidden" id="goto_date" name="goto_date" value="" /></span>
        <input type="button" id="cal_settings" class="btn btn-info" value="Settings" />
      </div>
      <div style="clear:both"></div>
      <div class="monthHeader">
        <div style="float:left;width:20%"><a href={neighbour(-1)} id="cal_prev"><img src="data:," alt="" align="absmiddle" border="0" />&nbsp;&nbsp;</a></div>
        <div style="float:left;width:60%;text-align:center"><h3 id="cal_month">{` ${month}`}</h3></div>
        <div style="float:right"><a href={neighbour(1)} id="cal_next">&nbsp;&nbsp;<img src="data:," alt="" align="absmiddle" border="0" /></a></div>
        <br style="clear:both" />
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
      {/* footer.tpl: the same image-only neighbour links under the grid. */}
      <div class="monthFooter">
        <div style="float:left"><a href={neighbour(-1)}><img src="data:," alt="" align="absmiddle" border="0" />&nbsp;&nbsp;</a></div>
        <div style="float:right"><a href={neighbour(1)}>&nbsp;&nbsp;<img src="data:," alt="" align="absmiddle" border="0" /></a></div>
      </div>
      <br style="clear:both" />
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
