/**
 * Write actions on a project (POST under `P/...`). Part 1 has one: `P/toggle_star` stars or
 * unstars the project for the signed-in user (the overview's Star button), which changes the
 * star count every list shows. Unknown actions are the 404 page, as GitLab answers them.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import type { ProjectRow, UserRow } from '../db/queries';
import { notFound } from './render';

export function projectAction(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, rest: string[]): Response {
  const db = ctx.db();
  if (rest.length === 1 && rest[0] === 'toggle_star') {
    db.transaction(() => {
      const starred = db.prepare('DELETE FROM user_stars WHERE user_id = ? AND project_id = ?').run(user.id, p.id).changes > 0;
      if (!starred) db.prepare('INSERT INTO user_stars (user_id, project_id) VALUES (?, ?)').run(user.id, p.id);
      db.prepare('UPDATE projects SET stars = stars + ? WHERE id = ?').run(starred ? -1 : 1, p.id);
    })();
    return c.redirect(`/${p.full_path}`, 302);
  }
  return notFound(c, user);
}
