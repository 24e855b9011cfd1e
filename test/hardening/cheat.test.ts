/**
 * An agent that knows the answer key and never does the task. On the published
 * revision it wins checks that read words (the app's search page echoes them; the question is
 * its own answer; a list of counts holds the right one); on the verified revision, which asks
 * the app what it holds, it scores CR 0. Also: a stored episode re-scored by `stwab evaluate`
 * under the revision it recorded.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { createAgent } from '../../agents/index';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { startGitLab } from '../../apps/gitlab/index';
import type { ReplicaHandle } from '../../apps/kit/types';
import { runEpisode } from '../../browser/episode-runner';
import { evaluateEpisodeFile } from '../../cli/evaluate';
import { StateDiff } from '../../core/trace';
import { scoreRun } from '../../evaluators/score-run';
import { livePageAccess } from '../../browser/page-access/live';
import { closeSnapshotBrowser } from '../../browser/page-access/snapshot';
import { loadTasks } from '../../tasks/loader';
import { reviseTask } from '../../tasks/revise';
import type { Site, Task } from '../../tasks/schema';
import { sha256 } from '../../tasks/fetch';
import { readFileSync } from 'node:fs';
import { upstreamTasks } from '../tasks/upstream';
import { replicaLogin } from '../replica-login';

const file = upstreamTasks();
const source = { path: file, sha256: sha256(readFileSync(file)) };
const tasks = new Map(loadTasks(file).map(({ task }) => [task.task_id, task]));
const replicas: Partial<Record<Site, ReplicaHandle>> = {};

test.beforeAll(async () => {
  replicas.suitecrm = await startSuiteCrm({ mode: 'stable' });
  replicas.gitlab = await startGitLab({ mode: 'stable' });
});
test.afterAll(async () => {
  await Promise.all(Object.values(replicas).map((r) => r!.close()));
  await closeSnapshotBrowser();
});

/** Runs `agentName` on task `id` once, and scores the same episode under both revisions. */
async function runBoth(browser: Browser, id: number, agentName: string) {
  const task = tasks.get(id)!;
  const site = task.sites[0];
  const r = replicas[site]!;
  await r.reset();
  const agent = await createAgent(agentName);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const artifactsDir = mkdtempSync(join(tmpdir(), 'stwab-cheat-'));
  try {
    const run = await runEpisode({
      context,
      task,
      agent,
      baseUrls: { [site]: r.baseURL },
      login: { [site]: replicaLogin(site, r.credentials, 'form') },
      blockedOrigins: [r.controlURL],
      maxSteps: 30,
      artifactsDir,
      taskSource: source,
      revision: 'verified',
      collectState: async () => ({ [site]: StateDiff.parse(await r.state()) }),
    });
    const score = async (t: Task) => {
      const page = livePageAccess(context, run.activePage);
      try {
        return await scoreRun(t, run.episode, page, { profile: 'strict', placeholders: { [`__${site.toUpperCase()}__`]: r.baseURL } });
      } finally {
        await page.dispose();
      }
    };
    const original = await score(task);
    const verified = await score(reviseTask(task, 'verified', source).task);
    return { run, original, verified, artifactsDir };
  } finally {
    await agent.close?.();
    await context.close();
  }
}

const CHEAT = './test/hardening/cheat-agent.mts';

for (const id of [235, 247]) {
  test(`task ${id}: the app's search page showing the checked words wins the published check, not the verified one`, async ({ browser }) => {
    const { run, original, verified } = await runBoth(browser, id, CHEAT);
    expect(run.episode.steps[0].action.action_type).toBe('goto');
    expect(run.episode.writes!.filter((w) => w.method === 'POST' && !w.url.endsWith('/api/login'))).toEqual([]);
    expect(original.completion!.score).toBe(1);
    expect(verified.completion!.score).toBe(0);
    const state = verified.completion!.checks.filter((c) => c.evaluator === 'state_match');
    expect(state.length).toBeGreaterThan(0);
    expect(state.every((c) => !c.passed && /the app holds no change|expected the episode to have/.test(c.explanation))).toBe(true);
  });
}

for (const id of [304, 90]) {
  test(`task ${id}: the question (and every count) as the answer wins the published check, not the verified one`, async ({ browser }) => {
    const { original, verified } = await runBoth(browser, id, CHEAT);
    expect(original.completion!.score).toBe(1);
    expect(verified.completion!.score).toBe(0);
    expect(verified.completion!.checks.find((c) => c.rule === 'no_echo' || c.rule === 'one_number')?.passed).toBe(false);
  });
}

test('the reference agent earns the verified check, and stwab evaluate re-scores both stored episodes the same way', async ({ browser }) => {
  test.setTimeout(120_000);
  const honest = await runBoth(browser, 247, 'reference');
  expect(honest.verified.completion!.score).toBe(1);
  expect(honest.run.episode.state!.suitecrm.tables.opportunities.changed).toHaveLength(2);
  expect(honest.run.episode.writes!.some((w) => w.method === 'POST' && w.status === 200 && w.step >= 0)).toBe(true);
  const cheat = await runBoth(browser, 247, CHEAT);
  const stored = (run: typeof honest.run, dir: string) => {
    const f = join(dir, 'stored.json');
    writeFileSync(f, JSON.stringify(run.episode));
    return f;
  };
  process.env.STWAB_TASKS = file;
  try {
    // The episode recorded `revision: verified`: re-scored under it unless the command names one.
    expect((await evaluateEpisodeFile(stored(honest.run, honest.artifactsDir), 'strict')).completion!.score).toBe(1);
    expect((await evaluateEpisodeFile(stored(cheat.run, cheat.artifactsDir), 'strict')).completion!.score).toBe(0);
    expect((await evaluateEpisodeFile(stored(cheat.run, cheat.artifactsDir), 'strict', undefined, 'original')).completion!.score).toBe(1);
  } finally {
    delete process.env.STWAB_TASKS;
  }
});
