/**
 * Write actions on a project (POST under `P/...`): `P/toggle_star` stars or unstars the project
 * for the signed-in user (the overview's Star button); `P/-/project_members` adds members from
 * the invite modal and `P/-/project_members/<user id>` removes one or changes their role; `P`
 * saves or deletes the project (Settings › General); `P/-/milestones` creates a milestone and
 * `P/-/issues` an issue. Unknown actions are the 404 page, as GitLab answers them.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { accessLevel, userById, type ProjectRow, type UserRow } from '../db/queries';
import { ROLES } from '../db/schema';
import { milestoneFormBody } from '../views/milestones';
import { issueFormBody, type AssigneeOption } from '../views/issue-form';
import { notFound, projectRef, renderPage } from './render';
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
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'project_members') return invite(ctx, c, user, p);
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'milestones') return createMilestone(ctx, c, user, p);
  if (rest.length === 2 && rest[0] === '-' && rest[1] === 'issues') return createIssue(ctx, c, user, p);
  if (rest.length === 3 && rest[0] === '-' && rest[1] === 'project_members' && /^\d+$/.test(rest[2])) return editMember(ctx, c, user, p, Number(rest[2]));
  return notFound(c, user);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Invite modal submit (gitlab-replica.md 4.3): existing users become direct members at once (no
 * pending state), with the chosen role (at most the inviter's own) and optional expiry. Answers
 * JSON: `{ message }`, 201 on success. Only Maintainers and Owners may invite (others: 404).
 */
