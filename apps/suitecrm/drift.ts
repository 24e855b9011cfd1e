/**
 * The SuiteCRM replica's drift catalog (core/drift.ts, apps/kit/drift.ts).
 * - `cosmetic`: labels renamed with synonyms, the way a new release re-words its buttons and
 *   messages; behaviour, routes, form fields and records stay as they are.
 * - `structural`: the same things in a different place or sequence (an extra confirmation
 *   step, a field in another panel).
 * - `logic`: a changed business rule that the tasks' policies speak about (a field that becomes
 *   required, a status value renamed).
 * A probe is a path whose body shows the change (`route` paths need a signed-in session).
 */
import type { DriftRule } from '../kit/drift';
import { labelRule } from '../kit/drift';

const RECORD = '/api/view?route=' + encodeURIComponent('#/contacts/record/5eed0012-0000-4000-8000-000000000001');
const EDIT = '/api/view?route=' + encodeURIComponent('#/contacts/edit/5eed0012-0000-4000-8000-000000000001');

const COSMETIC: readonly DriftRule[] = [
  labelRule('label-delete', 'Delete', 'Remove record', { path: RECORD }, 'record actions menu and list bulk actions'),
  labelRule('label-save', 'Save', 'Save changes', { path: EDIT }, 'record edit view'),
  labelRule('label-cancel', 'Cancel', 'Discard', { path: EDIT }, 'record edit view and dialogs'),
  labelRule('label-proceed', 'Proceed', 'Go ahead', { path: '/dist/app.js' }, 'confirmation dialog'),
  {
    id: 'toast-deleted',
    profile: 'cosmetic',
    description: 'the message after a delete reads "Entry removed" instead of "Record deleted successfully"',
    texts: [{ from: 'Record deleted successfully', to: 'Entry removed' }],
    rewrite: [[/Record deleted successfully/g, 'Entry removed']],
    probe: { path: '/api/delete', method: 'POST', body: { module: 'contacts', id: '5eed0012-0000-4000-8000-000000000001' } },
  },
  {
    id: 'menu-reordered',
    profile: 'cosmetic',
    description: 'the record Actions menu lists "Delete" last instead of first',
    texts: [],
    // The items are flat `<a class="dropdown-item" ...>...</a>` siblings (views/record.ts
    // `dropdownItem`); Delete, the first, moves behind the ones that follow it.
    rewrite: [
      [
        /(<a class=(\\?)"dropdown-item\2" tabindex=\2"0\2" title=\2"\2" data-act=\2"delete\2">(?:(?!<\/a>).)*<\/a>)((?:<a class=\2"dropdown-item\2"(?:(?!<\/a>).)*<\/a>)+)/g,
        '$3$1',
      ],
    ],
    probe: { path: RECORD, shows: '</a><a class=\\"dropdown-item\\" tabindex=\\"0\\" title=\\"\\" data-act=\\"delete\\">' },
  },
];

/**
 * `structural` `confirm-twice`: a delete asks twice. The client's one confirmation dialog
 * (client/60-modal.js `confirmModal`) chains a second one when its question is about deleting;
 * the record goes only after the second "Proceed". Unlink ("...will not be deleted") keeps one.
 * The legacy (classic) views' native confirms are not changed.
 */
