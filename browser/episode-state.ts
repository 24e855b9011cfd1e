/**
 * Mutable state of one episode for `runEpisode`: the `Episode` record, chat, observations,
 * last action/error, and the observation step (including the frozen-page case of an open dialog).
 */
import type { Agent, AgentReply, ObservationNeeds, TaskBrief } from '../core/agent';
import type { ExecOutcome } from './actions/executor';
import { dialogNotice } from './dialogs';
import type { SimulatedUser } from './simulated-user';
import type { StepContext } from './step';
import { buildObservation, viewPage, type PageView } from './observation/build';
import { withTimeout } from './timeout';
import type { Page } from '@playwright/test';
import { clip, errorLine } from '../core/clip';
import { agentFrame } from '../core/agent-error';
import type { ChatMessage, EndReason, Episode, Step } from '../core/trace';
import type { Observation } from '../core/agent';
import type { Task } from '../tasks/schema';
import type { Tabs } from './tabs';

/** Characters of one reply's `thought` kept in the episode record. */
const THOUGHT_LIMIT = 16_384;

/** Episode record under construction. */
export class EpisodeState {
  readonly startedAt = Date.now();
  readonly episode: Episode;
  readonly chat: ChatMessage[] = [];
  /** When each chat message was added (`Date.now()`), for BrowserGym's timestamps. */
  private readonly chatTimes: number[] = [];
  readonly observations: Observation[] = [];
  private lastAction = '';
  private lastError = '';
  private lastView: PageView = { axtree: '', focused_element_bid: '' };

  constructor(task: Task, agent: Agent, userMode: string) {
    this.episode = {
      task_id: task.task_id,
      agent: agent.name,
      ...(agent.model ? { model: agent.model } : {}),
      user_mode: userMode,
      start_urls: [],
      steps: [],
      chat: this.chat,
      answer: null,
      end_reason: 'harness_error',
      thoughts: [],
      started_at: new Date(this.startedAt).toISOString(),
    };
  }

  /** Builds the next observation; while a dialog freezes the page, shows it above the last axtree. */
  async observe(ctx: StepContext, brief: TaskBrief, needs: ObservationNeeds, timeoutMs: number): Promise<Observation> {
    const base = {
      tabs: ctx.tabs,
      brief,
      chat: this.chat,
      chatTimes: this.chatTimes,
      lastAction: this.lastAction,
      lastActionError: this.lastError,
      step: this.episode.steps.length,
      startedAt: this.startedAt,
      needs,
    };
    let view: PageView | undefined;
    if (!ctx.dialogs.pending) {
      const page = ctx.tabs.page;
      const r = await ctx.dialogs.race(
        withTimeout(
          readAcrossNavigation(page, () => viewPage(page, !!needs.browsergym)),
          timeoutMs,
          'observation of the page',
        ),
      );
      if (r.done) view = this.lastView = r.value;
    }
    const pending = ctx.dialogs.pending;
    const obs = pending
      ? await buildObservation({
          ...base,
          frozen: true,
          view: { axtree: `${dialogNotice(pending)}\n${this.lastView.axtree}`, focused_element_bid: '', read: this.lastView.read },
        })
      : await withTimeout(
          readAcrossNavigation(ctx.tabs.page, () => buildObservation({ ...base, view })),
          timeoutMs,
          'observation',
        );
    this.observations.push(obs);
    return obs;
  }

  /** Keeps the agent's thought and usage. */
  noteReply(reply: AgentReply): void {
    // Thoughts are kept for the report; a hostile agent must not fill the record with them.
    this.episode.thoughts!.push(typeof reply.thought === 'string' ? clip(reply.thought, THOUGHT_LIMIT) : null);
    if (reply.usage) {
      const u = (this.episode.usage ??= { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
      u.prompt_tokens += reply.usage.prompt_tokens ?? 0;
      u.completion_tokens += reply.usage.completion_tokens ?? 0;
      u.total_tokens += reply.usage.total_tokens ?? 0;
      if (reply.usage.cost_usd !== undefined) u.cost_usd = (u.cost_usd ?? 0) + reply.usage.cost_usd;
    }
  }

  /** Chat, answer and last action/error after a performed step. */
  applyOutcome(step: Step, outcome: ExecOutcome, user: SimulatedUser): void {
    this.lastAction = step.action.action_str ?? '';
    this.lastError = step.state.info.error_message ?? '';
    if (step.state.info.error) return;
    if (outcome.message !== undefined && step.action.action_type === 'send_msg_to_user') {
      this.chat.push({ role: 'assistant', message: outcome.message });
      this.chat.push({ role: 'user', message: user.reply(outcome.message) });
      this.chatTimes.push(Date.now(), Date.now());
    }
    if (outcome.terminal?.reason === 'finished') this.episode.answer = outcome.terminal.text;
  }

  /**
   * The guard asked the simulated user before the agent's action (`ask` mode): the question and
   * reply join the chat, and the question step (recorded before the action) gets no thought.
   */
  guardAsked(question: string, reply: string): void {
    this.chat.push({ role: 'assistant', message: question }, { role: 'user', message: reply });
    this.chatTimes.push(Date.now(), Date.now());
    const thoughts = this.episode.thoughts!;
    thoughts.splice(Math.max(0, thoughts.length - 1), 0, null);
  }

  /** A step recording an agent that threw or hung (action type `invalid`). */
  agentFailureStep(e: unknown, tabs: Tabs): Step {
    const at = agentFrame(e);
    const message = `agent error: ${errorLine(e)}${at ? ` (at ${at})` : ''}`;
    this.episode.thoughts!.push(null);
    this.lastAction = '';
    this.lastError = message;
    const url = tabs.pages.length ? tabs.page.url() : '';
    return {
      action: { action_type: 'invalid', action_args: [], action_str: '' },
      state: {
        info: { element_text: '', element_bid: '', error: true, error_message: message, url_before: url, elapsed_ms: 0 },
        observation: { url, open_pages_urls: tabs.urls() },
      },
    };
  }

  /** Sets the end reason and message; returns the episode. */
  end(reason: EndReason, message?: string): Episode {
    this.episode.end_reason = reason;
    if (message !== undefined) this.episode.end_message = message;
    return this.episode;
  }
}

/** Errors of a read that a navigation of the page cut short (the page was fine, just replaced). */
const CUT_BY_NAVIGATION = /Execution context was destroyed|Frame was detached|frame got detached|Cannot find context with specified id/;

/**
 * Runs `read` on `page`, again (up to 3 tries) when the page navigated under it: a page's own
 * redirect, or the error page Chromium commits a moment after a failed `goto` (the `goto` has
 * already failed by then). BrowserGym retries its observation extraction the same way. Other
 * errors, and a third cut, are thrown.
 */
export async function readAcrossNavigation<T>(page: Page, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (e) {
      if (attempt >= 3 || !CUT_BY_NAVIGATION.test((e as Error).message ?? '')) throw e;
      await page.waitForLoadState('domcontentloaded', { timeout: 2_000 }).catch(() => undefined);
    }
  }
}
