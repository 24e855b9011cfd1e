/**
 * What each write route of the GitLab replica writes (issue 55): the effect rules behind its
 * `x-stwab-effect` header, named with the words of the control that sends each request ("Create
 * project", "Create group", "Invite", "Remove member", "Create milestone", "Create issue",
 * "Create merge request", "Commit changes", "Save changes", "Delete project", "Star"). Forms use
 * Rails' `_method`, so one path can save or delete. Signing in and out write nothing.
 */
import type { EffectRule } from '../../core/effects';

/** `/<namespace>/<project>` (the path as GitLab finds it; a differently spelled one only redirects). */
const P = '^/[^/]+/[^/]+';

/** `repeated`: which value of a repeated field the handler reads (Rails forms repeat a checkbox's name after its hidden "0"). */
const post = (path: string, effect: string, body?: Record<string, string>, repeated?: 'first' | 'last'): EffectRule => ({
  method: 'POST',
  path,
  ...(body ? { body } : {}),
  ...(repeated ? { repeated } : {}),
  effect,
});

/** An assignee id the app reads as a person (a positive number), and one it reads as nobody. */
const SOMEONE = '^\\s*0*[1-9][0-9]*\\s*$';
const NOBODY = '^\\s*0*\\s*$';
const ISSUE_ASSIGNEE = 'issue[assignee_ids][]';
const MR_ASSIGNEE = 'merge_request[assignee_ids][]';

/** The members page of a project or a group: the invite modal, a row's "Remove member" and role. */
function memberRules(base: string, of: 'project' | 'group'): EffectRule[] {
  return [
    post(`${base}$`, `invite members: add members to ${of}`),
    ...(of === 'project'
      ? [post(`${base}/\\d+$`, 'remove member from project and unassign their issues', { _method: '^delete$', unassign_issuables: '^1$' }, 'last')]
      : []),
    post(`${base}/\\d+$`, `remove member from ${of}`, { _method: '^delete$', ...(of === 'project' ? { unassign_issuables: '^(?!1$)' } : {}) }, 'last'),
    post(`${base}/\\d+$`, `change role of ${of} member`, { _method: '^put$' }, 'last'),
  ];
}

/** Every write route of the GitLab replica; first match wins. */
export const GITLAB_EFFECTS: EffectRule[] = [
  // New project: "Create project" on the blank form (its "Initialize repository with a README" box), or from a template ("Use template").
  post('^/projects$', 'create project from template', { 'project[template_name]': '.' }, 'last'),
  post(
    '^/projects$',
    'create project and initialize repository with a README',
    { 'project[template_name]': '^$', 'project[initialize_with_readme]': '^1$' },
    'last',
  ),
  post('^/projects$', 'create project', { 'project[template_name]': '^$', 'project[initialize_with_readme]': '^(?!1$)' }, 'last'),
  post('^/groups$', 'create group'),
  ...memberRules('^/groups/[^/]+/-/group_members', 'group'),
  // Settings › General: "Save changes", and Advanced's "Delete project".
  post(`${P}$`, 'save changes to project settings', { _method: '^patch$' }, 'last'),
  post(`${P}$`, 'delete project', { _method: '^delete$' }, 'last'),
  post(`${P}/toggle_star$`, 'star or unstar project'),
  ...memberRules(`${P}/-/project_members`, 'project'),
  post(`${P}/-/milestones$`, 'create milestone'),
  post(`${P}/-/issues$`, 'create issue and assign it', { [ISSUE_ASSIGNEE]: SOMEONE }, 'first'),
  post(`${P}/-/issues$`, 'create issue', { [ISSUE_ASSIGNEE]: NOBODY }, 'first'),
  // The issue sidebar's assignee: a person, "assign yourself" or "Unassigned" saves at once.
  post(`${P}/-/issues/\\d+$`, 'assign issue', { _method: '^put$', [ISSUE_ASSIGNEE]: SOMEONE }),
  post(`${P}/-/issues/\\d+$`, 'unassign issue', { _method: '^put$', [ISSUE_ASSIGNEE]: '^\\s*0?\\s*$' }),
  post(`${P}/-/merge_requests$`, 'create merge request and assign it', { [MR_ASSIGNEE]: SOMEONE }, 'first'),
  post(`${P}/-/merge_requests$`, 'create merge request', { [MR_ASSIGNEE]: NOBODY }, 'first'),
  // The single-file editor's "Commit changes" (its default message: "Update <file>").
  post(`${P}/-/update/.+/.+`, 'commit changes: update file', { _method: '^put$' }, 'last'),
];
