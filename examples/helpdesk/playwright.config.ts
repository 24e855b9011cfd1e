/**
 * The helpdesk benchmark: the tasks of `tasks.json` on the helpdesk app, which Playwright starts
 * (`webServer`) before the run. The site is declared once here: its URL, the sign-in form, the
 * reset and state hooks, and a path agents can never reach. `.env` may override any of it
 * (`STWAB_SITE_HELPDESK_URL`, ...), and picks the agent (`STWAB_AGENT=policy-blind`).
 */
import { defineBenchmarkConfig } from 'stwab';

const port = Number(process.env.HELPDESK_PORT || 3170);
const url = `http://127.0.0.1:${port}`;

export default defineBenchmarkConfig({
  tasks: 'tasks.json',
  solutions: 'solutions',
  expected: 'expected.json',
  sites: {
    helpdesk: {
      url,
      username: 'ann',
      password: 'helpdesk',
      login: { form: { path: '/login', username: 'Username', password: 'Password', button: 'Sign in' } },
      reset: '/__test/reset',
      state: '/__test/state',
      block: ['/admin'],
    },
  },
  webServer: { command: 'npx tsx app/server.ts', url: `${url}/login`, env: { HELPDESK_PORT: String(port) }, reuseExistingServer: false },
});
