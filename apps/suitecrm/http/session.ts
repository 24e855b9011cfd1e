/**
 * PHP-style sessions: the cookie is issued on the first visit (before login), so a login
 * request that the browser abandons mid-flight (the harness navigates right after clicking
 * "Log In") still authenticates the session once the server has processed it.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Session, SuiteCtx } from '../context';
import { prep } from '../../kit/sql';
import { md5 } from '../db/seed';

export const COOKIE = 'PHPSESSID';

export function session(ctx: SuiteCtx, c: Context): Session {
  const sid = getCookie(c, COOKIE);
  let s = sid ? ctx.sessions.get(sid) : undefined;
  if (!s) {
    s = { id: randomBytes(16).toString('hex'), userId: null, failures: 0 };
    ctx.sessions.set(s.id, s);
    setCookie(c, COOKIE, s.id, { path: '/', httpOnly: true, sameSite: 'Lax' });
  }
  return s;
}

export function currentUser(ctx: SuiteCtx, c: Context): string | null {
  const sid = getCookie(c, COOKIE);
  return (sid && ctx.sessions.get(sid)?.userId) || null;
}

/** Checks credentials (user_hash is md5 of the password, as legacy SuiteCRM accepts). */
export function login(ctx: SuiteCtx, c: Context, username: string, password: string): 'ok' | 'bad' | 'locked' {
  const s = session(ctx, c);
  if (s.failures >= 5) return 'locked';
  const row = prep(ctx.db(), `SELECT id, user_hash, status FROM users WHERE user_name = ? AND deleted = 0 AND COALESCE(is_group, 0) = 0`).get(
    username.trim(),
  ) as { id: string; user_hash: string | null; status: string | null } | undefined;
  if (!row?.user_hash || row.user_hash !== md5(password) || row.status === 'Inactive') {
    s.failures++;
    return 'bad';
  }
  s.userId = row.id;
  s.failures = 0;
  return 'ok';
}

export function logout(ctx: SuiteCtx, c: Context): void {
  const s = session(ctx, c);
  s.userId = null;
}
