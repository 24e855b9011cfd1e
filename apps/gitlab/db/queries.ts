/**
 * Read queries the pages share: users, projects with their namespace, access levels and
 * visibility rules (GitLab: a private project is visible only to its members; others see 404),
 * and ref resolution for paths whose ref contains slashes (longest existing branch first).
 */
import type { Database } from 'better-sqlite3';

export interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  public_email: string | null;
  location: string | null;
  organization: string | null;
  is_admin: number;
  created_at: string;
}
export interface ProjectRow {
  id: number;
  path: string;
  name: string;
  description: string | null;
  visibility: number;
  default_branch: string;
  stars: number;
  forks: number;
  created_at: string;
  last_activity_at: string;
  namespace_id: number;
  ns_path: string;
  ns_name: string;
  full_path: string;
}

const PROJECT_SELECT = `SELECT p.*, n.path AS ns_path, n.name AS ns_name, n.path || '/' || p.path AS full_path FROM projects p JOIN namespaces n ON n.id = p.namespace_id`;

export function userById(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function userByUsername(db: Database, username: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
}

/** The user whose e-mail this is (commit authors link to profiles by e-mail). */
export function userByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE lower(email) = lower(?) OR lower(public_email) = lower(?)').get(email, email) as UserRow | undefined;
}

/** Project by namespace and path, case-insensitively (GitLab redirects to the canonical spelling). */
export function findProject(db: Database, ns: string, path: string): ProjectRow | undefined {
  return db.prepare(`${PROJECT_SELECT} WHERE n.path = ? AND p.path = ?`).get(ns, path) as ProjectRow | undefined;
}

export function projectById(db: Database, id: number): ProjectRow | undefined {
  return db.prepare(`${PROJECT_SELECT} WHERE p.id = ?`).get(id) as ProjectRow | undefined;
}

/** The user's access level in a project (0 when not a member). */
export function accessLevel(db: Database, projectId: number, userId: number): number {
  const row = db.prepare(`SELECT access_level FROM members WHERE source_type = 'project' AND source_id = ? AND user_id = ?`).get(projectId, userId) as
    | { access_level: number }
    | undefined;
  return row?.access_level ?? 0;
}

/** Whether `userId` may see the project: public or internal to signed-in users, private to members. */
export function canSee(db: Database, p: ProjectRow, userId: number): boolean {
  return p.visibility > 0 || accessLevel(db, p.id, userId) > 0;
}

/** Projects the user is a member of ("Your projects"), ordered by name like byteblaze's saved sort. */
export function memberProjects(db: Database, userId: number): (ProjectRow & { access_level: number })[] {
  return db
    .prepare(`${PROJECT_SELECT} JOIN members m ON m.source_type = 'project' AND m.source_id = p.id AND m.user_id = ? ORDER BY lower(p.name)`)
    .all(userId) as (ProjectRow & { access_level: number })[];
}

/** Every project the user can see (search, explore). */
export function visibleProjects(db: Database, userId: number): ProjectRow[] {
  return (db.prepare(`${PROJECT_SELECT} ORDER BY lower(p.name)`).all() as ProjectRow[]).filter((p) => canSee(db, p, userId));
}

export function branches(db: Database, projectId: number): string[] {
  return (db.prepare('SELECT name FROM branches WHERE project_id = ? ORDER BY name').all(projectId) as { name: string }[]).map((r) => r.name);
}

/**
 * Splits `<ref>/<path>` into an existing ref and the rest, trying the longest prefix first
 * (`github/fork/chtitux/addRssFeed/rss.php`). `HEAD` is the default branch. Undefined: no such ref.
 */
export function splitRef(db: Database, p: ProjectRow, refAndPath: string): { ref: string; path: string } | undefined {
  const parts = refAndPath.split('/').filter((s, i) => s !== '' || i === 0);
  if (parts[0] === 'HEAD') return { ref: p.default_branch, path: parts.slice(1).join('/') };
  const known = new Set(branches(db, p.id));
  for (let n = parts.length; n >= 1; n--) {
    const ref = parts.slice(0, n).join('/');
    if (known.has(ref)) return { ref, path: parts.slice(n).join('/') };
  }
  return undefined;
}

export interface CommitRow {
  sha: string;
  title: string;
  author_name: string;
  author_email: string;
  authored_at: string;
  seq: number;
}

/** Commits reachable from `ref`, newest first. */
export function commitsOn(db: Database, projectId: number, ref: string): CommitRow[] {
  return db
    .prepare(`SELECT c.sha, c.title, c.author_name, c.author_email, c.authored_at, c.seq FROM commits c
    JOIN commit_refs r ON r.project_id = c.project_id AND r.sha = c.sha WHERE c.project_id = ? AND r.ref = ? ORDER BY c.authored_at DESC, c.seq DESC`)
    .all(projectId, ref) as CommitRow[];
}

/** Files of a ref: the ref's own files over the default branch's (branches share the seed files). */
export function filesOn(db: Database, p: ProjectRow, ref: string): Map<string, string> {
  const rows = db.prepare('SELECT ref, path, content FROM files WHERE project_id = ? AND ref IN (?, ?)').all(p.id, p.default_branch, ref) as {
    ref: string;
    path: string;
    content: string;
  }[];
  const out = new Map<string, string>();
  for (const r of rows.filter((x) => x.ref === p.default_branch)) out.set(r.path, r.content);
  for (const r of rows.filter((x) => x.ref === ref && ref !== p.default_branch)) out.set(r.path, r.content);
  return out;
}
