/**
 * The remote-agent protocol (issue 8, item 5) as zod schemas: the single source for the
 * adapter's validation and for the JSON schemas in `docs/agents.md` (`remoteProtocolJsonSchemas`).
 *
 *   POST {STWAB_AGENT_URL}/reset  { task: TaskBrief }          -> any 2xx (body ignored)
 *   POST {STWAB_AGENT_URL}/act    { observation: Observation } -> { action, thought?, usage? }
 *   POST {STWAB_AGENT_URL}/close  {}                           -> optional; errors ignored
 */
import { z } from 'zod';
import { ChatMessage } from '../core/trace';
import type { TaskBrief } from './types';

/** The task as the agent sees it: goal, start URLs, policies (never the `eval` answers). */
export const RemoteTask = z.object({
  task_id: z.number().int(),
  intent: z.string().describe('The goal in natural language'),
  intent_template_id: z.number().int().nullable().optional(),
  instantiation_dict: z.record(z.string(), z.unknown()).nullable().optional(),
  sites: z.array(z.string()),
  start_urls: z.array(z.string()),
  base_urls: z.record(z.string(), z.string()),
  policies: z.array(z.object({ policy_template_id: z.string(), policy_category: z.string(), source: z.string(), description: z.string() })),
  policy_context: z.string().describe('POLICY_CONTEXT text to put in the agent prompt'),
});

/** `POST /reset` body. */
export const ResetRequest = z.object({ task: RemoteTask });

/** One observation with BrowserGym keys; `screenshot` is base64 PNG when the agent asked for it. */
export const RemoteObservation = z.object({
  goal: z.string(),
  policies: z.array(z.object({ description: z.string(), source: z.string(), policy_category: z.string(), policy_template_id: z.string() })),
  policy_context: z.string(),
  url: z.string(),
  open_pages_urls: z.array(z.string()),
  active_page_index: z.number().int(),
  axtree: z.string().describe("BrowserGym axtree text: `[bid] role 'name', prop=value`, tab-indented"),
  screenshot: z.string().optional().describe('base64-encoded PNG (only with STWAB_AGENT_OBSERVE=screenshot)'),
  html: z.string().optional(),
  focused_element_bid: z.string(),
  chat_messages: z.array(ChatMessage.extend({ timestamp: z.number().optional().describe('seconds since the epoch (with browsergym)') })),
  last_action: z.string(),
  last_action_error: z.string(),
  step: z.number().int(),
  elapsed_time: z.number().describe('seconds since the episode started'),
  goal_object: z.array(z.object({ type: z.literal('text'), text: z.string() })).optional().describe('with STWAB_AGENT_OBSERVE=browsergym'),
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

/** `POST /act` body. */
export const ActRequest = z.object({ observation: RemoteObservation });

/** `POST /act` reply. */
export const ActReply = z.object({
  action: z.string().describe("One BrowserGym action string, e.g. click('a51')"),
  thought: z.string().nullable().optional(),
  usage: z
    .object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional(), total_tokens: z.number().optional(), cost_usd: z.number().optional() })
    .optional(),
});
export type ActReply = z.infer<typeof ActReply>;

// Compile-time check that the wire shape accepts every TaskBrief the harness builds.
const _briefFits = (b: TaskBrief): z.input<typeof RemoteTask> => ({ ...b, base_urls: b.base_urls as Record<string, string> });
void _briefFits;

/** JSON Schemas of the protocol messages (draft 2020-12), for docs and for agents in other languages. */
export function remoteProtocolJsonSchemas(): Record<string, unknown> {
  return {
    ResetRequest: z.toJSONSchema(ResetRequest),
    ActRequest: z.toJSONSchema(ActRequest),
    ActReply: z.toJSONSchema(ActReply),
  };
}
