/**
 * The harness's own page reads run as one internal Playwright call per group (issue 46): no
 * test step, API log line or trace action per `evaluate`, same results, errors still thrown.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { canGroupCalls, internalCall } from '../../browser/internal-call';
import { viewPage } from '../../browser/observation/build';
import { InflightRequests, installActivityTracker, waitForQuiet } from '../../browser/quiet';

/** A context whose API log lines (`=> page.evaluate started`, one per reported call) are kept. */
async function loggedContext(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; started: string[] }> {
  const started: string[] = [];
  const context = await browser.newContext({
    logger: {
      isEnabled: (name) => name === 'api',
      log: (_name, _severity, message) => void (/ started$/.test(String(message)) && started.push(String(message))),
    },
  });
  return { context, started };
}

test('reads inside internalCall are not reported calls; their results and errors come through', async ({ browser }) => {
  const { context, started } = await loggedContext(browser);
  const page = await context.newPage();
  // Fails when a Playwright upgrade drops the private method: the grouping would silently stop.
  expect(canGroupCalls(page)).toBe(true);
  await page.setContent('<title>t</title><p>x</p>');
  started.length = 0;
  const got = await internalCall(page, 'three reads', async () => [
    await page.evaluate(() => 1 + 1),
    await page.mainFrame().evaluate(() => document.title),
    await page.locator('p').textContent(),
  ]);
  expect(got).toEqual([2, 't', 'x']);
  expect(started).toEqual([]);
  await page.evaluate(() => 0);
  expect(started).toEqual(['=> page.evaluate started']);
  await expect(
    internalCall(page, 'a failing read', () =>
      page.evaluate(() => {
        throw new Error('boom');
      }),
    ),
  ).rejects.toThrow(/^a failing read: .*boom/s);
  await context.close();
});

test('the settle wait and the observation read the page without one reported call per read', async ({ browser }) => {
  const { context, started } = await loggedContext(browser);
  await installActivityTracker(context);
  const page = await context.newPage();
  const inflight = new InflightRequests(context);
  await page.setContent(
    '<button>Go</button><script>document.querySelector("button").onclick = () => setTimeout(() => (document.body.dataset.done = "1"), 30);</script>',
  );
  await page.click('button');
  started.length = 0;
  expect(await waitForQuiet(page, inflight)).toBe(true);
  expect(await page.evaluate(() => document.body.dataset.done)).toBe('1');
  const view = await viewPage(page);
  expect(view.axtree).toMatch(/\[\d+\] button 'Go'/);
  // The only reported call is the test's own evaluate above.
  expect(started).toEqual(['=> page.evaluate started']);
  await context.close();
});
