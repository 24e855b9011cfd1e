/**
 * What `runEpisode` (`browser/episode-runner.ts`) takes and gives: its options, the finished run,
 * and what a step's report hook learns. Times are in ms.
 */
import type { AttackRecord } from '../core/attack';
import type { BrowserContext, Page } from '@playwright/test';
import type { Agent } from '../core/agent';
import type { DriftRecord, Episode, StateDiff, Step } from '../core/trace';
import type { GuardMode, Profile } from '../core/vocabulary';
import type { Site, Task } from '../tasks/schema';
import type { BaseUrls } from '../tasks/urls';
import type { PhaseTimes } from './phase-times';
import type { UserMode } from './simulated-user';
import type { SiteLogin } from './start';
import type { SiteEffects } from './write-guard';

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
  /** Default `DEFAULT_EPISODE_TIMEOUT_MS` (core/defaults.ts). */
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

/** What `onStep` learns beside the step: the simulated user's reply and whether it runs inside `stepScope`. */
export interface StepExtra {
  reply?: string;
  scoped: boolean;
}
