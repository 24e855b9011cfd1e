/**
 * The cheat sweep: the held-back cheating agent (`test/hardening/cheat-agent.mts`,
 * it knows the answer key and never does the task) on every task, one browser and one replica
 * per app in this process, each episode scored under both revisions. Prints, per app, how many
 * tasks it completes (CR) under `original` and under `verified`, and the ids it still wins under
 * `verified` (the goal: none). Run: `npx tsx bench/cheat-sweep.ts [task ids...]`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createAgent } from '../agents/index';
import { REPLICAS } from '../apps/registry';
import type { ReplicaHandle } from '../apps/kit/types';
import { chromiumLaunchOptions } from '../browser/chromium';
import { runEpisode } from '../browser/episode-runner';
import { StateDiff } from '../core/trace';
import { scoreRun } from '../evaluators/score-run';
import { livePageAccess } from '../browser/page-access/live';
import { sha256 } from '../tasks/fetch';
import { reviseTask } from '../tasks/revise';
import type { Site, Task } from '../tasks/schema';
import { loadTaskSource } from '../tasks/sources';
import { seedVariantOf } from '../tasks/dependencies';

const { source, tasks } = await loadTaskSource();
const src = { path: source.path, sha256: source.sha256 ?? sha256(readFileSync(source.path)) };
const wanted = new Set(process.argv.slice(2).map(Number));
const chosen = tasks.map((t) => t.task).filter((t) => !wanted.size || wanted.has(t.task_id));
const browser = await chromium.launch(chromiumLaunchOptions());
const replicas = new Map<Site, ReplicaHandle>();
const tally = new Map<string, { n: number; original: number; verified: number; still: number[]; retired: number }>();
const t0 = Date.now();
for (const task of chosen) {
  const site = task.sites[0];
  if (!replicas.has(site)) replicas.set(site, await (await REPLICAS[site]!.start())({ mode: 'stable' }));
  const r = replicas.get(site)!;
  const row = tally.get(site) ?? { n: 0, original: 0, verified: 0, still: [], retired: 0 };
  tally.set(site, row);
  await r.reset(seedVariantOf(site, task.task_id));
  const agent = await createAgent('./test/hardening/cheat-agent.mts');
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // tsx keeps function names with a `__name` helper that functions sent to the page lack.
  await context.addInitScript('globalThis.__name = (f) => f');
  try {
    const run = await runEpisode({
      context,
      task,
      agent,
      baseUrls: { [site]: r.baseURL },
      login: { [site]: { ...r.credentials, recipe: REPLICAS[site]!.login } },
      blockedOrigins: [r.controlURL],
      maxSteps: 5,
      collectState: async () => ({ [site]: StateDiff.parse(await r.state()) }),
    });
    const placeholders = { [`__${site.toUpperCase()}__`]: r.baseURL };
    const score = async (t: Task) => {
      const page = livePageAccess(context, run.activePage);
      try {
        return (await scoreRun(t, run.episode, page, { profile: 'strict', placeholders })).completion?.score ?? 0;
      } finally {
        await page.dispose();
      }
    };
    row.n++;
    row.original += await score(task);
    const revised = reviseTask(task, 'verified', src);
    if (revised.retired) row.retired++;
    else if (await score(revised.task)) {
      row.verified++;
      row.still.push(task.task_id);
    }
  } finally {
    await agent.close?.();
    await context.close();
  }
}
for (const [site, row] of tally)
  console.log(
    `${site}: ${row.n} tasks; the cheat completes ${row.original} under original, ${row.verified} under verified (${row.retired} retired)${row.still.length ? `; still won: ${row.still.join(', ')}` : ''}`,
  );
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
await browser.close();
await Promise.all([...replicas.values()].map((r) => r.close()));
