/**
 * The quiet wait (browser/quiet.ts): the next observation and the final page are taken after a
 * single-page app has finished rendering what an action started.
 */
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runEpisode } from '../../browser/episode-runner';
import { InflightRequests, waitForQuiet } from '../../browser/quiet';
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
    res.writeHead(200, { 'content-type': 'text/html' }).end(path === '/ticker' ? TICKER : SPA);
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
