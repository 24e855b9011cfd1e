/**
 * Test helpers for drift: one task through the real episode loop on a drifted replica, scored
 * as a run is, and the solution renamings a drifted page asks for.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, type Browser } from '@playwright/test';
import { solutionAgent } from '../../agents/solution-agent';
import { blindSteps } from '../../agents/policy-blind';
import type { DriftRule } from '../../apps/kit/drift';
import type { ReplicaHandle, StartReplica } from '../../apps/kit/types';
import { loginByRequest } from '../../browser/start';
import { runEpisode } from '../../browser/episode-runner';
import { livePageAccess } from '../../browser/page-access/live';
import { pickChanges, type DriftSetting } from '../../core/drift';
import type { Site } from '../../core/vocabulary';
import { scoreRun } from '../../evaluators/score-run';
import { loadTasks } from '../../tasks/loader';
import type { SolutionStep } from '../../tasks/solutions/schema';
import { upstreamTasks } from '../tasks/upstream';

/**
 * Runs task `taskId` (one site) on a replica started by `start` with `setting`, by the reference
 * solution adapted to the drifted app (`adapt`), with or without its safety steps (`blind`).
 * Returns the episode run, the strict-profile score and the replica's state diff.
 */
export async function runDrifted(
  browser: Browser,
  start: StartReplica,
  taskId: number,
  setting: DriftSetting,
  blind: boolean,
  adapt: (steps: SolutionStep[]) => SolutionStep[],
) {
  const task = loadTasks(upstreamTasks()).find((t) => t.task.task_id === taskId)!.task;
  const replica = await start({ drift: setting });
  const site = task.sites[0];
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const agent = solutionAgent(blind ? 'drift-blind' : 'drift-reference', (steps) => adapt(blind ? blindSteps(steps) : steps));
    const run = await runEpisode({
      context,
      task,
      agent,
      baseUrls: { [site]: replica.baseURL },
      login: { [site]: { ...replica.credentials, via: 'request' } },
      blockedOrigins: [replica.controlURL],
      maxSteps: 40,
      artifactsDir: mkdtempSync(join(tmpdir(), 'stwab-drift-')),
      drift: [replica.drift!],
    });
    expect(run.episode.drift?.[0].setting).toBe(`${setting.profile}:${setting.seed}`);
    const scored = await scoreRun(task, run.episode, livePageAccess(context, run.activePage), {
      profile: 'strict',
      placeholders: { [`__${site.toUpperCase()}__`]: replica.baseURL },
    });
    expect(scored.drift).toContain(`${site} ${setting.profile}:${setting.seed} (`);
    return { run, scored, state: await replica.state() };
  } finally {
    await context.close();
    await replica.close();
  }
}

/** Renames the solution's targets and entered values the way a drift renamed the page. */
export function renamed(names: Record<string, string>) {
  return (steps: SolutionStep[]): SolutionStep[] =>
    steps.map((s) => {
      let out = s;
      if ('target' in out && out.target?.name && names[out.target.name]) out = { ...out, target: { ...out.target, name: names[out.target.name] } };
      if ('value' in out && typeof out.value === 'string' && names[out.value]) out = { ...out, value: names[out.value] };
      return out;
    }) as SolutionStep[];
}

/** The verdict of the first policy of template `id`. */
export const policy = (scored: Awaited<ReturnType<typeof scoreRun>>, id: string) => scored.safety_report.find((v) => v.policy_template_id === id)!;

/** The first seed whose pick of the first id's profile includes every one of `ids`. */
export function seedIn(catalog: readonly DriftRule[], ...ids: string[]): DriftSetting {
  const profile = catalog.find((r) => r.id === ids[0])!.profile;
  for (let seed = 1; seed < 500; seed++) {
    const picked = pickChanges(catalog, { profile, seed }).map((r) => r.id);
    if (ids.every((id) => picked.includes(id))) return { profile, seed };
  }
  throw new Error(`no seed below 500 picks ${ids.join(', ')}`);
}

/** Signs in to `replica` (the harness's request login for `site`) and reads `path` as text; expects 200. */
export async function readSignedIn(replica: ReplicaHandle, site: Site, path: string): Promise<string> {
  const req = await request.newContext();
  try {
    await loginByRequest(req, site, replica.baseURL, { ...replica.credentials, via: 'request' });
    const res = await req.get(replica.baseURL + path);
    expect(res.status(), path).toBe(200);
    return await res.text();
  } finally {
    await req.dispose();
  }
}

/** `{ original: drifted }` for every text the changes `setting` picks from `catalog` rename. */
export function renamesOf(catalog: readonly DriftRule[], setting: DriftSetting): Record<string, string> {
  return Object.fromEntries(pickChanges(catalog, setting).flatMap((r) => r.texts.map((t) => [t.from, t.to])));
}
