/**
 * The embedded replicas by site, loaded lazily so a run only imports the apps its tasks need.
 * Used by the worker's target pool and by the resource host.
 */
import type { StartReplica } from './kit/types';

/**
 * Site id (upstream `sites` values) -> the replica's start function. Without a prototype, so a
 * site id named in a request to the resource host (`constructor`) finds nothing (issue 55).
 */
export const REPLICAS: Partial<Record<string, () => Promise<StartReplica>>> = Object.assign(Object.create(null), {
  suitecrm: async () => (await import('./suitecrm/index')).startSuiteCrm,
  gitlab: async () => (await import('./gitlab/index')).startGitLab,
  shopping_admin: async () => (await import('./shopping-admin/index')).startShoppingAdmin,
});
