/**
 * Issue queries shared by the project list, the dashboard list, global search and the issue
 * page (gitlab-replica.md 4.6): state, labels (all must match), author, assignee (`None` =
 * unassigned), milestone, free-text search with GitLab's stemmed title-or-description rule,
 * and GitLab's sort keys.
 */
import type { Database } from 'better-sqlite3';
import { issueMatches } from '../lib/search';
import { canSee, projectById } from './queries';

export interface IssueFilter {
  projectId?: number;
  /** Only issues of projects this user can see. */
  viewerId: number;
  state?: 'opened' | 'closed' | 'all';
  labels?: string[];
  search?: string;
  assignee?: string;
  author?: string;
  milestone?: string;
  sort?: string;
}

export interface IssueRow {
  id: number;
  project_id: number;
  iid: number;
  title: string;
  description: string | null;
  state: 'opened' | 'closed';
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  due_date: string | null;
  confidential: number;
  author_username: string;
  author_name: string;
  assignee_username: string | null;
  assignee_name: string | null;
  milestone_title: string | null;
  full_path: string;
  labels: { title: string; color: string }[];
}

/** GitLab sort keys -> comparator over rows (default `created_date`: newest created first). */
const SORTS: Record<string, (a: IssueRow, b: IssueRow) => number> = {
  created_date: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  created_desc: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  created_asc: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  updated_desc: (a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
  updated_asc: (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
  title_asc: (a, b) => a.title.localeCompare(b.title),
  title_desc: (a, b) => b.title.localeCompare(a.title),
  due_date: (a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'),
};
export const SORT_NAMES: Record<string, string> = {
  created_date: 'Created date',
  created_asc: 'Created date (oldest)',
  updated_desc: 'Updated date',
  updated_asc: 'Updated date (oldest)',
  title_asc: 'Title',
  title_desc: 'Title (Z-A)',
  due_date: 'Due date',
};

const SELECT = `SELECT i.*, au.username AS author_username, au.name AS author_name, asg.username AS assignee_username, asg.name AS assignee_name,
  ms.title AS milestone_title, n.path || '/' || p.path AS full_path
  FROM issues i JOIN projects p ON p.id = i.project_id JOIN namespaces n ON n.id = p.namespace_id JOIN users au ON au.id = i.author_id
  LEFT JOIN users asg ON asg.id = i.assignee_id LEFT JOIN milestones ms ON ms.id = i.milestone_id`;

function withLabels(db: Database, rows: Omit<IssueRow, 'labels'>[]): IssueRow[] {
  const q = db.prepare('SELECT l.title, l.color FROM issue_labels il JOIN labels l ON l.id = il.label_id WHERE il.issue_id = ? ORDER BY l.title');
  return rows.map((r) => ({ ...r, labels: q.all(r.id) as { title: string; color: string }[] }));
}

/** Issues matching the filter, sorted; counts per state are computed on the same filter. */
export function listIssues(db: Database, f: IssueFilter): { rows: IssueRow[]; counts: { opened: number; closed: number; all: number } } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.projectId !== undefined) {
    where.push('i.project_id = ?');
    args.push(f.projectId);
  }
  if (f.assignee) {
    if (f.assignee.toLowerCase() === 'none') where.push('i.assignee_id IS NULL');
    else {
      where.push('asg.username = ? COLLATE NOCASE');
      args.push(f.assignee);
    }
  }
  if (f.author) {
    where.push('au.username = ? COLLATE NOCASE');
    args.push(f.author);
  }
  if (f.milestone) {
    where.push('ms.title = ?');
    args.push(f.milestone);
  }
  const all = db.prepare(`${SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`).all(...args) as Omit<IssueRow, 'labels'>[];
  const visible = new Map<number, boolean>();
  const seen = (pid: number) => {
    if (!visible.has(pid)) {
      const p = projectById(db, pid);
      visible.set(pid, !!p && canSee(db, p, f.viewerId));
    }
    return visible.get(pid)!;
  };
  const wanted = (f.labels ?? []).map((l) => l.toLowerCase());
  const matched = withLabels(
    db,
    all.filter((r) => seen(r.project_id) && issueMatches(f.search ?? '', r.title, r.description)),
  ).filter((r) => wanted.every((w) => r.labels.some((l) => l.title.toLowerCase() === w)));
  const counts = {
    opened: matched.filter((r) => r.state === 'opened').length,
    closed: matched.filter((r) => r.state === 'closed').length,
    all: matched.length,
  };
  const state = f.state ?? 'opened';
  const rows = matched.filter((r) => state === 'all' || r.state === state).sort(SORTS[f.sort ?? ''] ?? SORTS.created_date);
  return { rows, counts };
}

/** One issue by project and iid. */
export function issueByIid(db: Database, projectId: number, iid: number): IssueRow | undefined {
  const r = db.prepare(`${SELECT} WHERE i.project_id = ? AND i.iid = ?`).get(projectId, iid) as Omit<IssueRow, 'labels'> | undefined;
  return r ? withLabels(db, [r])[0] : undefined;
}
