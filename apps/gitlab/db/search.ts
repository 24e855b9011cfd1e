/**
 * Global search (`/search`, gitlab-replica.md 4.14; scopes as 15.x's `search/_category.html.haml`:
 * Projects, Issues, Merge requests, Milestones, Users; issue 60). Projects, merge requests and
 * milestones match a case-insensitive substring of their name, title or description among the
 * projects the viewer can see; issues use the list rule of 4.6 (`listIssues`).
 */
import type { Database } from 'better-sqlite3';
import { listIssues, type IssueRow } from './issues';
import { visibleProjects, type ProjectRow } from './queries';

export interface SearchHit {
  title: string;
  href: string;
  reference: string;
  state: string;
  updated_at: string;
}

export interface SearchResults {
  projects: ProjectRow[];
  issues: IssueRow[];
  mergeRequests: SearchHit[];
  milestones: SearchHit[];
  users: { username: string; name: string }[];
}

export function searchAll(db: Database, viewerId: number, q: string): SearchResults {
  if (!q) return { projects: [], issues: [], mergeRequests: [], milestones: [], users: [] };
  const needle = q.toLowerCase();
  const visible = visibleProjects(db, viewerId);
  const byId = new Map(visible.map((p) => [p.id, p]));
  const hits = (sql: string, kind: 'merge_requests' | 'milestones'): SearchHit[] =>
    (db.prepare(sql).all(`%${q}%`, `%${q}%`) as { project_id: number; iid: number; title: string; state: string; updated_at: string }[])
      .filter((r) => byId.has(r.project_id))
      .map((r) => {
        const p = byId.get(r.project_id)!;
        return {
          title: r.title,
          href: `/${p.full_path}/-/${kind}/${r.iid}`,
          reference: `${p.full_path}${kind === 'merge_requests' ? '!' : '%'}${kind === 'merge_requests' ? r.iid : `"${r.title}"`}`,
          state: r.state,
          updated_at: r.updated_at,
        };
      });
  return {
    projects: visible.filter((p) => `${p.full_path} ${p.name} ${p.description ?? ''}`.toLowerCase().includes(needle)),
    issues: listIssues(db, { viewerId, state: 'all', search: q, sort: 'updated_desc' }).rows,
    mergeRequests: hits(
      'SELECT project_id, iid, title, state, updated_at FROM merge_requests WHERE title LIKE ? OR description LIKE ? ORDER BY updated_at DESC',
      'merge_requests',
    ),
    milestones: hits(
      'SELECT project_id, iid, title, state, created_at AS updated_at FROM milestones WHERE title LIKE ? OR description LIKE ? ORDER BY created_at DESC',
      'milestones',
    ),
    users: db.prepare('SELECT username, name FROM users WHERE username LIKE ? OR name LIKE ? ORDER BY username').all(`%${q}%`, `%${q}%`) as {
      username: string;
      name: string;
    }[],
  };
}
