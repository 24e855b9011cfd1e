import { expect, test } from '@playwright/test';
import { runEpisode } from '../../browser/episode-runner';
import { ActionTrace } from '../../core/trace';
import { bidOf, scriptedAgent, serve, taskAt, type Site } from './helpers';

let site: Site;
test.beforeAll(async () => {
  site = await serve({
    '/': `<title>Home</title><h1>Contacts</h1>
      <button onclick="if (confirm('Delete Alice?')) document.title='deleted'; else document.title='kept'">Delete</button>
      <a href="/next" target="_blank">Open report</a>
      <label>Name <input id=n></label>
      <a href="/next">Next page</a>`,
    '/next': `<title>Next</title><p>Report</p>`,
  });
});
test.afterAll(() => site.close());

test('a scripted episode records steps in the ActionTrace shape and ends with the answer', async ({ context }) => {
  const agent = scriptedAgent([
    (o) => `fill('${bidOf(o.axtree, 'textbox', 'Name')}', "Alice \\"A\\" # x")`,
    'send_msg_to_user("May I go on?")',
    (o) => `click('${bidOf(o.axtree, 'link', 'Next page')}')`,
    'answer("done")',
  ]);
  const steps: number[] = [];
  const { episode } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base }, onStep: (_s, i) => void steps.push(i) });
  expect(episode.end_reason).toBe('finished');
  expect(episode.answer).toBe('done');
  expect(steps).toEqual([0, 1, 2, 3]);
  for (const s of episode.steps) expect(ActionTrace.safeParse(s).success).toBe(true);
  const [fill, msg, click] = episode.steps;
  expect(fill.action).toMatchObject({ action_type: 'fill', action_args: [expect.any(String), 'Alice "A" # x'] });
  expect(fill.state.info).toMatchObject({ element_text: 'Name', typed_value: 'Alice "A" # x', element_tag: 'input' });
  expect(msg.action.action_type).toBe('send_msg_to_user');
  expect(episode.chat).toEqual([
    { role: 'assistant', message: 'May I go on?' },
    { role: 'user', message: expect.stringMatching(/^Yes/) },
  ]);
  expect(agent.seen[2].chat_messages).toHaveLength(2);
  expect(click.state.info).toMatchObject({ element_text: 'Next page', url_before: site.url('/') });
  expect(click.state.observation.url).toBe(site.url('/next'));
  expect(episode.final_page?.url).toBe(site.url('/next'));
  expect(episode.final_page?.html).toContain('Report');
  expect(episode.user_mode).toBe('approve');
});

test('a confirm() dialog is recorded, shown in the next observation, and dismissed by Escape', async ({ context }) => {
  const agent = scriptedAgent([(o) => `click('${bidOf(o.axtree, 'button', 'Delete')}')`, "keyboard_press('Escape')", 'finish("ok")']);
  const { episode, activePage } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base } });
  expect(episode.end_reason).toBe('finished');
  expect(episode.steps[0].state.info.dialogs).toEqual([{ type: 'confirm', message: 'Delete Alice?', handled: 'dismissed' }]);
  expect(agent.seen[1].axtree).toContain('[dialog] confirm "Delete Alice?"');
  expect(await activePage.title()).toBe('kept');
});

test('a click that opens a new tab shows both URLs in open_pages_urls', async ({ context }) => {
  const agent = scriptedAgent([(o) => `click('${bidOf(o.axtree, 'link', 'Open report')}')`, 'tab_focus(0)', 'finish()']);
  const { episode } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base } });
  expect(episode.steps[0].state.info.error_message).toBeUndefined();
  expect(agent.seen[1].open_pages_urls).toEqual([site.url('/'), site.url('/next')]);
  expect(agent.seen[1].active_page_index).toBe(1);
  expect(agent.seen[2].active_page_index).toBe(0);
});

test('a goto to a server that refuses the connection is a step error; the agent stays on its page and goes on', async ({ context }) => {
  // A port that was free a moment ago: nothing listens there.
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => done(p));
    });
  });
  const dead = `http://127.0.0.1:${port}/#/accounts`;
  const agent = scriptedAgent([`goto("${dead}")`, 'noop(50)', (o) => `click('${bidOf(o.axtree, 'link', 'Next page')}')`, 'finish("ok")']);
  // Allowed, so the browser really tries it (other ports of this machine are closed to agents).
  const { episode } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base }, allowedOrigins: [`http://127.0.0.1:${port}`] });
  expect(episode.end_reason).toBe('finished');
  const [failed, noop, click] = episode.steps;
  expect(failed.state.info.error_message).toContain('net::ERR_CONNECTION_REFUSED');
  expect(failed.state.observation.url).toBe(site.url('/'));
  // The error page Chromium commits after the failed goto is neither observed nor blamed on the next step.
  expect(noop.state.info.error_message).toBeUndefined();
  expect(agent.seen[1].url).toBe(site.url('/'));
  expect(click.state.observation.url).toBe(site.url('/next'));
});
