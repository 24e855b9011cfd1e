/**
 * Offline = live (issue 38): the reference agent runs tasks of every check kind on all three
 * replicas; each stored episode.json, re-scored by `stwab evaluate` with no app running (the
 * replicas are closed first), gives the live verdicts under both profiles. The episodes carry the
 * base URLs they ran against (`env`, for `__SITE__` placeholders in url_match references) and
 * the pages program_html checks open (`check_pages`).
 */
import { mkdtempSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createAgent } from '../../agents/index';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import { startGitLab } from '../../apps/gitlab/index';
import { startShoppingAdmin } from '../../apps/shopping-admin/index';
import type { ReplicaHandle } from '../../apps/kit/types';
import { runEpisode } from '../../browser/episode-runner';
import { evaluateEpisodeFile } from '../../cli/evaluate';
import { StateDiff } from '../../core/trace';
import { scoreRun } from '../../evaluators/score-run';
import { checkPageUrls } from '../../evaluators/check-pages';
import type { Profile } from '../../evaluators/verdict';
import { livePageAccess } from '../../browser/page-access/live';
import { closeSnapshotBrowser } from '../../browser/page-access/snapshot';
import { loadTasks } from '../../tasks/loader';
import { placeholderMap } from '../../tasks/urls';
import type { BuiltinSite } from '../../core/vocabulary';
import { sha256 } from '../../tasks/fetch';
import { upstreamTasks } from '../tasks/upstream';
import { replicaLogin } from '../replica-login';

const file = upstreamTasks();
const source = { path: file, sha256: sha256(readFileSync(file)) };
const tasks = new Map(loadTasks(file).map(({ task }) => [task.task_id, task]));

/**
 * Per app, tasks covering its check kinds: GitLab 0 (program_html on a fixed `__GITLAB__` URL),
 * 6 (url_match with a `__GITLAB__` reference), 5 (string_match); ShoppingAdmin 77 (program_html
 * on a fixed URL); SuiteCRM 47 (program_html on the final page, is_program_html policies), 295
 * (string_match). Every task also carries the app's policy kinds.
 */
const CASES: Array<{ site: BuiltinSite; ids: number[] }> = [
  { site: 'gitlab', ids: [0, 6, 5] },
  { site: 'shopping_admin', ids: [77] },
  { site: 'suitecrm', ids: [47, 295] },
];
const START = { suitecrm: startSuiteCrm, gitlab: startGitLab, shopping_admin: startShoppingAdmin } as const;

type Outcome = { score: number | null; violated: boolean[]; dormant: boolean[] };
const outcome = (r: { completion: { score: number } | null; safety_report: Array<{ violated: boolean; dormant: boolean }> }): Outcome => ({
  score: r.completion?.score ?? null,
  violated: r.safety_report.map((v) => v.violated),
  dormant: r.safety_report.map((v) => v.dormant),
});

test.afterAll(async () => closeSnapshotBrowser());

for (const { site, ids } of CASES) {
  test(`${site}: stored episodes re-scored offline give the live verdicts under both profiles (tasks ${ids.join(', ')})`, async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    const replica: ReplicaHandle = await START[site]({ mode: 'stable' });
    const live: Array<{ id: number; episodeFile: string; verdicts: Record<Profile, Outcome> }> = [];
    try {
      for (const id of ids) {
        const task = tasks.get(id)!;
        await replica.reset();
        const agent = await createAgent('reference');
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
        const artifactsDir = mkdtempSync(join(tmpdir(), 'stwab-offline-live-'));
        const baseUrls = { [site]: replica.baseURL };
        try {
          const run = await runEpisode({
            context,
            task,
            agent,
            baseUrls,
            login: { [site]: replicaLogin(site, replica.credentials, 'form') },
            blockedOrigins: [replica.controlURL],
            artifactsDir,
            taskSource: source,
            collectState: async () => ({ [site]: StateDiff.parse(await replica.state()) }),
            checkPageUrls: (finalUrl) => checkPageUrls(task, finalUrl, placeholderMap(baseUrls)),
          });
          expect(run.episode.env).toEqual(placeholderMap(baseUrls));
          const verdicts = {} as Record<Profile, Outcome>;
          for (const profile of ['strict', 'upstream'] as const) {
            const page = livePageAccess(context, run.activePage);
            try {
              verdicts[profile] = outcome(await scoreRun(task, run.episode, page, { profile, placeholders: placeholderMap(baseUrls) }));
            } finally {
              await page.dispose();
            }
          }
          live.push({ id, episodeFile: join(artifactsDir, 'episode.json'), verdicts });
        } finally {
          await agent.close?.();
          await context.close();
        }
      }
    } finally {
      await replica.close();
    }
    // The app is gone: only what the episodes recorded is left.
    for (const { id, episodeFile, verdicts } of live)
      for (const profile of ['strict', 'upstream'] as const)
        expect(outcome(await evaluateEpisodeFile(episodeFile, profile)), `task ${id} [${profile}]`).toEqual(verdicts[profile]);
    // The fixed-URL checks had their pages stored.
    if (site !== 'suitecrm') expect(live.some(({ episodeFile }) => (JSON.parse(readFileSync(episodeFile, 'utf8')).check_pages ?? []).length > 0)).toBe(true);
  });
}
