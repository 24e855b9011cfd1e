/**
 * The parts of one episode, made and wired together before it starts: the record, the tabs and
 * what watches them (dialogs, downloads, crashes), the access rule, the network log, the guard,
 * the step context, the step recorder and the agent's turns. `runEpisode` drives them.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEFAULT_EPISODE_TIMEOUT_MS } from '../core/defaults';
import type { Episode, Step } from '../core/trace';
import { AgentTurns } from './agent-turn';
import { type AccessRule, accessRuleOf } from './containment';
import { DialogGate } from './dialogs';
import { Downloads } from './downloads';
import type { EpisodeRun, RunEpisodeOptions, StepExtra } from './episode-options';
import { EpisodeState } from './episode-state';
import { finishEpisode } from './final-snapshot';
import { GuardGate } from './guard-gate';
import { NetworkLog } from './network-log';
import { PhaseTimes } from './phase-times';
import { InflightRequests } from './quiet';
import { SimulatedUser } from './simulated-user';
import type { StepContext } from './step';
import { StepRecorder } from './step-recorder';
import { Tabs } from './tabs';

/** One episode's parts (see the module note); limits in ms, `deadline` on the `Date.now()` scale. */
export interface EpisodeSession {
  maxSteps: number;
  stepTimeoutMs: number;
  deadline: number;
  user: SimulatedUser;
  st: EpisodeState;
  tabs: Tabs;
  inflight: InflightRequests;
  net: NetworkLog;
  phases: PhaseTimes;
  /** The task's base URLs that are set. */
  sites: string[];
  blocked: AccessRule;
  /** Pages whose renderer crashed (Chromium's `crash` event). */
  crashed: WeakSet<Page>;
  /** Guard mode's gate (none when the guard is off). */
  gate?: GuardGate;
  ctx: StepContext;
  turns: AgentTurns;
  /** Records a step in the episode and the report. */
  record: (step: Step, extra?: StepExtra) => Promise<void>;
  /** Ends the episode: final snapshot and the completed record. */
  finish: (episode: Episode) => Promise<EpisodeRun>;
}

/** Makes the parts of an episode of `opts` (nothing is loaded or started yet). */
export function openSession(opts: RunEpisodeOptions): EpisodeSession {
  const maxSteps = opts.maxSteps ?? 20;
  const stepTimeoutMs = opts.stepTimeoutMs ?? 60_000;
  const deadline = Date.now() + (opts.episodeTimeoutMs ?? DEFAULT_EPISODE_TIMEOUT_MS);
  const user = new SimulatedUser(opts.userMode);
  const st = new EpisodeState(opts.task, opts.agent, user.label);
  const tabs = new Tabs(opts.context);
  const dialogs = new DialogGate();
  const downloads = new Downloads(join(opts.artifactsDir ?? join(tmpdir(), `stwab-downloads-${process.pid}-${Date.now()}`), 'downloads'));
  const crashed = new WeakSet<Page>();
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
      ? new GuardGate({
          policies: opts.task.policies,
          mode: opts.guard,
          tabs,
          context: { ...opts.guardContext, drift: opts.drift },
          frozen: () => !!dialogs.pending,
          history: { chat: () => st.chat, writes: () => net.writes },
        })
      : undefined;
  if (gate) st.episode.guard = gate.record;
  const ctx: StepContext = {
    tabs,
    dialogs,
    downloads,
    inflight,
    blocked,
    filesDir: opts.filesDir,
    stepTimeoutMs,
    timeoutMs: Math.min(5_000, stepTimeoutMs),
    phases,
  };
  const recorder = new StepRecorder({ st, tabs, dialogs, phases, screenshotsDir: opts.screenshots ? opts.artifactsDir : undefined, onStep: opts.onStep });
  const record = recorder.record.bind(recorder);
  const turns = new AgentTurns({ agent: opts.agent, st, tabs, phases, stepTimeoutMs, deadline, record: (s) => record(s) });

  const finish = (episode: Episode) => finishEpisode(episode, { opts, st, tabs, dialogs, inflight, net, phases });
  return { maxSteps, stepTimeoutMs, deadline, user, st, tabs, inflight, net, phases, sites, blocked, crashed, gate, ctx, turns, record, finish };
}
