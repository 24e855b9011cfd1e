/**
 * Repository writes the flows share: a commit that adds or replaces files on one
 * branch (project creation with a README or a template, the single-file editor). A commit here
 * is a row in `commits` plus a `commit_refs` row for its branch and the files' new content; the
 * replica keeps no trees or parents, because no page or check reads history below a file's
 * current content.
 */
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export interface CommitAuthor {
  name: string;
  email: string;
}

/**
 * Commits `files` (path -> full content) to `ref` of project `projectId` with title `title`
 * (first line of the message) and returns the new 40-hex SHA. The branch is created when it does
 * not exist. Run inside the caller's transaction when it writes other rows too.
 */
export function commitFiles(
  db: Database,
  projectId: number,
  ref: string,
  title: string,
  message: string,
  author: CommitAuthor,
  files: Record<string, string>,
): string {
  const seq = ((db.prepare('SELECT MAX(seq) AS n FROM commits WHERE project_id = ?').get(projectId) as { n: number | null }).n ?? -1) + 1;
  const at = new Date().toISOString();
  const sha = createHash('sha1').update(`${projectId}#${seq}#${at}#${title}`).digest('hex');
  db.prepare('INSERT OR IGNORE INTO branches (project_id, name) VALUES (?, ?)').run(projectId, ref);
  db.prepare('INSERT INTO commits (sha, project_id, title, message, author_name, author_email, authored_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    sha,
    projectId,
    title,
    message,
    author.name,
    author.email,
    at,
    seq,
  );
  db.prepare('INSERT INTO commit_refs (project_id, sha, ref) VALUES (?, ?, ?)').run(projectId, sha, ref);
  const put = db.prepare('INSERT OR REPLACE INTO files (project_id, ref, path, content) VALUES (?, ?, ?, ?)');
  for (const [path, content] of Object.entries(files)) put.run(projectId, ref, path, content);
  db.prepare('UPDATE projects SET last_activity_at = ? WHERE id = ?').run(at, projectId);
  return sha;
}
