/**
 * Write actions on a project (POST under `P/...`): `P/toggle_star` stars or unstars the project
 * for the signed-in user (the overview's Star button); `P/-/project_members` adds members from
 * the invite modal and `P/-/project_members/<user id>` removes one or changes their role; `P`
 * saves or deletes the project (Settings › General); `P/-/milestones` creates a milestone and
 * `P/-/issues` an issue and `P/-/issues/<iid>` changes its assignee; `P/-/merge_requests` a merge request; `P/-/update/<ref>/<path>` commits the single-file editor. Unknown actions are the 404 page, as GitLab answers them.
 */
import { firstField } from '../../kit/form';
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { ISO_DATE } from '../lib/time';
import { accessLevel, type ProjectRow, type UserRow } from '../db/queries';
import { editMember, invite, type MemberSource } from './member-actions';
import { milestoneFormBody } from '../views/milestones';
import { issueFormBody, type AssigneeOption } from '../views/issue-form';
import { notFound, projectRef, renderPage } from './render';
import { commitEdit } from './commit-edit';
import { mergeRequestRoute } from './merge-requests';
import { setFlash, takeFlash } from './session';

export function projectAction(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, rest: string[]): Response | Promise<Response> {
  const db = ctx.db();
  if (rest.length === 0) return updateOrDelete(ctx, c, user, p);
  if (rest.length === 1 && rest[0] === 'toggle_star') {
    db.transaction(() => {
      const starred = db.prepare('DELETE FROM user_stars WHERE user_id = ? AND project_id = ?').run(user.id, p.id).changes > 0;
      if (!starred) db.prepare('INSERT INTO user_stars (user_id, project_id) VALUES (?, ?)').run(user.id, p.id);
      db.prepare('UPDATE projects SET stars = stars + ? WHERE id = ?').run(starred ? -1 : 1, p.id);
    })();
    return c.redirect(`/${p.full_path}`, 302);
  }
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'project_members') return invite(ctx, c, user, projectSource(p));
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'milestones') return createMilestone(ctx, c, user, p);
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'issues') return createIssue(ctx, c, user, p);
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'merge_requests') return mergeRequestRoute(ctx, c, user, p, []);
  if (rest.length === 3 && rest[0] === '-' && rest[1] === 'issues' && /^\d+$/.test(rest[2])) return updateIssue(ctx, c, user, p, Number(rest[2]));
  if (rest.length >= 4 && rest[0] === '-' && rest[1] === 'update') return commitEdit(ctx, c, user, p, rest.slice(2).join('/'));
  if (rest.length === 3 && rest[0] === '-' && rest[1] === 'project_members' && /^\d+$/.test(rest[2]))
    return editMember(ctx, c, user, projectSource(p), Number(rest[2]));
  return notFound(c, user);
}

/** The project as a member source (its namespace owner's row is locked). */
export function projectSource(p: ProjectRow): MemberSource {
  return {
    type: 'project',
    id: p.id,
    name: p.name,
    fullName: `${p.ns_name} / ${p.name}`,
    ownerId: p.namespace_id,
    membersPath: `/${p.full_path}/-/project_members`,
  };
}

/**
 * The project itself (forms use Rails' `_method`; gitlab-replica.md 4.13): `patch` saves the
 * General settings (name required, description) and returns to `P/edit` with GitLab's notice;
 * `delete` (Owners only, the project path typed into the confirmation) removes the project and
 * everything in it and goes to the projects dashboard with GitLab's notice. Others: 404.
 */
async function updateOrDelete(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow): Promise<Response> {
  const db = ctx.db();
  const mine = accessLevel(db, p.id, user.id);
  const form = await c.req.parseBody();
  const method = String(form._method ?? '').toLowerCase();
  if (method === 'patch' && mine >= 40) {
    const name = String(form['project[name]'] ?? '').trim();
    if (!name) {
      setFlash(ctx, c, { kind: 'alert', text: "Project settings were not saved: Name can't be blank" });
      return c.redirect(`/${p.full_path}/edit`, 302);
    }
    db.prepare('UPDATE projects SET name = ?, description = ?, last_activity_at = ? WHERE id = ?').run(
      name,
      String(form['project[description]'] ?? '').trim() || null,
      new Date().toISOString(),
      p.id,
    );
    setFlash(ctx, c, { kind: 'notice', text: `Project '${name}' was successfully updated.` });
    return c.redirect(`/${p.full_path}/edit`, 302);
  }
  if (method === 'delete' && mine >= 50) {
    if (String(form.confirm_path ?? '') !== p.path) {
      setFlash(ctx, c, { kind: 'alert', text: 'The project was not deleted: the confirmation did not match the project path.' });
      return c.redirect(`/${p.full_path}/edit`, 302);
    }
    db.transaction(() => {
      db.prepare('DELETE FROM issue_labels WHERE issue_id IN (SELECT id FROM issues WHERE project_id = ?)').run(p.id);
      db.prepare('DELETE FROM merge_request_labels WHERE merge_request_id IN (SELECT id FROM merge_requests WHERE project_id = ?)').run(p.id);
      for (const table of ['issues', 'merge_requests', 'labels', 'milestones', 'branches', 'commits', 'commit_refs', 'files', 'user_stars'])
        db.prepare(`DELETE FROM ${table} WHERE project_id = ?`).run(p.id);
      db.prepare("DELETE FROM members WHERE source_type = 'project' AND source_id = ?").run(p.id);
      db.prepare('DELETE FROM projects WHERE id = ?').run(p.id);
    })();
    setFlash(ctx, c, { kind: 'notice', text: `Project '${p.name}' is in the process of being deleted.` });
    return c.redirect('/dashboard/projects', 302);
  }
  return notFound(c, user);
}

