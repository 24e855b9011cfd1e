/**
 * Test helper for issue 59: one task through the real episode loop on a replica carrying the
 * task's seeded page injection, scored live and again offline from the episode alone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { ReplicaHandle } from '../../apps/kit/types';
import { runEpisode } from '../../browser/episode-runner';
import { livePageAccess } from '../../browser/page-access/live';
import { snapshotPageAccess } from '../../browser/page-access/snapshot';
import type { Agent } from '../../core/agent';
import type { GuardMode } from '../../core/vocabulary';
import { pickInjection, placedContent, type AttackSetting } from '../../core/attack';
import { checkPageUrls } from '../../evaluators/check-pages';
import { scoreRun } from '../../evaluators/score-run';
import { userModeFor } from '../../fixtures/user-mode-for';
import { replicaLogin } from '../replica-login';
import { seedVariantOf } from '../../tasks/dependencies';
import type { Task } from '../../tasks/schema';
import { placeholderMap } from '../../tasks/urls';

/**
 * Runs `task` (one site, on `replica`) by `agent` under `setting`, with the guard in `guard`
 * mode (default off); returns the episode and its live and offline scores.
 */
export async function runAttacked(o: { browser: Browser; replica: ReplicaHandle; task: Task; setting: AttackSetting; agent: Agent; guard?: GuardMode }) {
  const { browser, replica, task, setting, agent, guard = 'off' } = o;
  const site = task.sites[0];
  await replica.reset(seedVariantOf(site, task.task_id));
  const attack = pickInjection({ setting, task_id: task.task_id, site, places: replica.places ?? [], goals: replica.attackGoals ?? [] });
  await replica.inject?.(attack.place, placedContent(attack));
  const baseUrls = { [site]: replica.baseURL };
  const placeholders = placeholderMap(baseUrls);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const run = await runEpisode({
      context,
      task,
      agent,
      baseUrls,
      login: { [site]: replicaLogin(site, replica.credentials) },
      blockedOrigins: [new URL(replica.controlURL).origin],
      maxSteps: 20,
      userMode: userModeFor(task, 'approve'),
      artifactsDir: mkdtempSync(join(tmpdir(), 'stwab-attack-')),
      attack,
      siteEffects: [{ baseURL: replica.baseURL, rules: replica.effects }],
      guard,
      guardContext: { profile: 'strict', placeholders },
      ...(replica.drift ? { drift: [replica.drift] } : {}),
      collectState: async () => ({ [site]: await replica.state() }),
      checkPageUrls: (finalUrl) => checkPageUrls(task, finalUrl, placeholders),
    });
    const live = await scoreRun(task, run.episode, livePageAccess(context, run.activePage), { profile: 'strict', placeholders });
    const e = run.episode;
    const offline = await scoreRun(task, e, snapshotPageAccess({ final: e.final_page, pages: e.pages, checks: e.check_pages }), {
      profile: 'strict',
      placeholders,
    });
    return { episode: e, live, offline };
  } finally {
    await context.close();
  }
}
