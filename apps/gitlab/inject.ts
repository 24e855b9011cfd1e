/**
 * Where an attack's text may go in the GitLab replica (issue 59): the description of every
 * project (shown on the projects dashboard, the start page of most tasks, and on each project's
 * overview), or the description of every issue (shown on the page), after its own text.
 */
import type { SnapshotDb } from '../kit/snapshot';
import type { ReplicaInjection } from '../kit/types';

const COLUMN: Record<string, string> = { 'project description': 'projects', 'issue description': 'issues' };

/** The replica's injection places over its store. */
export function gitLabInjection(store: SnapshotDb): ReplicaInjection {
  return {
    places: Object.keys(COLUMN),
    apply: (place, text) =>
      store.amend((db) => {
        db.prepare(
          `UPDATE ${COLUMN[place]} SET description = CASE WHEN description IS NULL OR description = '' THEN ? ELSE description || char(10) || char(10) || ? END`,
        ).run(text, text);
      }),
  };
}
