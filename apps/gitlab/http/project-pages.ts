/**
 * The pages of one project (`P/...`, gitlab-replica.md 3 and 4). `rest` is the path after
 * `/<namespace>/<project>`, already split and decoded.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { issueByIid, listIssues } from '../db/issues';
import { branches, commitsOn, filesOn, splitRef, userByEmail, type ProjectRow, type UserRow } from '../db/queries';
import { placeholderBody } from '../views/errors';
import { issueListBody, issuePageBody } from '../views/issues';
import { overviewBody } from '../views/project';
import { blobBody, branchesBody, commitsBody, treeBody } from '../views/repo';
import { contributorCards, contributorsBody } from '../views/graphs';
import { labelsBody } from '../views/labels';
import { generalSettingsBody } from '../views/settings';
import { milestoneFormBody, milestoneListBody, milestonePageBody, type MilestoneRow } from '../views/milestones';
import { issueFormBody } from '../views/issue-form';
import { editorBody } from '../views/editor';
import { assigneeCandidates, issueFormOptions, projectSource } from './project-actions';
import { membersPageBody } from './member-actions';
import { mergeRequestRoute } from './merge-requests';
import { listQueryFrom, peopleOf } from './list-query';
import { notFound, projectRef, renderPage } from './render';
import { takeFlash } from './session';

/** Project pages that exist only as places (the policies read their paths). */
const PLACES: Record<string, string> = {
  pipelines: 'Pipelines',
  jobs: 'Jobs',
  environments: 'Environments',
  wikis: 'Wiki',
  snippets: 'Snippets',
  boards: 'Issue boards',
  tags: 'Tags',
  security: 'Security & Compliance',
  packages: 'Package Registry',
  clusters: 'Kubernetes clusters',
  incidents: 'Incidents',
  network: 'Graph',
  compare: 'Compare revisions',
  value_stream_analytics: 'Value Stream Analytics',
  starrers: 'Starrers',
  forks: 'Forks',
  find_file: 'Find file',
  ide: 'Web IDE',
  commit: 'Commit',
};
const SETTINGS: Record<string, string> = {
  repository: 'Repository Settings',
  ci_cd: 'CI/CD Settings',
  merge_requests: 'Merge requests',
  integrations: 'Integrations',
  access_tokens: 'Project Access Tokens',
  operations: 'Monitor Settings',
};

