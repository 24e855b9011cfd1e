/**
 * Sign-in to an embedded replica in tests, by the recipes the replica exports
 * (`apps/<app>/site.ts`, issue 57): `request` (what the harness does for a replica) or `form`
 * (what it does for a real instance of the site).
 */
import type { APIRequestContext } from '@playwright/test';
import { REPLICAS } from '../apps/registry';
import type { SiteLogin } from '../browser/start';
import { loginWithRecipe } from '../browser/recipe-login';

/** The harness's `SiteLogin` for `site`'s replica with `credentials`, by its `request` or `form` recipe. */
export function replicaLogin(site: string, credentials: { username: string; password: string }, by: 'request' | 'form' = 'request'): SiteLogin {
  const replica = REPLICAS[site];
  if (!replica) throw new Error(`no replica for site "${site}"`);
  return { ...credentials, recipe: by === 'form' ? replica.login : replica.loginRequest };
}

/** Signs `request` (its cookies are its context's) in to `site`'s replica by the request recipe. */
export async function signInToReplica(
  request: APIRequestContext,
  site: string,
  replica: { baseURL: string; credentials: { username: string; password: string } },
): Promise<void> {
  const creds = replicaLogin(site, replica.credentials);
  await loginWithRecipe({ request, site, base: replica.baseURL, creds, recipe: creds.recipe });
}