/**
 * "Create milestone" (gitlab-replica.md 4.9): Reporters and up. Title required; dates optional,
 * `YYYY-MM-DD`; the due date may not precede the start date. Success: 302 to the milestone page
 * (`P/-/milestones/<iid>`); errors re-render the form with GitLab's messages (status 200, the
 * form keeps what was typed).
 */
async function createMilestone(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow): Promise<Response> {
  const db = ctx.db();
  if (accessLevel(db, p.id, user.id) < 20) return notFound(c, user);
  const form = await c.req.parseBody();
  const values = {
    title: String(form['milestone[title]'] ?? '').trim(),
    start_date: String(form['milestone[start_date]'] ?? '').trim(),
    due_date: String(form['milestone[due_date]'] ?? '').trim(),
    description: String(form['milestone[description]'] ?? '').trim(),
  };
  const errors: string[] = [];
  if (!values.title) errors.push("Title can't be blank");
  const valid = (d: string) => !d || (ISO_DATE.test(d) && !Number.isNaN(Date.parse(d)));
  if (!valid(values.start_date)) errors.push('Start date is not a valid date');
  if (!valid(values.due_date)) errors.push('Due date is not a valid date');
  if (!errors.length && values.start_date && values.due_date && values.due_date < values.start_date) errors.push('Due date must be greater than start date');
  if (db.prepare('SELECT 1 FROM milestones WHERE project_id = ? AND lower(title) = lower(?)').get(p.id, values.title))
    errors.push('Title has already been taken');
  const base = `/${p.full_path}/-/milestones`;
  if (errors.length)
    return renderPage(c, user, {
      title: 'New Milestone',
      project: projectRef(ctx, p, user),
      active: 'issues',
      flash: takeFlash(ctx, c),
      body: milestoneFormBody({ action: base, cancel: base, values, errors }),
    });
  const iid = ((db.prepare('SELECT MAX(iid) AS n FROM milestones WHERE project_id = ?').get(p.id) as { n: number | null }).n ?? 0) + 1;
  db.prepare('INSERT INTO milestones (project_id, iid, title, description, start_date, due_date, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    p.id,
    iid,
    values.title,
    values.description || null,
    values.start_date || null,
    values.due_date || null,
    'active',
    new Date().toISOString(),
  );
  return c.redirect(`${base}/${iid}`, 302);
}

/** What the new-issue form offers: the project's members as assignees, its milestones and labels. */
export function issueFormOptions(db: ReturnType<GitLabCtx['db']>, p: ProjectRow, user: UserRow) {
  const base = `/${p.full_path}/-/issues`;
  const members = db
    .prepare(`SELECT u.id, u.username, u.name FROM members m JOIN users u ON u.id = m.user_id
    WHERE m.source_type = 'project' AND m.source_id = ? ORDER BY lower(u.name)`)
    .all(p.id) as AssigneeOption[];
  const milestones = (db.prepare("SELECT title FROM milestones WHERE project_id = ? AND state = 'active' ORDER BY title").all(p.id) as { title: string }[]).map(
    (r) => r.title,
  );
  const labels = (db.prepare('SELECT title FROM labels WHERE project_id = ? ORDER BY lower(title)').all(p.id) as { title: string }[]).map((r) => r.title);
  return { action: base, cancel: `${base}/`, members, viewer: { id: user.id, username: user.username, name: user.name }, milestones, labels };
}

/**
 * "Create issue" (gitlab-replica.md 4.7): any signed-in user who can see the project. Title
 * required; the assignee must be a project member (the form offers only those; CE: one);
 * the due date is `YYYY-MM-DD`. Success: 302 to `P/-/issues/<iid>`; errors re-render the form.
 */
