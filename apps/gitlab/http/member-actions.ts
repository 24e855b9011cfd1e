/**
 * Members of a project or a group (gitlab-replica.md 4.3, 4.5): the members page, the invite
 * modal's submit and a row's edits (remove, change role). Projects and groups share all of it;
 * a {@link MemberSource} says which one, as GitLab's `source_type` does.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { ISO_DATE } from '../lib/time';
import { userById, type UserRow } from '../db/queries';
import { ROLES } from '../db/schema';
import { membersBody, type MemberRow } from '../views/members';
import { setFlash } from './session';
import { notFound } from './render';
import type { Html } from '../../kit/html';

/** The thing members belong to. */
export interface MemberSource {
  type: 'project' | 'group';
  /** Project id or group namespace id. */
  id: number;
  name: string;
  /** GitLab's `full_name` (`Byte Blaze / timeit`; a top-level group's own name): the remove dialog names it. */
  fullName: string;
  /** Whose row is locked (a project's namespace owner; a group has none: 0). */
  ownerId: number;
  /** `P/-/project_members` or `/groups/<g>/-/group_members`. */
  membersPath: string;
}

/** The user's access level in the source (0 when not a member). */
export function sourceAccess(db: ReturnType<GitLabCtx['db']>, s: MemberSource, userId: number): number {
  const row = db.prepare('SELECT access_level FROM members WHERE source_type = ? AND source_id = ? AND user_id = ?').get(s.type, s.id, userId) as
    | { access_level: number }
    | undefined;
  return row?.access_level ?? 0;
}

/** The members page body of a source, for the signed-in user. */
export function membersPageBody(ctx: GitLabCtx, s: MemberSource, user: UserRow): Html {
  const db = ctx.db();
  const rows = db
    .prepare(`SELECT m.user_id, u.username, u.name, m.access_level, m.created_at, m.expires_at, g.username AS granted_by FROM members m
    JOIN users u ON u.id = m.user_id LEFT JOIN users g ON g.id = m.created_by WHERE m.source_type = ? AND m.source_id = ? ORDER BY m.access_level DESC, lower(u.name)`)
    .all(s.type, s.id) as MemberRow[];
  return membersBody({
    sourceType: s.type,
    sourceName: s.name,
    sourceFullName: s.fullName,
    rows,
    viewerId: user.id,
    viewerAccess: sourceAccess(db, s, user.id),
    ownerId: s.ownerId,
    lazyMenus: ctx.mode === 'stable',
    searchUrl: `/-/autocomplete/users.json?${s.type}_id=${s.id}`,
    inviteUrl: s.membersPath,
    membersPath: s.membersPath,
  });
}

/**
 * Invite modal submit (gitlab-replica.md 4.3): existing users become direct members at once (no
 * pending state), with the chosen role (at most the inviter's own) and optional expiry. Answers
 * JSON: `{ message }`, 201 on success. Only Maintainers and Owners may invite (others: 404). A
 * user picked twice is invited once (task 15 lists one twice).
 */
export async function invite(ctx: GitLabCtx, c: Context, user: UserRow, s: MemberSource): Promise<Response> {
  const db = ctx.db();
  const mine = sourceAccess(db, s, user.id);
  if (mine < 40) return notFound(c, user);
  const form = await c.req.parseBody({ all: true });
  const ids = [
    ...new Set(
      ([] as unknown[])
        .concat(form['user_ids[]'] ?? [])
        .map(Number)
        .filter(Number.isInteger),
    ),
  ];
  const level = Number(form.access_level);
  const expires = String(form.expires_at ?? '').trim();
  const fail = (message: string) => c.json({ message }, 422);
  if (!ids.length) return fail('Please select members or type email addresses to invite');
  if (!ROLES[level] || level > mine) return fail('Something went wrong: the role is not one you can grant.');
  if (expires && (!ISO_DATE.test(expires) || Number.isNaN(Date.parse(expires))))
    return fail('Something went wrong: Expires at is not a valid date (YYYY-MM-DD).');
  if (expires && expires <= new Date().toISOString().slice(0, 10)) return fail('Something went wrong: Expires at cannot be a date in the past.');
  const errors: string[] = [];
  for (const id of ids) {
    const u = userById(db, id);
    if (!u) errors.push(`User ${id}: not found`);
    else if (sourceAccess(db, s, id) > 0) errors.push(`${u.username}: Member already exists in ${s.name}`);
  }
  if (errors.length) return fail(`The following members couldn't be invited: ${errors.join('; ')}`);
  const now = new Date().toISOString();
  const ins = db.prepare(
    'INSERT INTO members (source_type, source_id, user_id, access_level, created_at, created_by, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const id of ids) ins.run(s.type, s.id, id, level, now, user.id, expires || null);
  })();
  return c.json({ message: 'Members were successfully added' }, 201);
}

/**
 * A member row's edits (forms use Rails' `_method`): `delete` removes the member (for a project,
 * optionally unassigning their issues) and redirects to the members page with GitLab's notice;
 * `put` sets `member[access_level]` and answers JSON `{ role }`. Maintainers and Owners only
 * (others: 404); the owner's row and the viewer's own row cannot be edited here, and nobody
 * grants more than their own role.
 */
export async function editMember(ctx: GitLabCtx, c: Context, user: UserRow, s: MemberSource, userId: number): Promise<Response> {
  const db = ctx.db();
  const mine = sourceAccess(db, s, user.id);
  if (mine < 40) return notFound(c, user);
  const form = await c.req.parseBody();
  const method = String(form._method ?? '').toLowerCase();
  const level0 = sourceAccess(db, s, userId);
  if (!level0) return method === 'put' ? c.json({ message: 'Member not found' }, 404) : notFound(c, user);
  const locked = userId === user.id || userId === s.ownerId || (level0 === 50 && mine < 50);
  if (method === 'delete') {
    if (locked) {
      setFlash(ctx, c, { kind: 'alert', text: 'You cannot remove this member.' });
      return c.redirect(s.membersPath, 302);
    }
    db.transaction(() => {
      db.prepare('DELETE FROM members WHERE source_type = ? AND source_id = ? AND user_id = ?').run(s.type, s.id, userId);
      if (s.type === 'project' && form.unassign_issuables === '1')
        db.prepare('UPDATE issues SET assignee_id = NULL WHERE project_id = ? AND assignee_id = ?').run(s.id, userId);
    })();
    setFlash(ctx, c, { kind: 'notice', text: `User was successfully removed from ${s.type}.` });
    return c.redirect(s.membersPath, 302);
  }
  if (method === 'put') {
    const level = Number(form['member[access_level]']);
    if (locked) return c.json({ message: 'You cannot change the role of this member.' }, 403);
    if (!ROLES[level] || level > mine) return c.json({ message: "An error occurred while updating the member's role, please try again." }, 422);
    db.prepare('UPDATE members SET access_level = ? WHERE source_type = ? AND source_id = ? AND user_id = ?').run(level, s.type, s.id, userId);
    return c.json({ role: ROLES[level] });
  }
  return notFound(c, user);
}
