/**
 * The "Scheduling" / "Add Invitees" block of the Meetings editor and the calendar dialog
 * (replica contract §11): invitee list with Remove links, search over Users, Contacts and Leads,
 * `Add` buttons, and "Create an invitee" as Contact or Lead. State lives in three hidden inputs.
 */
import type { Database } from 'better-sqlite3';
import type { LegacyRequest } from '../context';
import { jsonForScript } from '../render';
import { CURRENT_USER_ID, addEmail, dbDate, fullName, insertRow, newId, primaryEmail } from '../util';

/** One invitee as the widget knows it. */
export interface Invitee { module: 'Users' | 'Contacts' | 'Leads'; id: string; name: string; email: string }

const LINK: Record<Invitee['module'], [table: string, column: string]> = {
  Users: ['meetings_users', 'user_id'],
  Contacts: ['meetings_contacts', 'contact_id'],
  Leads: ['meetings_leads', 'lead_id'],
};
const TABLE: Record<Invitee['module'], string> = { Users: 'users', Contacts: 'contacts', Leads: 'leads' };

/** Current invitees of a meeting, users first (as SuiteCRM lists them). */
export function inviteesOf(db: Database, meetingId: string): (Invitee & { accept: string })[] {
  const out: (Invitee & { accept: string })[] = [];
  for (const module of ['Users', 'Contacts', 'Leads'] as const) {
    const [link, col] = LINK[module];
    const rows = db.prepare(`SELECT t.id, t.first_name, t.last_name, l.accept_status FROM ${link} l JOIN ${TABLE[module]} t ON t.id = l.${col}
      WHERE l.meeting_id = ? AND l.deleted = 0 AND t.deleted = 0 ORDER BY l.rowid`).all(meetingId) as { id: string; first_name: string; last_name: string; accept_status: string }[];
    for (const r of rows) out.push({ module, id: r.id, name: fullName(r), email: primaryEmail(db, module, r.id), accept: r.accept_status });
  }
  return out;
}

/** The signed-in user as the default invitee of a new meeting. */
export function defaultInvitees(db: Database): Invitee[] {
  const u = db.prepare('SELECT id, first_name, last_name FROM users WHERE id = ?').get(CURRENT_USER_ID) as { id: string; first_name: string; last_name: string } | undefined;
  return u ? [{ module: 'Users', id: u.id, name: fullName(u), email: primaryEmail(db, 'Users', u.id) }] : [];
}

/** Replaces a meeting's invitee rows with the ids posted in user_/contact_/lead_invitees. */
export function saveInvitees(db: Database, meetingId: string, r: LegacyRequest, now: string): void {
  const posted: Record<Invitee['module'], string> = { Users: r.p('user_invitees'), Contacts: r.p('contact_invitees'), Leads: r.p('lead_invitees') };
  for (const module of ['Users', 'Contacts', 'Leads'] as const) {
    const [link, col] = LINK[module];
    const want = new Set(posted[module].split(',').map((s) => s.trim()).filter(Boolean));
    const have = db.prepare(`SELECT ${col} AS id FROM ${link} WHERE meeting_id = ? AND deleted = 0`).all(meetingId) as { id: string }[];
    for (const h of have) if (!want.has(h.id)) db.prepare(`UPDATE ${link} SET deleted = 1, date_modified = ? WHERE meeting_id = ? AND ${col} = ?`).run(now, meetingId, h.id);
    const haveIds = new Set(have.map((h) => h.id));
    for (const id of want) if (!haveIds.has(id)) insertRow(db, link, { id: newId(), meeting_id: meetingId, [col]: id, required: '1', accept_status: 'none', date_modified: now, deleted: 0 });
  }
}

