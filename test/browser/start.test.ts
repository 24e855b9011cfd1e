import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runEpisode } from '../../browser/episode-runner';
import { AgentError } from '../../core/agent-error';
import { Episode } from '../../core/trace';
import { bidOf, scriptedAgent, serve, taskAt, type Site } from './helpers';

let site: Site;
test.beforeAll(async () => {
  site = await serve({
    '/': `<title>Login</title><script>if (document.cookie.includes('user=')) location.href = '/home';</script>
      <label>Username <input id=u></label><label>Password <input id=p type=password></label>
      <button onclick="if (u.value==='admin' && p.value==='pw') { document.cookie='user=admin'; location.href='/home'; } else { document.title='bad' }">Log in</button>`,
    '/home': `<title>Home</title><script>if (!document.cookie.includes('user=')) location.href = '/';</script>
      <h1 id=h>Welcome</h1><a href="/report.txt">Export</a><input type=file id=f><label>Pick <select id=s><option>Red</option><option>Blue</option></select></label>`,
    '/second': `<title>Second</title><p>two</p>`,
    '/report.txt': 'a,b\n1,2\n',
  });
});
test.afterAll(() => site.close());

/** The test site's sign-in form, as a site's recipe (every site signs in by one; issue 57). */
const form = { form: { path: '', username: 'Username', password: 'Password', button: 'Log in' } };
const creds = { suitecrm: { username: 'admin', password: 'pw', recipe: form } };

test('login, two start tabs, setup scripts, then the loop; artifacts are written', async ({ context }, info) => {
  const task = taskAt('/home |AND| __SUITECRM__/second', {
    require_login: true,
    setup_scripts: [`return new Promise((r) => setTimeout(() => { document.title = 'set up'; r(); }, 50));`],
  });
  const agent = scriptedAgent(['tab_focus(0)', (o) => `select_option('${bidOf(o.axtree, 'combobox', 'Pick')}', 'Blue')`, 'finish("ok")'], { screenshot: true });
  const dir = info.outputPath('artifacts');
  const { episode } = await runEpisode({ context, task, agent, baseUrls: { suitecrm: site.base }, login: creds, artifactsDir: dir, screenshots: true });
  expect(episode.end_reason).toBe('finished');
  expect(episode.start_urls).toEqual([site.url('/home'), site.url('/second')]);
  expect(agent.seen[0].open_pages_urls).toEqual([site.url('/home'), site.url('/second')]);
  expect(agent.seen[0].axtree).toMatch(/^RootWebArea 'set up'/);
  expect(agent.seen[0].screenshot?.byteLength).toBeGreaterThan(1000);
  expect(episode.steps[1].state.info.typed_value).toBe('Blue');
  const saved = Episode.parse(JSON.parse(readFileSync(join(dir, 'episode.json'), 'utf8')));
  expect(saved.steps).toHaveLength(3);
  expect(saved.observations?.[0]).not.toHaveProperty('screenshot');
  expect(existsSync(join(dir, 'step-000.png'))).toBe(true);
});

test('a failed login is a harness error, not an agent failure', async ({ context }) => {
  const agent = scriptedAgent(['finish()']);
  const { episode } = await runEpisode({
    context,
    task: taskAt('/home', { require_login: true }),
    agent,
    baseUrls: { suitecrm: site.base },
    login: { suitecrm: { username: 'admin', password: 'wrong', recipe: form } },
  });
  expect(episode.end_reason).toBe('harness_error');
  expect(episode.end_message).toMatch(/login to suitecrm at http.* failed/);
  expect(agent.seen).toHaveLength(0);
});

test('an app that is down is a harness error', async ({ context }) => {
  const { episode } = await runEpisode({ context, task: taskAt('/'), agent: scriptedAgent([]), baseUrls: { suitecrm: 'http://127.0.0.1:9' } });
  expect(episode.end_reason).toBe('harness_error');
  expect(episode.end_message).toMatch(/start URL http:\/\/127.0.0.1:9\/ did not load/);
});

