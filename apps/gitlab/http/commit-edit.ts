/** The single-file editor's commit (`P/-/update/<ref>/<path>`), routed by `project-actions.ts`. */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { accessLevel, filesOn, splitRef, type ProjectRow, type UserRow } from '../db/queries';
import { commitFiles } from '../db/writes';
import { editorBody } from '../views/editor';
import { notFound, projectRef, renderPage } from './render';
import { setFlash } from './session';

/**
 * The single-file editor's "Commit changes" (gitlab-replica.md 4.10): Developers and up. The file
 * must exist on the ref; the new content is committed as the user with
 * the commit message (blank: `Update <file>`) to the target branch (created from the ref when new),
 * then GitLab's notice on the file's blob page. A rename through the file name input moves the
 * file. Errors re-render the editor with what was typed.
 */
export async function commitEdit(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, refAndPath: string): Promise<Response> {
  const db = ctx.db();
  const at = splitRef(db, p, refAndPath);
  const files = at ? filesOn(db, p, at.ref) : undefined;
  if (!at || !files?.has(at.path) || accessLevel(db, p.id, user.id) < 30) return notFound(c, user);
  const form = await c.req.parseBody();
  if (String(form._method ?? '').toLowerCase() !== 'put') return notFound(c, user);
  // Browsers send a textarea's line breaks as CRLF; GitLab's editor keeps the file's LF.
  const content = String(form.content ?? '').replace(/\r\n/g, '\n');
  const newPath = String(form.file_path ?? at.path)
    .trim()
    .replace(/^\/+/, '');
  const branch = String(form.branch_name ?? '').trim() || at.ref;
  const file = newPath.split('/').pop() ?? newPath;
  const message = String(form.commit_message ?? '').trim() || `Update ${file}`;
  const again = (error: string) =>
    renderPage(c, user, {
      title: `Edit ${at.path}`,
      project: projectRef(ctx, p, user),
      active: 'files',
      body: editorBody({ fullPath: p.full_path, ref: at.ref, path: at.path, content, values: { commit_message: message, branch_name: branch }, error }),
    });
  if (!newPath || newPath.split('/').some((s) => s === '' || s === '.' || s === '..'))
    return again('Your changes could not be committed because the file name is not valid.');
  if (!/^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(branch) || branch.endsWith('/') || branch.includes('..'))
    return again('Your changes could not be committed because the branch name is not valid.');
  if (newPath !== at.path && files.has(newPath)) return again('Your changes could not be committed because a file with the same name already exists.');
  db.transaction(() => {
    if (branch !== at.ref && !db.prepare('SELECT 1 FROM branches WHERE project_id = ? AND name = ?').get(p.id, branch)) {
      // A new branch starts at the ref: its history and its own files.
      db.prepare('INSERT INTO branches (project_id, name) VALUES (?, ?)').run(p.id, branch);
      db.prepare('INSERT INTO commit_refs (project_id, sha, ref) SELECT project_id, sha, ? FROM commit_refs WHERE project_id = ? AND ref = ?').run(
        branch,
        p.id,
        at.ref,
      );
      for (const [path, body] of files)
        db.prepare('INSERT OR REPLACE INTO files (project_id, ref, path, content) VALUES (?, ?, ?, ?)').run(p.id, branch, path, body);
    }
    if (newPath !== at.path) db.prepare('DELETE FROM files WHERE project_id = ? AND ref = ? AND path = ?').run(p.id, branch, at.path);
    commitFiles(db, p.id, branch, message.split('\n')[0], message, { name: user.name, email: user.email }, { [newPath]: content });
  })();
  setFlash(ctx, c, { kind: 'notice', text: 'Your changes have been successfully committed.' });
  return c.redirect(`/${p.full_path}/-/blob/${branch}/${newPath}`, 302);
}
