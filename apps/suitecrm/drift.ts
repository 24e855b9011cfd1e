/**
 * The SuiteCRM replica's drift catalog (core/drift.ts, apps/kit/drift.ts). `cosmetic`: labels
 * renamed with synonyms, the way a new release re-words its buttons and messages; behaviour,
 * routes, form fields and records stay as they are. A probe is a path whose body shows the
 * drifted text (`route` paths need a signed-in session).
 */
import type { DriftRule } from '../kit/drift';
import { labelRule } from '../kit/drift';

const RECORD = '/api/view?route=' + encodeURIComponent('#/contacts/record/5eed0012-0000-4000-8000-000000000001');
const EDIT = '/api/view?route=' + encodeURIComponent('#/contacts/edit/5eed0012-0000-4000-8000-000000000001');

export const SUITECRM_DRIFT: readonly DriftRule[] = [
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
];
