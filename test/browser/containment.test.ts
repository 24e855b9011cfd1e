import { expect, test } from '@playwright/test';
import { AccessRule } from '../../browser/access-rule';
import { runEpisode } from '../../browser/episode-runner';
import { bidOf, scriptedAgent, serve, taskAt, type Site } from './helpers';

let app: Site;
let control: Site;
test.beforeAll(async () => {
  control = await serve({ '/reset': '<title>reset</title>done' });
  app = await serve({
    '/': `<title>App</title>
      <a href="javascript:document.title='pwned'">Run code</a>
      <a href="data:text/html,hi">Data link</a>
      <a href="javascript:void(0)" onclick="document.title='Tab 2'">Tab 2</a>
      <a href="javascript:void(0); document.title='pwned'" >Sneaky</a>
      `,
  });
});
test.afterAll(async () => {
  await app.close();
  await control.close();
});

test('blocked URLs and schemes are recorded step errors and the episode goes on', async ({ context }) => {
  const agent = scriptedAgent([
    'goto("file:///etc/passwd")',
    'goto("chrome://settings")',
    'goto("javascript:alert(1)")',
    'goto("data:text/html,<b>x</b>")',
    `goto("${control.url('/reset')}")`,
    (o) => `click('${bidOf(o.axtree, 'link', 'Run code')}')`,
    (o) => `click('${bidOf(o.axtree, 'link', 'Data link')}')`,
    'answer("ok")',
  ]);
  const { episode, activePage } = await runEpisode({
    context,
    task: taskAt('/'),
    agent,
    baseUrls: { suitecrm: app.base },
    blockedOrigins: [control.base + '/'],
  });
  expect(episode.end_reason).toBe('finished');
  const errors = episode.steps.slice(0, 7).map((s) => s.state.info.error_message ?? '');
  expect(errors[0]).toMatch(/file: URLs are blocked/);
  expect(errors[1]).toMatch(/chrome: URLs are blocked/);
  expect(errors[2]).toMatch(/javascript: URLs are blocked/);
  expect(errors[3]).toMatch(/data: URLs are blocked/);
  expect(errors[4]).toMatch(/blocked origin/);
  expect(errors[5]).toMatch(/javascript: URL; such links are blocked/);
  expect(errors[6]).toMatch(/data: URL; such links are blocked/);
  expect(agent.seen[1].last_action_error).toBe(errors[0]);
  expect(control.hits).toEqual([]);
  expect(await activePage.title()).toBe('App');
  expect(activePage.url()).toBe(app.url('/'));
});

test('a javascript:void(0) link runs only the click handler of the page and is not refused', async ({ context }) => {
  const agent = scriptedAgent([(o) => `click('${bidOf(o.axtree, 'link', 'Tab 2')}')`, (o) => `click('${bidOf(o.axtree, 'link', 'Sneaky')}')`, 'finish()']);
  const { episode, activePage } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: app.base } });
  expect(episode.steps[0].state.info.error_message).toBeUndefined();
  expect(episode.steps[1].state.info.error_message).toMatch(/javascript: URL; such links are blocked/);
  expect(await activePage.title()).toBe('Tab 2');
});

test('requests to a blocked origin are aborted even when the page starts them', async ({ context }) => {
  const page = await context.newPage();
  await page.goto(app.url('/'));
  const agent = scriptedAgent([`goto("${app.url('/')}")`, 'finish()']);
  await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: app.base }, blockedOrigins: [control.base] });
  const status = await page.evaluate(
    (u) =>
      fetch(u).then(
        (r) => r.status,
        () => 'aborted',
      ),
    control.url('/reset'),
  );
  expect(status).toBe('aborted');
  expect(control.hits).toEqual([]);
});

test('a loopback control endpoint is blocked under every alias of its host, in goto and in page requests', async ({ context }) => {
  const port = new URL(control.base).port;
  const aliases = [`http://localhost:${port}/reset`, `http://0.0.0.0:${port}/reset`, `http://127.0.0.2:${port}/reset`, `http://[::1]:${port}/reset`];
  const agent = scriptedAgent([...aliases.map((u) => `goto("${u}")`), 'finish()']);
  const { episode, activePage } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: app.base }, blockedOrigins: [control.base] });
  expect(episode.steps.slice(0, aliases.length).map((s) => s.state.info.error_message ?? '')).toEqual(
    aliases.map(() => expect.stringMatching(/is a blocked origin \(harness control endpoint\)/)),
  );
  const status = await activePage.evaluate(
    (u) =>
      fetch(u).then(
        (r) => r.status,
        () => 'aborted',
      ),
    `http://localhost:${port}/reset`,
  );
  expect(status).toBe('aborted');
  expect(control.hits).toEqual([]);
});

test('AccessRule: a remote blocked origin is matched by host and port; a loopback one by port under any host; the app port stays open', () => {
  const rule = new AccessRule(['http://control.example:9000', 'http://127.0.0.1:4001/']);
  expect(rule.reason('http://control.example:9000/reset')).toMatch(/blocked origin/);
  expect(rule.reason('http://CONTROL.example.:9000/reset')).toMatch(/blocked origin/);
  expect(rule.reason('http://other.example:9000/')).toBeNull();
  for (const alias of ['localhost', '0.0.0.0', '127.0.0.2', '[::1]', '127.1', '0x7f000001', 'a.localhost', '[::ffff:127.0.0.1]', 'rebound.example'])
    expect(rule.reason(`http://${alias}:4001/health`), alias).toMatch(/blocked origin/);
  expect(rule.reason('http://127.0.0.1:4000/')).toBeNull();
  expect(rule.reason('https://127.0.0.1/')).toBeNull();
  expect(rule.reason('file:///etc/passwd')).toMatch(/file: URLs are blocked/);
});

test('AccessRule: a blocked path holds under encodings, dot segments, case, doubled slashes and parameters', () => {
  const rule = new AccessRule(['http://127.0.0.1:3000/admin', 'http://127.0.0.1:3000/__test/reset']);
  const hit = [
    '/admin',
    '/admin/',
    '/admin/users?x=1',
    '/%61dmin',
    '/adm%69n',
    '/%2561dmin',
    '/ADMIN',
    '/x/../admin',
    '/x/%2e%2e/admin',
    '/x%2f..%2fadmin',
    '//admin',
    '/admin;jsessionid=1',
    '/./admin',
    '/__test/reset',
    '/__TEST/%72eset',
  ];
  for (const p of hit)
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0']) expect(rule.reason(`http://${host}:3000${p}`), `${host}${p}`).toMatch(/out of bounds/);
  for (const p of ['/adminx', '/tickets', '/', '/__test']) expect(rule.reason(`http://127.0.0.1:3000${p}`), p).toBeNull();
  expect(rule.reason('http://127.0.0.1:3001/admin')).toBeNull();
});
