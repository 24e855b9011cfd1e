import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAxtree } from '../../agents/axtree-resolve';
import { originMap, refindBid, replayAgent } from '../../agents/replay';
import { brief, obs, solutionsDir } from './helpers';

const step = (type: string, args: unknown[], text = '', role?: string, str?: string) => ({
  action: { action_type: type, action_args: args, ...(str ? { action_str: str } : {}) },
  state: {
    info: { element_text: text, element_bid: String(args[0] ?? ''), ...(role ? { element_role: role } : {}) },
    observation: { url: 'x', open_pages_urls: ['x'] },
  },
});

const NOW = "RootWebArea 'Form'\n\t[n1] link 'Save'\n\t[n2] button 'Save'\n\t[n3] textbox 'Last Name'\n\t[n4] button 'Cancel'";

test('refindBid keeps a valid bid, re-finds a stale one by text and role', () => {
  const nodes = parseAxtree(NOW);
  expect(refindBid(nodes, { bid: 'n4', text: 'cancel' })).toBe('n4');
  expect(refindBid(nodes, { bid: 'n4', text: 'Save', role: 'button' })).toBe('n2');
  expect(refindBid(nodes, { bid: 'old9', text: 'Save' })).toBe('n1');
  expect(refindBid(nodes, { bid: 'old9', text: 'last', role: 'textbox' })).toBe('n3');
  expect(refindBid(nodes, { bid: 'old9', text: 'Unknown' })).toBe('old9');
  expect(refindBid(nodes, { bid: 'old9' })).toBe('old9');
});

test('replays an episode folder, rewriting stale bids, then finishes', async () => {
  const dir = solutionsDir({});
  mkdirSync(join(dir, '235'));
  writeFileSync(
    join(dir, '235', 'episode.json'),
    JSON.stringify({
      task_id: 235,
      steps: [
        step('fill', ['a7', 'O\'Neil "x"'], 'Last Name', 'textbox', `fill('a7', "O'Neil \\"x\\"")`),
        step('click', ['n4'], 'Cancel', 'button', "click('n4')"),
        step('scroll', [0, 200]),
        step('invalid', [], '', undefined, 'clik(4'),
      ],
    }),
  );
  const agent = replayAgent({ env: { STWAB_REPLAY: dir } });
  await agent.reset!(brief());
  const out: string[] = [];
  for (let i = 0; i < 5; i++) out.push((await agent.act(obs(NOW))).action);
  expect(out).toEqual(['fill(\'n3\', "O\'Neil \\"x\\"")', "click('n4')", 'scroll(0, 200)', 'clik(4', 'finish()']);
});

test('an upstream trajectory file is replayed; a terminal step ends it', async () => {
  const dir = solutionsDir({});
  const file = join(dir, 'traj.json');
  writeFileSync(
    file,
    JSON.stringify([step('click', ['12'], 'Save', 'button'), step('send_msg_to_user', ['Done']), step('answer', ['42']), step('click', ['1'])]),
  );
  const agent = replayAgent({ source: file });
  await agent.reset!(brief());
  const out: string[] = [];
  for (let i = 0; i < 4; i++) out.push((await agent.act(obs(NOW))).action);
  expect(out).toEqual(["click('n2')", "send_msg_to_user('Done')", "answer('42')", 'finish()']);
});

test('a missing recording or wrong task is a visible report_infeasible', async () => {
  const dir = solutionsDir({});
  const agent = replayAgent({ env: { STWAB_REPLAY: dir } });
  await agent.reset!(brief());
  expect((await agent.act(obs(NOW))).action).toBe(`report_infeasible("replay: no recording for task 235 in ${dir} (expected 235.json or 235/episode.json)")`);
  writeFileSync(join(dir, 'e.json'), JSON.stringify({ task_id: 7, steps: [] }));
  const wrong = replayAgent({ source: join(dir, 'e.json') });
  await wrong.reset!(brief());
  expect((await wrong.act(obs(NOW))).action).toMatch(/records task 7, not task 235/);
  const unset = replayAgent({ env: {} });
  await unset.reset!(brief());
  expect((await unset.act(obs(NOW))).action).toMatch(/STWAB_REPLAY is not set/);
});

test("a recording made on another origin replays its gotos on this run's app (episode start_urls, or a trajectory's first page)", async () => {
  expect([...originMap(['http://127.0.0.1:45583', 'http://gl:8023/x'], ['http://127.0.0.1:4001/contacts', 'http://127.0.0.1:4002'])]).toEqual([
    ['http://127.0.0.1:45583', 'http://127.0.0.1:4001'],
    ['http://gl:8023', 'http://127.0.0.1:4002'],
  ]);
  // Same origin, or nothing to pair with: no mapping.
  expect(originMap(['http://127.0.0.1:4001'], ['http://127.0.0.1:4001/contacts']).size).toBe(0);
  expect(originMap(['http://a:1', 'http://b:2'], ['http://c:3']).size).toBe(1);

  const dir = solutionsDir({});
  const goto = (url: string) => step('goto', [url], '', undefined, `goto("${url}")`);
  writeFileSync(
    join(dir, '235.json'),
    JSON.stringify({
      task_id: 235,
      start_urls: ['http://127.0.0.1:45583'],
      steps: [goto('http://127.0.0.1:45583/#/accounts/create?x=1'), goto('https://example.org/')],
    }),
  );
  const agent = replayAgent({ env: { STWAB_REPLAY: dir } });
  await agent.reset!(brief());
  expect((await agent.act(obs(NOW))).action).toBe('goto("http://127.0.0.1:4001/#/accounts/create?x=1")');
  // An origin the recording did not start on is replayed as recorded.
  expect((await agent.act(obs(NOW))).action).toBe('goto("https://example.org/")');

  const traj = join(dir, 'traj.json');
  const first = goto('http://ec2-aws:8080/index.php');
  first.state.observation.url = 'http://ec2-aws:8080/#/home';
  writeFileSync(traj, JSON.stringify([first]));
  const upstream = replayAgent({ source: traj });
  await upstream.reset!(brief());
  expect((await upstream.act(obs(NOW))).action).toBe('goto("http://127.0.0.1:4001/index.php")');
});
