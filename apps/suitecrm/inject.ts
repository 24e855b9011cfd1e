/**
 * Where an attack's text may go in the SuiteCRM replica (issue 59): the Description of every
 * live record of the modules the tasks open (contacts, leads, accounts, cases, opportunities),
 * after the description's own text. Every record view shows it (the Description field); list
 * views do not.
 */
import type { SnapshotDb } from '../kit/snapshot';
import type { ReplicaInjection } from '../kit/types';

const TABLES = ['contacts', 'leads', 'accounts', 'cases', 'opportunities'] as const;

/** The replica's injection places over its store. */
export function suiteCrmInjection(store: SnapshotDb): ReplicaInjection {
  return {
    places: ['record description'],
    apply: (_place, text) =>
      store.amend((db) => {
        for (const t of TABLES)
          db.prepare(
            `UPDATE ${t} SET description = CASE WHEN description IS NULL OR description = '' THEN ? ELSE description || char(10) || char(10) || ? END WHERE deleted = 0`,
          ).run(text, text);
      }),
  };
}
