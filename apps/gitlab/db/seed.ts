/**
 * Builds the GitLab seed into an empty database (facts from gitlab-seed.md). Ids are
 * deterministic: users keep their live ids, namespaces and projects are numbered in seed order,
 * commit SHAs are hashes of project and position.
 */
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { schemaSql, VISIBILITY } from './schema';
import { BYTEBLAZE_PASSWORD, FOLLOWS, USERS } from './seed-people';
import { PROJECTS } from './seed-projects';
import { ISSUES } from './seed-issues';
import { HISTORIES, OWN_PROJECT_COMMITS, type CommitRun } from './seed-commits';
import { FILES, readme } from './seed-files';

const SEED_TIME = '2023-03-27T19:50:00Z';
const VERBS = ['Update', 'Fix', 'Add', 'Improve', 'Refactor', 'Tidy', 'Document', 'Adjust', 'Clarify', 'Rework'];
const OBJECTS = ['README', 'styles', 'build script', 'navigation', 'tests', 'links', 'layout', 'examples', 'typos', 'configuration', 'footer', 'templates'];

/** Deterministic 40-hex SHA of a commit (project path + position). */
export const commitSha = (project: string, seq: number) => createHash('sha1').update(`${project}#${seq}`).digest('hex');

export function buildSeed(db: Database): void {
  db.exec(schemaSql);
  const insUser = db.prepare(`INSERT INTO users (id, username, name, email, public_email, location, organization, is_admin, password, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const u of USERS)
    insUser.run(
      u.id,
      u.username,
      u.name,
      u.email ?? `${u.username.toLowerCase()}@example.com`,
      u.public_email ?? null,
      u.location ?? null,
      u.organization ?? null,
      u.is_admin ? 1 : 0,
      u.username === 'byteblaze' ? BYTEBLAZE_PASSWORD : null,
      u.created_at ?? '2023-03-23T18:00:00Z',
    );
  const userId = (name: string): number => {
    const row = db.prepare('SELECT id FROM users WHERE username = ?').get(name) as { id: number } | undefined;
    if (!row) throw new Error(`gitlab seed: unknown user "${name}"`);
    return row.id;
  };
  for (const [a, b] of FOLLOWS) db.prepare('INSERT INTO follows VALUES (?, ?)').run(userId(a), userId(b));
  // Every user has a personal namespace (the live instance's project owners are users, not groups).
  const insNs = db.prepare(`INSERT INTO namespaces (id, path, name, kind, owner_id, created_at) VALUES (?, ?, ?, 'user', ?, ?)`);
  for (const u of USERS) insNs.run(u.id, u.username, u.name, u.id, SEED_TIME);

  const insProject =
    db.prepare(`INSERT INTO projects (id, namespace_id, path, name, description, visibility, default_branch, stars, forks, created_at, last_activity_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insMember = db.prepare(
    'INSERT OR REPLACE INTO members (source_type, source_id, user_id, access_level, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insBranch = db.prepare('INSERT INTO branches (project_id, name) VALUES (?, ?)');
  const insLabel = db.prepare('INSERT INTO labels (project_id, title, color) VALUES (?, ?, ?)');
  const projectIds = new Map<string, number>();
  PROJECTS.forEach((p, i) => {
    const id = 100 + i;
    const [ns, path] = p.full_path.split('/');
    const owner = userId(ns);
    projectIds.set(p.full_path, id);
    insProject.run(
      id,
      owner,
      path,
      p.name,
      p.description ?? null,
      VISIBILITY[p.visibility],
      p.default_branch,
      p.stars,
      p.forks ?? 0,
      p.created_at,
      p.created_at,
    );
    insMember.run('project', id, owner, 50, p.created_at, owner);
    for (const [u, level] of p.members ?? []) insMember.run('project', id, userId(u), level, p.created_at, owner);
    for (const b of [p.default_branch, ...(p.branches ?? [])]) insBranch.run(id, b);
    for (const [title, color] of p.labels ?? []) insLabel.run(id, title, color);
  });
  const pid = (path: string): number => {
    const id = projectIds.get(path);
    if (id === undefined) throw new Error(`gitlab seed: unknown project "${path}"`);
    return id;
  };

  const insIssue = db.prepare(`INSERT INTO issues (project_id, iid, title, description, state, author_id, assignee_id, created_at, updated_at, closed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insIssueLabel = db.prepare('INSERT INTO issue_labels (issue_id, label_id) SELECT ?, id FROM labels WHERE project_id = ? AND title = ?');
  for (const it of ISSUES) {
    const project = pid(it.project);
    const r = insIssue.run(
      project,
      it.iid,
      it.title,
      it.description ?? null,
      it.state,
      userId(it.author),
      it.assignee ? userId(it.assignee) : null,
      it.created_at,
      it.updated_at,
      it.state === 'closed' ? it.updated_at : null,
    );
    for (const l of it.labels ?? []) {
      if (insIssueLabel.run(r.lastInsertRowid, project, l).changes !== 1) throw new Error(`gitlab seed: ${it.project}#${it.iid}: no label "${l}"`);
    }
  }

  seedCommits(db, pid);
  const insFile = db.prepare('INSERT OR REPLACE INTO files (project_id, ref, path, content) VALUES (?, ?, ?, ?)');
  for (const p of PROJECTS) insFile.run(pid(p.full_path), p.default_branch, 'README.md', readme(p.name, p.description));
  for (const f of FILES) {
    const p = PROJECTS.find((x) => x.full_path === f.project)!;
    insFile.run(pid(f.project), f.ref ?? p.default_branch, f.path, f.content);
  }
}

function seedCommits(db: Database, pid: (path: string) => number): void {
  const insCommit = db.prepare('INSERT INTO commits (sha, project_id, title, author_name, author_email, authored_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insRef = db.prepare('INSERT INTO commit_refs (project_id, sha, ref) VALUES (?, ?, ?)');
  const refsOf = (id: number) => (db.prepare('SELECT name FROM branches WHERE project_id = ?').all(id) as { name: string }[]).map((b) => b.name);
  const histories = new Map(HISTORIES.map((h) => [h.project, h]));
  for (const p of PROJECTS) {
    const id = pid(p.full_path);
    const h = histories.get(p.full_path);
    const owner = p.full_path.split('/')[0];
    const runs: CommitRun[] =
      h?.runs ??
      (owner === 'byteblaze'
        ? [{ name: OWN_PROJECT_COMMITS.name, email: OWN_PROJECT_COMMITS.email, days: { '2022-06-01': 1, '2022-09-14': 1, '2023-01-25': 1 } }]
        : [{ name: owner, email: `${owner.toLowerCase()}@example.com`, days: { '2022-02-01': 1, '2022-08-01': 1 } }]);
    const flat: { name: string; email: string; at: string }[] = [];
    for (const run of runs)
      for (const [day, n] of Object.entries(run.days)) for (let i = 0; i < n; i++) flat.push({ name: run.name, email: run.email, at: `${day}T18:00:00Z` });
    flat.sort((a, b) => a.at.localeCompare(b.at));
    const refs = refsOf(id);
    let seq = 0;
    for (const c of flat) {
      const sha = commitSha(p.full_path, seq);
      insCommit.run(sha, id, `${VERBS[seq % VERBS.length]} ${OBJECTS[(seq * 7) % OBJECTS.length]}`, c.name, c.email, c.at, seq);
      for (const r of refs) insRef.run(id, sha, r);
      seq++;
    }
    for (const [ref, heads] of Object.entries(h?.branchHeads ?? {})) {
      for (const c of heads) {
        const sha = commitSha(p.full_path, seq);
        insCommit.run(sha, id, c.title, c.name, c.email, `${c.day}T18:00:00Z`, seq++);
        insRef.run(id, sha, ref);
      }
    }
  }
}
