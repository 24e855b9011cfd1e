/** Detail-mode value components (replica doc §5.3). No form controls, no `name` attributes. */
import { h, type Html } from '../../kit/html';
import type { FieldDef } from '../meta/types';
import { type Rec, displayText, formatDateTime, personName } from '../data/format';
import type { EmailEntry } from '../data/query';
import { moduleByBean } from '../meta/modules';

export function boolIcon(on: boolean): Html {
  return h`<scrm-boolean-detail><span class="checkbox-container boolean-detail${on ? ' checked' : ''}" role="img" aria-label="${on ? 'checked' : 'unchecked'}"></span></scrm-boolean-detail>`;
}

export function emailLineItems(entries: EmailEntry[]): Html {
  return h`<scrm-line-items><div class="line-items line-items email_addresses">${entries.map(
    (e) =>
      h`<div class="line-item-entry"><div class="line-item-entry-field email-address-field"><label>Email Address</label><span class="email-address-value">${e.email}</span></div><div class="line-item-entry-field"><label>Primary</label>${boolIcon(e.primary)}</div><div class="line-item-entry-field"><label>Opt Out</label>${boolIcon(e.opt_out)}</div><div class="line-item-entry-field"><label>Invalid</label>${boolIcon(e.invalid)}</div></div>`,
  )}</div></scrm-line-items>`;
}

function recordLink(module: string, id: string | null | undefined, text: string): Html {
  if (!id || !text) return h`${text}`;
  return h`<a class="clickable field-link" href="#/${module}/record/${encodeURIComponent(id)}">${text}</a>`;
}

export function detailValue(fd: FieldDef, r: Rec, emails: EmailEntry[], userNames: (id: string) => string): Html {
  const text = displayText(fd, r);
  switch (fd.type) {
    case 'name':
      return h`<scrm-fullname-detail>${personName(r)}</scrm-fullname-detail>`;
    case 'enum':
    case 'dynamicenum':
      return h`<scrm-enum-detail>${text}</scrm-enum-detail>`;
    case 'relate':
      return h`<scrm-relate-detail>${recordLink(fd.relate!.module, r[fd.relate!.id], text)}</scrm-relate-detail>`;
    case 'assigned':
      return h`<scrm-relate-detail>${text}</scrm-relate-detail>`;
    case 'parent': {
      const m = r.parent_type ? moduleByBean(r.parent_type) : undefined;
      return h`<scrm-parent-detail>${m ? recordLink(m.key, r.parent_id, text) : text}</scrm-parent-detail>`;
    }
    case 'phone':
      return h`<scrm-phone-detail>${text ? h`<a href="tel:${text}">${text}</a>` : ''}</scrm-phone-detail>`;
    case 'url':
      return h`<scrm-url-detail>${text ? h`<a href="${/^https?:/i.test(text) ? text : `http://${text}`}" target="_blank" rel="noopener">${text}</a>` : ''}</scrm-url-detail>`;
    case 'date':
      return h`<scrm-date-detail>${text}</scrm-date-detail>`;
    case 'datetime':
      return h`<scrm-datetime-detail><span>${text}</span></scrm-datetime-detail>`;
    case 'audit': {
      const by = fd.by && r[fd.by] ? userNames(r[fd.by]) : '';
      return h`<scrm-datetime-detail><span>${formatDateTime(r[fd.name])}${by ? ` by ${by}` : ''}</span></scrm-datetime-detail>`;
    }
    case 'currency':
      return h`<scrm-currency-detail>${text}</scrm-currency-detail>`;
    case 'text':
      return h`<scrm-text-detail><pre class="detail-pre-styling">${text}</pre></scrm-text-detail>`;
    case 'bool':
      return boolIcon(!!r[fd.name]);
    case 'email':
      return emailLineItems(emails);
    case 'address': {
      const p = fd.prefix!;
      const cityLine = [r[`${p}_city`], r[`${p}_state`], r[`${p}_postalcode`]].filter(Boolean).join(', ');
      const lines = [r[`${p}_street`], cityLine, r[`${p}_country`]].filter(Boolean);
      return h`<scrm-address-detail><div class="address-detail">${lines.map((l, i) => h`${i ? h`<br>` : ''}${l}`)}</div></scrm-address-detail>`;
    }
    default:
      return h`<scrm-varchar-detail>${text}</scrm-varchar-detail>`;
  }
}
