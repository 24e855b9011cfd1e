/**
 * The OpenAI-compatible LLM agent: any chat-completions server (OpenAI,
 * Azure, vLLM, Ollama, LM Studio, ...) through the official `openai` SDK. One request per
 * step; 429/5xx/timeouts are retried with bounded backoff; token usage (and cost, with a price
 * table) is reported per step. Transport failures and replies without an action become
 * recorded step errors: a reply without an action is passed on for the parser to reject, and a
 * request that still fails after its retries throws `AgentError` (redacted), which the episode
 * loop records as a step error and, after three in a row, ends the episode as `agent_error`.
 */
import OpenAI from 'openai';
import type { Usage } from '../core/trace';
import type { Observation } from '../core/agent';
import { AgentError, redact } from '../core/agent-error';
import { openaiConfig, type OpenAIConfig } from './openai-config';
import { stepMessage, systemPrompt } from './openai-prompt';
import { actionFromReply } from './reply-action';
import { RetriesExhausted, retryAfterFromHeaders, withRetries } from './retry';
import { defineAgent, type Agent, type AgentReply, type TaskBrief } from '../core/agent';

/** Options of the openai agent; settings come from `env` (see `openai-config.ts`). */
export interface OpenAIAgentOptions {
  env?: Record<string, string | undefined>;
}

function retryable(e: unknown): boolean {
  if (e instanceof OpenAI.APIConnectionError) return true; // includes timeouts
  if (e instanceof OpenAI.APIError) return e.status === 408 || e.status === 409 || e.status === 429 || (e.status ?? 0) >= 500;
  return false;
}

function retryAfter(e: unknown): number | undefined {
  return e instanceof OpenAI.APIError && e.headers ? retryAfterFromHeaders((n) => e.headers!.get(n)) : undefined;
}

/** Usage of one response, with cost when the config has a price for the model. */
export function usageOf(u: OpenAI.CompletionUsage | undefined, c: Pick<OpenAIConfig, 'price'>): Usage {
  const prompt = u?.prompt_tokens ?? 0;
  const completion = u?.completion_tokens ?? 0;
  const out: Usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: u?.total_tokens ?? prompt + completion };
  if (c.price) out.cost_usd = (prompt * c.price.in + completion * c.price.out) / 1e6;
  return out;
}

/** The openai agent plus its running usage total for the episode. */
export type OpenAIAgent = Agent & { readonly totalUsage: Usage };

/** Creates the agent; throws at once when `.env` lacks what it needs (named in the message). */
export function openaiAgent(options: OpenAIAgentOptions = {}): OpenAIAgent {
  const config = openaiConfig(options.env ?? process.env);
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0, logLevel: 'off' });
  const secrets = [config.apiKey];
  let system = '';
  let history: string[] = [];
  const total: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

  return defineAgent({
    name: 'openai',
    model: config.model,
    observe: { screenshot: config.vision },
    get totalUsage() {
      return { ...total };
    },
    reset(brief: TaskBrief) {
      system = systemPrompt(brief.policy_context);
      history = [];
      Object.assign(total, { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost_usd: config.price ? 0 : undefined });
    },
    async act(obs: Observation): Promise<AgentReply> {
      const messages = [
        { role: 'system' as const, content: system || systemPrompt(obs.policy_context) },
        stepMessage(obs, history, { vision: config.vision, maxAxtreeChars: config.maxAxtreeChars }),
      ];
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await withRetries(
          () => client.chat.completions.create({ model: config.model, messages, temperature: config.temperature, max_tokens: config.maxTokens }),
          { retries: config.retries, backoffMs: config.backoffMs, retryable, retryAfterMs: retryAfter },
        );
      } catch (e) {
        const cause = e instanceof RetriesExhausted ? e.message : ((e as Error)?.message ?? String(e));
        history.push('(no action: the model request failed)');
        throw new AgentError(redact(`openai: request to ${config.baseURL ?? 'api.openai.com'} failed: ${cause}`, secrets));
      }
      const usage = usageOf(completion.usage, config);
      total.prompt_tokens += usage.prompt_tokens;
      total.completion_tokens += usage.completion_tokens;
      total.total_tokens += usage.total_tokens;
      if (usage.cost_usd != null) total.cost_usd = (total.cost_usd ?? 0) + usage.cost_usd;
      const text = completion.choices?.[0]?.message?.content ?? '';
      const { action, thought } = actionFromReply(text);
      // A reply without an action still goes to the parser, which records it as a step error.
      history.push(action || '(empty reply)');
      return { action, thought: redact(thought, secrets), usage };
    },
  });
}
