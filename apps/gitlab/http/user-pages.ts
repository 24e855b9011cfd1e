/**
 * Profile pages (`/<username>`, `/users/<username>/<tab>`; gitlab-replica.md 4.12). Personal
 * projects are the user's namespace; contributed projects are those with commits by the user's
 * e-mail or issues by the user; only projects the viewer can see are listed.
 */
import type { Context } from 'hono';
import type { GitLabCtx } from '../context';
import { listedProject } from '../db/listed';
import { canSee, projectById, userByUsername, type ProjectRow, type UserRow } from '../db/queries';
import { profileBody, type ProfileTab } from '../views/profile';
import { notFound, renderPage } from './render';

const TABS: ProfileTab[] = ['overview', 'activity', 'groups', 'contributed', 'projects', 'starred', 'followers', 'following'];

export function userPage(ctx: GitLabCtx, c: Context, viewer: UserRow, username: string, tabName: string): Response {
  const db = ctx.db();
  const u = userByUsername(db, username);
  const tab = TABS.find((t) => t === tabName);
  if (!u || !tab) return notFound(c, viewer);
  const ids = (sql: string, ...args: unknown[]) => (db.prepare(sql).all(...args) as { id: number }[]).map((r) => r.id);
  const projectsOf = (list: number[]): ProjectRow[] =>
    [...new Set(list)]
      .map((id) => projectById(db, id)!)
      .filter((p) => p && canSee(db, p, viewer.id))
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  let projects: ProjectRow[] = [];
  if (tab === 'overview' || tab === 'projects') projects = projectsOf(ids('SELECT id FROM projects WHERE namespace_id = ?', u.id));
  if (tab === 'starred') projects = projectsOf(ids('SELECT project_id AS id FROM user_stars WHERE user_id = ?', u.id));
  if (tab === 'contributed')
    projects = projectsOf([
      ...ids('SELECT DISTINCT project_id AS id FROM commits WHERE lower(author_email) = lower(?)', u.email),
      ...ids('SELECT DISTINCT project_id AS id FROM issues WHERE author_id = ?', u.id),
    ]);
  const people = (sql: string) => db.prepare(sql).all(u.id) as { username: string; name: string }[];
  const followers = people('SELECT u.username, u.name FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followee_id = ? ORDER BY lower(u.username)');
  const following = people('SELECT u.username, u.name FROM follows f JOIN users u ON u.id = f.followee_id WHERE f.follower_id = ? ORDER BY lower(u.username)');
  return renderPage(c, viewer, {
    title: u.name,
    body: profileBody({
      user: u,
      self: u.id === viewer.id,
      followers: followers.length,
      following: following.length,
      tab,
      projects: projects.map((p) => listedProject(db, p, viewer.id)),
      people: tab === 'followers' ? followers : tab === 'following' ? following : [],
    }),
  });
}
