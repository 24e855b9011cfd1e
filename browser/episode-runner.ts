/**
 * The episode loop: start (login, start tabs, setup scripts), then
 * observation -> agent.act -> parse -> execute -> record until a terminal action, `maxSteps`,
 * or a timeout. Harness failures end with `harness_error`, agent failures with `agent_error`.
 */
import type { AttackRecord } from '../core/attack';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { Agent } from '../core/agent';
import { briefOf } from '../tasks/brief';
import type { Site, Task } from '../tasks/schema';
import { type BaseUrls, placeholderMap } from '../tasks/urls';
import { saveStepScreenshot, storableObservation, writeEpisodeJson } from './artifacts';
import { sameServer } from './access-rule';
import { accessRuleOf, installContainment } from './containment';
import { DialogGate } from './dialogs';
import { Downloads } from './downloads';
import { EpisodeState } from './episode-state';
import { type UserMode, SimulatedUser } from './simulated-user';
import { type SiteLogin, startEpisode } from './start';
import { PhaseTimes } from './phase-times';
import { InflightRequests, installActivityTracker, waitForQuiet } from './quiet';
import { performStep } from './step';
import { Tabs } from './tabs';
import { TimeoutError, withTimeout } from './timeout';
import { AgentError, agentFrame, describeReply } from '../core/agent-error';
import { errorLine } from '../core/clip';
import { DEFAULT_EPISODE_TIMEOUT_MS } from '../core/defaults';
import type { DriftRecord, EndReason, Episode, PageSnapshot, StateDiff, Step, Usage } from '../core/trace';
import { NetworkLog } from './network-log';
import { type SiteEffects, writeGuardJudge } from './write-guard';
import { GuardGate } from './guard-gate';
import type { GuardMode, Profile } from '../core/vocabulary';

/** Options of `runEpisode`. Times are in ms. */
export interface RunEpisodeOptions {
  /** A fresh context per test. */
  context: BrowserContext;
  /** The full task; its `eval` block is never shown to the page or the agent. */
  task: Task;
  agent: Agent;
  baseUrls: BaseUrls;
  /** Log in before the start URLs when `task.require_login` (sites without credentials are skipped). */
  login?: Partial<Record<Site, SiteLogin>>;
  /**
   * Where the agent can never go: origins (replica `controlURL`s, a whole server under every
   * name of its host) and URL prefixes (a declared site's blocked paths and hooks). Judged on
   * every request of the browser, each redirect hop included (issue 55).
   */
  blockedOrigins?: string[];
  /**
   * Servers on this machine or the private network the agent may reach besides the task's sites
   * (origins; e.g. a page server of your own). Everything else there is closed (issue 55).
   */
  allowedOrigins?: string[];
  /** Each site's effect rules (core/effects.ts): the guard classifies requests with them (issue 55). */
  siteEffects?: SiteEffects[];
  /** Default 20 (upstream). */
  maxSteps?: number;
  /** Limit for one `agent.act` and for one action. Default 60 000. */
  stepTimeoutMs?: number;
  /** Default {@link DEFAULT_EPISODE_TIMEOUT_MS}. */
  episodeTimeoutMs?: number;
  /** Deadline for one observation; a page that does not answer by then ends the run as `page_unresponsive`. Default {@link OBSERVE_LIMIT_MS}. */
  observeTimeoutMs?: number;
  /** Simulated-user mode for `send_msg_to_user`; default `approve`. */
  userMode?: UserMode;
  /** Folder `upload_file` reads from. */
  filesDir?: string;
  /** Where `episode.json`, screenshots and downloads go (downloads go to a temp folder without it). */
  artifactsDir?: string;
  /** Per-step screenshots as artifacts (needs `artifactsDir`). */
  screenshots?: boolean;
  /** Task file (path, sha256) recorded in the episode so offline re-scoring can find the task. */
  taskSource?: { path: string; sha256?: string };
  /** Task revision name recorded in the episode (`stwab evaluate` re-scores under it). */
  revision?: string;
  /** The drift of each drifted site (recorded in the episode; the evaluators read through it). */
  drift?: DriftRecord[];
  /** The page injection of an attacked run (recorded in the episode; issue 59). */
  attack?: AttackRecord;
  /**
   * Called after each recorded step, e.g. to create `test.step` entries. `reply`: the simulated
   * user's answer to this step's message; `scoped`: called inside `stepScope` (the step's report
   * entry exists already and timed the action).
   */
  onStep?: (step: Step, index: number, extra: StepExtra) => void | Promise<void>;
  /**
   * Wraps the execution and recording of each action the agent chose (index, action string), so
   * a report step spans the action's real duration (issue 47: every step was 0 ms in Allure).
   */
  stepScope?: (index: number, action: string, run: () => Promise<void>) => Promise<void>;
  /**
   * Reads what each site's app holds at the end against its reset (a replica's `GET /state`),
   * recorded as `episode.state`; called after the final snapshot. A failure leaves it unset.
   */
  collectState?: () => Promise<Record<string, StateDiff>>;
  /**
   * Guard mode (issue 40): `block` stops an action that would make a guardable policy violated;
   * `ask` asks the simulated user first for consent policies. Default `off`.
   */
  guard?: GuardMode;
  /** Profile and `__SITE__` placeholders the guard evaluates with (as scoring does). */
  guardContext?: { profile?: Profile; placeholders?: Record<string, string> };
  /**
   * URLs of the pages the task's checks open besides the final page, given the final page's URL
   * (`evaluators/check-pages.ts`); each is loaded afresh at the end and stored as
   * `episode.check_pages` so offline scoring reads what the live evaluator reads (issue 38).
   */
  checkPageUrls?: (finalUrl: string) => string[];
  /** Adds the episode's phases (start, observe, agent, action, quiet, final_snapshot) here. */
  phases?: PhaseTimes;
}

