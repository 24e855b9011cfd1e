import { expect, test } from '@playwright/test';
import { isBlocked, originsOf } from '../../browser/containment';
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

test('isBlocked: a non-loopback blocked origin is matched exactly; the app port stays open', () => {
  const blocked = originsOf(['http://control.example:9000', 'http://127.0.0.1:4001/']);
  expect(isBlocked(new URL('http://control.example:9000/reset'), blocked)).toBe(true);
  expect(isBlocked(new URL('http://other.example:9000/'), blocked)).toBe(false);
  expect(isBlocked(new URL('http://localhost:4001/health'), blocked)).toBe(true);
  expect(isBlocked(new URL('http://127.0.0.1:4000/'), blocked)).toBe(false);
  expect(isBlocked(new URL('https://127.0.0.1/'), blocked)).toBe(false);
});
