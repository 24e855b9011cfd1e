/**
 * Reads an issue list's query string (`state`, `label_name[]`, `search`, `author_username`,
 * `assignee_username`, `sort`, `scope`) as GitLab's list pages do.
 */
import type { Context } from 'hono';
import type { Database } from 'better-sqlite3';
import type { ListQuery } from '../views/issues';

export function listQueryFrom(c: Context): ListQuery {
  const state = c.req.query('state');
  const labels = [...(c.req.queries('label_name[]') ?? []), ...(c.req.queries('label_name') ?? [])].map((l) => l.trim()).filter(Boolean);
  return {
    state: state === 'closed' || state === 'all' ? state : 'opened',
    labels,
    search: (c.req.query('search') ?? '').trim(),
    author: (c.req.query('author_username') ?? '').trim(),
    assignee: (c.req.query('assignee_username') ?? '').trim(),
    sort: (c.req.query('sort') ?? '').trim(),
  };
}

/** Usernames offered by the Author / Assignee filters. */
export function peopleOf(db: Database, projectId?: number): string[] {
  const rows =
    projectId === undefined
      ? db.prepare('SELECT username FROM users ORDER BY lower(username)').all()
      : db
          .prepare(`SELECT DISTINCT u.username FROM users u WHERE u.id IN (SELECT author_id FROM issues WHERE project_id = @pid UNION SELECT assignee_id FROM issues WHERE project_id = @pid
        UNION SELECT user_id FROM members WHERE source_type = 'project' AND source_id = @pid) ORDER BY lower(u.username)`)
          .all({ pid: projectId });
  return (rows as { username: string }[]).map((r) => r.username);
}