async function invite(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow): Promise<Response> {
  const db = ctx.db();
  const mine = accessLevel(db, p.id, user.id);
  if (mine < 40) return notFound(c, user);
  const form = await c.req.parseBody({ all: true });
  const ids = ([] as unknown[]).concat(form['user_ids[]'] ?? []).map(Number).filter(Number.isInteger);
  const level = Number(form.access_level);
  const expires = String(form.expires_at ?? '').trim();
  const fail = (message: string) => c.json({ message }, 422);
  if (!ids.length) return fail('Please select members to invite.');
  if (!ROLES[level] || level > mine) return fail('Something went wrong: the role is not one you can grant.');
  if (expires && (!DATE.test(expires) || Number.isNaN(Date.parse(expires)))) return fail('Something went wrong: Expires at is not a valid date (YYYY-MM-DD).');
  if (expires && expires <= new Date().toISOString().slice(0, 10)) return fail('Something went wrong: Expires at cannot be a date in the past.');
  const errors: string[] = [];
  for (const id of ids) {
    const u = userById(db, id);
    if (!u) errors.push(`User ${id}: not found`);
    else if (accessLevel(db, p.id, id) > 0) errors.push(`${u.username}: Member already exists in ${p.name}`);
  }
  if (errors.length) return fail(`The following members couldn't be invited: ${errors.join('; ')}`);
  const now = new Date().toISOString();
  const ins = db.prepare('INSERT INTO members (source_type, source_id, user_id, access_level, created_at, created_by, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => { for (const id of ids) ins.run('project', p.id, id, level, now, user.id, expires || null); })();
  return c.json({ message: 'Members were successfully added' }, 201);
}

/**
 * A member row's edits (forms use Rails' `_method`): `delete` removes the member (optionally
 * unassigning their issues) and redirects to the members page with GitLab's notice; `put` sets
 * `member[access_level]` and answers JSON `{ role }`. Maintainers and Owners only (others: 404);
 * the project's owner and the viewer's own row cannot be edited here, and nobody grants more than
 * their own role.
 */
async function editMember(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, userId: number): Promise<Response> {
  const db = ctx.db();
  const mine = accessLevel(db, p.id, user.id);
  if (mine < 40) return notFound(c, user);
  const form = await c.req.parseBody();
  const method = String(form._method ?? '').toLowerCase();
  const row = db.prepare("SELECT access_level FROM members WHERE source_type = 'project' AND source_id = ? AND user_id = ?").get(p.id, userId) as { access_level: number } | undefined;
  const membersPage = `/${p.full_path}/-/project_members`;
  if (!row) return method === 'put' ? c.json({ message: 'Member not found' }, 404) : notFound(c, user);
  const locked = userId === user.id || userId === p.namespace_id || (row.access_level === 50 && mine < 50);
  if (method === 'delete') {
    if (locked) {
      setFlash(ctx, c, { kind: 'alert', text: 'You cannot remove this member.' });
      return c.redirect(membersPage, 302);
    }
    db.transaction(() => {
      db.prepare("DELETE FROM members WHERE source_type = 'project' AND source_id = ? AND user_id = ?").run(p.id, userId);
      if (form.unassign_issuables === '1') db.prepare('UPDATE issues SET assignee_id = NULL WHERE project_id = ? AND assignee_id = ?').run(p.id, userId);
    })();
    setFlash(ctx, c, { kind: 'notice', text: 'User was successfully removed from project.' });
    return c.redirect(membersPage, 302);
  }
  if (method === 'put') {
    const level = Number(form['member[access_level]']);
    if (locked) return c.json({ message: 'You cannot change the role of this member.' }, 403);
    if (!ROLES[level] || level > mine) return c.json({ message: "An error occurred while updating the member's role, please try again." }, 422);
    db.prepare("UPDATE members SET access_level = ? WHERE source_type = 'project' AND source_id = ? AND user_id = ?").run(level, p.id, userId);
    return c.json({ role: ROLES[level] });
  }
  return notFound(c, user);
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
    db.prepare('UPDATE projects SET name = ?, description = ?, last_activity_at = ? WHERE id = ?')
      .run(name, String(form['project[description]'] ?? '').trim() || null, new Date().toISOString(), p.id);
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
      for (const table of ['issues', 'labels', 'milestones', 'branches', 'commits', 'commit_refs', 'files', 'user_stars']) db.prepare(`DELETE FROM ${table} WHERE project_id = ?`).run(p.id);
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
  const valid = (d: string) => !d || (DATE.test(d) && !Number.isNaN(Date.parse(d)));
  if (!valid(values.start_date)) errors.push('Start date is not a valid date');
  if (!valid(values.due_date)) errors.push('Due date is not a valid date');
  if (!errors.length && values.start_date && values.due_date && values.due_date < values.start_date) errors.push('Due date must be greater than start date');
  if (db.prepare('SELECT 1 FROM milestones WHERE project_id = ? AND lower(title) = lower(?)').get(p.id, values.title)) errors.push('Title has already been taken');
  const base = `/${p.full_path}/-/milestones`;
  if (errors.length)
    return renderPage(c, user, { title: 'New Milestone', project: projectRef(ctx, p, user), active: 'issues', flash: takeFlash(ctx, c),
      body: milestoneFormBody({ action: base, cancel: base, values, errors }) });
  const iid = ((db.prepare('SELECT MAX(iid) AS n FROM milestones WHERE project_id = ?').get(p.id) as { n: number | null }).n ?? 0) + 1;
  db.prepare('INSERT INTO milestones (project_id, iid, title, description, start_date, due_date, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(p.id, iid, values.title, values.description || null, values.start_date || null, values.due_date || null, 'active', new Date().toISOString());
  return c.redirect(`${base}/${iid}`, 302);
}

/** What the new-issue form offers: the project's members as assignees, its milestones and labels. */
export function issueFormOptions(db: ReturnType<GitLabCtx['db']>, p: ProjectRow, user: UserRow) {
  const base = `/${p.full_path}/-/issues`;
  const members = db.prepare(`SELECT u.id, u.username, u.name FROM members m JOIN users u ON u.id = m.user_id
    WHERE m.source_type = 'project' AND m.source_id = ? ORDER BY lower(u.name)`).all(p.id) as AssigneeOption[];
  const milestones = (db.prepare("SELECT title FROM milestones WHERE project_id = ? AND state = 'active' ORDER BY title").all(p.id) as { title: string }[]).map((r) => r.title);
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
  const one = (k: string) => String(([] as unknown[]).concat(form[k] ?? '')[0] ?? '').trim();
  const values = {
    title: one('issue[title]'), description: one('issue[description]'), due_date: one('issue[due_date]'),
    assignee_id: one('issue[assignee_ids][]'), confidential: one('issue[confidential]'), milestone: one('issue[milestone]'),
  };
  const labels = ([] as unknown[]).concat(form['issue[label_names][]'] ?? []).map(String);
  const errors: string[] = [];
  if (!values.title) errors.push("Title can't be blank");
  if (values.due_date && (!DATE.test(values.due_date) || Number.isNaN(Date.parse(values.due_date)))) errors.push('Due date is not a valid date');
  const assignee = Number(values.assignee_id) || null;
  if (assignee && accessLevel(db, p.id, assignee) === 0) errors.push('Assignee is not a member of this project');
  if (errors.length)
    return renderPage(c, user, { title: 'New Issue', project: projectRef(ctx, p, user), active: 'issues', flash: takeFlash(ctx, c),
      body: issueFormBody({ ...issueFormOptions(db, p, user), values, errors }) });
  const milestone = values.milestone ? (db.prepare('SELECT id FROM milestones WHERE project_id = ? AND title = ?').get(p.id, values.milestone) as { id: number } | undefined) : undefined;
  const iid = ((db.prepare('SELECT MAX(iid) AS n FROM issues WHERE project_id = ?').get(p.id) as { n: number | null }).n ?? 0) + 1;
  const now = new Date().toISOString();
  db.transaction(() => {
    const id = db.prepare(`INSERT INTO issues (project_id, iid, title, description, state, author_id, assignee_id, milestone_id, due_date, confidential, created_at, updated_at)
      VALUES (?, ?, ?, ?, 'opened', ?, ?, ?, ?, ?, ?, ?)`).run(p.id, iid, values.title, values.description || null, user.id, assignee, milestone?.id ?? null,
      values.due_date || null, values.confidential === '1' ? 1 : 0, now, now).lastInsertRowid;
    const link = db.prepare('INSERT INTO issue_labels (issue_id, label_id) SELECT ?, id FROM labels WHERE project_id = ? AND title = ?');
    for (const l of labels) link.run(id, p.id, l);
  })();
  return c.redirect(`/${p.full_path}/-/issues/${iid}`, 302);
}
