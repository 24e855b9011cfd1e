/**
 * The end of an episode: the final page and every open tab stored as HTML, the check pages
 * loaded afresh, and the episode record completed (environment, observations, writes, drift,
 * state, source) and written. A page that does not answer is closed, never waited on.
 */
import type { Page } from '@playwright/test';
import { errorLine } from '../core/clip';
import type { Episode } from '../core/trace';
import { placeholderMap } from '../tasks/urls';
import { storableObservation, writeEpisodeJson } from './artifacts';
import { SNAPSHOT_LIMIT_MS, snapshotCheckPages } from './check-page-snapshots';
import type { DialogGate } from './dialogs';
import type { EpisodeRun, RunEpisodeOptions } from './episode-options';
import type { EpisodeState } from './episode-state';
import type { NetworkLog } from './network-log';
import type { PhaseTimes } from './phase-times';
import { type InflightRequests, waitForQuiet } from './quiet';
import type { Tabs } from './tabs';
import { TimeoutError, withTimeout } from './timeout';

/** What the end of one episode reads. */
export interface FinishContext {
  opts: RunEpisodeOptions;
  st: EpisodeState;
  tabs: Tabs;
  dialogs: DialogGate;
  inflight: InflightRequests;
  net: NetworkLog;
  phases: PhaseTimes;
}

/** Stores the pages of the ended `episode` and completes its record, timed as `final_snapshot`. */
export function finishEpisode(episode: Episode, c: FinishContext): Promise<EpisodeRun> {
  return c.phases.time('final_snapshot', () => snapshot(episode, c));
}

async function snapshot(episode: Episode, { opts, st, tabs, dialogs, inflight, net, phases }: FinishContext): Promise<EpisodeRun> {
  await dialogs.close();
  const activePage = await tabs.ensureOne();
  // The final page is what the evaluators read: let it finish rendering first (an episode
  // can end by timeout or max_steps right after an action).
  await phases.time('quiet', () => waitForQuiet(activePage, inflight));
  const hung = new Set<Page>();
  const snap = async (p: Page) => {
    const html = await withTimeout(p.content(), SNAPSHOT_LIMIT_MS, 'reading the final page').catch((e) => {
      if (e instanceof TimeoutError) hung.add(p);
      return '';
    });
    return { url: p.url(), html };
  };
  episode.final_page = await snap(activePage);
  episode.pages = await Promise.all(tabs.pages.map((p) => (p === activePage ? episode.final_page! : snap(p))));
  if (hung.has(activePage) && episode.end_reason !== 'harness_error' && episode.end_reason !== 'page_unresponsive') {
    episode.end_message = `the final page stopped responding (${activePage.url()}); ended as ${episode.end_reason}${episode.end_message ? `: ${episode.end_message}` : ''}`;
    episode.end_reason = 'page_unresponsive';
  }
  // A hung renderer keeps every later call waiting: close it so scoring and teardown go on.
  for (const p of hung) await p.close({ runBeforeUnload: false }).catch(() => undefined);
  episode.env = placeholderMap(opts.baseUrls);
  const checkUrls = opts.checkPageUrls?.(episode.final_page.url) ?? [];
  if (checkUrls.length) episode.check_pages = await snapshotCheckPages(opts.context, checkUrls);
  episode.observations = st.observations.map(storableObservation);
  episode.writes = net.writes;
  if (opts.revision && opts.revision !== 'original') episode.revision = opts.revision;
  if (opts.drift?.length) episode.drift = opts.drift;
  if (opts.attack) episode.attack = opts.attack;
  if (opts.collectState) {
    // A reader that fails or answers another shape leaves action goals and state_match without
    // evidence: the run is not scored (a harness error naming the reader and the fix), never
    // silently scored without its state.
    const state = await phases
      .time('state', () => opts.collectState!())
      .catch((e: unknown) => {
        const was = episode.end_reason === 'harness_error' ? '' : ` (the episode had ended as ${episode.end_reason})`;
        const earlier = episode.end_reason === 'harness_error' && episode.end_message ? `; ${episode.end_message}` : '';
        episode.end_message = `the app's state could not be read after the episode${was}: ${errorLine(e)}${earlier}`;
        episode.end_reason = 'harness_error';
        return undefined;
      });
    if (state) episode.state = state;
  }
  episode.duration_ms = Date.now() - st.startedAt;
  if (opts.taskSource) {
    episode.tasks_source = opts.taskSource.path;
    if (opts.taskSource.sha256) episode.tasks_sha256 = opts.taskSource.sha256;
  }
  if (opts.artifactsDir) writeEpisodeJson(opts.artifactsDir, episode);
  return { episode, pages: tabs.pages.filter((p) => !hung.has(p)), activePage, responsive: !hung.has(activePage) };
}
