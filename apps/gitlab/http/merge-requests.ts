/**
 * Merge request routes of a project (gitlab-replica.md 4.8): `P/-/merge_requests` (list
 * by state), `P/-/merge_requests/new` (the compare step until both branches are chosen and
 * differ; then the form), `POST P/-/merge_requests` (create; GitLab's errors re-render the form)
 * and `P/-/merge_requests/<iid>`. Reporters and up create (others: 404). Source and target are
 * branches of the same project (no forks in the replica).
 */
import { firstField, lastField } from '../../kit/form';
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { accessLevel, branches, commitsOn, type ProjectRow, type UserRow } from '../db/queries';
import {
  compareStepBody,
  mergeRequestFormBody,
  mergeRequestListBody,
  mergeRequestPageBody,
  type MergeRequestRow,
  type UserOption,
} from '../views/merge-requests';
import { notFound, projectRef, renderPage } from './render';
import { takeFlash } from './session';

type Db = ReturnType<GitLabCtx['db']>;

const SELECT = `SELECT mr.*, au.username AS author_username, au.name AS author_name, asg.username AS assignee_username, asg.name AS assignee_name,
  rv.username AS reviewer_username, rv.name AS reviewer_name, ms.title AS milestone_title
  FROM merge_requests mr JOIN users au ON au.id = mr.author_id LEFT JOIN users asg ON asg.id = mr.assignee_id LEFT JOIN users rv ON rv.id = mr.reviewer_id
  LEFT JOIN milestones ms ON ms.id = mr.milestone_id`;

function members(db: Db, p: ProjectRow): UserOption[] {
  return db
    .prepare(
      `SELECT u.id, u.username, u.name FROM members m JOIN users u ON u.id = m.user_id WHERE m.source_type = 'project' AND m.source_id = ? ORDER BY lower(u.name)`,
    )
    .all(p.id) as UserOption[];
}

