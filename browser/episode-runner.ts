/**
 * The episode loop: start (login, start tabs, setup scripts), then
 * observation -> agent.act -> parse -> execute -> record until a terminal action, `maxSteps`,
 * or a timeout. Harness failures end with `harness_error`, agent failures with `agent_error`.
 * Each phase of a turn lives in a file of its own (issue 57): `observe-turn.ts`, `agent-turn.ts`,
 * the guard (`guard-gate.ts`), `step.ts`, `step-recorder.ts`, and the end, `final-snapshot.ts`.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { briefOf } from '../tasks/brief';
import { errorLine } from '../core/clip';
import { DEFAULT_EPISODE_TIMEOUT_MS } from '../core/defaults';
import type { EndReason } from '../core/trace';
import { AgentTurns } from './agent-turn';
import { accessRuleOf, installContainment } from './containment';
import { DialogGate } from './dialogs';
import { Downloads } from './downloads';
import { type EpisodeRun, OBSERVE_LIMIT_MS, type RunEpisodeOptions } from './episode-options';
import { EpisodeState } from './episode-state';
import { finishEpisode } from './final-snapshot';
import { GuardGate } from './guard-gate';
import { NetworkLog } from './network-log';
import { observeTurn } from './observe-turn';
import { PhaseTimes } from './phase-times';
import { InflightRequests, installActivityTracker, waitForQuiet } from './quiet';
import { SimulatedUser } from './simulated-user';
import { startEpisode } from './start';
import { performStep, type StepContext } from './step';
import { noteNetwork } from './step-network';
import { StepRecorder } from './step-recorder';
import { Tabs } from './tabs';
import { withTimeout } from './timeout';
import { writeGuardJudge } from './write-guard';

/** Runs one task with one agent in `opts.context`. Never throws for agent or app failures. */
export async function runEpisode(opts: RunEpisodeOptions): Promise<EpisodeRun> {
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
  const finish = (episode: Parameters<typeof finishEpisode>[0]) => finishEpisode(episode, { opts, st, tabs, dialogs, inflight, net, phases });

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
    const observeTimeoutMs = Math.min(stepTimeoutMs, opts.observeTimeoutMs ?? OBSERVE_LIMIT_MS);
    for (;;) {
      if (Date.now() >= deadline) return await finish(st.end('timeout', 'episode time limit reached'));
      if (st.episode.steps.length >= maxSteps) return await finish(st.end('max_steps', `${maxSteps} steps without a terminal action`));
      const seen = await observeTurn({
        st,
        ctx,
        brief,
        needs: opts.agent.observe ?? {},
        timeoutMs: observeTimeoutMs,
        baseUrls: opts.baseUrls,
        crashed,
        phases,
      });
      if ('end' in seen) return await finish(seen.end);
      const turn = await turns.next(seen.obs);
      if ('end' in turn) return await finish(turn.end);
      if ('again' in turn) continue;
      const { action } = turn;
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
        noteNetwork(step, net.take());
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
}
