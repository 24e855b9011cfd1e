/**
 * Emails DetailView: header fields, body, and the Reply / Reply All / Forward / Delete actions.
 */
import type { LegacyRequest } from '../context';
import { Field, Panel } from '../layout';
import { page, redirect } from '../render';
import { dbDate, showDateTime } from '../util';
import { notFound } from '../fallback';

/** The email row with its text, or undefined. */
export function loadEmail(r: LegacyRequest, id: string): Record<string, string> | undefined {
  return r.db.prepare('SELECT e.*, t.from_addr, t.to_addrs, t.cc_addrs, t.bcc_addrs, t.description, t.description_html FROM emails e LEFT JOIN emails_text t ON t.email_id = e.id WHERE e.id = ? AND e.deleted = 0').get(id) as Record<string, string> | undefined;
}

/** `module=Emails&action=DetailView&record=<id>`; opening an unread email marks it read. */
export function emailDetail(r: LegacyRequest): Response {
  const e = loadEmail(r, r.p('record'));
  if (!e) return notFound(r, 'Emails');
  if (e.status === 'unread') r.db.prepare("UPDATE emails SET status = 'read' WHERE id = ?").run(e.id);
  const go = (extra: string) => `location.href='index.php?module=Emails&action=ComposeView&record=${e.id}&${extra}'`;
  const body = (
    <div class="email-detail">
      <form method="post" action="index.php" id="formDetailView">
        <input type="hidden" name="module" value="Emails" /><input type="hidden" name="action" value="Delete" /><input type="hidden" name="record" value={e.id} />
        <div class="buttons" id="detail_actions">
          <input type="button" class="button" id="reply_button" title="Reply" value="Reply" onclick={go('reply=reply')} />
          <input type="button" class="button" id="reply_all_button" title="Reply All" value="Reply All" onclick={go('reply=replyAll')} />
          <input type="button" class="button" id="forward_button" title="Forward" value="Forward" onclick={go('forward=forward')} />
          <input type="submit" class="button" id="delete_button" title="Delete" value="Delete" onclick="return confirm('Are you sure you want to delete this record?')" />
        </div>
      </form>
      <Panel title="Email" id="email_header">
        <Field label="From" name="from_addr_name">{e.from_addr}</Field>
        <Field label="Date" name="date_sent_received">{showDateTime(e.date_sent_received)}</Field>
        <Field label="To" name="to_addrs_names">{e.to_addrs}</Field>
        <Field label="Cc" name="cc_addrs_names">{e.cc_addrs ?? ''}</Field>
        <Field label="Subject" name="name">{e.name}</Field>
        <Field label="Status" name="status">{e.type === 'out' ? 'Sent' : e.type === 'draft' ? 'Draft' : e.status === 'unread' ? 'Unread' : 'Read'}</Field>
      </Panel>
      <Panel title="Body" id="email_body"><pre class="email-body">{e.description ?? ''}</pre></Panel>
    </div>
  );
  return page(r, { title: `Emails » ${e.name}`, module: 'Emails' }, body);
}

/** `action=Delete`: marks the email deleted and returns to the list. */
export function emailDelete(r: LegacyRequest): Response {
  r.db.prepare('UPDATE emails SET deleted = 1, date_modified = ? WHERE id = ?').run(dbDate(r.now()), r.p('record'));
  return redirect(r, { module: 'Emails', action: 'index' });
}
