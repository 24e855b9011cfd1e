/**
 * Helpers the route handlers share: render a page with the signed-in user, the 404 page, and the
 * project reference the sidebar needs.
 */
import type { Context } from 'hono';
import type { Html } from '../../kit/html';
import type { GitLabCtx } from '../context';
import { accessLevel, type ProjectRow, type UserRow } from '../db/queries';
import { notFoundPage } from '../views/errors';
import { page, type PageOptions, type ProjectRef } from '../views/layout';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function send(c: Context, doc: Html, status = 200): Response {
  return c.html(String(doc), status as 200, NO_STORE);
}

export function renderPage(c: Context, user: UserRow, o: Omit<PageOptions, 'user'>): Response {
  return send(c, page({ ...o, user: { username: user.username, name: user.name } }), o.status ?? 200);
}

export function notFound(c: Context, user?: UserRow): Response {
  return send(c, notFoundPage(user ? { username: user.username, name: user.name } : undefined), 404);
}

export function projectRef(ctx: GitLabCtx, p: ProjectRow, user: UserRow): ProjectRef {
  return { id: p.id, full_path: p.full_path, name: p.name, namespace_name: p.ns_name, access: accessLevel(ctx.db(), p.id, user.id) };
}
