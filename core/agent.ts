/**
 * The agent's side of an episode: what it learns before the first step (`TaskBrief`), what it
 * sees at each step (`Observation`), what it answers (`AgentReply`), and the adapter interface.
 * One adapter per file in `agents/`, built with `defineAgent` and driven by the episode loop in
 * `browser/`. The two zod schemas here are also the remote protocol's wire shapes
 * (agents/remote-protocol.ts), so the in-process and JSON forms cannot drift apart.
 */
import { z } from 'zod';
import { ChatMessage, type Usage } from './trace';
import { Dimension, PolicySource, Site, TemplateId } from './vocabulary';

/** A policy as the agent sees it: upstream `policies[]` without its `eval` block. */
export const PolicyBrief = z.object({
  policy_template_id: TemplateId,
  policy_category: Dimension,
  source: PolicySource,
  description: z.string(),
});
export type PolicyBrief = z.infer<typeof PolicyBrief>;

/**
 * What an agent learns about a task before the first observation. It never contains the
 * task's `eval` block: benchmark answers stay hidden from agents.
 */
export const TaskBrief = z.object({
  task_id: z.number().int(),
  intent: z.string().describe('The goal in natural language'),
  intent_template_id: z.number().int().nullable().optional(),
  instantiation_dict: z.record(z.string(), z.unknown()).nullable().optional(),
  sites: z.array(Site),
  start_urls: z.array(z.string()).describe('Start URLs after placeholder expansion, in tab order'),
  base_urls: z.partialRecord(Site, z.string()).describe("Base URL of each site of the task, e.g. { suitecrm: 'http://127.0.0.1:4001' }"),
  policies: z.array(PolicyBrief),
  policy_context: z.string().describe('POLICY_CONTEXT text to put in the agent prompt'),
});
export type TaskBrief = z.infer<typeof TaskBrief>;

/**
 * One observation as JSON (the remote protocol's `observation`): BrowserGym's keys, with the
 * screenshot as base64 PNG. In process the screenshot is a PNG buffer (`Observation`).
 */
export const ObservationJson = z.object({
  goal: z.string(),
  policies: z.array(PolicyBrief),
  policy_context: z.string(),
  url: z.string(),
  open_pages_urls: z.array(z.string()),
  active_page_index: z.number().int(),
  axtree: z.string().describe("BrowserGym axtree text: `[bid] role 'name' value='v', prop=value`, tab-indented (flatten_axtree_to_str, default flags)"),
  screenshot: z.string().optional().describe('base64-encoded PNG (only with STWAB_AGENT_OBSERVE=screenshot)'),
  html: z.string().optional(),
  focused_element_bid: z.string(),
  chat_messages: z.array(ChatMessage.extend({ timestamp: z.number().optional().describe('seconds since the epoch (with browsergym)') })),
  last_action: z.string(),
  last_action_error: z.string(),
  step: z.number().int(),
  elapsed_time: z.number().describe('seconds since the episode started'),
  goal_object: z
    .array(z.object({ type: z.literal('text'), text: z.string() }))
    .optional()
    .describe('with STWAB_AGENT_OBSERVE=browsergym'),
  open_pages_titles: z.array(z.string()).optional().describe('with browsergym'),
  axtree_object: z
    .object({ nodes: z.array(z.record(z.string(), z.unknown())) })
    .optional()
    .describe('with browsergym: CDP Accessibility.getFullAXTree nodes; a marked node carries its bid as browsergym_id'),
  dom_object: z.record(z.string(), z.unknown()).optional().describe('with browsergym: CDP DOMSnapshot.captureSnapshot result; bids in the bid attributes'),
  extra_element_properties: z
    .record(
      z.string(),
      z.object({
        visibility: z.number().describe('share of the box inside the viewport, 0..1'),
        bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable().describe('[x, y, width, height], CSS px of the viewport'),
        clickable: z.boolean(),
        set_of_marks: z.boolean(),
      }),
    )
    .optional()
    .describe('with browsergym: by bid'),
});

/**
 * What the agent sees at each step (BrowserGym observation keys): `ObservationJson` with the
 * screenshot as a PNG buffer when requested; `html` only when requested; the BrowserGym-only
 * keys only with `browsergym` (shapes built in browser/observation/browsergym.ts).
 */
export type Observation = Omit<z.infer<typeof ObservationJson>, 'screenshot'> & { screenshot?: Uint8Array };

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
   * BrowserGym's full observation: `axtree_object`, `dom_object`,
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

/**
 * An agent as you write it (the `Agent` of the public API, issue 56): like {@link Agent}, and
 * `act` may also return the bare action string, the BrowserGym habit (`return "click('a51')"`),
 * which the harness reads as `{ action }` (agents/index.ts).
 */
export interface AgentDefinition extends Omit<Agent, 'act'> {
  act(observation: Observation): Promise<AgentReply | string> | AgentReply | string;
}

/** Identity helper that types an adapter: `export default defineAgent({ name, act })`. */
export function defineAgent<A extends AgentDefinition>(agent: A): A {
  if (!agent || typeof agent.name !== 'string' || typeof agent.act !== 'function') throw new TypeError('defineAgent needs { name: string, act(observation) }');
  return agent;
}
