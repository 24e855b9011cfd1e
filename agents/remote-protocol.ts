/**
 * The remote-agent protocol as zod schemas: the single source for the
 * adapter's validation and for the JSON schemas in `docs/agents.md` (`remoteProtocolJsonSchemas`).
 *
 *   POST {STWAB_AGENT_URL}/reset  { task: TaskBrief }          -> any 2xx (body ignored)
 *   POST {STWAB_AGENT_URL}/act    { observation: Observation } -> { action, thought?, usage? }
 *   POST {STWAB_AGENT_URL}/close  {}                           -> optional; errors ignored
 */
import { z } from 'zod';
import { ObservationJson, TaskBrief } from '../core/agent';

/** `POST /reset` body: the task as the agent sees it (goal, start URLs, policies; never the answers). */
export const ResetRequest = z.object({ task: TaskBrief });

/** `POST /act` body. */
export const ActRequest = z.object({ observation: ObservationJson });

/** `POST /act` reply. */
export const ActReply = z.object({
  action: z.string().describe("One BrowserGym action string, e.g. click('a51')"),
  thought: z.string().nullable().optional(),
  usage: z
    .object({
      prompt_tokens: z.number().optional(),
      completion_tokens: z.number().optional(),
      total_tokens: z.number().optional(),
      cost_usd: z.number().optional(),
    })
    .optional(),
});
export type ActReply = z.infer<typeof ActReply>;

/** JSON Schemas of the protocol messages (draft 2020-12), for docs and for agents in other languages. */
export function remoteProtocolJsonSchemas(): Record<string, unknown> {
  return {
    ResetRequest: z.toJSONSchema(ResetRequest),
    ActRequest: z.toJSONSchema(ActRequest),
    ActReply: z.toJSONSchema(ActReply),
  };
}