/**
 * The finished episode and the pages left open (for page-dependent evaluators). `responsive`
 * is false when the final page did not answer within its deadline: evaluators must then read
 * `episode.final_page` (the snapshot) instead of the live page, which would hang them.
 */
export interface EpisodeRun {
  episode: Episode;
  pages: Page[];
  activePage: Page;
  responsive: boolean;
}

/** Deadline for building one observation, ms; a page that does not answer by then has hung. */
export const OBSERVE_LIMIT_MS = 20_000;
/** Deadline for reading one page's HTML for the final snapshot, ms. */
export const SNAPSHOT_LIMIT_MS = 5_000;

/** Actions that do not act on the page: a write stopped during them is not their error. */
const NOT_PAGE_ACTIONS = new Set(['send_msg_to_user', 'answer', 'finish', 'report_infeasible', 'invalid']);

/** Consecutive agent failures (throw or hang) that end an episode with `agent_error`. */
const AGENT_FAILURE_LIMIT = 3;

/** Runs one task with one agent in `opts.context`. Never throws for agent or app failures. */
/**
 * Loads each URL in a fresh page of `context` the way the live evaluator opens a check page
 * (`load`, then network quiet for at most 3 s) and returns its serialised HTML; a page that
 * fails to load is stored as what it shows (often empty), as the evaluator would read it.
 */
async function snapshotCheckPages(context: BrowserContext, urls: string[]): Promise<PageSnapshot[]> {
  const out: PageSnapshot[] = [];
  for (const url of urls) {
    const page = await context.newPage().catch(() => null);
    if (!page) continue;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      out.push({ url, html: await withTimeout(page.content(), SNAPSHOT_LIMIT_MS, 'reading a check page').catch(() => '') });
    } finally {
      await page.close({ runBeforeUnload: false }).catch(() => undefined);
    }
  }
  return out;
}

/** What `onStep` learns beside the step: the simulated user's reply and whether it runs inside `stepScope`. */
export interface StepExtra {
  reply?: string;
  scoped: boolean;
}

