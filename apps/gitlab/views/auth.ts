/**
 * Sign-in page (gitlab-replica.md 2): exactly one control labelled "Username or email", one
 * labelled "Password" and one button named "Sign in", with the `data-testid`s of WebArena's
 * older login script; a failed attempt re-renders with "Invalid login or password.".
 */
import { h } from '../../kit/html';
import { page } from './layout';

export function signInPage(o: { error?: boolean; returnTo?: string; notice?: string }) {
  return page({
    title: 'Sign in',
    flash: o.error ? { kind: 'alert', text: 'Invalid login or password.' } : o.notice ? { kind: 'notice', text: o.notice } : undefined,
    body: h`<div class="signin-box" style="max-width:380px;margin:40px auto">
<h1 style="text-align:center">GitLab Community Edition</h1>
<form id="new_user" class="new_user" action="/users/sign_in" method="post">
  ${o.returnTo ? h`<input type="hidden" name="return_to" value="${o.returnTo}">` : ''}
  <div class="form-group"><label for="user_login">Username or email</label>
    <input id="user_login" name="user[login]" type="text" data-testid="username-field" autocomplete="username" autofocus style="width:100%"></div>
  <div class="form-group"><label for="user_password">Password</label>
    <input id="user_password" name="user[password]" type="password" data-testid="password-field" autocomplete="current-password" style="width:100%"></div>
  <div class="form-group"><label><input type="checkbox" name="user[remember_me]" value="1"> Remember me</label>
    <a href="/users/password/new">Forgot your password?</a></div>
  <button type="submit" class="btn btn-confirm" data-testid="sign-in-button" style="width:100%">Sign in</button>
</form></div>`,
  });
}
