/**
 * The embedded replicas by site: the one table of them (issue 57). Each entry is the replica's own
 * `site.ts` (`ReplicaSite`): its name, its sign-in recipes and its start function, loaded lazily
 * so a run only imports the apps its tasks need. Read by the worker's target pool, the resource
 * host and `stwab serve`.
 */
import { GITLAB_SITE } from './gitlab/site';
import type { ReplicaSite } from './kit/types';
import { SHOPPING_ADMIN_SITE } from './shopping-admin/site';
import { SUITECRM_SITE } from './suitecrm/site';

/**
 * Site id (upstream `sites` values) -> the replica. Without a prototype, so a site id named in a
 * request to the resource host (`constructor`) finds nothing (issue 55).
 */
export const REPLICAS: Partial<Record<string, ReplicaSite>> = Object.assign(
  Object.create(null),
  Object.fromEntries([SUITECRM_SITE, GITLAB_SITE, SHOPPING_ADMIN_SITE].map((s) => [s.id, s])),
);