/** `action=InviteeSearch`: JSON list over Users, Contacts and Leads. */
export function inviteeSearch(r: LegacyRequest): Response {
  const first = r.p('first_name').trim(), last = r.p('last_name').trim(), email = r.p('email').trim();
  const out: Invitee[] = [];
  for (const module of ['Users', 'Contacts', 'Leads'] as const) {
    const rows = r.db.prepare(`SELECT id, first_name, last_name FROM ${TABLE[module]} WHERE deleted = 0
      AND COALESCE(first_name,'') LIKE ? AND COALESCE(last_name,'') LIKE ? ORDER BY rowid`).all(`${first}%`, `${last}%`) as { id: string; first_name: string; last_name: string }[];
    for (const row of rows) {
      const addr = primaryEmail(r.db, module, row.id);
      if (email && !addr.toLowerCase().includes(email.toLowerCase())) continue;
      const phone = (r.db.prepare(`SELECT * FROM ${TABLE[module]} WHERE id = ?`).get(row.id) as Record<string, string | null>);
      out.push({ module, id: row.id, name: fullName(row), email: addr, ...{ phone: phone.phone_work ?? phone.phone_mobile ?? '' } });
    }
  }
  return r.c.json(out.slice(0, 30));
}

/** `action=CreateInvitee`: creates a Contact or Lead from the small form and returns it. */
export function createInvitee(r: LegacyRequest): Response {
  const module = r.p('invitee_module').toLowerCase() === 'leads' ? 'Leads' : 'Contacts';
  const last = r.p('last_name').trim();
  if (!last) return r.c.json({ error: 'Missing required field: Last Name' }, 400);
  const id = newId(), now = dbDate(r.now());
  insertRow(r.db, TABLE[module], { id, first_name: r.p('first_name').trim(), last_name: last, date_entered: now, date_modified: now, created_by: CURRENT_USER_ID, modified_user_id: CURRENT_USER_ID, assigned_user_id: CURRENT_USER_ID, deleted: 0, ...(module === 'Leads' ? { status: 'New' } : {}) });
  addEmail(r.db, module, id, r.p('email'), now);
  return r.c.json({ module, id, name: fullName({ first_name: r.p('first_name').trim(), last_name: last }), email: r.p('email').trim() });
}

/** Markup of the block; the script below fills the lists. */
export function InviteeWidget() {
  return (
    <div id="scheduler" class="invitees">
      <h3>Scheduling</h3>
      <table class="list view" id="invitees_list">
        <thead><tr><th>Invitee</th><th>Email</th><th></th></tr></thead>
        <tbody></tbody>
      </table>
      <input type="hidden" name="user_invitees" id="user_invitees" value="" />
      <input type="hidden" name="contact_invitees" id="contact_invitees" value="" />
      <input type="hidden" name="lead_invitees" id="lead_invitees" value="" />
      <h3>Add Invitees</h3>
      <div class="invitee-search">
        <label for="search_first_name">First Name:</label> <input type="text" id="search_first_name" size={12} />{' '}
        <label for="search_last_name">Last Name:</label> <input type="text" id="search_last_name" size={12} />{' '}
        <label for="search_email">Email:</label> <input type="text" id="search_email" size={16} />{' '}
        <input type="button" id="invitees_search" class="button" value="Search" />
      </div>
      <table class="list view" id="invitees_results"><tbody></tbody></table>
      <div id="invitees_empty" class="hidden">Sorry, no results were found. Please create an invitee below.</div>
      <div id="create_invitees">
        <h3>Create an invitee</h3>
        <input type="button" class="button" id="create_invitee_as_contact" value="As Contact" />
        <input type="button" class="button" id="create_invitee_as_lead" value="As Lead" />
        <div id="create_invitee_form" class="hidden">
          <label for="invitee_first_name">First Name:</label> <input type="text" id="invitee_first_name" />{' '}
          <label for="invitee_last_name">Last Name:</label> <input type="text" id="invitee_last_name" />{' '}
          <label for="invitee_email">Email:</label> <input type="text" id="invitee_email" />{' '}
          <input type="button" class="button" id="create_invitee_save" value="Create & Add" />
          <input type="button" class="button" id="create_invitee_cancel" value="Cancel" />
        </div>
      </div>
    </div>
  );
}