const SECOND_QUESTION = 'This cannot be undone. Delete permanently?';
const confirmTwice: DriftRule = {
  id: 'confirm-twice',
  profile: 'structural',
  description: `deleting asks a second confirmation ("${SECOND_QUESTION}") after the first "Proceed"; the record goes only after the second`,
  texts: [],
  rewrite: [
    [
      /function confirmModal\(question, onProceed\) \{/,
      'function confirmModal(question, onProceed) {\n' +
        '  if (/\\bdelete\\b/i.test(question) && !onProceed.confirmedOnce) {\n' +
        '    var then = onProceed;\n' +
        '    onProceed = function () { var last = function () { then(); }; last.confirmedOnce = true; ' +
        `confirmModal(${JSON.stringify(SECOND_QUESTION)}, last); };\n` +
        '  }',
    ],
  ],
  probe: { path: '/dist/app.js', shows: SECOND_QUESTION },
};

/**
 * `structural` `field-moved`: the Title field leaves the OVERVIEW tab for the top of the MORE
 * INFORMATION panel (contacts, leads: every record view whose overview has it). The client moves
 * it as the view is swapped in, so detail, edit and create views agree and the field keeps its
 * `data-field`, name and value.
 */
const fieldMoved: DriftRule = {
  id: 'field-moved',
  profile: 'structural',
  description: 'the Title field is in the MORE INFORMATION panel instead of the OVERVIEW tab (record views)',
  texts: [],
  rewrite: [
    [
      /tpl\.innerHTML = html;/,
      'tpl.innerHTML = html;\n' +
        '  (function (root) { var f = root.querySelector(\'.tab-pane.tab-overview [data-field="title"]\'); ' +
        "var to = root.querySelector('scrm-panel.panel-more-information form.field-layout'); " +
        "if (!f || !to) return; var row = document.createElement('div'); row.className = 'field-layout-row row'; " +
        "row.setAttribute('data-drift', 'field-moved'); row.appendChild(f.closest('.field-layout-col')); to.insertBefore(row, to.firstChild); })(tpl.content);",
    ],
  ],
  probe: { path: '/dist/app.js', shows: "row.setAttribute('data-drift', 'field-moved')" },
};

const PERSON_MODULES = new Set(['contacts', 'leads']);

/**
 * `logic` `required-office-phone`: a contact's or lead's Office Phone becomes required. The edit
 * views mark it (the client's validation reads the marker) and the server refuses a save that
 * leaves it empty (a create without it, or an edit that clears it), with the app's own
 * validation answer. Paths that create people without the form (lead conversion, import) are
 * not changed.
 */
const requiredOfficePhone: DriftRule = {
  id: 'required-office-phone',
  profile: 'logic',
  description: 'Office Phone is required on contacts and leads: the edit view marks it and a save without it is refused',
  texts: [],
  rewrite: [
    [
      /(edit-field(\\?)" data-field=\2"phone_work\2" data-type=\2"phone\2"><div class=\2"field-layout-field-label-wrapper[^>]*><strong>)(<label>OFFICE PHONE<\/label>)/g,
      '$1<span class=$2"required$2">*</span>$3',
    ],
  ],
  intercept: async (req) => {
    if (req.method !== 'POST' || new URL(req.url).pathname !== '/api/save') return undefined;
    const b = (await req.json().catch(() => ({}))) as { module?: unknown; id?: unknown; values?: Record<string, unknown> };
    if (!PERSON_MODULES.has(String(b.module ?? '').toLowerCase())) return undefined;
    const values = b.values ?? {};
    const creating = !b.id;
    if (!creating && !('phone_work' in values)) return undefined;
    if (String(values.phone_work ?? '').trim()) return undefined;
    return Response.json({
      ok: false,
      errors: { phone_work: 'Missing required field: Office Phone' },
      toast: { type: 'warning', text: 'There are validation errors, unable to perform action.' },
    });
  },
  probe: {
    path: '/api/view?route=' + encodeURIComponent('#/contacts/edit/5eed0012-0000-4000-8000-000000000001'),
    shows: '<span class=\\"required\\">*</span><label>OFFICE PHONE</label>',
  },
};

/**
 * `logic` `status-renamed`: the status value "Assigned" is shown as "Allocated" (leads; also
 * the cases' and bugs' "Assigned"): every page and option list says "Allocated", the stored
 * value stays `Assigned`. `entered`: typing or picking "Allocated" chooses "Assigned", so the
 * evaluators read it as "Assigned".
 */
const statusRenamed: DriftRule = {
  id: 'status-renamed',
  profile: 'logic',
  description: 'the status "Assigned" is named "Allocated" on every page and option list (the stored value stays Assigned)',
  texts: [{ from: 'Assigned', to: 'Allocated', entered: true }],
  rewrite: [
    [/>(\s*)Assigned(\s*)</g, '>$1Allocated$2<'],
    // Option lists (`/api/options`): [value, label] pairs; only the label changes.
    [/\["(Open_)?Assigned","Assigned"\]/g, '["$1Assigned","Allocated"]'],
  ],
  probe: { path: '/api/options?list=lead_status_dom' },
};

/** Every drift change the SuiteCRM replica offers (a profile's changes are its entries with that `profile`). */
export const SUITECRM_DRIFT: readonly DriftRule[] = [...COSMETIC, confirmTwice, fieldMoved, requiredOfficePhone, statusRenamed];
