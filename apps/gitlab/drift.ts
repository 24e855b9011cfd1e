/**
 * The GitLab replica's drift catalog (core/drift.ts, apps/kit/drift.ts). `cosmetic`: the buttons
 * the tasks press most, re-worded the way GitLab releases have re-worded them ("Submit issue"
 * was 14.x's "Create issue"); routes, form fields, records and behaviour stay as they are.
 * Each drifted label is a text no published page shows, so mapping it back is unambiguous.
 * A probe is a path of the seeded app whose body shows the drifted text (signed in).
 * `structural` and `logic`: drift-structural.ts, drift-logic.ts.
 */
import type { DriftRule } from '../kit/drift';
import { labelRule } from '../kit/drift';
import { ASSET_PATHS } from './views/assets';
import { GITLAB_LOGIC } from './drift-logic';
import { GITLAB_STRUCTURAL } from './drift-structural';

const P = '/byteblaze/a11y-syntax-highlighting';

/** Every drift change the GitLab replica offers (a profile's changes are its entries with that `profile`). */
export const GITLAB_DRIFT: readonly DriftRule[] = [
  labelRule('label-invite', 'Invite', 'Send invitation', { path: ASSET_PATHS.js }, 'the invite-members dialog'),
  labelRule('label-create-project', 'Create project', 'Set up project', { path: '/projects/new' }, 'the new project page'),
  labelRule('label-create-issue', 'Create issue', 'Submit issue', { path: `${P}/-/issues/new` }, 'the new issue form'),
  labelRule('label-commit', 'Commit changes', 'Save and commit', { path: `${P}/-/edit/main/README.md` }, 'the file editor'),
  labelRule('label-create-milestone', 'Create milestone', 'Add milestone', { path: `${P}/-/milestones/new` }, 'the new milestone form'),
  labelRule('label-save-changes', 'Save changes', 'Apply changes', { path: `${P}/edit` }, 'project settings and other forms'),
  labelRule('label-delete-project', 'Delete project', 'Remove project', { path: `${P}/edit` }, 'project settings, Advanced'),
  ...GITLAB_STRUCTURAL,
  ...GITLAB_LOGIC,
];
