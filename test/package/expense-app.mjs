// The test's own app for the package test and test/cli/init-first-run.test.ts (issue 56): a sign-in form, a start page titled
// "Expense desk" with a link to its settings, and the reset hook a benchmark site may have.
// Plain Node, no dependency: the fresh folder runs it as it is. PORT from the environment.
import { createServer } from 'node:http';

const page = (title, body) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const FORM =
  '<form method="post" action="/login"><label>Username <input name="username"></label><label>Password <input name="password" type="password"></label><button>Sign in</button></form>';
const signedIn = (req) => /(?:^|;\s*)session=ann(?:;|$)/.test(req.headers.cookie ?? '');

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status, html, headers = {}) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(html);
  };
  if (url.pathname === '/__test/reset') return send(204, '');
  if (url.pathname === '/login' && req.method === 'POST') {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (form.get('username') === 'ann' && form.get('password') === 'secret') send(302, '', { location: '/', 'set-cookie': 'session=ann; Path=/' });
      // As most apps do: the form again, with a message (a failed sign-in leaves the password field there).
      else send(401, page('Sign in', `<p>Wrong user name or password.</p>${FORM}`));
    });
    return;
  }
  if (url.pathname === '/login') return send(200, page('Sign in', FORM));
  if (!signedIn(req)) return send(302, '', { location: '/login' });
  if (url.pathname === '/settings') return send(200, page('Settings', '<h1>Settings</h1><p>API key: 0000-1111</p>'));
  if (url.pathname === '/') return send(200, page('Expense desk', '<h1>Expense desk</h1><a href="/settings">Settings</a> <a href="/">Reports</a>'));
  send(404, page('Not found', '<h1>Page not found</h1>'));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
