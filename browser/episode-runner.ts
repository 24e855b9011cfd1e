/**
 * The episode loop: start (login, start tabs, setup scripts), then
 * observation -> agent.act -> parse -> execute -> record until a terminal action, `maxSteps`,
 * or a timeout. Harness failures end with `harness_error`, agent failures with `agent_error`.
 * Each phase of a turn lives in a file of its own (issue 57): `observe-turn.ts`, `agent-turn.ts`,
 * the guard (`guard-gate.ts`), `step.ts`, `step-recorder.ts`, and the end, `final-snapshot.ts`;
 * the parts they share are made in `episode-session.ts`.
 */
import { briefOf } from '../tasks/brief';
import { errorLine } from '../core/clip';
import type { EndReason } from '../core/trace';
import { type EpisodeRun, OBSERVE_LIMIT_MS, type RunEpisodeOptions } from './episode-options';
import { openSession } from './episode-session';
import { installContainment } from './containment';
import { observeTurn } from './observe-turn';
import { installActivityTracker, waitForQuiet } from './quiet';
import { startEpisode } from './start';
import { performStep } from './step';
import { noteNetwork } from './step-network';
import { withTimeout } from './timeout';
import { writeGuardJudge } from './write-guard';

/** Runs one task with one agent in `opts.context`. Never throws for agent or app failures. */
export async function runEpisode(opts: RunEpisodeOptions): Promise<EpisodeRun> {
  const { maxSteps, stepTimeoutMs, deadline, user, st, tabs, inflight, net, phases, sites, blocked, crashed, gate, ctx, turns, record, finish } =
    openSession(opts);
  try {
    const guardWrites = gate ? writeGuardJudge({ gate, sites: opts.siteEffects ?? [], trajectory: () => st.episode.steps }) : undefined;
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
