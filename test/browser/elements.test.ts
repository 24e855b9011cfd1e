import { expect, test } from '@playwright/test';
import { runEpisode } from '../../browser/episode-runner';
import { viewPage } from '../../browser/observation/build';
import { bidOf, scriptedAgent, serve, taskAt, type Site } from './helpers';

let site: Site;
test.beforeAll(async () => {
  site = await serve({
    '/': `<title>Elements</title>
      <div class="toolbar"><button aria-label="Delete record" onclick="document.title='deleted'"><svg width="16" height="16"><rect width="16" height="16"/></svg></button>
      <button title="Settings" onclick="document.title='settings'"><span class="icon"></span></button></div>
      <form onsubmit="document.title='saved'; return false"><input type="submit" value="Save changes"></form>
      <iframe src="/frame" width="300" height="80"></iframe>
      <x-card></x-card>
      <p>Status: <span aria-hidden="true">HIDDENMARK</span><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">screen reader note</span></p>
      <script>customElements.define('x-card', class extends HTMLElement { connectedCallback() {
        this.attachShadow({ mode: 'open' }).innerHTML = '<button onclick="document.title=\\'shadow clicked\\'">Shadow action</button>'; } });</script>`,
    '/frame': `<title>F</title><button onclick="parent.document.title='frame clicked'">Frame action</button>`,
  });
});
test.afterAll(() => site.close());

test('icon-only buttons and input buttons get a non-empty element_text naming the element itself', async ({ context }) => {
  const agent = scriptedAgent([
    (o) => `click('${bidOf(o.axtree, 'button', 'Delete record')}')`,
    (o) => `click('${bidOf(o.axtree, 'button', 'Settings')}')`,
    (o) => `click('${bidOf(o.axtree, 'button', 'Save changes')}')`,
  ]);
  const { episode } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base } });
  const info = episode.steps.slice(0, 3).map((s) => [s.state.info.element_text, s.state.info.element_tag, s.state.info.error_message]);
  expect(info).toEqual([
    ['Delete record', 'button', undefined],
    ['Settings', 'button', undefined],
    ['Save changes', 'input', undefined],
  ]);
  expect(episode.steps[2].state.info.element_text_content).toBe('');
});

test('buttons inside an iframe and an open shadow root get bids and are clickable', async ({ context }) => {
  const agent = scriptedAgent([
    (o) => `click('${bidOf(o.axtree, 'button', 'Frame action')}')`,
    (o) => `click('${bidOf(o.axtree, 'button', 'Shadow action')}')`,
  ]);
  const { episode, activePage } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base } });
  const [frameStep, shadowStep] = episode.steps;
  expect(frameStep.state.info.element_bid).toMatch(/^[a-z]+\d+$/);
  expect(frameStep.state.info.error_message).toBeUndefined();
  expect(agent.seen[1].axtree).toMatch(/^RootWebArea 'frame clicked'/);
  expect(await activePage.title()).toBe('shadow clicked');
  expect(shadowStep.state.info).toMatchObject({ element_text: 'Shadow action', element_bid: expect.stringMatching(/^\d+$/) });
  expect(episode.steps.every((s) => !s.state.info.error)).toBe(true);
});

test('aria-hidden text is absent from the axtree but rendered; visually hidden text is present', async ({ page }) => {
  await page.goto(site.url('/'));
  const { axtree } = await viewPage(page);
  expect(axtree).not.toContain('HIDDENMARK');
  expect(axtree).toContain('screen reader note');
  const box = await page.getByText('HIDDENMARK').boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  await expect(page.getByText('HIDDENMARK')).toBeVisible();
});

test('bids stay the same across observations while the element lives', async ({ page }) => {
  await page.goto(site.url('/'));
  const first = await viewPage(page);
  await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('button'), { textContent: 'New one' })));
  const second = await viewPage(page);
  expect(bidOf(second.axtree, 'button', 'Delete record')).toBe(bidOf(first.axtree, 'button', 'Delete record'));
  expect(bidOf(second.axtree, 'button', 'Frame action')).toBe(bidOf(first.axtree, 'button', 'Frame action'));
  expect(bidOf(second.axtree, 'button', 'New one')).not.toBe(bidOf(first.axtree, 'button', 'Delete record'));
});

test('set-of-marks labels change the screenshot and are removed afterwards; focus is reported', async ({ context }) => {
  const agent = scriptedAgent([(o) => `focus('${bidOf(o.axtree, 'button', 'Settings')}')`], { screenshot: true, som: true });
  const { activePage } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: site.base }, maxSteps: 1 });
  const plain = await activePage.screenshot({ type: 'png' });
  expect(Buffer.from(agent.seen[0].screenshot!).equals(plain)).toBe(false);
  expect(await activePage.locator('#__stwab_som').count()).toBe(0);
  const { focused_element_bid, axtree } = await viewPage(activePage);
  expect(focused_element_bid).toBe(bidOf(axtree, 'button', 'Settings'));
});
