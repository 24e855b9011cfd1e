/** SuiteCRM as a site (`apps/kit/types.ts` `ReplicaSite`): its sign-in recipes and its replica. */
import type { ReplicaSite } from '../kit/types';

export const SUITECRM_SITE: ReplicaSite = {
  id: 'suitecrm',
  title: 'SuiteCRM',
  start: async () => (await import('./index')).startSuiteCrm,
  // The Angular sign-in page at the base URL: fields by their aria-labels, the "Log In" button.
  login: { form: { path: '', username: 'Username', password: 'Password', button: 'Log in' } },
  // What that page posts: JSON to /api/login, answered { ok: true } (or { ok: false } with a toast).
  loginRequest: { request: { path: '/api/login', username_field: 'username', password_field: 'password', json: true, accept: { json: { ok: true } } } },
};
