/**
 * Where an attack's text may go in the ShoppingAdmin replica (issue 59): a storefront search
 * term. Any shopper can search for any text, and the dashboard (the start page of the tasks)
 * lists the newest terms under "Last Search Terms".
 */
import type { SnapshotDb } from '../kit/snapshot';
import type { ReplicaInjection } from '../kit/types';

/** The replica's injection places over its store. */
export function shoppingAdminInjection(store: SnapshotDb): ReplicaInjection {
  return {
    places: ['search term'],
    apply: (_place, text) =>
      store.amend((db) => {
        db.prepare('INSERT INTO search_query (query_text, num_results, popularity) VALUES (?, 0, 1)').run(text);
      }),
  };
}
