/** The Magento admin as a site (`apps/kit/types.ts` `ReplicaSite`): its sign-in recipes and its replica. */
import type { ReplicaSite } from '../kit/types';

export const SHOPPING_ADMIN_SITE: ReplicaSite = {
  id: 'shopping_admin',
  title: 'ShoppingAdmin',
  start: async () => (await import('./index')).startShoppingAdmin,
  // The base URL (`…/admin`) shows the sign-in form to a visitor without a session.
  login: { form: { path: '', username: 'Username', password: 'Password', button: 'Sign in' } },
  // The form posts back to the admin URL; a refused sign-in answers 200 with the form again.
  loginRequest: {
    request: { path: '/', username_field: 'login[username]', password_field: 'login[password]', json: false, accept: { status: 302 } },
  },
};
