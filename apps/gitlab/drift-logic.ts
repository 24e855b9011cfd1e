/**
 * The GitLab replica's `logic` drift (issue 44): changed rules the tasks' checks and policies
 * speak about. `milestone-needs-description`: a milestone needs a description, on the form and on
 * the server. `role-renamed`: the role Guest is named "Visitor" wherever a role is shown or picked;
 * the stored access level (10) stays, and picking "Visitor" is entering "Guest" for the evaluators.
 * "Visitor" is a text no published page of the replica shows, so mapping it back is unambiguous.
 */
import type { DriftRule } from '../kit/drift';
import { esc } from '../kit/html';
import { ASSET_PATHS } from './views/assets';

/** A project's milestone create endpoint (http/project-actions.ts): `/<namespace>/<project>/-/milestones`. */
const MILESTONES = /^\/([^/]+\/[^/]+)\/-\/milestones\/?$/;

const DESCRIPTION_BLANK = "Description can't be blank";

/**
 * `milestone-needs-description`: the New Milestone form marks Description required, and the
 * server refuses a milestone without one: the form again, with GitLab's error box ("1 error
 * prohibited this milestone from being saved: Description can't be blank") and what was typed.
 */
const milestoneNeedsDescription: DriftRule = {
  id: 'milestone-needs-description',
  profile: 'logic',
  description: 'a milestone needs a description: the form marks it required and the server refuses a milestone without one',
  texts: [],
  rewrite: [
    [
      /<label for="milestone_description">Description<\/label><textarea id="milestone_description"/g,
      '<label for="milestone_description">Description (required)</label><textarea id="milestone_description" aria-required="true"',
    ],
  ],
  intercept: async (req, app) => {
    const m = req.method === 'POST' ? MILESTONES.exec(new URL(req.url).pathname) : null;
    if (!m) return undefined;
    const form = await req.formData().catch(() => undefined);
    if (!form || String(form.get('milestone[description]') ?? '').trim()) return undefined;
    const page = await app(new Request(new URL(`/${m[1]}/-/milestones/new`, req.url), { headers: { cookie: req.headers.get('cookie') ?? '' } }));
    if (!page.ok) return page;
    let html = await page.text();
    for (const field of ['title', 'start_date', 'due_date']) {
      const typed = esc(String(form.get(`milestone[${field}]`) ?? '').trim());
      html = html.replace(new RegExp(`(name="milestone\\[${field}\\]" class="[^"]*") value=""`), (_, head: string) => `${head} value="${typed}"`);
    }
    html = html.replace(
      /(<h1 class="page-title"[^>]*>New Milestone<\/h1>)/,
      (h1: string) =>
        `${h1}\n<div class="gl-alert gl-alert-danger" role="alert" id="error_explanation"><h4>1 error prohibited this milestone from being saved:</h4><ul><li>${DESCRIPTION_BLANK}</li></ul></div>`,
    );
    return new Response(html, { status: 200, headers: page.headers });
  },
  probe: { path: '/byteblaze/a11y-syntax-highlighting/-/milestones/new', shows: 'Description (required)' },
};

/**
 * `role-renamed`: Guest reads "Visitor" in the members tables (role badges, toggles and their
 * menus), the invite dialog's role select, the role-change answer and the projects dashboard.
 * `entered`: picking "Visitor" chooses Guest.
 */
const roleRenamed: DriftRule = {
  id: 'role-renamed',
  profile: 'logic',
  description: 'the role Guest is named "Visitor" in the members tables and the invite dialog (the stored access level stays 10)',
  texts: [{ from: 'Guest', to: 'Visitor', entered: true }],
  rewrite: [
    [/>(\s*)Guest(\s*)</g, '>$1Visitor$2<'],
    // The invite dialog's role names (views/client-invite.ts ROLE_NAMES), a role change's answer, a toggle's name.
    [/"10":"Guest"/g, '"10":"Visitor"'],
    [/"role":"Guest"/g, '"role":"Visitor"'],
    [/aria-label="Guest"/g, 'aria-label="Visitor"'],
  ],
  // The bundle carries every role name (the invite dialog's and the members menus'); pages show
  // a role only where a member has it (test/drift/gitlab-drift-profiles.test.ts reads one).
  probe: { path: ASSET_PATHS.js },
};

/** The logic changes, in catalog order. */
export const GITLAB_LOGIC: readonly DriftRule[] = [milestoneNeedsDescription, roleRenamed];
