/**
 * Group pages (gitlab-replica.md 3 and 4.5): the overview at `/<g>` (`/groups/<g>`
 * redirects there), the members page `/groups/<g>/-/group_members` with the invite modal and row
 * edits, and the group's other pages as places. A private group is a 404 for non-members.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import type { UserRow } from '../db/queries';
import { groupOverviewBody, type GroupRow } from '../views/groups';
import { placeholderBody } from '../views/errors';
import { editMember, invite, membersPageBody, sourceAccess, type MemberSource } from './member-actions';
import { notFound, renderPage } from './render';
import { takeFlash } from './session';

export function groupByPath(db: ReturnType<GitLabCtx['db']>, path: string): GroupRow | undefined {
  return db.prepare("SELECT id, path, name, visibility, description FROM namespaces WHERE kind = 'group' AND path = ?").get(path) as GroupRow | undefined;
}

const groupSource = (g: GroupRow): MemberSource => ({
  type: 'group',
  id: g.id,
  name: g.name,
  fullName: g.name,
  ownerId: 0,
  membersPath: `/groups/${g.path}/-/group_members`,
});

const PLACES: Record<string, string> = {
  activity: 'Activity',
  labels: 'Labels',
  issues: 'Issues',
  merge_requests: 'Merge requests',
  packages: 'Packages and registries',
  security: 'Security & Compliance',
  edit: 'General settings',
  milestones: 'Milestones',
};

/**
 * `/<g>` (rest empty) or `/groups/<g>/<rest>`. `path` is the group path as typed; a different
 * spelling redirects to the canonical one.
 */
export function groupRoute(ctx: GitLabCtx, c: Context, user: UserRow, path: string, rest: string[], viaGroups: boolean): Response | Promise<Response> {
  const db = ctx.db();
  const g = groupByPath(db, path);
  if (!g) return notFound(c, user);
  const access = sourceAccess(db, groupSource(g), user.id);
  if (g.visibility === 0 && access === 0) return notFound(c, user);
  if (g.path !== path) return c.redirect(viaGroups ? `/groups/${g.path}/${rest.join('/')}` : `/${g.path}`, 302);
  const ref = { path: g.path, name: g.name, access };
  const render = (title: string, active: string, body: Parameters<typeof renderPage>[2]['body']) =>
    renderPage(c, user, { title, group: ref, active, body, flash: takeFlash(ctx, c) });
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
    if (viaGroups) return c.redirect(`/${g.path}`, 302);
    if (c.req.method !== 'GET') return notFound(c, user);
    const projects = db
      .prepare(
        "SELECT n.path || '/' || p.path AS full_path, p.name FROM projects p JOIN namespaces n ON n.id = p.namespace_id WHERE n.id = ? ORDER BY lower(p.name)",
      )
      .all(g.id) as { full_path: string; name: string }[];
    return render(g.name, 'overview', groupOverviewBody(g, { projects, canCreate: access >= 40 }));
  }
  if (rest[0] !== '-' || !rest[1]) return notFound(c, user);
  const [section, ...tail] = rest.slice(1);
  if (section === 'group_members') {
    if (c.req.method === 'POST') {
      if (tail.length === 0) return invite(ctx, c, user, groupSource(g));
      if (tail.length === 1 && /^\d+$/.test(tail[0])) return editMember(ctx, c, user, groupSource(g), Number(tail[0]));
      return notFound(c, user);
    }
    if (tail.length) return notFound(c, user);
    return render('Members', 'members', membersPageBody(ctx, groupSource(g), user));
  }
  const title = PLACES[section];
  if (!title || c.req.method !== 'GET' || (section === 'edit' && access < 50)) return notFound(c, user);
  return render(title, section === 'edit' ? 'settings' : section, placeholderBody(title, ''));
}
