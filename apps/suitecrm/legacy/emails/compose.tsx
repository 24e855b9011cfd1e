/**
 * Emails ComposeView (replica contract §13): From, To (with Cc/Bcc toggles), Subject, body,
 * Related to, attachments and the Send / Save Draft / Disregard Draft buttons. Reply and
 * Forward pre-fill it from an existing email.
 */
import type { LegacyRequest } from '../context';
import { page } from '../render';
import { CURRENT_USER_ID, fullName, primaryEmail, showDateTime } from '../util';
import { allOwners, formatRecipient } from './addresses';
import { loadEmail } from './detail';

const LEAVE_TEXT = 'By leaving the compose dialog all entered information will be lost, do you wish to continue?';

/** Values the form starts with. */
interface Prefill { to: string; cc: string; subject: string; body: string; parentType: string; parentId: string; parentName: string }

function prefill(r: LegacyRequest): Prefill {
  const base: Prefill = { to: r.p('to_addrs_names'), cc: r.p('cc_addrs_names'), subject: r.p('name'), body: r.p('description_html'), parentType: r.p('parent_type'), parentId: r.p('parent_id'), parentName: r.p('parent_name') };
  const orig = r.p('record') && r.method === 'GET' ? loadEmail(r, r.p('record')) : undefined;
  if (!orig) return base;
  const quoted = `\n\n-------- Original Message --------\nFrom: ${orig.from_addr ?? ''}\nDate: ${showDateTime(orig.date_sent_received)}\nTo: ${orig.to_addrs ?? ''}\nSubject: ${orig.name}\n\n${orig.description ?? ''}`;
  if (r.p('forward')) return { ...base, to: '', subject: `FW: ${orig.name}`, body: quoted };
  const to = r.p('reply') === 'replyAll' ? [orig.from_addr, orig.to_addrs].filter(Boolean).join(', ') : orig.from_addr ?? '';
  return { ...base, to, subject: `RE: ${orig.name}`, body: quoted, parentType: orig.parent_type ?? '', parentId: orig.parent_id ?? '' };
}

/** `module=Emails&action=ComposeView`; `error` re-renders a refused send with the input kept. */
export function emailCompose(r: LegacyRequest, error?: string): Response {
  const v = prefill(r);
  const me = r.db.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(CURRENT_USER_ID) as { first_name: string; last_name: string } | undefined;
  const fromAddr = primaryEmail(r.db, 'Users', CURRENT_USER_ID) || 'user@example.com';
  const suggestions = allOwners(r.db).filter((o) => o.module !== 'Users' || o.id !== CURRENT_USER_ID);
  const hidden = ['return_module', 'return_action', 'return_id'];
  const leave = r.mode === 'faithful'
    ? `var dirty = false; document.getElementById('ComposeView').addEventListener('input', function(){ dirty = true; });
  document.getElementById('disregard_draft').onclick = function(){ if (dirty && !confirm(${JSON.stringify(LEAVE_TEXT)})) return; history.back(); };`
    : `document.getElementById('disregard_draft').onclick = function(){ history.back(); };`;
  const script = `(function(){
  document.getElementById('cc_link').onclick = function(){ document.getElementById('cc_row').className = ''; };
  document.getElementById('bcc_link').onclick = function(){ document.getElementById('bcc_row').className = ''; };
  var sent = false; document.getElementById('ComposeView').addEventListener('submit', function(e){ if (sent) { e.preventDefault(); return; } sent = true; });
  ${leave}
})();`;
  const body = (
    // The URL names module and action too: with an attachment the browser's request log has no body (see import/steps.tsx).
    <form id="ComposeView" name="ComposeView" method="post" action="index.php?module=Emails&action=send" enctype="multipart/form-data" class="compose-view">
      <input type="hidden" name="module" value="Emails" />
      <input type="hidden" name="action" value="send" />
      {hidden.map((k) => <input type="hidden" name={k} value={r.p(k)} />)}
      {error ? <div class="msg-error" id="compose_error">{error}</div> : ''}
      <table class="edit view">
        <tbody>
          <tr><td class="label"><label for="from_addr">From:</label></td><td>
            <select name="from_addr" id="from_addr"><option value={fromAddr} selected>{`${fullName(me) || 'Administrator'} <${fromAddr}>`}</option></select>
          </td></tr>
          <tr><td class="label"><label for="to_addrs_names">To:</label></td><td>
            <input type="text" name="to_addrs_names" id="to_addrs_names" size={60} value={v.to} list="email_suggestions" autocomplete="off" />{' '}
            <a href="javascript:void(0)" id="cc_link">Cc</a> <a href="javascript:void(0)" id="bcc_link">Bcc</a>
            <datalist id="email_suggestions">{suggestions.map((o) => <option value={formatRecipient({ name: o.name, address: o.address })} />)}</datalist>
          </td></tr>
          <tr id="cc_row" class={v.cc ? '' : 'hidden'}><td class="label"><label for="cc_addrs_names">Cc:</label></td><td><input type="text" name="cc_addrs_names" id="cc_addrs_names" size={60} value={v.cc} list="email_suggestions" /></td></tr>
          <tr id="bcc_row" class="hidden"><td class="label"><label for="bcc_addrs_names">Bcc:</label></td><td><input type="text" name="bcc_addrs_names" id="bcc_addrs_names" size={60} value={r.p('bcc_addrs_names')} list="email_suggestions" /></td></tr>
          <tr><td class="label"><label for="name">Subject:</label></td><td><input type="text" name="name" id="name" size={60} value={v.subject} /></td></tr>
          <tr><td class="label"><label for="parent_name">Related to:</label></td><td>
            <select name="parent_type" id="parent_type">{['Accounts', 'Contacts', 'Leads', 'Opportunities', 'Cases'].map((m) => (m === (v.parentType || 'Accounts') ? <option value={m} selected>{m}</option> : <option value={m}>{m}</option>))}</select>{' '}
            <input type="text" name="parent_name" id="parent_name" value={v.parentName} />
            <input type="hidden" name="parent_id" id="parent_id" value={v.parentId} />
          </td></tr>
          <tr><td class="label"><label for="description_html">Body:</label></td><td><textarea name="description_html" id="description_html" rows={14} cols={80}>{v.body}</textarea></td></tr>
          <tr><td class="label"><label for="email_attachment">Attachments</label></td><td><input type="file" name="email_attachment" id="email_attachment" /></td></tr>
        </tbody>
      </table>
      <div class="buttons email-compose-buttons">
        <button type="submit" class="btn btn-send-email" id="send_email" title="Send" name="send" value="1">Send</button>
        <button type="submit" class="btn btn-save-draft" id="save_draft" title="Save Draft" name="save_draft" value="1">Save Draft</button>
        <button type="button" class="btn btn-disregard-draft" id="disregard_draft" title="Disregard Draft">Disregard Draft</button>
      </div>
    </form>
  );
  return page(r, { title: 'Emails » Compose', module: 'Emails', mirror: r.method === 'GET', script }, body);
}
