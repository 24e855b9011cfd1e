/**
 * Creating projects and groups (gitlab-replica.md 4.4, 4.5): `GET /projects/new` and
 * `POST /projects` (blank, with or without a README, or from a built-in template), `GET
 * /groups/new` and `POST /groups`. Errors re-render the form, open, with what was typed and
 * GitLab's messages; success redirects with GitLab's flash.
 */
import { lastField } from '../../kit/form';
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import type { UserRow } from '../db/queries';
import { templateByKey, TEMPLATES } from '../db/templates';
import { commitFiles } from '../db/writes';
import { newGroupBody } from '../views/groups';
import { newProjectBody, type NewProjectValues } from '../views/new-project';
import { renderPage } from './render';
import { setFlash } from './session';

type Db = ReturnType<GitLabCtx['db']>;

/** Paths GitLab reserves at the top level (a group cannot take them). */
const RESERVED = new Set([
  '-',
  'admin',
  'api',
  'dashboard',
  'explore',
  'groups',
  'help',
  'new',
  'projects',
  'search',
  'snippets',
  'users',
  'public',
  'uploads',
  'assets',
]);
const PATH = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const PATH_ERROR = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'";
const validPath = (p: string) => PATH.test(p) && !/\.(git|atom)$/i.test(p);

/** Namespaces the user may create projects in: their own, then groups where they are Maintainer or Owner. */
function projectNamespaces(db: Db, user: UserRow): { id: number; path: string }[] {
  const own = db.prepare("SELECT id, path FROM namespaces WHERE kind = 'user' AND owner_id = ?").all(user.id) as { id: number; path: string }[];
  const groups = db
    .prepare(`SELECT n.id, n.path FROM namespaces n JOIN members m ON m.source_type = 'group' AND m.source_id = n.id AND m.user_id = ?
    WHERE n.kind = 'group' AND m.access_level >= 40 ORDER BY lower(n.path)`)
    .all(user.id) as { id: number; path: string }[];
  return [...own, ...groups];
}

export function newProjectPage(ctx: GitLabCtx, c: Context, user: UserRow, values: NewProjectValues = {}, errors: string[] = []): Response {
  const namespaces = projectNamespaces(ctx.db(), user);
  const preset = c.req.query('namespace_id');
  const v = { ...values, namespace_id: values.namespace_id ?? (namespaces.some((n) => String(n.id) === preset) ? preset : undefined) };
  return renderPage(c, user, {
    title: 'New Project',
    body: newProjectBody({ origin: ctx.origin(), namespaces, templates: TEMPLATES, values: v, errors, formOpen: errors.length > 0 }),
  });
}

/** The README GitLab writes for "Initialize repository with a README" (shortened). */
const initialReadme = (name: string) =>
  `# ${name}\n\n## Getting started\n\nThis project was created on GitLab. Add your files, or clone the repository and push an existing one.\n`;