async function createIssue(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow): Promise<Response> {
  const db = ctx.db();
  const form = await c.req.parseBody({ all: true });
  const one = (k: string) => firstField(form, k) ?? '';
  const values = {
    title: one('issue[title]'),
    description: one('issue[description]'),
    due_date: one('issue[due_date]'),
    assignee_id: one('issue[assignee_ids][]'),
    confidential: one('issue[confidential]'),
    milestone: one('issue[milestone]'),
  };
  const labels = ([] as unknown[]).concat(form['issue[label_names][]'] ?? []).map(String);
  const errors: string[] = [];
  if (!values.title) errors.push("Title can't be blank");
  if (values.due_date && (!ISO_DATE.test(values.due_date) || Number.isNaN(Date.parse(values.due_date)))) errors.push('Due date is not a valid date');
  const assignee = Number(values.assignee_id) || null;
  if (assignee && accessLevel(db, p.id, assignee) === 0) errors.push('Assignee is not a member of this project');
  if (errors.length)
    return renderPage(c, user, {
      title: 'New Issue',
      project: projectRef(ctx, p, user),
      active: 'issues',
      flash: takeFlash(ctx, c),
      body: issueFormBody({ ...issueFormOptions(db, p, user), values, errors }),
    });
  const milestone = values.milestone
    ? (db.prepare('SELECT id FROM milestones WHERE project_id = ? AND title = ?').get(p.id, values.milestone) as { id: number } | undefined)
    : undefined;
  const iid = ((db.prepare('SELECT MAX(iid) AS n FROM issues WHERE project_id = ?').get(p.id) as { n: number | null }).n ?? 0) + 1;
  const now = new Date().toISOString();
  db.transaction(() => {
    const id = db
      .prepare(`INSERT INTO issues (project_id, iid, title, description, state, author_id, assignee_id, milestone_id, due_date, confidential, created_at, updated_at)
      VALUES (?, ?, ?, ?, 'opened', ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        p.id,
        iid,
        values.title,
        values.description || null,
        user.id,
        assignee,
        milestone?.id ?? null,
        values.due_date || null,
        values.confidential === '1' ? 1 : 0,
        now,
        now,
      ).lastInsertRowid;
    const link = db.prepare('INSERT INTO issue_labels (issue_id, label_id) SELECT ?, id FROM labels WHERE project_id = ? AND title = ?');
    for (const l of labels) link.run(id, p.id, l);
  })();
  return c.redirect(`/${p.full_path}/-/issues/${iid}`, 302);
}

/**
 * Whom an issue's sidebar may assign (gitlab-replica.md 4.7, catalog PARTICIPANT): the project's
 * members and the issue's participants (its author and current assignee), by name.
 */
export function assigneeCandidates(db: ReturnType<GitLabCtx['db']>, p: ProjectRow, issueId: number): AssigneeOption[] {
  return db
    .prepare(`SELECT u.id, u.username, u.name FROM users u WHERE u.id IN (
      SELECT user_id FROM members WHERE source_type = 'project' AND source_id = @pid
      UNION SELECT author_id FROM issues WHERE id = @iid UNION SELECT assignee_id FROM issues WHERE id = @iid AND assignee_id IS NOT NULL)
    ORDER BY lower(u.name)`)
    .all({ pid: p.id, iid: issueId }) as AssigneeOption[];
}

/**
 * The issue sidebar's assignee change (PUT via `_method`; Reporters and up): `issue[assignee_ids][]`
 * empty unassigns, else one id from {@link assigneeCandidates} (CE: the first of several wins,
 * as GitLab CE keeps one). Answers JSON `{ assignee }` or `{ message }` with 422.
 */
async function updateIssue(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, iid: number): Promise<Response> {
  const db = ctx.db();
  const issue = db.prepare('SELECT id FROM issues WHERE project_id = ? AND iid = ?').get(p.id, iid) as { id: number } | undefined;
  if (!issue || accessLevel(db, p.id, user.id) < 20) return notFound(c, user);
  const form = await c.req.parseBody({ all: true });
  if (String(form._method ?? '').toLowerCase() !== 'put') return notFound(c, user);
  const raw = String(([] as unknown[]).concat(form['issue[assignee_ids][]'] ?? '')[0] ?? '').trim();
  const id = raw === '' || raw === '0' ? null : Number(raw);
  const who = id === null ? undefined : assigneeCandidates(db, p, issue.id).find((u) => u.id === id);
  if (id !== null && !who) return c.json({ message: 'An error occurred while updating assignees.' }, 422);
  db.prepare('UPDATE issues SET assignee_id = ?, updated_at = ? WHERE id = ?').run(id, new Date().toISOString(), issue.id);
  return c.json({ assignee: who ? { username: who.username, name: who.name } : null });
}
