/**
 * What each write route of the SuiteCRM replica writes (issue 55): the effect rules behind its
 * `x-stwab-effect` header. The SPA's JSON actions get one rule per module and action, named with
 * the module's label and the words of the control that sends them (Save, Delete, the bulk
 * menu's Delete and Mass Update › Submit, the list's Close tick, the subpanel's Link and Unlink,
 * Convert); the classic views' routes are in legacy/effects.ts. Opening a record writes too: the
 * Recently Viewed list, as SuiteCRM's tracker does.
 */
import type { EffectRule } from '../../core/effects';
import { allModuleDefs } from './meta/modules';
import { LEGACY_EFFECTS } from './legacy/effects';

const post = (path: string, body: Record<string, string>, effect: string): EffectRule => ({ method: 'POST', path: `^/api/${path}$`, body, effect });

/** `module` of a JSON body: the module's key (letters and `-`), exactly (the app lower-cases it). */
const key = (k: string) => `^${k}$`;

/**
 * A JSON `id` the app reads as none: absent, null, empty, `false` or `0` (scalars read as text:
 * the strings "false" and "0" would name records that do not exist, which writes nothing).
 */
const NO_ID = '^(|false|0)$';

function moduleRules(): EffectRule[] {
  const out: EffectRule[] = [];
  for (const m of allModuleDefs().filter((x) => x.table)) {
    const module = key(m.key);
    const label = m.label;
    out.push(
      post('save', { module, id: NO_ID }, `save new ${label} record`),
      post('save', { module, id: '.' }, `edit and save ${label} record`),
      post('delete', { module }, `delete ${label} record`),
      post('bulk', { module, action: '^delete$' }, `bulk delete ${label} records`),
      post('bulk', { module, action: '^massupdate$' }, `submit mass update of ${label} records`),
    );
    // The list's Close tick exists where a module has a status; Link and Unlink where it has subpanels.
    if (m.fields.status) out.push(post('complete', { module }, `close ${label} record, status ${m.key === 'tasks' ? 'Completed' : 'Held'}`));
    if (m.record?.subpanels?.length)
      out.push(post('link', { module }, `link {subpanel} to ${label} record`), post('unlink', { module }, `unlink {subpanel} from ${label} record`));
  }
  return out;
}

/** Every write route of the SuiteCRM replica, the classic views' included; first match wins. */
export const SUITECRM_EFFECTS: EffectRule[] = [
  ...moduleRules(),
  // "Convert" on the lead conversion view: a new contact, and an account when that box is ticked.
  post('convert', { createAccount: '^true$', account_name: '\\S' }, 'convert Leads record to new Contacts and Accounts records'),
  post('convert', { createAccount: '^(?!true$)' }, 'convert Leads record to a new Contacts record'),
  post('convert', { account_name: '^\\s*$' }, 'convert Leads record to a new Contacts record'),
  // Opening a record (native or classic detail view) puts it on top of Recently Viewed.
  { method: 'GET', path: '^/api/view$', query: { route: '^#?/[^/?]+/(record|detail|edit)/[^/?]' }, effect: 'track view in Recently Viewed' },
  ...LEGACY_EFFECTS,
];
