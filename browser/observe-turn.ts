/**
 * The observation of one turn, and whose fault it is when it cannot be built: a page the agent
 * led the browser to that hangs, broke or crashed ends the episode as `page_unresponsive` (the
 * agent's doing, scored with its violations, never a harness error it could hide in; issue 55);
 * a task site's page that cannot be read is thrown (a harness error).
 */
import type { Page } from '@playwright/test';
import type { ObservationNeeds, Observation, TaskBrief } from '../core/agent';
import { errorLine } from '../core/clip';
import type { Episode } from '../core/trace';
import type { BaseUrls } from '../tasks/urls';
import { sameServer } from './access-rule';
import type { EpisodeState } from './episode-state';
import type { PhaseTimes } from './phase-times';
import type { StepContext } from './step';
import { TimeoutError } from './timeout';

/** What an observation of one episode needs. */
export interface ObserveOptions {
  st: EpisodeState;
  ctx: StepContext;
  brief: TaskBrief;
  needs: ObservationNeeds;
  /** Deadline for building it, ms. */
  timeoutMs: number;
  baseUrls: BaseUrls;
  /** Pages whose renderer crashed in this episode (Chromium's `crash` event). */
  crashed: WeakSet<Page>;
  phases: PhaseTimes;
}

/** The next observation, or the episode ended because the agent's page cannot be read. Throws for a site's page. */
export async function observeTurn(o: ObserveOptions): Promise<{ obs: Observation } | { end: Episode }> {
  const { st, ctx } = o;
  try {
    return { obs: await o.phases.time('observe', () => st.observe(ctx, o.brief, o.needs, o.timeoutMs)) };
  } catch (e) {
    // The agent led the browser to a page that stopped answering: its failure.
    if (e instanceof TimeoutError) return { end: st.end('page_unresponsive', `the page stopped responding: ${e.message} (${ctx.tabs.page.url()})`) };
    if (agentsDoing(ctx.tabs.page, o.baseUrls, o.crashed))
      return { end: st.end('page_unresponsive', `the page could not be read: ${errorLine(e)} (${ctx.tabs.page.url()})`) };
    throw e;
  }
}

/**
 * True when the active page is in a state only the agent's actions lead to: closed or crashed,
 * on a browser error page, or on a page of none of the task's sites.
 */
function agentsDoing(page: Page, baseUrls: BaseUrls, crashed: WeakSet<Page>): boolean {
  if (page.isClosed() || crashed.has(page)) return true;
  const url = page.url();
  if (url === 'about:blank') return false;
  if (!/^https?:/i.test(url)) return true;
  return !Object.values(baseUrls).some((b) => !!b && sameServer(b, url));
}
