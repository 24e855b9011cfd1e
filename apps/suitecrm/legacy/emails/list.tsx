/**
 * Emails ListView: folders (Inbox, Sent, Drafts), Compose button, and the list of emails with
 * From, Subject and Date; rows open the DetailView.
 */
import type { LegacyRequest } from '../context';
import { page } from '../render';
import { showDateTime } from '../util';

const FOLDERS: [string, string, string][] = [
  ['inbound', 'Inbox', "e.type IN ('inbound','archived')"],
  ['sent', 'Sent', "e.type = 'out'"],
  ['draft', 'Drafts', "e.type = 'draft'"],
];

/** `module=Emails&action=index` (also ListView). */
export function emailList(r: LegacyRequest): Response {
  const folder = FOLDERS.find((f) => f[0] === r.p('folder')) ?? FOLDERS[0];
  const q = r.p('name_basic').trim();
  const rows = r.db.prepare(`SELECT e.id, e.name, e.status, e.date_sent_received, t.from_addr, t.to_addrs FROM emails e LEFT JOIN emails_text t ON t.email_id = e.id
    WHERE e.deleted = 0 AND ${folder[2]} AND (? = '' OR e.name LIKE ? OR t.from_addr LIKE ?) ORDER BY e.date_sent_received DESC, e.rowid DESC`).all(q, `%${q}%`, `%${q}%`) as Record<string, string>[];
  const body = (
    <div class="emails-list">
      <div class="buttons">
        <input type="button" class="button" id="compose_button" value="Compose" title="Compose" onclick="location.href='index.php?module=Emails&action=ComposeView'" />
      </div>
      <ul class="tabs email-folders" id="folders">
        {FOLDERS.map(([k, label]) => <li class={k === folder[0] ? 'active' : ''}><a href={`index.php?module=Emails&action=index&folder=${k}`}>{label}</a></li>)}
      </ul>
      <form method="get" action="index.php" id="search_form">
        <input type="hidden" name="module" value="Emails" /><input type="hidden" name="action" value="index" /><input type="hidden" name="folder" value={folder[0]} />
        <label for="name_basic">Search:</label> <input type="text" name="name_basic" id="name_basic" value={q} /> <input type="submit" class="button" value="Search" id="search_form_submit" />
      </form>
      <table class="list view" id="emails_list">
        <thead><tr><th></th><th>{folder[0] === 'inbound' ? 'From' : 'To'}</th><th>Subject</th><th>Date</th></tr></thead>
        <tbody>
          {rows.map((e) => (
            <tr class={e.status === 'unread' ? 'email-unread' : ''}>
              <td><input type="checkbox" class="listview-checkbox" name="mass[]" value={e.id} /></td>
              <td>{folder[0] === 'inbound' ? e.from_addr : e.to_addrs}</td>
              <td><a href={`index.php?module=Emails&action=DetailView&record=${e.id}`}>{e.name}</a></td>
              <td>{showDateTime(e.date_sent_received)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p class="list-view-empty">No emails in this folder.</p> : ''}
    </div>
  );
  return page(r, { title: `Emails » ${folder[1]}`, module: 'Emails' }, body);
}
