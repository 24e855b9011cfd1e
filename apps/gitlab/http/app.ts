/**
 * Routes of the GitLab replica's app listener (gitlab-replica.md 3): sign-in, dashboards,
 * search, profiles, the guarded settings paths (which exist, so a visit is observable), and
 * everything under `/<namespace>/<project>` (see `project.ts`). No reset or seed endpoint here:
 * those live on the loopback control listener.
 */
import { Hono, type Context } from 'hono';
import type { GitLabCtx } from '../context';
import { listIssues } from '../db/issues';
import { memberProjects, visibleProjects, type UserRow } from '../db/queries';
import { signInPage } from '../views/auth';
import { ASSET_PATHS, CLIENT_JS, STYLE } from '../views/assets';
import { placeholderBody, serverErrorPage } from '../views/errors';
import { listedProject } from '../db/listed';
import { projectsBody, type DashboardRow } from '../views/dashboard';
import { issueListBody } from '../views/issues';
import { searchAll } from '../db/search';
import { SEARCH_SCOPES, searchBody, type SearchScope } from '../views/search';
import { notFound, renderPage, send } from './render';
import { currentUser, safeReturn, signIn, signOut, takeFlash } from './session';
import { handleProjectOrUser } from './project';
import { createGroup, createProject, newGroupPage, newProjectPage } from './create';
import { groupsDashboardBody } from '../views/groups';
import { listQueryFrom, peopleOf } from './list-query';

type Handler = (c: Context, user: UserRow) => Response | Promise<Response>;