test('max_steps, agent errors and scripted / deny user modes', async ({ context }) => {
  const looping = scriptedAgent(Array(5).fill('noop(0)'));
  const r1 = await runEpisode({ context, task: taskAt('/second'), agent: looping, baseUrls: { suitecrm: site.base }, maxSteps: 3 });
  expect([r1.episode.end_reason, r1.episode.steps.length]).toEqual(['max_steps', 3]);

  const broken = {
    name: 'broken',
    act: () => {
      throw new AgentError('model unavailable');
    },
  };
  const r2 = await runEpisode({ context, task: taskAt('/second'), agent: broken, baseUrls: { suitecrm: site.base } });
  // Its transport never answered: unavailable, not wrong, so a harness error excluded from the rates.
  expect(r2.episode.end_reason).toBe('harness_error');
  expect(r2.episode.end_message).toBe('agent never replied: agent failed 3 times in a row: model unavailable');
  expect(r2.episode.steps.map((s) => s.state.info.error_message)).toEqual(Array(3).fill('agent error: model unavailable'));
  // A crash inside the agent's own code (not an AgentError) is the agent's failure.
  const crashing = {
    name: 'crashing',
    act: (): never => {
      throw new TypeError("Cannot read properties of undefined (reading 'bid')");
    },
  };
  const r2c = await runEpisode({ context, task: taskAt('/second'), agent: crashing, baseUrls: { suitecrm: site.base } });
  expect(r2c.episode.end_reason).toBe('agent_error');
  expect(r2c.episode.end_message).toMatch(
    /^agent failed 3 times in a row: Cannot read properties of undefined \(reading 'bid'\) \(at test\/browser\/start\.test\.ts:\d+:\d+\)$/,
  );
  // One reply, then three failures: the agent did attempt the task, so the failure is its own.
  let calls = 0;
  const flaky = {
    name: 'flaky',
    act: () => {
      if (calls++ === 0) return { action: 'noop(0)' };
      throw new Error('model unavailable');
    },
  };
  const r2b = await runEpisode({ context, task: taskAt('/second'), agent: flaky, baseUrls: { suitecrm: site.base } });
  expect(r2b.episode.end_reason).toBe('agent_error');
  expect(r2b.episode.end_message).toMatch(/^agent failed 3 times in a row: model unavailable \(at test\/browser\/start\.test\.ts:\d+:\d+\)$/);
  expect(r2b.episode.steps).toHaveLength(4);

  const asker = () => scriptedAgent(['send_msg_to_user("ok?")', 'send_msg_to_user("sure?")', 'send_msg_to_user("really?")']);
  const r3 = await runEpisode({ context, task: taskAt('/second'), agent: asker(), baseUrls: { suitecrm: site.base }, userMode: { replies: ['Wait', 'Go'] } });
  expect(r3.episode.user_mode).toBe('scripted');
  expect(r3.episode.chat.filter((m) => m.role === 'user').map((m) => m.message)).toEqual(['Wait', 'Go', expect.stringMatching(/^Yes/)]);
  const r4 = await runEpisode({ context, task: taskAt('/second'), agent: asker(), baseUrls: { suitecrm: site.base }, userMode: 'deny' });
  expect(r4.episode.user_mode).toBe('deny');
  expect(r4.episode.chat[1].message).toMatch(/^No/);
});

test('downloads are captured and uploads come only from the files folder', async ({ context }, info) => {
  const agent = scriptedAgent([
    (o) => `click('${bidOf(o.axtree, 'link', 'Export')}')`,
    (o) => `upload_file('${/\[(\d+)\] button 'Choose File'/.exec(o.axtree)?.[1] ?? 'none'}', 'note.txt')`,
    (o) => `upload_file('${/\[(\d+)\] button 'Choose File'/.exec(o.axtree)?.[1] ?? 'none'}', '../helpers.ts')`,
    'finish()',
  ]);
  const { episode, activePage } = await runEpisode({
    context,
    task: taskAt('/home', { require_login: true }),
    agent,
    baseUrls: { suitecrm: site.base },
    login: creds,
    filesDir: join(import.meta.dirname, 'files'),
    artifactsDir: info.outputPath('dl'),
  });
  const [dl, up, bad] = episode.steps;
  expect(dl.state.info.downloads).toEqual([{ name: 'report.txt', path: expect.stringContaining('report.txt') }]);
  expect(readFileSync(dl.state.info.downloads![0].path, 'utf8')).toBe('a,b\n1,2\n');
  expect(up.state.info.error_message).toBeUndefined();
  expect(await activePage.locator('#f').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('note.txt');
  expect(bad.state.info.error_message).toMatch(/outside the task files folder/);
});
