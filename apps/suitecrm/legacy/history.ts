/**
 * Read helpers part 1 calls to fill native subpanels with records the classic views own:
 * emails related to a record (History subpanel) and meetings a record is invited to or
 * is the parent of (Activities/History subpanels).
 */
import type { Database } from 'better-sqlite3';

/** One email as the History subpanel lists it. */
export interface HistoryEmail {
  id: string;
  /** Email subject. */
  subject: string;
  /** `sent`, `read`, `unread`, `draft` … (raw status). */
  status: string;
  /** `out`, `inbound`, `archived`, `draft`. */
  type: string;
  /** Stored datetime `YYYY-MM-DD HH:MM:SS` (UTC); display as `Y-m-d H:i`. */
  dateSent: string;
  from: string;
  to: string;
  /** Plain-text body. */
  body: string;
  /** user_name of the assigned user. */
  assignedUser: string;
}

/** Emails related to `module`/`id` (parent or emails_beans link), newest first. */
export function historyEmailsFor(db: Database, module: string, id: string): HistoryEmail[] {
  const rows = db
    .prepare(`SELECT DISTINCT e.id, e.name, e.status, e.type, e.date_sent_received, e.rowid AS rid, t.from_addr, t.to_addrs, t.description, u.user_name
    FROM emails e LEFT JOIN emails_text t ON t.email_id = e.id LEFT JOIN users u ON u.id = e.assigned_user_id
    WHERE e.deleted = 0 AND ((e.parent_type = ? AND e.parent_id = ?)
      OR e.id IN (SELECT email_id FROM emails_beans WHERE bean_module = ? AND bean_id = ? AND deleted = 0))
    ORDER BY e.date_sent_received DESC, e.rowid DESC`)
    .all(module, id, module, id) as Record<string, string | null>[];
  return rows.map((r) => ({
    id: String(r.id),
    subject: r.name ?? '',
    status: r.status ?? '',
    type: r.type ?? '',
    dateSent: r.date_sent_received ?? '',
    from: r.from_addr ?? '',
    to: r.to_addrs ?? '',
    body: r.description ?? '',
    assignedUser: r.user_name ?? '',
  }));
}

/** One meeting related to a record. */
export interface RelatedMeeting {
  id: string;
  subject: string;
  /** Planned (Activities subpanel) or Held / Not Held (History subpanel). */
  status: string;
  dateStart: string;
  dateEnd: string;
  assignedUser: string;
}

const INVITE_LINK: Record<string, [string, string]> = {
  Contacts: ['meetings_contacts', 'contact_id'],
  Leads: ['meetings_leads', 'lead_id'],
  Users: ['meetings_users', 'user_id'],
};

/** Meetings whose parent is the record, or to which the record (Contact/Lead/User) is invited. */
export function meetingsFor(db: Database, module: string, id: string): RelatedMeeting[] {
  const link = INVITE_LINK[module];
  const invited = link ? `OR m.id IN (SELECT meeting_id FROM ${link[0]} WHERE ${link[1]} = ? AND deleted = 0)` : '';
  const args = link ? [module, id, id] : [module, id];
  const rows = db
    .prepare(`SELECT m.id, m.name, m.status, m.date_start, m.date_end, u.user_name FROM meetings m LEFT JOIN users u ON u.id = m.assigned_user_id
    WHERE m.deleted = 0 AND ((m.parent_type = ? AND m.parent_id = ?) ${invited}) ORDER BY m.date_start DESC`)
    .all(...args) as Record<string, string | null>[];
  return rows.map((r) => ({
    id: String(r.id),
    subject: r.name ?? '',
    status: r.status ?? '',
    dateStart: r.date_start ?? '',
    dateEnd: r.date_end ?? '',
    assignedUser: r.user_name ?? '',
  }));
}