/** A branch name as GitLab titles a new MR from it: separators to spaces, first letter up. */
const humanise = (branch: string) => {
  const s = branch.replace(/[-_/]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** Commits on `source` that `target` lacks, newest first. */
function newCommits(db: Db, p: ProjectRow, source: string, target: string) {
  const onTarget = new Set(commitsOn(db, p.id, target).map((c) => c.sha));
  return commitsOn(db, p.id, source).filter((c) => !onTarget.has(c.sha));
}

/** GitLab's branch checks, in its words; empty when the pair is valid. */
function branchErrors(db: Db, p: ProjectRow, source: string, target: string): string[] {
  const known = new Set(branches(db, p.id));
  const errors: string[] = [];
  if (!known.has(source)) errors.push('Source branch does not exist');
  if (!known.has(target)) errors.push('Target branch does not exist');
  if (!errors.length && source === target) errors.push("Validate branches You can't use same project/branch for source and target");
  if (!errors.length) {
    const open = db
      .prepare("SELECT iid FROM merge_requests WHERE project_id = ? AND source_branch = ? AND target_branch = ? AND state = 'opened'")
      .get(p.id, source, target) as { iid: number } | undefined;
    if (open) errors.push(`Another open merge request already exists for this source branch: !${open.iid}`);
  }
  return errors;
}

function formOptions(db: Db, p: ProjectRow, user: UserRow, source: string, target: string) {
  return {
    fullPath: p.full_path,
    source,
    target,
    members: members(db, p),
    viewer: { id: user.id, username: user.username, name: user.name },
    milestones: (db.prepare("SELECT title FROM milestones WHERE project_id = ? AND state = 'active' ORDER BY title").all(p.id) as { title: string }[]).map(
      (r) => r.title,
    ),
    labels: (db.prepare('SELECT title FROM labels WHERE project_id = ? ORDER BY lower(title)').all(p.id) as { title: string }[]).map((r) => r.title),
    commits: newCommits(db, p, source, target),
  };
}

export function mergeRequestRoute(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, tail: string[]): Response | Promise<Response> {
  const db = ctx.db();
  const access = accessLevel(db, p.id, user.id);
  const base = `/${p.full_path}/-/merge_requests`;
  const render = (title: string, body: Parameters<typeof renderPage>[2]['body']) =>
    renderPage(c, user, { title, project: projectRef(ctx, p, user), active: 'merge_requests', body, flash: takeFlash(ctx, c) });
  const root = tail.length === 0 || (tail.length === 1 && tail[0] === '');
  if (c.req.method === 'POST') return root && access >= 20 ? create(ctx, c, user, p) : notFound(c, user);
  if (root) {
    const state = (['opened', 'merged', 'closed', 'all'] as const).find((s) => s === c.req.query('state')) ?? 'opened';
    const all = db.prepare(`${SELECT} WHERE mr.project_id = ? ORDER BY mr.created_at DESC, mr.iid DESC`).all(p.id) as MergeRequestRow[];
    const counts = { opened: 0, merged: 0, closed: 0, all: all.length } as Record<string, number>;
    for (const r of all) counts[r.state]++;
    return render(
      'Merge requests',
      mergeRequestListBody({ base, state, rows: all.filter((r) => state === 'all' || r.state === state), counts, canCreate: access >= 20 }),
    );
  }
  if (tail.length === 1 && tail[0] === 'new') {
    if (access < 20) return notFound(c, user);
    const source = (c.req.query('merge_request[source_branch]') ?? '').trim();
    const target = (c.req.query('merge_request[target_branch]') ?? '').trim() || (source ? p.default_branch : '');
    const all = branches(db, p.id);
    const errors = source && target ? branchErrors(db, p, source, target) : [];
    if (!source || !target || c.req.query('change_branches') === 'true' || errors.length)
      return render(
        'New merge request',
        compareStepBody({ fullPath: p.full_path, branches: all, source, target: target || p.default_branch, error: errors[0] }),
      );
    const commits = newCommits(db, p, source, target);
    return render(
      'New merge request',
      mergeRequestFormBody({
        ...formOptions(db, p, user, source, target),
        values: { title: commits.length === 1 ? commits[0].title : humanise(source) },
        errors: [],
      }),
    );
  }
  const mr =
    tail.length === 1 && /^\d+$/.test(tail[0])
      ? (db.prepare(`${SELECT} WHERE mr.project_id = ? AND mr.iid = ?`).get(p.id, Number(tail[0])) as MergeRequestRow | undefined)
      : undefined;
  if (!mr) return notFound(c, user);
  return render(`${mr.title} (!${mr.iid})`, mergeRequestPageBody(mr, { fullPath: p.full_path }));
}

/**
 * "Create merge request": title required, branches valid and without an open MR for the same
 * pair, assignee and reviewer (one each, CE) among the project's members. Success: 302 to the MR
 * page; errors re-render the form with what was typed (status 200).
 */
async function create(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow): Promise<Response> {
  const db = ctx.db();
  const form = await c.req.parseBody({ all: true });
  const last = (k: string) => lastField(form, k) ?? '';
  const first = (k: string) => firstField(form, k) ?? '';
  const source = last('merge_request[source_branch]');
  const target = last('merge_request[target_branch]');
  const values = {
    title: last('merge_request[title]'),
    description: last('merge_request[description]'),
    draft: last('merge_request[draft]'),
    assignee_id: first('merge_request[assignee_ids][]'),
    reviewer_id: first('merge_request[reviewer_ids][]'),
    milestone: last('merge_request[milestone]'),
    force_remove_source_branch: last('merge_request[force_remove_source_branch]'),
    squash: last('merge_request[squash]'),
  };
  const labels = ([] as unknown[]).concat(form['merge_request[label_names][]'] ?? []).map(String);
  const people = new Map(members(db, p).map((m) => [String(m.id), m]));
  const errors = branchErrors(db, p, source, target);
  if (!values.title) errors.push("Title can't be blank");
  for (const [k, name] of [
    ['assignee_id', 'Assignee'],
    ['reviewer_id', 'Reviewer'],
  ] as const)
    if (values[k] && values[k] !== '0' && !people.has(values[k])) errors.push(`${name} is not a member of this project`);
  if (errors.length) {
    const known = new Set(branches(db, p.id));
    if (!known.has(source) || !known.has(target))
      return renderPage(c, user, {
        title: 'New merge request',
        project: projectRef(ctx, p, user),
        active: 'merge_requests',
        body: compareStepBody({
          fullPath: p.full_path,
          branches: [...known],
          source: known.has(source) ? source : '',
          target: known.has(target) ? target : p.default_branch,
          error: errors[0],
        }),
      });
    return renderPage(c, user, {
      title: 'New merge request',
      project: projectRef(ctx, p, user),
      active: 'merge_requests',
      body: mergeRequestFormBody({ ...formOptions(db, p, user, source, target), values, errors }),
    });
  }
  const milestone = values.milestone
    ? (db.prepare('SELECT id FROM milestones WHERE project_id = ? AND title = ?').get(p.id, values.milestone) as { id: number } | undefined)
    : undefined;
  const iid = ((db.prepare('SELECT MAX(iid) AS n FROM merge_requests WHERE project_id = ?').get(p.id) as { n: number | null }).n ?? 0) + 1;
  const now = new Date().toISOString();
  const id = (v: string) => (v && v !== '0' ? Number(v) : null);
  db.transaction(() => {
    const mrId = db
      .prepare(`INSERT INTO merge_requests (project_id, iid, title, description, state, draft, author_id, assignee_id, reviewer_id, milestone_id, source_branch, target_branch,
      force_remove_source_branch, squash, created_at, updated_at) VALUES (?, ?, ?, ?, 'opened', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        p.id,
        iid,
        values.title,
        values.description || null,
        values.draft === '1' ? 1 : 0,
        user.id,
        id(values.assignee_id),
        id(values.reviewer_id),
        milestone?.id ?? null,
        source,
        target,
        values.force_remove_source_branch === '0' ? 0 : 1,
        values.squash === '1' ? 1 : 0,
        now,
        now,
      ).lastInsertRowid;
    const link = db.prepare('INSERT INTO merge_request_labels (merge_request_id, label_id) SELECT ?, id FROM labels WHERE project_id = ? AND title = ?');
    for (const l of labels) link.run(mrId, p.id, l);
  })();
  return c.redirect(`/${p.full_path}/-/merge_requests/${iid}`, 302);
}
