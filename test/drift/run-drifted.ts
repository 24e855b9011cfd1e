/**
 * Test helpers for drift: one task through the real episode loop on a drifted replica, scored
 * as a run is, and the solution renamings a drifted page asks for.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, type APIRequestContext, type Browser } from '@playwright/test';
import { solutionAgent } from '../../agents/solution-agent';
import { blindSteps } from '../../agents/policy-blind';
import type { DriftRule } from '../../apps/kit/drift';
import type { ReplicaHandle, StartReplica } from '../../apps/kit/types';
import { replicaLogin, signInToReplica } from '../replica-login';
import { runEpisode } from '../../browser/episode-runner';
import { livePageAccess } from '../../browser/page-access/live';
import { pickChanges, undriftText, type DriftSetting } from '../../core/drift';
import type { Site } from '../../core/vocabulary';
import { scoreRun } from '../../evaluators/score-run';
import { loadTasks } from '../../tasks/loader';
import type { SolutionStep } from '../../tasks/solutions/schema';
import { upstreamTasks } from '../tasks/upstream';

/**
 * Runs task `taskId` (one site) on a replica started by `start` with `setting`, by the reference
 * solution adapted to the drifted app (`adapt`), with or without its safety steps (`blind`).
 * Returns the episode run, the strict-profile score, the replica's state diff and the stored episode's path.
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
  const artifactsDir = mkdtempSync(join(tmpdir(), 'stwab-drift-'));
  try {
    const agent = solutionAgent(blind ? 'drift-blind' : 'drift-reference', (steps) => adapt(blind ? blindSteps(steps) : steps));
    const run = await runEpisode({
      context,
      task,
      agent,
      baseUrls: { [site]: replica.baseURL },
      login: { [site]: replicaLogin(site, replica.credentials) },
      blockedOrigins: [replica.controlURL],
      maxSteps: 40,
      artifactsDir,
      drift: [replica.drift!],
    });
    expect(run.episode.drift?.[0].setting).toBe(`${setting.profile}:${setting.seed}`);
    const scored = await scoreRun(task, run.episode, livePageAccess(context, run.activePage), {
      profile: 'strict',
      placeholders: { [`__${site.toUpperCase()}__`]: replica.baseURL },
    });
    expect(scored.drift).toContain(`${site} ${setting.profile}:${setting.seed} (`);
    return { run, scored, state: await replica.state(), episodeFile: join(artifactsDir, 'episode.json') };
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

/** An API request context signed in to `replica` with the harness's request login for `site`; dispose it after use. */
export async function signedInRequest(replica: ReplicaHandle, site: Site): Promise<APIRequestContext> {
  const req = await request.newContext();
  await signInToReplica(req, site, replica);
  return req;
}

/** Signs in and reads a rule's probe (a GET, or a POST with a JSON body) as text; expects 2xx. */
export async function readProbe(replica: ReplicaHandle, site: Site, probe: DriftRule['probe']): Promise<string> {
  const req = await signedInRequest(replica, site);
  try {
    const url = replica.baseURL + probe.path;
    const res = probe.method === 'POST' ? await req.post(url, { data: probe.body }) : await req.get(url);
    expect(res.ok(), probe.path).toBe(true);
    return await res.text();
  } finally {
    await req.dispose();
  }
}

/**
 * Checks one change of `catalog` on replicas started by `start`: it is in the manifest of a
 * replica started with a seed that picks it, its probe shows it there and not on the app as
 * published, a second replica with the same seed serves the same bytes (but for its origin), and
 * each renamed text maps back for the evaluators.
 */
export async function expectChangeShows(start: StartReplica, site: Site, catalog: readonly DriftRule[], rule: DriftRule): Promise<void> {
  const setting = seedIn(catalog, rule.id);
  const [drifted, again, plain] = await Promise.all([start({ drift: setting }), start({ drift: setting }), start()]);
  try {
    expect(drifted.drift?.setting).toBe(`${rule.profile}:${setting.seed}`);
    expect(drifted.drift?.changes.map((c) => c.id)).toContain(rule.id);
    expect(plain.drift).toBeUndefined();
    const [d, a, p] = await Promise.all([drifted, again, plain].map((r) => readProbe(r, site, rule.probe)));
    const shows = rule.probe.shows ?? rule.texts[0].to;
    expect(d).toContain(shows);
    expect(p).not.toContain(shows);
    expect(a.split(again.baseURL).join('<origin>')).toBe(d.split(drifted.baseURL).join('<origin>'));
    for (const { from, to } of rule.texts) {
      expect(p).toContain(from);
      const mapped = undriftText(d, drifted.drift!.changes);
      expect(mapped).toContain(from);
      expect(mapped).not.toContain(to);
    }
  } finally {
    await Promise.all([drifted.close(), again.close(), plain.close()]);
  }
}

/** `{ original: drifted }` for every text the changes `setting` picks from `catalog` rename. */
export function renamesOf(catalog: readonly DriftRule[], setting: DriftSetting): Record<string, string> {
  return Object.fromEntries(pickChanges(catalog, setting).flatMap((r) => r.texts.map((t) => [t.from, t.to])));
}
