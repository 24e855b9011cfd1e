/**
 * The agent's turn in the episode loop: one `agent.act` under its deadline, its reply checked,
 * and the run of consecutive failures that ends an episode. A malformed reply is a recorded step
 * error, not a crash (house rules).
 */
import type { Agent, Observation } from '../core/agent';
import { AgentError, agentFrame, describeReply } from '../core/agent-error';
import { errorLine } from '../core/clip';
import type { Episode, Step, Usage } from '../core/trace';
import type { EpisodeState } from './episode-state';
import type { PhaseTimes } from './phase-times';
import type { Tabs } from './tabs';
import { TimeoutError, withTimeout } from './timeout';

/** Consecutive agent failures (throw or hang) that end an episode with `agent_error`. */
const AGENT_FAILURE_LIMIT = 3;

/** What a turn gave: the action to run, an ended episode, or a recorded failure (ask again). */
export type Turn = { action: string } | { end: Episode } | { again: true };

/** What the turns of one episode share. Times in ms; `deadline` is the episode's (`Date.now()` scale). */
export interface AgentTurnsOptions {
  agent: Agent;
  st: EpisodeState;
  tabs: Tabs;
  phases: PhaseTimes;
  stepTimeoutMs: number;
  deadline: number;
  /** Records a failure step (`EpisodeState.agentFailureStep`) in the episode. */
  record: (step: Step) => Promise<void>;
}

/** The agent's turns of one episode; counts failures in a row and whether it ever replied. */
export class AgentTurns {
  private failures = 0;
  private replied = false;

  constructor(private readonly o: AgentTurnsOptions) {}

  /** Asks the agent for its next action on `obs`. Never throws for the agent's failures. */
  async next(obs: Observation): Promise<Turn> {
    const { agent, st, tabs, phases, stepTimeoutMs, deadline } = this.o;
    try {
      const reply = await phases.time('agent', () => withTimeout(agent.act(obs), Math.min(stepTimeoutMs, deadline - Date.now()), 'agent.act'));
      if (typeof reply?.action !== 'string') throw new Error(`agent.act must return { action: string }; it returned ${describeReply(reply)}`);
      const badUsage = usageProblem(reply.usage);
      if (badUsage) {
        st.noteReply({ ...reply, usage: undefined });
        return { end: st.end('agent_error', `the agent reported invalid usage: ${badUsage}`) };
      }
      st.noteReply(reply);
      this.failures = 0;
      this.replied = true;
      return { action: reply.action };
    } catch (e) {
      if (e instanceof TimeoutError && Date.now() >= deadline) return { end: st.end('timeout', 'episode time limit reached while the agent was thinking') };
      this.failures++;
      await this.o.record(st.agentFailureStep(e, tabs));
      if (this.failures < AGENT_FAILURE_LIMIT) return { again: true };
      const at = agentFrame(e);
      const why = `agent failed ${this.failures} times in a row: ${errorLine(e)}${at ? ` (at ${at})` : ''}`;
      // Never a single reply and only transport failures (server down, no answer): the agent
      // was unavailable, not wrong. A crash inside the agent's own code is its failure.
      const unavailable = !this.replied && (e instanceof AgentError || e instanceof TimeoutError);
      return { end: unavailable ? st.end('harness_error', `agent never replied: ${why}`) : st.end('agent_error', why) };
    }
  }
}

/**
 * What is wrong with the usage an agent reported, or null: every count and the cost must be a
 * finite, non-negative number, since they are summed into the run's cost.
 */
function usageProblem(usage: Partial<Usage> | undefined): string | null {
  if (usage === undefined || usage === null) return null;
  if (typeof usage !== 'object') return `usage must be an object, got ${typeof usage}`;
  for (const [key, value] of Object.entries(usage)) {
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return `${key} = ${String(value).slice(0, 40)} (must be a finite number >= 0)`;
  }
  return null;
}