export async function createProject(ctx: GitLabCtx, c: Context, user: UserRow): Promise<Response> {
  const db = ctx.db();
  const form = await c.req.parseBody({ all: true });
  const last = (k: string) => lastField(form, k) ?? '';
  const values: NewProjectValues = {
    name: last('project[name]'),
    path: last('project[path]'),
    namespace_id: last('project[namespace_id]'),
    visibility_level: last('project[visibility_level]') || '0',
    initialize_with_readme: last('project[initialize_with_readme]'),
    template_name: last('project[template_name]'),
    description: last('project[description]'),
  };
  const name = values.name!;
  const path =
    values.path ||
    name
      .replace(/\s+/g, '-')
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .replace(/^[-.]+/, '');
  const ns = projectNamespaces(db, user).find((n) => String(n.id) === values.namespace_id);
  const template = values.template_name ? templateByKey(values.template_name) : undefined;
  const errors: string[] = [];
  if (!name) errors.push("Name can't be blank");
  else if (!/^[\p{L}\p{N}_\p{Extended_Pictographic}][\p{L}\p{N}_\p{Extended_Pictographic}.+\- ]*$/u.test(name))
    errors.push("Name can contain only letters, digits, emojis, '_', '.', '+', dashes, or spaces. It must start with a letter, digit, emoji, or '_'.");
  if (!path) errors.push("Path can't be blank");
  else if (!validPath(path)) errors.push(`Path ${PATH_ERROR}`);
  if (!ns) errors.push('Namespace is not valid');
  if (!['0', '10', '20'].includes(values.visibility_level!)) errors.push('Visibility level is not included in the list');
  if (values.template_name && !template) errors.push('Template name is not a built-in template');
  if (ns && name && db.prepare('SELECT 1 FROM projects WHERE namespace_id = ? AND lower(name) = lower(?)').get(ns.id, name))
    errors.push('Name has already been taken');
  if (ns && path && db.prepare('SELECT 1 FROM projects WHERE namespace_id = ? AND path = ?').get(ns.id, path)) errors.push('Path has already been taken');
  if (errors.length) return newProjectPage(ctx, c, user, { ...values, path }, errors);

  const now = new Date().toISOString();
  const id = Math.max(100, ((db.prepare('SELECT MAX(id) AS n FROM projects').get() as { n: number | null }).n ?? 99) + 1);
  const author = { name: user.name, email: user.email };
  db.transaction(() => {
    db.prepare(`INSERT INTO projects (id, namespace_id, path, name, description, visibility, default_branch, stars, forks, created_at, last_activity_at)
      VALUES (?, ?, ?, ?, ?, ?, 'main', 0, 0, ?, ?)`).run(
      id,
      ns!.id,
      path,
      name,
      values.description || template?.description || null,
      Number(values.visibility_level),
      now,
      now,
    );
    db.prepare('INSERT INTO members (source_type, source_id, user_id, access_level, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)').run(
      'project',
      id,
      user.id,
      50,
      now,
      user.id,
    );
    if (template)
      commitFiles(
        db,
        id,
        'main',
        `Initialized from '${template.name}' project template`,
        `Initialized from '${template.name}' project template`,
        author,
        template.files,
      );
    else if (values.initialize_with_readme === '1')
      commitFiles(db, id, 'main', 'Initial commit', 'Initial commit', author, { 'README.md': initialReadme(name) });
    else db.prepare('INSERT INTO branches (project_id, name) VALUES (?, ?)').run(id, 'main');
  })();
  setFlash(ctx, c, { kind: 'notice', text: template ? 'The project was successfully imported.' : `Project '${name}' was successfully created.` });
  return c.redirect(`/${ns!.path}/${path}`, 302);
}

export function newGroupPage(
  ctx: GitLabCtx,
  c: Context,
  user: UserRow,
  values: { name?: string; path?: string; visibility_level?: string } = {},
  errors: string[] = [],
): Response {
  return renderPage(c, user, { title: 'New Group', body: newGroupBody({ origin: ctx.origin(), values, errors, formOpen: errors.length > 0 }) });
}

export async function createGroup(ctx: GitLabCtx, c: Context, user: UserRow): Promise<Response> {
  const db = ctx.db();
  const form = await c.req.parseBody();
  const values = {
    name: String(form['group[name]'] ?? '').trim(),
    path: String(form['group[path]'] ?? '').trim(),
    visibility_level: String(form['group[visibility_level]'] ?? '20'),
  };
  const path =
    values.path ||
    values.name
      .toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '');
  const errors: string[] = [];
  if (!values.name) errors.push("Name can't be blank");
  else if (!/^[\p{L}\p{N}_\p{Extended_Pictographic}][\p{L}\p{N}_\p{Extended_Pictographic}.\-() ]*$/u.test(values.name))
    errors.push("Name can contain only letters, digits, emojis, '_', '.', dash, space, parenthesis. It must start with letter, digit, emoji or '_'.");
  if (!path) errors.push("Group URL can't be blank");
  else if (!validPath(path)) errors.push(`Group URL ${PATH_ERROR}`);
  else if (RESERVED.has(path.toLowerCase()) || db.prepare('SELECT 1 FROM namespaces WHERE path = ?').get(path)) errors.push('Group URL has already been taken');
  if (!['0', '10', '20'].includes(values.visibility_level)) errors.push('Visibility level is not included in the list');
  if (errors.length) return newGroupPage(ctx, c, user, { ...values, path }, errors);
  const now = new Date().toISOString();
  db.transaction(() => {
    const id = (db.prepare('SELECT MAX(id) AS n FROM namespaces').get() as { n: number }).n + 1;
    db.prepare("INSERT INTO namespaces (id, path, name, kind, owner_id, visibility, created_at) VALUES (?, ?, ?, 'group', ?, ?, ?)").run(
      id,
      path,
      values.name,
      user.id,
      Number(values.visibility_level),
      now,
    );
    db.prepare('INSERT INTO members (source_type, source_id, user_id, access_level, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)').run(
      'group',
      id,
      user.id,
      50,
      now,
      user.id,
    );
  })();
  setFlash(ctx, c, { kind: 'notice', text: `Group '${values.name}' was successfully created.` });
  return c.redirect(`/${path}`, 302);
}
