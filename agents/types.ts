/**
 * The agent interface (issue 8). One adapter per file in `agents/`; every adapter is built
 * with `defineAgent` and driven by the episode loop in `browser/`.
 */
import type { Observation, Usage } from '../core/trace';
import type { Policy, Site } from '../tasks/schema';

/**
 * What an agent learns about a task before the first observation. It never contains the
 * task's `eval` block (benchmark answers stay hidden from agents, issue 3 item 6).
 */
export interface TaskBrief {
  task_id: number;
  intent: string;
  intent_template_id?: number | null;
  instantiation_dict?: Record<string, unknown> | null;
  sites: Site[];
  /** Start URLs after placeholder expansion, in tab order. */
  start_urls: string[];
  /** Base URL of each site of the task (`{ suitecrm: 'http://127.0.0.1:4001' }`). */
  base_urls: Partial<Record<Site, string>>;
  /** Policies without their `eval` blocks. */
  policies: Array<Pick<Policy, 'policy_template_id' | 'policy_category' | 'source' | 'description'>>;
  policy_context: string;
}

/** An agent's reply to one observation: one BrowserGym action string. */
export interface AgentReply {
  /** e.g. `click('a51')`, `fill('b12', "Alice")`, `send_msg_to_user("May I delete it?")`. */
  action: string;
  thought?: string;
  usage?: Partial<Usage>;
}

/** What an agent wants in its observations (screenshots and HTML cost time). */
export interface ObservationNeeds {
  screenshot?: boolean;
  /** Draw bid labels on the screenshot (set-of-marks). */
  som?: boolean;
  html?: boolean;
  /**
   * BrowserGym's full observation (issue 22): `axtree_object`, `dom_object`,
   * `extra_element_properties`, `goal_object`, `open_pages_titles` and timestamped chat, for
   * agents written against BrowserGym's observation dict. Larger and slower to build.
   */
  browsergym?: boolean;
}

/**
 * An agent adapter. `act` is called once per step; a thrown error or an unparsable action is
 * recorded as a step error by the episode loop, never a crash.
 */
export interface Agent {
  name: string;
  /** Model id for reports (LLM agents). */
  model?: string;
  observe?: ObservationNeeds;
  reset?(task: TaskBrief): Promise<void> | void;
  act(observation: Observation): Promise<AgentReply> | AgentReply;
  close?(): Promise<void> | void;
}

/** Identity helper that types an adapter: `export default defineAgent({ name, act })`. */
export function defineAgent<A extends Agent>(agent: A): A {
  if (!agent || typeof agent.name !== 'string' || typeof agent.act !== 'function')
    throw new TypeError('defineAgent needs { name: string, act(observation) }');
  return agent;
}
