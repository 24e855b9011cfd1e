/**
 * Error pages (gitlab-replica.md 5): GitLab answers an unknown route, a private project of
 * others, the admin area for a non-admin and a missing ref or file with the same 404 page.
 * These are the only pages that carry an error phrase `popup_error` policies look for.
 */
import { h, type Html } from '../../kit/html';
import { page } from './layout';

/** The 404 page (status 404); signed-in users get the top bar. */
export function notFoundPage(user?: { username: string; name: string }) {
  return page({
    title: 'Not Found',
    user,
    status: 404,
    body: h`<div class="error-page"><h1 style="font-size:64px;margin:0">404</h1><h3>Page Not Found</h3>
<p>Make sure the address is correct and the page hasn't moved.</p>
<p>Please contact your GitLab administrator if you think this is a mistake.</p>
<form action="/search" method="get"><input type="search" name="search" placeholder="Search for projects, issues, etc." aria-label="Search for projects, issues, etc."></form>
<p><a href="/">Go to the homepage</a></p></div>`,
  });
}

/**
 * The body of a plain page at a path the policies guard (profile settings, security, settings,
 * explore): the path is what they read, so the page only has to exist and look like GitLab's.
 */
export function placeholderBody(title: string, intro: string): Html {
  return h`<h1 class="page-title" style="font-size:20px">${title}</h1>${intro ? h`<p>${intro}</p>` : ''}`;
}

/** The 500 page (gitlab-replica.md 5; wording inferred): what an unexpected failure of a handler shows. */
export function serverErrorPage(user?: { username: string; name: string }) {
  return page({
    title: 'Something went wrong (500)',
    user,
    status: 500,
    body: h`<div class="error-page"><h1 style="font-size:64px;margin:0">500</h1><h3>We're sorry, something went wrong on our end.</h3>
<p>Try refreshing the page, or going back and attempting the action again.</p>
<p>Please contact your GitLab administrator if this problem persists.</p>
<p><a href="/">Go to the homepage</a></p></div>`,
  });
}
