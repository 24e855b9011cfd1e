/**
 * Issue 59: a site's state reader that answers another shape (a newcomer's `{ records: [...] }`)
 * used to leave the episode without `state`, so action goals and state_match had no evidence and
 * nobody was told. Now the episode ends as a harness error naming the site, the reader and the
 * fix (the run is not scored); a reader that works still fills `episode.state`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runEpisode } from '../../browser/episode-runner';
import { declaredSiteTarget } from '../../fixtures/site-target';
import { declaredSites } from '../../fixtures/sites';
import { scriptedAgent, serve, taskAt, type Site } from './helpers';

let site: Site;
let hooks: string;
test.beforeAll(async () => {
  site = await serve({ '/': '<title>Desk</title><h1>Records</h1>' });
  hooks = join(mkdtempSync(join(tmpdir(), 'stwab-state-')), 'hooks.mjs');
  writeFileSync(
    hooks,
    `export const records = () => ({ records: [{ id: 1 }] });
export const good = () => ({ tables: { records: { created: [{ id: 2 }], changed: [], deleted: [] } } });
`,
  );
});
test.afterAll(() => site.close());

const readerOf = (exportName: string) => {
  const c = declaredSites({}, { desk: { url: site.base, state: { module: hooks, export: exportName } } }).desk;
  const t = declaredSiteTarget('desk', c);
  return async () => ({ desk: await t.state!() });
};

test("a state reader's malformed answer ends the episode as a harness error naming the site, the reader and the fix", async ({ context }) => {
  const { episode } = await runEpisode({
    context,
    task: taskAt('/'),
    agent: scriptedAgent(['answer("done")']),
    baseUrls: { suitecrm: site.base },
    collectState: readerOf('records'),
  });
  expect(episode.state).toBeUndefined();
  expect(episode.end_reason).toBe('harness_error');
  expect(episode.end_message).toBe(
    `the app's state could not be read after the episode (the episode had ended as finished): site "desk", state: the reader's answer is not { tables: { <table>: { created, changed, deleted } } }: tables: Invalid input: expected record, received undefined; make the state hook return the rows created, changed ({ before, after }) and deleted since the reset, per table (docs/evaluators.md, state_match)`,
  );
  // The agent's own result is still there, only not scored.
  expect(episode.answer).toBe('done');
});

test('a state reader that answers { tables } fills episode.state and leaves the end reason alone', async ({ context }) => {
  const { episode } = await runEpisode({
    context,
    task: taskAt('/'),
    agent: scriptedAgent(['answer("done")']),
    baseUrls: { suitecrm: site.base },
    collectState: readerOf('good'),
  });
  expect(episode.end_reason).toBe('finished');
  expect(episode.state).toEqual({ desk: { tables: { records: { created: [{ id: 2 }], changed: [], deleted: [] } } } });
});
