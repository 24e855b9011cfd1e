/**
 * Everything under `/<namespace>/<project>`, `/<username>`, `/<group>` and `/groups/<group>/...`
 * (gitlab-replica.md 3): the
 * project is found case-insensitively and a differently spelled path is redirected to the
 * canonical one; a private project of others, an unknown page, ref or file is the 404 page.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { canSee, findProject, userByUsername, type UserRow } from '../db/queries';
import { notFound } from './render';
import { projectPage } from './project-pages';
import { projectAction } from './project-actions';
import { userPage } from './user-pages';
import { groupByPath, groupRoute } from './groups';

/** GET renders a page; POST performs one of the project's write actions. */
export function handleProjectOrUser(ctx: GitLabCtx, c: Context, user: UserRow): Response | Promise<Response> {
  const url = new URL(c.req.url);
  const segs = url.pathname
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s));
  if (segs[0] === 'users' && segs[1]) return userPage(ctx, c, user, segs[1], segs[2] ?? 'overview');
  if (segs[0] === 'groups' && segs[1]) return groupRoute(ctx, c, user, segs[1], segs.slice(2), true);
  if (segs.length === 1 || (segs.length === 2 && segs[1] === '')) {
    if (groupByPath(ctx.db(), segs[0])) return groupRoute(ctx, c, user, segs[0], [], false);
    const u = userByUsername(ctx.db(), segs[0]);
    return u ? userPage(ctx, c, user, u.username, 'overview') : notFound(c, user);
  }
  const [ns, name, ...rest] = segs;
  if (name.endsWith('.git')) return notFound(c, user);
  const p = findProject(ctx.db(), ns, name);
  if (!p || !canSee(ctx.db(), p, user.id)) return notFound(c, user);
  const canonical = p.full_path.split('/');
  if (canonical[0] !== ns || canonical[1] !== name) {
    const tail = url.pathname.split('/').slice(3).join('/');
    return c.redirect(`/${p.full_path}${tail ? `/${tail}` : ''}${url.search}`, 302);
  }
  if (c.req.method === 'POST') return projectAction(ctx, c, user, p, rest);
  return projectPage(ctx, c, user, p, rest);
}
