/**
 * The quiet wait (browser/quiet.ts): the next observation and the final page are taken after a
 * single-page app has finished rendering what an action started.
 */
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runEpisode } from '../../browser/episode-runner';
import { InflightRequests, installActivityTracker, waitForQuiet } from '../../browser/quiet';
import { scriptedAgent, taskAt } from './helpers';

// A hash-routed page: a route change fetches its view (the server answers after 300 ms), then
// renders it in two steps 30 ms apart, as SPA frameworks do.
const SPA = `<title>SPA</title><div id="view">home</div>
<script>
window.addEventListener('hashchange', function () {
  fetch('/view?h=' + encodeURIComponent(location.hash)).then(function (r) { return r.text(); }).then(function (t) {
    document.getElementById('view').textContent = 'loading';
    setTimeout(function () { document.getElementById('view').innerHTML = t; }, 30);
  });
});
</script>`;
// A click schedules work the way apps do: a zero-delay timer, then an animation frame, then a
// 10 ms timer that renders. Pollers that never touch the DOM run all along.
const DEFERRED = `<title>Deferred</title><button id=b>Go</button><div id=out>before</div>
<script>
setInterval(function () { window.polls = (window.polls || 0) + 1; }, 20);
(function poll() { setTimeout(poll, 15); })();
document.getElementById('b').addEventListener('click', function () {
  setTimeout(function () {
    requestAnimationFrame(function () {
      setTimeout(function () { document.getElementById('out').textContent = 'after'; }, 10);
    });
  }, 0);
});
</script>`;
// A search box as GitLab's invite modal has it: typing arms a 150 ms debounce, which fetches
// and renders the matches; a poller re-arms a 200 ms timer forever without touching the DOM.
const DEBOUNCE = `<title>Debounce</title><input id=q><ul id=out></ul>
<script>
(function poll() { setTimeout(poll, 200); })();
var timer;
document.getElementById('q').addEventListener('input', function () {
  clearTimeout(timer);
  timer = setTimeout(function () {
    fetch('/view').then(function (r) { return r.text(); }).then(function (t) { document.getElementById('out').innerHTML = '<li>' + t + '</li>'; });
  }, 150);
});
</script>`;
const TICKER = `<title>Ticker</title><div id="t">0</div><script>var n = 0; setInterval(function () { document.getElementById('t').textContent = String(++n); }, 10);</script>`;

let server: Server;
let base = '';
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/view') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<button>Import</button>'), 300);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(path === '/ticker' ? TICKER : path === '/deferred' ? DEFERRED : path === '/debounce' ? DEBOUNCE : SPA);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('the final page is judged after the route an action opened has rendered', async ({ context }) => {
  // goto() to a new hash returns at once; the view arrives ~330 ms later.
  const agent = scriptedAgent([`goto("${base}/#/import")`, 'finish()']);
  const { episode } = await runEpisode({ context, task: taskAt('/'), agent, baseUrls: { suitecrm: base } });
  expect(episode.end_reason).toBe('finished');
  expect(episode.final_page?.html).toContain('<button bid=');
  expect(episode.final_page?.html).toContain('>Import</button>');
  // The observation after the goto already showed the rendered view.
  expect(agent.seen[1].axtree).toContain("button 'Import'");
});

test('waitForQuiet gives up at its cap on a page that never stops changing', async ({ context }) => {
  const page = await context.newPage();
  const inflight = new InflightRequests(context);
  await page.goto(`${base}/ticker`);
  const t0 = Date.now();
  expect(await waitForQuiet(page, inflight, { maxMs: 400 })).toBe(false);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(400);
  expect(Date.now() - t0).toBeLessThan(2_000);
  // A settled page is quiet after one window.
  await page.goto(`${base}/`);
  expect(await waitForQuiet(page, inflight, { maxMs: 2_000 })).toBe(true);
});

test('work an action scheduled (timer, animation frame, timer) is done before the wait ends; a DOM-silent poller does not hold it', async ({ context }) => {
  await installActivityTracker(context);
  const page = await context.newPage();
  const inflight = new InflightRequests(context);
  await page.goto(`${base}/deferred`);
  expect(await waitForQuiet(page, inflight)).toBe(true);
  for (let i = 0; i < 5; i++) {
    await page.evaluate(() => (document.getElementById('out')!.textContent = 'before'));
    await page.click('#b');
    expect(await waitForQuiet(page, inflight)).toBe(true);
    expect(await page.textContent('#out')).toBe('after');
  }
});

test('documents without the tracker (opened before it was installed) are still watched for a window', async ({ context }) => {
  const page = await context.newPage();
  await page.goto(`${base}/deferred`);
  const inflight = new InflightRequests(context);
  expect(await page.evaluate(() => '__stwabActivity' in window)).toBe(false);
  await page.click('#b');
  expect(await waitForQuiet(page, inflight)).toBe(true);
  expect(await page.textContent('#out')).toBe('after');
});

test('a debounce armed by the action is waited out (then its fetch and render); a poller costs at most one period', async ({ context }) => {
  await installActivityTracker(context);
  const page = await context.newPage();
  const inflight = new InflightRequests(context);
  await page.goto(`${base}/debounce`);
  expect(await waitForQuiet(page, inflight)).toBe(true);
  const t0 = Date.now();
  await page.fill('#q', 'abi');
  expect(await waitForQuiet(page, inflight)).toBe(true);
  // 150 ms debounce + the server's 300 ms answer: the matches are on the page when the wait ends.
  expect(await page.textContent('#out')).toBe('Import');
  expect(Date.now() - t0).toBeGreaterThanOrEqual(440);
  // Nothing armed by an action: the poller alone holds the wait for at most one of its periods.
  const t1 = Date.now();
  expect(await waitForQuiet(page, inflight)).toBe(true);
  expect(Date.now() - t1).toBeLessThan(1_000);
});
