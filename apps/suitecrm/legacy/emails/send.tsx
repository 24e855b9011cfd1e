/**
 * `module=Emails&action=send`: simulated delivery. The email is stored as sent (or as a draft),
 * related to its parent and to every record that owns a recipient address, then the iframe goes
 * to the return record (native views) or to the new email's DetailView.
 */
import { raw } from 'hono/html';
import type { LegacyRequest } from '../context';
import { page } from '../render';
import { CURRENT_USER_ID, dbDate, insertRow, newId } from '../util';
import { type Recipient, allOwners, formatRecipient, isValidAddress, ownersOf, parseRecipients } from './addresses';
import { emailCompose } from './compose';

/** Resolves recipients; stable mode accepts a known person's name in place of the address. */
function resolve(r: LegacyRequest, text: string): { list: Recipient[]; bad: string[] } {
  const bad: string[] = [];
  const owners = r.mode === 'stable' ? allOwners(r.db) : [];
  const list = parseRecipients(text).map((rc) => {
    if (rc.address) {
      if (!isValidAddress(rc.address)) bad.push(rc.address);
      const owner = ownersOf(r.db, rc.address)[0];
      return { name: rc.name || owner?.name || '', address: rc.address };
    }
    const owner = owners.find((o) => o.name.toLowerCase() === rc.name.toLowerCase());
    if (!owner) { bad.push(rc.name); return rc; }
    return { name: owner.name, address: owner.address };
  });
  return { list, bad };
}

function toPlain(html: string): string {
  return html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n').replace(/<[^>]+>/g, '');
}

/** Stores the email and answers with a short page that reports `Email sent` and moves on. */
export function emailSend(r: LegacyRequest): Response {
  const draft = r.p('save_draft') !== '';
  const to = resolve(r, r.p('to_addrs_names')), cc = resolve(r, r.p('cc_addrs_names')), bcc = resolve(r, r.p('bcc_addrs_names'));
  if (!draft && to.list.length === 0) return emailCompose(r, 'Please add at least one recipient in the To field.');
  const bad = [...to.bad, ...cc.bad, ...bcc.bad];
  if (!draft && bad.length) return emailCompose(r, `Invalid email address: ${bad.join(', ')}`);
  const id = newId(), now = dbDate(r.now());
  const html = r.p('description_html');
  const parentId = r.p('parent_id');
  const firstOwner = to.list.map((x) => ownersOf(r.db, x.address).find((o) => o.module !== 'Users')).find(Boolean);
  const parent = parentId ? { type: r.p('parent_type'), id: parentId } : firstOwner ? { type: firstOwner.module, id: firstOwner.id } : undefined;
  const fmt = (l: Recipient[]) => l.map(formatRecipient).join(', ');
  const tx = r.db.transaction(() => {
    insertRow(r.db, 'emails', {
      id, name: r.p('name'), date_entered: now, date_modified: now, assigned_user_id: CURRENT_USER_ID, created_by: CURRENT_USER_ID,
      modified_user_id: CURRENT_USER_ID, deleted: 0, date_sent_received: now, message_id: `<${id}@replica.local>`,
      type: draft ? 'draft' : 'out', status: draft ? 'draft' : 'sent', intent: 'pick', parent_type: parent?.type ?? null, parent_id: parent?.id ?? null,
    });
    insertRow(r.db, 'emails_text', {
      email_id: id, from_addr: r.p('from_addr') || 'user@example.com', to_addrs: fmt(to.list), cc_addrs: fmt(cc.list), bcc_addrs: fmt(bcc.list),
      description: toPlain(html), description_html: html, deleted: 0,
    });
    const linked = new Set<string>();
    const link = (module: string, beanId: string) => {
      if (linked.has(module + beanId)) return;
      linked.add(module + beanId);
      insertRow(r.db, 'emails_beans', { id: newId(), email_id: id, bean_id: beanId, bean_module: module, date_modified: now, deleted: 0 });
    };
    if (parent) link(parent.type, parent.id);
    for (const rc of [...to.list, ...cc.list, ...bcc.list]) for (const o of ownersOf(r.db, rc.address)) if (o.module !== 'Users') link(o.module, o.id);
  });
  tx();
  const rm = r.p('return_module');
  const target: Record<string, string> = draft
    ? { module: 'Emails', action: 'index', folder: 'draft' }
    : rm && rm !== 'Emails'
      ? { module: rm, action: r.p('return_action') || 'DetailView', ...(r.p('return_id') ? { record: r.p('return_id') } : {}) }
      : { module: 'Emails', action: 'DetailView', record: id };
  const href = 'index.php?' + new URLSearchParams(target).toString();
  const text = draft ? 'Draft saved' : 'Email sent';
  const script = `(function(){
  if (window.parent !== window) window.parent.postMessage({ type: 'scrm-legacy-message', level: 'success', text: ${JSON.stringify(text)} }, '*');
  location.replace(${JSON.stringify(href)});
})();`;
  return page(r, { title: 'Emails', module: 'Emails', mirror: false, script }, <p class="msg-ok" id="email_status">{text}. <a href={href}>{raw('Continue &raquo;')}</a></p>);
}
