/**
 * A project with what a project list row shows (GitLab's `shared/projects/_project.html.haml`):
 * the viewer's role and the open issue and merge request counts (issue 60).
 */
import type { Database } from 'better-sqlite3';
import { accessLevel, type ProjectRow } from './queries';

/** `access_level` is the viewer's (0: no role is drawn); counts are of opened items. */
export interface ListedProject extends ProjectRow {
  access_level: number;
  open_issues: number;
  open_mrs: number;
}

export function listedProject(db: Database, p: ProjectRow & { access_level?: number }, viewerId: number): ListedProject {
  const count = (table: string) => (db.prepare(`SELECT count(*) n FROM ${table} WHERE project_id = ? AND state = 'opened'`).get(p.id) as { n: number }).n;
  return { ...p, access_level: p.access_level ?? accessLevel(db, p.id, viewerId), open_issues: count('issues'), open_mrs: count('merge_requests') };
}
