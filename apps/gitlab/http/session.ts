/**
 * Sign-in sessions (gitlab-replica.md 2): a `_gitlab_session` cookie maps to the signed-in user;
 * signed-out requests for pages are redirected to `/users/sign_in` and returned to the page
 * they asked for after signing in.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { GitLabCtx } from '../context';
import { userById, type UserRow } from '../db/queries';

export const COOKIE = '_gitlab_session';

export function currentUser(ctx: GitLabCtx, c: Context): UserRow | undefined {
  const sid = getCookie(c, COOKIE);
  const id = sid ? ctx.sessions.get(sid) : undefined;
  return id === undefined ? undefined : userById(ctx.db(), id);
}

/** Checks `login` (username or e-mail) and password; on success starts a session. */
export function signIn(ctx: GitLabCtx, c: Context, login: string, password: string): boolean {
  const row = ctx.db().prepare('SELECT id, password FROM users WHERE username = ? OR lower(email) = lower(?)').get(login.trim(), login.trim()) as
    | { id: number; password: string | null }
    | undefined;
  if (!row || row.password === null || row.password !== password) return false;
  const sid = randomBytes(16).toString('hex');
  ctx.sessions.set(sid, row.id);
  setCookie(c, COOKIE, sid, { path: '/', httpOnly: true, sameSite: 'Lax' });
  return true;
}

export function signOut(ctx: GitLabCtx, c: Context): void {
  const sid = getCookie(c, COOKIE);
  if (sid) ctx.sessions.delete(sid);
  deleteCookie(c, COOKIE, { path: '/' });
}

/** Only same-site paths are followed after sign-in (never another origin). */
export function safeReturn(path: string | undefined): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/users/sign_') ? path : '/';
}

/** Keeps `flash` for the next page this session opens (the page after a redirect). */
export function setFlash(ctx: GitLabCtx, c: Context, flash: { kind: 'notice' | 'alert'; text: string }): void {
  const sid = getCookie(c, COOKIE);
  if (sid) ctx.flashes.set(sid, flash);
}

/** The pending flash of this session, removed as it is shown. */
export function takeFlash(ctx: GitLabCtx, c: Context): { kind: 'notice' | 'alert'; text: string } | undefined {
  const sid = getCookie(c, COOKIE);
  const flash = sid ? ctx.flashes.get(sid) : undefined;
  if (sid) ctx.flashes.delete(sid);
  return flash;
}
