/**
 * Tables of the GitLab replica. Only what the pages read: users, namespaces (user
 * namespaces and groups), projects, memberships, labels, issues, merge requests (CE:
 * one assignee, one reviewer), branches, commits and files.
 * Timestamps are ISO-8601 UTC strings; access levels are GitLab's numbers (10 Guest ... 50 Owner).
 */
export const schemaSql = `
CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
  email TEXT, public_email TEXT, location TEXT, organization TEXT, bio TEXT, is_admin INTEGER DEFAULT 0,
  password TEXT, created_at TEXT NOT NULL);
CREATE TABLE follows (follower_id INTEGER NOT NULL, followee_id INTEGER NOT NULL);
CREATE TABLE user_stars (user_id INTEGER NOT NULL, project_id INTEGER NOT NULL, PRIMARY KEY (user_id, project_id));
CREATE TABLE namespaces (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('user', 'group')), owner_id INTEGER, visibility INTEGER DEFAULT 20,
  description TEXT, created_at TEXT NOT NULL);
CREATE TABLE projects (id INTEGER PRIMARY KEY, namespace_id INTEGER NOT NULL, path TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL, description TEXT, visibility INTEGER NOT NULL DEFAULT 20, default_branch TEXT NOT NULL DEFAULT 'main',
  stars INTEGER NOT NULL DEFAULT 0, forks INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, last_activity_at TEXT NOT NULL,
  UNIQUE (namespace_id, path));
CREATE TABLE members (source_type TEXT NOT NULL, source_id INTEGER NOT NULL, user_id INTEGER NOT NULL,
  access_level INTEGER NOT NULL, created_at TEXT NOT NULL, created_by INTEGER, expires_at TEXT,
  PRIMARY KEY (source_type, source_id, user_id));
CREATE TABLE labels (id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, title TEXT NOT NULL, color TEXT NOT NULL,
  description TEXT);
CREATE TABLE milestones (id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, iid INTEGER NOT NULL, title TEXT NOT NULL,
  description TEXT, start_date TEXT, due_date TEXT, state TEXT NOT NULL DEFAULT 'active', created_at TEXT NOT NULL);
CREATE TABLE issues (id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, iid INTEGER NOT NULL, title TEXT NOT NULL,
  description TEXT, state TEXT NOT NULL CHECK (state IN ('opened', 'closed')), author_id INTEGER NOT NULL,
  assignee_id INTEGER, milestone_id INTEGER, due_date TEXT, confidential INTEGER DEFAULT 0,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, closed_at TEXT, UNIQUE (project_id, iid));
CREATE TABLE issue_labels (issue_id INTEGER NOT NULL, label_id INTEGER NOT NULL);
CREATE TABLE merge_requests (id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, iid INTEGER NOT NULL, title TEXT NOT NULL,
  description TEXT, state TEXT NOT NULL CHECK (state IN ('opened', 'closed', 'merged')), draft INTEGER NOT NULL DEFAULT 0,
  author_id INTEGER NOT NULL, assignee_id INTEGER, reviewer_id INTEGER, milestone_id INTEGER,
  source_branch TEXT NOT NULL, target_branch TEXT NOT NULL, force_remove_source_branch INTEGER NOT NULL DEFAULT 1,
  squash INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (project_id, iid));
CREATE TABLE merge_request_labels (merge_request_id INTEGER NOT NULL, label_id INTEGER NOT NULL);
CREATE TABLE branches (project_id INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (project_id, name));
CREATE TABLE commits (sha TEXT NOT NULL, project_id INTEGER NOT NULL, title TEXT NOT NULL, message TEXT,
  author_name TEXT NOT NULL, author_email TEXT NOT NULL, authored_at TEXT NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY (project_id, sha));
CREATE TABLE commit_refs (project_id INTEGER NOT NULL, sha TEXT NOT NULL, ref TEXT NOT NULL);
CREATE INDEX commit_refs_ref ON commit_refs (project_id, ref);
CREATE TABLE files (project_id INTEGER NOT NULL, ref TEXT NOT NULL, path TEXT NOT NULL, content TEXT NOT NULL,
  PRIMARY KEY (project_id, ref, path));
`;

/** GitLab's access levels (Members API numbers) and their role names. */
export const ROLES: Record<number, string> = { 10: 'Guest', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

/** Visibility levels as stored (GitLab's `visibility_level`). */
export const VISIBILITY = { private: 0, internal: 10, public: 20 } as const;