export async function runEpisode(opts: RunEpisodeOptions): Promise<EpisodeRun> {
  const maxSteps = opts.maxSteps ?? 20;
  const stepTimeoutMs = opts.stepTimeoutMs ?? 60_000;
  const deadline = Date.now() + (opts.episodeTimeoutMs ?? DEFAULT_EPISODE_TIMEOUT_MS);
  const user = new SimulatedUser(opts.userMode);
  const st = new EpisodeState(opts.task, opts.agent, user.label);
  const tabs = new Tabs(opts.context);
  const dialogs = new DialogGate();
  const downloads = new Downloads(join(opts.artifactsDir ?? join(tmpdir(), `stwab-downloads-${process.pid}-${Date.now()}`), 'downloads'));
  tabs.onPage((p) => {
    dialogs.watch(p);
    downloads.watch(p);
    p.once('crash', () => crashed.add(p));
  });
  const sites = Object.values(opts.baseUrls).filter((u): u is string => !!u);
  const blocked = accessRuleOf(opts.blockedOrigins ?? [], { sites, allow: opts.allowedOrigins });
  const inflight = new InflightRequests(opts.context);
  const net = new NetworkLog(opts.context, sites);
  const phases = opts.phases ?? new PhaseTimes();
  const gate =
    opts.guard && opts.guard !== 'off'
      ? new GuardGate(opts.task.policies, opts.guard, tabs, { ...opts.guardContext, drift: opts.drift }, () => !!dialogs.pending)
      : undefined;
  if (gate) st.episode.guard = gate.record;
  const ctx = { tabs, dialogs, downloads, inflight, blocked, filesDir: opts.filesDir, stepTimeoutMs, timeoutMs: Math.min(5_000, stepTimeoutMs), phases };

  try {
    const guardWrites = gate
      ? writeGuardJudge({ gate, sites: opts.siteEffects ?? [], trajectory: () => st.episode.steps, writes: () => net.writes })
      : undefined;
    await installContainment(opts.context, blocked, { sites, more: guardWrites });
    await installActivityTracker(opts.context);
    const brief = briefOf(opts.task, opts.baseUrls);
    st.episode.start_urls = brief.start_urls;
    await phases.time('start', () =>
      startEpisode({ tabs, task: opts.task, baseUrls: opts.baseUrls, startUrls: brief.start_urls, login: opts.login, inflight, phases }),
    );
    await phases.time('quiet', () => waitForQuiet(tabs.page, inflight));
    try {
      await withTimeout(opts.agent.reset?.(brief), stepTimeoutMs, 'agent.reset');
    } catch (e) {
      // An agent that cannot start (server down, bad key, broken module) made no attempt at the
      // task: that is a setup fault, excluded from the rates like an app that is down.
      return await finish(st.end('harness_error', `agent did not start: agent.reset failed: ${(e as Error).message}`));
    }
    let agentFailures = 0;
    let replied = false;
    for (;;) {
      if (Date.now() >= deadline) return await finish(st.end('timeout', 'episode time limit reached'));
      if (st.episode.steps.length >= maxSteps) return await finish(st.end('max_steps', `${maxSteps} steps without a terminal action`));
      let obs: Awaited<ReturnType<typeof st.observe>>;
      try {
        obs = await phases.time('observe', () =>
          st.observe(ctx, brief, opts.agent.observe ?? {}, Math.min(stepTimeoutMs, opts.observeTimeoutMs ?? OBSERVE_LIMIT_MS)),
        );
      } catch (e) {
        // The agent led the browser to a page that stopped answering: its failure.
        if (e instanceof TimeoutError) return await finish(st.end('page_unresponsive', `the page stopped responding: ${e.message} (${tabs.page.url()})`));
        // A page the agent made, broke or crashed cannot be read: still the agent's doing, scored
        // with its violations, never a harness error it could hide in (issue 55). A task site's
        // page that cannot be read stays a harness error.
        if (agentsDoing(tabs.page, opts.baseUrls))
          return await finish(st.end('page_unresponsive', `the page could not be read: ${errorLine(e)} (${tabs.page.url()})`));
        throw e;
      }
      let action: string;
      try {
        const reply = await phases.time('agent', () => withTimeout(opts.agent.act(obs), Math.min(stepTimeoutMs, deadline - Date.now()), 'agent.act'));
        if (typeof reply?.action !== 'string') throw new Error(`agent.act must return { action: string }; it returned ${describeReply(reply)}`);
        const badUsage = usageProblem(reply.usage);
        if (badUsage) {
          st.noteReply({ ...reply, usage: undefined });
          return await finish(st.end('agent_error', `the agent reported invalid usage: ${badUsage}`));
        }
        action = reply.action;
        st.noteReply(reply);
        agentFailures = 0;
        replied = true;
      } catch (e) {
        if (e instanceof TimeoutError && Date.now() >= deadline)
          return await finish(st.end('timeout', 'episode time limit reached while the agent was thinking'));
        agentFailures++;
        await record(st.agentFailureStep(e, tabs));
        if (agentFailures >= AGENT_FAILURE_LIMIT) {
          const at = agentFrame(e);
          const why = `agent failed ${agentFailures} times in a row: ${errorLine(e)}${at ? ` (at ${at})` : ''}`;
          // Never a single reply and only transport failures (server down, no answer): the agent
          // was unavailable, not wrong. A crash inside the agent's own code is its failure.
          const unavailable = !replied && (e instanceof AgentError || e instanceof TimeoutError);
          return await finish(unavailable ? st.end('harness_error', `agent never replied: ${why}`) : st.end('agent_error', why));
        }
        continue;
      }
      if (gate) {
        const g = await phases.time('guard', () => gate.decide(st.episode.steps, action, st.episode.steps.length, (q) => user.reply(q)));
        if (g.question) {
          st.guardAsked(g.question.ask.action.action_args[0] as string, g.question.reply);
          await record(g.question.ask, { reply: g.question.reply, scoped: false });
        }
        if (g.blocked) {
          st.applyOutcome(g.blocked, {}, user);
          await record(g.blocked);
          continue;
        }
      }
      net.step = st.episode.steps.length;
      let terminal: { reason: EndReason; text?: string } | undefined;
      const act = async () => {
        const { step, outcome } = await phases.time('action', () => performStep(ctx, action));
        noteNetwork(step);
        gate?.actionDone();
        const chatBefore = st.chat.length;
        st.applyOutcome(step, outcome, user);
        const reply = st.chat.length > chatBefore ? st.chat.at(-1)?.message : undefined;
        await record(step, { reply, scoped: !!opts.stepScope });
        if (outcome.terminal && !step.state.info.error) terminal = { reason: outcome.terminal.reason, text: outcome.terminal.text ?? undefined };
      };
      await (opts.stepScope ? opts.stepScope(st.episode.steps.length, action, act) : act());
      if (terminal) return await finish(st.end(terminal.reason, terminal.text));
    }
  } catch (e) {
    // Start-up failures (HarnessError) and a page that cannot be read.
    return await finish(st.end('harness_error', errorLine(e)));
  }

  /**
   * Adds the step's frame URLs and stopped requests. A write the guard stopped makes a page
   * action an error that names the policy, as a blocked action does (a chat or terminal action
   * stays what it was: a page's own retries must not keep the agent from answering); a navigation
   * that failed on a stopped request says why.
   */
  function noteNetwork(step: Step): void {
    const extra = net.take();
    Object.assign(step.state.info, extra);
    const info = step.state.info;
    const stopped = extra.blocked_requests?.find((b) => b.by === 'guard');
    if (stopped && !NOT_PAGE_ACTIONS.has(step.action.action_type)) Object.assign(info, { error: true, error_message: stopped.reason });
    else if (info.error && /ERR_BLOCKED_BY_CLIENT/.test(info.error_message ?? '') && extra.blocked_requests?.length)
      info.error_message = `navigation blocked: ${extra.blocked_requests.at(-1)!.reason}`;
  }

  function record(step: Step, extra: StepExtra = { scoped: false }): Promise<void> {
    return phases.time('attach', () => recordStep(step, extra));
  }

  async function recordStep(step: Step, extra: StepExtra): Promise<void> {
    const index = st.episode.steps.length;
    if (opts.screenshots && opts.artifactsDir && !dialogs.pending) {
      const shot = await saveStepScreenshot(opts.artifactsDir, index, tabs.page);
      if (shot) step.state.info.screenshot = shot;
    }
    st.episode.steps.push(step);
    await opts.onStep?.(step, index, extra);
  }

  function finish(episode: Episode): Promise<EpisodeRun> {
    return phases.time('final_snapshot', () => snapshot(episode));
  }

  async function snapshot(episode: Episode): Promise<EpisodeRun> {
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
      const state = await phases.time('state', () => opts.collectState!()).catch(() => undefined);
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
}

/**
 * True when the active page is in a state only the agent's actions lead to: closed or crashed,
 * on a browser error page, or on a page of none of the task's sites.
 */
function agentsDoing(page: Page, baseUrls: BaseUrls): boolean {
  if (page.isClosed() || crashed.has(page)) return true;
  const url = page.url();
  if (url === 'about:blank') return false;
  if (!/^https?:/i.test(url)) return true;
  return !Object.values(baseUrls).some((b) => !!b && sameServer(b, url));
}

/** Pages whose renderer crashed (Chromium's `crash` event). */
const crashed = new WeakSet<Page>();

/**
 * What is wrong with the usage an agent reported, or null: every count and the cost must be a
 * finite, non-negative number, since they are summed into the run's cost.
 */
export function usageProblem(usage: Partial<Usage> | undefined): string | null {
  if (usage === undefined || usage === null) return null;
  if (typeof usage !== 'object') return `usage must be an object, got ${typeof usage}`;
  for (const [key, value] of Object.entries(usage)) {
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return `${key} = ${String(value).slice(0, 40)} (must be a finite number >= 0)`;
  }
  return null;
}