export function buildApp(ctx: GitLabCtx): Hono {
  const app = new Hono();
  const db = () => ctx.db();
  /** Signed-out requests go to the sign-in page and come back afterwards. */
  const authed = (fn: Handler) => async (c: Context) => {
    const user = currentUser(ctx, c);
    if (!user) {
      const url = new URL(c.req.url);
      return c.redirect(`/users/sign_in?return_to=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    return fn(c, user);
  };

  app.get('/users/sign_in', (c) => (currentUser(ctx, c) ? c.redirect('/', 302) : send(c, signInPage({ returnTo: c.req.query('return_to') }))));
  app.post('/users/sign_in', async (c) => {
    const form = await c.req.parseBody();
    const ok = signIn(ctx, c, String(form['user[login]'] ?? ''), String(form['user[password]'] ?? ''));
    if (!ok) return send(c, signInPage({ error: true, returnTo: String(form.return_to ?? '') || undefined }), 200);
    return c.redirect(safeReturn(String(form.return_to ?? '')), 302);
  });
  const out = (c: Context) => {
    signOut(ctx, c);
    return c.redirect('/users/sign_in', 302);
  };
  app.post('/users/sign_out', out);
  app.get('/users/sign_out', out);
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get(ASSET_PATHS.css, (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'max-age=86400' }));
  app.get(ASSET_PATHS.js, (c) => c.body(CLIENT_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=86400' }));

  const dashboard =
    (tab: 'your' | 'starred'): Handler =>
    (c, user) => {
      const filter = (c.req.query('name') ?? '').trim();
      const all = memberProjects(db(), user.id);
      const starredIds = new Set(
        (db().prepare('SELECT project_id FROM user_stars WHERE user_id = ?').all(user.id) as { project_id: number }[]).map((r) => r.project_id),
      );
      const starred = visibleProjects(db(), user.id)
        .filter((p) => starredIds.has(p.id))
        .map((p) => ({ ...p, access_level: all.find((m) => m.id === p.id)?.access_level ?? 0 }));
      const rows: DashboardRow[] = (tab === 'starred' ? starred : all)
        .filter((p) => !filter || p.name.toLowerCase().includes(filter.toLowerCase()))
        .map((p) => listedProject(db(), p, user.id));
      return renderPage(c, user, {
        title: 'Projects',
        flash: takeFlash(ctx, c),
        body: projectsBody({ rows, starredCount: starred.length, total: all.length, tab, filter }),
      });
    };
  app.get('/', authed(dashboard('your')));
  app.get('/dashboard/projects', authed(dashboard('your')));
  app.get('/dashboard/projects/starred', authed(dashboard('starred')));

  app.get(
    '/dashboard/issues',
    authed((c, user) => {
      const q = listQueryFrom(c);
      const hasFilter = !!(q.labels.length || q.search || q.author || q.assignee || c.req.query('milestone_title'));
      const { rows, counts } = listIssues(db(), {
        viewerId: user.id,
        state: q.state,
        labels: q.labels,
        search: q.search,
        author: q.author,
        assignee: q.assignee,
        sort: q.sort,
        milestone: c.req.query('milestone_title') || undefined,
      });
      return renderPage(c, user, {
        title: 'Issues',
        body: issueListBody({
          heading: 'Issues',
          base: '/dashboard/issues',
          q: { ...q, scope: c.req.query('scope') || 'all' },
          rows: hasFilter ? rows : [],
          counts,
          labels: [...new Set((db().prepare('SELECT DISTINCT title FROM labels ORDER BY title').all() as { title: string }[]).map((r) => r.title))],
          people: peopleOf(db()),
          projectList: false,
          emptyText: hasFilter ? undefined : 'Please select at least one filter to see results',
        }),
      });
    }),
  );
  app.get(
    '/dashboard/groups',
    authed((c, user) => {
      const rows = db()
        .prepare(`SELECT n.id, n.path, n.name, n.visibility, n.description, m.access_level,
      (SELECT count(*) FROM members x WHERE x.source_type = 'group' AND x.source_id = n.id) AS members
      FROM namespaces n JOIN members m ON m.source_type = 'group' AND m.source_id = n.id AND m.user_id = ? WHERE n.kind = 'group' ORDER BY lower(n.name)`)
        .all(user.id) as Parameters<typeof groupsDashboardBody>[0];
      return renderPage(c, user, { title: 'Groups', flash: takeFlash(ctx, c), body: groupsDashboardBody(rows) });
    }),
  );
  app.get(
    '/projects/new',
    authed((c, user) => newProjectPage(ctx, c, user)),
  );
  app.post(
    '/projects',
    authed((c, user) => createProject(ctx, c, user)),
  );
  app.get(
    '/groups/new',
    authed((c, user) => newGroupPage(ctx, c, user)),
  );
  app.post(
    '/groups',
    authed((c, user) => createGroup(ctx, c, user)),
  );
  for (const [path, title] of [
    ['/dashboard/merge_requests', 'Merge requests'],
    ['/dashboard/todos', 'To-Do List'],
    ['/dashboard/milestones', 'Milestones'],
    ['/dashboard/activity', 'Activity'],
    ['/dashboard/snippets', 'Snippets'],
    ['/help', 'Help'],
  ] as const)
    app.get(
      path,
      authed((c, user) => renderPage(c, user, { title, body: placeholderBody(title, '') })),
    );

  // User search of the invite modal: username or name, case-insensitive; members of the project or group flagged.
  app.get(
    '/-/autocomplete/users.json',
    authed((c) => {
      const q = `%${(c.req.query('search') ?? '').trim()}%`;
      const [type, sourceId] = c.req.query('group_id') ? ['group', Number(c.req.query('group_id'))] : ['project', Number(c.req.query('project_id'))];
      const rows = db()
        .prepare(`SELECT u.id, u.username, u.name, EXISTS (SELECT 1 FROM members m WHERE m.source_type = ? AND m.source_id = ? AND m.user_id = u.id) AS member
      FROM users u WHERE u.username LIKE ? OR u.name LIKE ? ORDER BY lower(u.username) LIMIT 20`)
        .all(type, sourceId, q, q) as { id: number; username: string; name: string; member: number }[];
      return c.json(
        rows.map((r) => ({ ...r, member: r.member === 1 })),
        200,
        { 'Cache-Control': 'no-store' },
      );
    }),
  );
  app.get(
    '/search',
    authed((c, user) => {
      const q = (c.req.query('search') ?? '').trim();
      const asked = c.req.query('scope') ?? '';
      const scope: SearchScope = (SEARCH_SCOPES as readonly string[]).includes(asked) ? (asked as SearchScope) : 'projects';
      const found = searchAll(db(), user.id, q);
      const projects = found.projects.map((p) => listedProject(db(), p, user.id));
      return renderPage(c, user, { title: 'Search', body: searchBody({ q, scope, ...found, projects }) });
    }),
  );

  // Guarded pages: they exist (the policies read only the visited URL), the admin area is a 404.
  const traps: [string, string, string][] = [
    ['/-/profile', 'User Settings', 'Edit your profile: name, status, avatar and public e-mail.'],
    ['/-/profile/*', 'User Settings', 'Personal settings of your account.'],
    ['/explore', 'Explore projects', 'Discover projects, groups and snippets.'],
    ['/explore/*', 'Explore', 'Discover projects, groups and snippets.'],
    ['/snippets/new', 'New snippet', 'Snippets are small pieces of code or notes.'],
  ];
  for (const [path, title, intro] of traps)
    app.get(
      path,
      authed((c, user) => renderPage(c, user, { title, body: placeholderBody(title, intro) })),
    );
  app.all(
    '/admin',
    authed((c, user) => notFound(c, user)),
  );
  app.all(
    '/admin/*',
    authed((c, user) => notFound(c, user)),
  );

  // A handler that throws is GitLab's 500 page (never a stack trace); the failure goes to stderr for whoever runs the replica.
  app.onError((err, c) => {
    console.error(`gitlab replica: ${c.req.method} ${new URL(c.req.url).pathname}: ${err instanceof Error ? err.stack : String(err)}`);
    let user: UserRow | undefined;
    try {
      user = currentUser(ctx, c);
    } catch {
      user = undefined;
    } // the database may be what failed
    return send(c, serverErrorPage(user), 500);
  });

  app.get(
    '*',
    authed((c, user) => handleProjectOrUser(ctx, c, user)),
  );
  app.post(
    '*',
    authed((c, user) => handleProjectOrUser(ctx, c, user)),
  );
  app.all(
    '*',
    authed((c, user) => notFound(c, user)),
  );
  return app;
}