/** Client script of the block, seeded with the current invitees. */
export function inviteeScript(initial: Invitee[]): string {
  return `(function(){
  var list = ${jsonForScript(initial)};
  var $ = function(id){ return document.getElementById(id); };
  function esc(s){ var d = document.createElement('div'); d.textContent = s == null ? '' : String(s); return d.innerHTML; }
  function has(m, id){ return list.some(function(i){ return i.module === m && i.id === id; }); }
  function sync(){
    $('user_invitees').value = list.filter(function(i){ return i.module === 'Users'; }).map(function(i){ return i.id; }).join(',');
    $('contact_invitees').value = list.filter(function(i){ return i.module === 'Contacts'; }).map(function(i){ return i.id; }).join(',');
    $('lead_invitees').value = list.filter(function(i){ return i.module === 'Leads'; }).map(function(i){ return i.id; }).join(',');
    var body = $('invitees_list').tBodies[0]; body.innerHTML = '';
    list.forEach(function(i, n){
      var tr = document.createElement('tr');
      tr.innerHTML = '<td>' + esc(i.name) + '</td><td>' + esc(i.email) + '</td><td><a href="javascript:void(0)" id="invitees_remove_' + n + '" class="remove-invitee">Remove</a></td>';
      tr.querySelector('a').onclick = function(){ list.splice(n, 1); sync(); markAdded(); };
      body.appendChild(tr);
    });
  }
  var results = [];
  function markAdded(){ results.forEach(function(r, n){ var b = $('invitees_add_' + n); if (b) b.disabled = has(r.module, r.id); }); }
  function show(rows){
    results = rows; var body = $('invitees_results').tBodies[0]; body.innerHTML = '';
    $('invitees_empty').className = rows.length ? 'hidden' : '';
    if (rows.length) body.innerHTML = '<tr><th>Name</th><th>Email</th><th>Phone</th><th></th></tr>';
    rows.forEach(function(r, n){
      var tr = document.createElement('tr');
      tr.innerHTML = '<td>' + esc(r.name) + '</td><td>' + esc(r.email) + '</td><td>' + esc(r.phone || '') + '</td><td><input type="button" class="button" id="invitees_add_' + n + '" value="Add"></td>';
      tr.querySelector('input').onclick = function(){ if (!has(r.module, r.id)) { list.push(r); sync(); markAdded(); } };
      body.appendChild(tr);
    });
    markAdded();
  }
  $('invitees_search').onclick = function(){
    var q = new URLSearchParams({ module: 'Meetings', action: 'InviteeSearch', first_name: $('search_first_name').value, last_name: $('search_last_name').value, email: $('search_email').value });
    fetch('index.php?' + q.toString()).then(function(r){ return r.json(); }).then(show);
  };
  ['search_first_name','search_last_name','search_email'].forEach(function(id){
    $(id).addEventListener('keydown', function(e){ if (e.key === 'Enter') { e.preventDefault(); $('invitees_search').click(); } });
  });
  var createAs = 'Contacts';
  $('create_invitee_as_contact').onclick = function(){ createAs = 'Contacts'; $('create_invitee_form').className = ''; };
  $('create_invitee_as_lead').onclick = function(){ createAs = 'Leads'; $('create_invitee_form').className = ''; };
  $('create_invitee_cancel').onclick = function(){ $('create_invitee_form').className = 'hidden'; };
  $('create_invitee_save').onclick = function(){
    var body = new URLSearchParams({ module: 'Meetings', action: 'CreateInvitee', invitee_module: createAs, first_name: $('invitee_first_name').value, last_name: $('invitee_last_name').value, email: $('invitee_email').value });
    fetch('index.php', { method: 'POST', body: body }).then(function(r){ return r.json(); }).then(function(i){
      if (i.error) { alert(i.error); return; }
      list.push(i); sync(); $('create_invitee_form').className = 'hidden';
    });
  };
  sync();
})();`;
}
