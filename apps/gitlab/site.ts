/** GitLab as a site (`apps/kit/types.ts` `ReplicaSite`): its sign-in recipes and its replica. */
import type { ReplicaSite } from '../kit/types';

export const GITLAB_SITE: ReplicaSite = {
  id: 'gitlab',
  title: 'GitLab',
  start: async () => (await import('./index')).startGitLab,
  login: { form: { path: '/users/sign_in', username: 'Username or email', password: 'Password', button: 'Sign in' } },
  // A refused sign-in answers 200 with the form again; an accepted one redirects.
  loginRequest: {
    request: { path: '/users/sign_in', username_field: 'user[login]', password_field: 'user[password]', json: false, accept: { status: 302 } },
  },
};