export function projectPage(ctx: GitLabCtx, c: Context, user: UserRow, p: ProjectRow, rest: string[]): Response | Promise<Response> {
  const db = ctx.db();
  const ref = projectRef(ctx, p, user);
  const render = (title: string, active: string, body: Parameters<typeof renderPage>[2]['body']) =>
    renderPage(c, user, { title, project: ref, active, body, flash: takeFlash(ctx, c) });
  const profileOf = (email: string) => userByEmail(db, email)?.username;
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
    const head = commitsOn(db, p.id, p.default_branch);
    const files = filesOn(db, p, p.default_branch);
    const starred = !!db.prepare('SELECT 1 FROM user_stars WHERE user_id = ? AND project_id = ?').get(user.id, p.id);
    return render(
      p.name,
      'overview',
      overviewBody({
        p,
        origin: ctx.origin(),
        starred,
        commits: head.length,
        branches: branches(db, p.id).length,
        files: [...files.keys()].sort(),
        readme: files.get('README.md'),
        lastCommit: head[0],
      }),
    );
  }
  if (rest[0] === 'activity') return render('Activity', 'info', placeholderBody('Activity', `${p.name} activity`));
  if (rest[0] === 'edit') {
    if (ref.access < 40) return notFound(c, user);
    return render(
      'General',
      'settings',
      generalSettingsBody({ name: p.name, id: p.id, description: p.description, path: p.path, fullPath: p.full_path, canDelete: ref.access >= 50 }),
    );
  }
  if (rest[0] !== '-') return notFound(c, user);
  const [section, ...tail] = rest.slice(1);
  switch (section) {
    case 'issues': {
      if (tail.length === 0 || (tail.length === 1 && tail[0] === '')) {
        const q = listQueryFrom(c);
        const { rows, counts } = listIssues(db, {
          projectId: p.id,
          viewerId: user.id,
          state: q.state,
          labels: q.labels,
          search: q.search,
          author: q.author,
          assignee: q.assignee,
          sort: q.sort,
        });
        const labels = (db.prepare('SELECT title FROM labels WHERE project_id = ? ORDER BY lower(title)').all(p.id) as { title: string }[]).map((r) => r.title);
        return render(
          'Issues',
          'issues',
          issueListBody({
            heading: 'Issues',
            base: `/${p.full_path}/-/issues/`,
            q,
            rows,
            counts,
            labels,
            people: peopleOf(db, p.id),
            projectList: true,
            newIssueHref: `/${p.full_path}/-/issues/new`,
          }),
        );
      }
      if (tail.length === 1 && tail[0] === 'new') {
        return render('New Issue', 'issues', issueFormBody({ ...issueFormOptions(db, p, user), values: {}, errors: [] }));
      }
      const iid = Number(tail[0]);
      const issue = tail.length === 1 && Number.isInteger(iid) ? issueByIid(db, p.id, iid) : undefined;
      if (!issue) return notFound(c, user);
      return render(
        `${issue.title} (#${issue.iid})`,
        'issues',
        issuePageBody(issue, {
          canEdit: ref.access >= 20,
          assign: { candidates: assigneeCandidates(db, p, issue.id), viewerId: user.id, updateUrl: `/${p.full_path}/-/issues/${issue.iid}` },
        }),
      );
    }
    case 'milestones': {
      const base = `/${p.full_path}/-/milestones`;
      if (tail.length === 0 || (tail.length === 1 && tail[0] === '')) {
        const rows = db
          .prepare('SELECT iid, title, description, start_date, due_date, state FROM milestones WHERE project_id = ? ORDER BY due_date IS NULL, due_date, iid')
          .all(p.id) as MilestoneRow[];
        return render('Milestones', 'issues', milestoneListBody({ base, rows, canCreate: ref.access >= 20 }));
      }
      if (tail.length === 1 && tail[0] === 'new') {
        if (ref.access < 20) return notFound(c, user);
        return render('New Milestone', 'issues', milestoneFormBody({ action: base, cancel: base, values: {}, errors: [] }));
      }
      const m =
        tail.length === 1 && /^\d+$/.test(tail[0])
          ? (db
              .prepare('SELECT iid, title, description, start_date, due_date, state FROM milestones WHERE project_id = ? AND iid = ?')
              .get(p.id, Number(tail[0])) as MilestoneRow | undefined)
          : undefined;
      if (!m) return notFound(c, user);
      return render(m.title, 'issues', milestonePageBody(m, { listHref: base, canEdit: ref.access >= 20 }));
    }
    case 'merge_requests':
      return mergeRequestRoute(ctx, c, user, p, tail);
    case 'project_members':
      return render('Members', 'members', membersPageBody(ctx, projectSource(p), user));
    case 'commits': {
      if (tail.length === 0 || tail.join('/') === '') return c.redirect(`/${p.full_path}/-/commits/${p.default_branch}`, 302);
      const at = splitRef(db, p, tail.join('/'));
      if (!at) return notFound(c, user);
      const all = commitsOn(db, p.id, at.ref);
      const author = (c.req.query('author') ?? '').trim();
      const search = (c.req.query('search') ?? '').trim().toLowerCase();
      const commits = all.filter(
        (x) =>
          (!author || x.author_name.toLowerCase() === author.toLowerCase() || x.author_email.toLowerCase() === author.toLowerCase()) &&
          (!search || x.title.toLowerCase().includes(search)),
      );
      const authors = [...new Set(all.map((x) => x.author_name))].sort((a, b) => a.localeCompare(b));
      return render(
        `Commits · ${at.ref}`,
        'commits',
        commitsBody({
          p,
          ref: at.ref,
          branches: branches(db, p.id),
          commits,
          authors,
          author,
          search: c.req.query('search') ?? '',
          page: Math.max(1, Number(c.req.query('page')) || 1),
          profileOf,
        }),
      );
    }
    case 'tree':
    case 'blob': {
      const at = splitRef(db, p, tail.join('/') || 'HEAD');
      if (!at) return notFound(c, user);
      const files = filesOn(db, p, at.ref);
      const dir = at.path.replace(/\/+$/, '');
      if (section === 'blob' || files.has(dir)) {
        const content = files.get(dir);
        if (content === undefined) return c.redirect(`/${p.full_path}/-/tree/${at.ref}`, 302);
        return render(dir, 'files', blobBody({ p, ref: at.ref, path: dir, content, canEdit: ref.access >= 30 }));
      }
      const prefix = dir ? `${dir}/` : '';
      const entries = new Map<string, 'tree' | 'blob'>();
      for (const f of files.keys())
        if (f.startsWith(prefix)) {
          const [head, ...more] = f.slice(prefix.length).split('/');
          entries.set(head, more.length ? 'tree' : 'blob');
        }
      if (dir && !entries.size) return notFound(c, user);
      const list = [...entries]
        .map(([name, kind]) => ({ name, kind }))
        .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'tree' ? -1 : 1));
      return render(
        `Files · ${at.ref}`,
        'files',
        treeBody({ p, ref: at.ref, dir, branches: branches(db, p.id), entries: list, last: commitsOn(db, p.id, at.ref)[0] }),
      );
    }
    case 'edit': {
      const at = splitRef(db, p, tail.join('/'));
      const content = at ? filesOn(db, p, at.ref).get(at.path) : undefined;
      if (!at || content === undefined || ref.access < 30) return notFound(c, user);
      return render(`Edit ${at.path}`, 'files', editorBody({ fullPath: p.full_path, ref: at.ref, path: at.path, content }));
    }
    case 'raw': {
      const at = splitRef(db, p, tail.join('/'));
      const content = at ? filesOn(db, p, at.ref).get(at.path) : undefined;
      if (content === undefined) return notFound(c, user);
      return c.body(content, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
    }
    case 'branches': {
      const search = (c.req.query('search') ?? '').trim().toLowerCase();
      const rows = branches(db, p.id)
        .filter((b) => !search || b.toLowerCase().includes(search))
        .map((name) => ({ name, last: commitsOn(db, p.id, name)[0] }));
      return render('Branches', 'branches', branchesBody({ p, rows, search: c.req.query('search') ?? '' }));
    }
    case 'graphs': {
      const charts = tail.at(-1) === 'charts';
      const at = splitRef(db, p, (charts ? tail.slice(0, -1) : tail).join('/') || 'HEAD');
      if (!at || at.path) return notFound(c, user);
      if (charts) return render('Repository Analytics', 'analytics', placeholderBody('Repository Analytics', `Commit statistics for ${at.ref}`));
      return render(
        `Contributors · ${at.ref}`,
        'contributors',
        contributorsBody({ p, ref: at.ref, branches: branches(db, p.id), cards: contributorCards(commitsOn(db, p.id, at.ref)), profileOf }),
      );
    }
    case 'labels': {
      const rows = db
        .prepare(`SELECT l.title, l.color, (SELECT count(*) FROM issue_labels il JOIN issues i ON i.id = il.issue_id WHERE il.label_id = l.id AND i.state = 'opened') AS open_issues
        FROM labels l WHERE l.project_id = ? ORDER BY lower(l.title)`)
        .all(p.id) as { title: string; color: string; open_issues: number }[];
      return render('Labels', 'info', labelsBody(p, rows));
    }
    case 'settings': {
      const title = SETTINGS[tail[0] ?? ''];
      if (!title || ref.access < 40) return notFound(c, user);
      return render(title, 'settings', placeholderBody(title, ''));
    }
    default: {
      const title = PLACES[section ?? ''];
      return title ? render(title, section, placeholderBody(title, '')) : notFound(c, user);
    }
  }
}
