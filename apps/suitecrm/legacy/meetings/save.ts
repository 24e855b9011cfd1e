/**
 * Stores a meeting posted by the editor or the calendar dialog, its invitees and, when a repeat
 * type is chosen, the later occurrences of the series (rows with repeat_parent_id, like SuiteCRM).
 */
import type { LegacyRequest } from '../context';
import { CURRENT_USER_ID, addMinutes, combineDate, dbDate, insertRow, newId } from '../util';
import { saveInvitees } from './invitees';

/** Occurrences are capped so an open-ended series stays small; SuiteCRM caps at 1000. */
const MAX_OCCURRENCES = 50;
const DEFAULT_OCCURRENCES = 10;

/** Saves the posted meeting; returns its id, or the validation message to show. */
export function saveMeeting(r: LegacyRequest): { id: string } | { error: string } {
  const name = r.p('name').trim();
  if (!name) return { error: 'Missing required field: Subject' };
  const start = combineDate(r.p('date_start_date'), r.p('date_start_hours'), r.p('date_start_minutes'));
  if (!start) return { error: 'Missing required field: Start Date' };
  let hours = Number(r.p('duration_hours') || 0),
    minutes = Number(r.p('duration_minutes') || 0);
  const endPosted = combineDate(r.p('date_end_date'), r.p('date_end_hours'), r.p('date_end_minutes'));
  const diff = endPosted ? (Date.parse(endPosted.replace(' ', 'T') + 'Z') - Date.parse(start.replace(' ', 'T') + 'Z')) / 60_000 : 0;
  if (hours * 60 + minutes === 0 && diff > 0) {
    hours = Math.floor(diff / 60);
    minutes = diff % 60;
  }
  const end = addMinutes(start, hours * 60 + minutes);
  const now = dbDate(r.now());
  const record = r.p('record');
  const exists = record ? r.db.prepare('SELECT id FROM meetings WHERE id = ?').get(record) : undefined;
  const id = exists ? record : newId();
  const dow = r.all('repeat_dow').join('');
  const endType = r.p('repeat_end_type');
  const fields = {
    name,
    status: r.p('status') || 'Planned',
    date_start: start,
    date_end: end,
    duration_hours: hours,
    duration_minutes: minutes,
    location: r.p('location'),
    description: r.p('description'),
    parent_type: r.p('parent_id') ? r.p('parent_type') : null,
    parent_id: r.p('parent_id') || null,
    assigned_user_id: r.p('assigned_user_id') || null,
    repeat_type: r.p('repeat_type') || null,
    repeat_interval: Number(r.p('repeat_interval') || 1),
    repeat_dow: dow || null,
    repeat_count: endType !== 'date' && r.p('repeat_count') ? Number(r.p('repeat_count')) : null,
    repeat_until: endType === 'date' || (!r.p('repeat_count') && r.p('repeat_until')) ? r.p('repeat_until') || null : null,
    date_modified: now,
    modified_user_id: CURRENT_USER_ID,
  };
  const tx = r.db.transaction(() => {
    if (exists) {
      const keys = Object.keys(fields);
      r.db
        .prepare(`UPDATE meetings SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`)
        .run(...keys.map((k) => fields[k as keyof typeof fields] as never), id);
    } else {
      insertRow(r.db, 'meetings', { id, ...fields, date_entered: now, created_by: CURRENT_USER_ID, deleted: 0, type: 'Sugar' });
    }
    saveInvitees(r.db, id, r, now);
    if (!exists && fields.repeat_type) {
      for (const when of occurrences(start, fields.repeat_type, fields.repeat_interval, dow, fields.repeat_count, fields.repeat_until)) {
        const child = newId();
        insertRow(r.db, 'meetings', {
          ...fields,
          id: child,
          date_start: when,
          date_end: addMinutes(when, hours * 60 + minutes),
          repeat_parent_id: id,
          date_entered: now,
          created_by: CURRENT_USER_ID,
          deleted: 0,
          type: 'Sugar',
        });
        saveInvitees(r.db, child, r, now);
      }
    }
  });
  tx();
  return { id };
}

/** Start datetimes of the occurrences after the first one. */
export function occurrences(start: string, type: string, interval: number, dow: string, count: number | null, until: string | null): string[] {
  const first = new Date(start.replace(' ', 'T') + 'Z');
  const limit = until ? new Date(until + 'T23:59:59Z') : undefined;
  const total = Math.min(count ?? (limit ? MAX_OCCURRENCES : DEFAULT_OCCURRENCES), MAX_OCCURRENCES);
  const out: string[] = [];
  const step = Math.max(1, interval || 1);
  const push = (d: Date) => {
    if ((!limit || d <= limit) && out.length + 1 < total) out.push(dbDate(d));
  };
  if (type === 'Weekly' && dow) {
    const days = new Set(dow.split('').map(Number));
    const weekStart = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
    for (let w = 0; out.length + 1 < total && w < 520; w += step) {
      for (let d = 0; d < 7; d++) {
        const t = new Date(weekStart.getTime() + (w * 7 + d) * 86_400_000);
        if (t > first && days.has(d)) push(t);
        if (limit && t > limit) return out;
      }
    }
    return out;
  }
  for (let i = 1; out.length + 1 < total && i < 1000; i++) {
    const t = new Date(first);
    if (type === 'Daily') t.setUTCDate(t.getUTCDate() + i * step);
    else if (type === 'Weekly') t.setUTCDate(t.getUTCDate() + 7 * i * step);
    else if (type === 'Monthly') t.setUTCMonth(t.getUTCMonth() + i * step);
    else if (type === 'Yearly') t.setUTCFullYear(t.getUTCFullYear() + i * step);
    else return out;
    if (limit && t > limit) break;
    push(t);
  }
  return out;
}
