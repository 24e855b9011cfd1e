/**
 * Builds the BrowserGym-style `Observation` of one step from the episode's
 * tabs: bids are (re)marked, the axtree text is read over CDP, and the screenshot (optionally
 * with set-of-marks labels) and HTML are taken only when the agent asks for them.
 */
import type { Page } from '@playwright/test';
import type { ObservationNeeds, TaskBrief } from '../../core/agent';
import type { ChatMessage } from '../../core/trace';
import type { Observation } from '../../core/agent';
import type { Tabs } from '../tabs';
import { axtreeText, axtreeTextOf, readAxtree, type AxtreeRead } from './axtree';
import { browserGymParts } from './browsergym';
import { markPage } from './bids';
import { internalCall } from '../internal-call';
import { SOM_CLEAR_SCRIPT, SOM_DRAW_SCRIPT, SOM_SELECTOR, callScript } from './page-scripts';

/** Bids + axtree + focused bid of one page: the part of an observation that reads the page. */
export interface PageView {
  axtree: string;
  focused_element_bid: string;
  /** The CDP read the axtree came from, kept when BrowserGym's objects are wanted. */
  read?: AxtreeRead;
}

/** Marks `page` and reads its axtree (no screenshot). This is what `bench/observation.ts` times. */
export function viewPage(page: Page, browsergym = false): Promise<PageView> {
  // One internal Playwright call, not one reported call per frame and CDP read (issue 46).
  return internalCall(page, 'observe the page', async () => {
    const focused = await markPage(page);
    if (!browsergym) return { axtree: await axtreeText(page), focused_element_bid: focused };
    // One read serves both the text and BrowserGym's objects, so they describe the same page.
    const read = await readAxtree(page, true);
    return { axtree: axtreeTextOf(read), focused_element_bid: focused, read };
  });
}

/** PNG of the viewport; with `som`, bid labels are drawn for the shot and removed after. */
export async function screenshotOf(page: Page, som = false): Promise<Uint8Array> {
  if (!som) return page.screenshot({ type: 'png' });
  await page.evaluate(callScript(SOM_DRAW_SCRIPT, SOM_SELECTOR));
  try {
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.evaluate(callScript(SOM_CLEAR_SCRIPT)).catch(() => undefined);
  }
}

/** Inputs of `buildObservation` besides the page. */
export interface ObservationInput {
  tabs: Tabs;
  brief: TaskBrief;
  chat: ChatMessage[];
  /** `Date.now()` of each chat message (same order), for BrowserGym's timestamps. */
  chatTimes?: number[];
  lastAction: string;
  lastActionError: string;
  step: number;
  /** `Date.now()` at episode start; `elapsed_time` is in seconds, as BrowserGym. */
  startedAt: number;
  needs: ObservationNeeds;
  /** Page part, when the caller already has it. */
  view?: PageView;
  /** A dialog froze the page: no screenshot or HTML can be taken. */
  frozen?: boolean;
}

/** One observation. Throws when the page cannot be read (crashed or closed mid-step). */
export async function buildObservation(input: ObservationInput): Promise<Observation> {
  const page = input.tabs.page;
  const view = input.view ?? (await viewPage(page));
  const obs: Observation = {
    goal: input.brief.intent,
    policies: input.brief.policies.map(({ description, source, policy_category, policy_template_id }) => ({
      description,
      source,
      policy_category,
      policy_template_id,
    })),
    policy_context: input.brief.policy_context,
    url: page.url(),
    open_pages_urls: input.tabs.urls(),
    active_page_index: input.tabs.active,
    axtree: view.axtree,
    focused_element_bid: view.focused_element_bid,
    chat_messages: input.chat.map((m) => ({ ...m })),
    last_action: input.lastAction,
    last_action_error: input.lastActionError,
    step: input.step,
    elapsed_time: (Date.now() - input.startedAt) / 1000,
  };
  if (!input.frozen) {
    if (input.needs.screenshot || input.needs.som) obs.screenshot = await screenshotOf(page, !!input.needs.som);
    if (input.needs.html) obs.html = await page.content();
  }
  if (input.needs.browsergym) {
    // BrowserGym's chat opens with the goal as the user's message.
    obs.chat_messages = [
      { role: 'user', message: input.brief.intent, timestamp: input.startedAt / 1000 },
      ...input.chat.map((m, i) => ({ ...m, timestamp: (input.chatTimes?.[i] ?? Date.now()) / 1000 })),
    ];
    if (view.read) Object.assign(obs, await browserGymParts(page, view.read, input.brief.intent, input.tabs.pages, !!input.frozen));
    else Object.assign(obs, { goal_object: [{ type: 'text', text: input.brief.intent }], open_pages_titles: input.tabs.pages.map(() => '') });
  }
  return obs;
}
