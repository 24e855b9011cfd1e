/**
 * The remote agent: drives an agent written in any language over HTTP
 * (protocol in `remote-protocol.ts` and `docs/agents.md`). `.env`: `STWAB_AGENT_URL`
 * (required), `STWAB_AGENT_TIMEOUT_MS` (120000 per request), `STWAB_AGENT_RETRIES` (2),
 * `STWAB_AGENT_BACKOFF_MS` (500), `STWAB_AGENT_TOKEN` (sent as a bearer token, never recorded),
 * `STWAB_AGENT_OBSERVE` (comma list of `screenshot`, `som`, `html`, `browsergym`: BrowserGym's
 * full observation, for `python/stwab_bridge`).
 *
 * 429, 5xx and refused connections are retried; a timeout is not (the agent may have acted on
 * the request, and a hung agent should cost one timeout, not several). A failed or invalid
 * reply throws `AgentError` (secrets removed); the episode loop records it as a step error and
 * ends the episode as `agent_error` after three in a row.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { envNumber } from '../core/env-number';
import type { Observation } from '../core/agent';
import { AgentError, redact } from '../core/agent-error';
import { ActReply } from './remote-protocol';
import { RetriesExhausted, retryAfterFromHeaders, withRetries } from './retry';
import { defineAgent, type Agent, type AgentReply, type ObservationNeeds, type TaskBrief } from '../core/agent';

/** Options of the remote agent; settings default to `env`. */
export interface RemoteAgentOptions {
  env?: Record<string, string | undefined>;
}

class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    body: string,
    readonly headers: Headers,
  ) {
    super(`HTTP ${status}${body ? `: ${body.slice(0, 300)}` : ''}`);
  }
}

function retryable(e: unknown): boolean {
  if (e instanceof HttpStatusError) return e.status === 429 || e.status >= 500;
  const err = e as Error;
  return err?.name === 'TypeError' && /fetch failed/i.test(err.message); // refused / reset connection
}

function describe(e: unknown): string {
  const err = (e instanceof RetriesExhausted ? e.last : e) as Error;
  const attempts = e instanceof RetriesExhausted ? ` (after ${e.attempts} attempt${e.attempts === 1 ? '' : 's'})` : '';
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no reply within the timeout${attempts}`;
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return `${err?.message ?? String(err)}${cause?.code ? ` (${cause.code})` : ''}${attempts}`;
}

const parseNum = (env: Record<string, string | undefined>, key: string, def: number) => envNumber(env, key, def);

/** Creates the remote agent; throws at once when `STWAB_AGENT_URL` is missing or not a URL. */
export function remoteAgent(options: RemoteAgentOptions = {}): Agent {
  const env = options.env ?? process.env;
  const raw = env.STWAB_AGENT_URL?.trim();
  if (!raw || !URL.canParse(raw))
    throw new Error(`the remote agent needs STWAB_AGENT_URL in .env (e.g. http://127.0.0.1:8765), got ${raw ? `"${raw}"` : 'nothing'}`);
  const base = raw.replace(/\/+$/, '');
  const timeoutMs = parseNum(env, 'STWAB_AGENT_TIMEOUT_MS', 120_000);
  const retries = parseNum(env, 'STWAB_AGENT_RETRIES', 2);
  const backoffMs = parseNum(env, 'STWAB_AGENT_BACKOFF_MS', 500);
  const token = env.STWAB_AGENT_TOKEN?.trim() || undefined;
  const wants = new Set((env.STWAB_AGENT_OBSERVE ?? '').split(',').map((s) => s.trim().toLowerCase()));
  // BrowserGym's observation always holds the screenshot.
  const browsergym = wants.has('browsergym');
  const observe: ObservationNeeds = {
    screenshot: browsergym || wants.has('screenshot') || wants.has('som'),
    som: wants.has('som'),
    html: wants.has('html'),
    browsergym,
  };
  const secrets = [token];
  // Names the episode on every request, so one agent server can serve several workers at once.
  let episode = randomUUID();

  async function post(path: string, body: unknown, ms = timeoutMs): Promise<unknown> {
    return withRetries(
      async () => {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-stwab-episode': episode, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ms),
        });
        const text = await res.text();
        if (!res.ok) throw new HttpStatusError(res.status, text, res.headers);
        try {
          return text ? JSON.parse(text) : {};
        } catch {
          throw new Error(`reply is not JSON: ${text.slice(0, 200)}`);
        }
      },
      { retries, backoffMs, retryable, retryAfterMs: (e) => (e instanceof HttpStatusError ? retryAfterFromHeaders((n) => e.headers.get(n)) : undefined) },
    );
  }

  const failed = (message: string): never => {
    throw new AgentError(redact(`remote agent at ${base}: ${message}`, secrets));
  };

  return defineAgent({
    name: 'remote',
    observe,
    async reset(task: TaskBrief) {
      episode = randomUUID();
      try {
        await post('/reset', { task });
      } catch (e) {
        throw new AgentError(redact(`remote agent at ${base} did not accept POST /reset: ${describe(e)}; is it running? (STWAB_AGENT_URL)`, secrets));
      }
    },
    async act(obs: Observation): Promise<AgentReply> {
      const observation = { ...obs, screenshot: obs.screenshot ? Buffer.from(obs.screenshot).toString('base64') : undefined };
      let json: unknown;
      try {
        json = await post('/act', { observation });
      } catch (e) {
        return failed(`POST /act failed: ${describe(e)}`);
      }
      const reply = ActReply.safeParse(json);
      if (!reply.success)
        return failed(`POST /act reply does not match { action: string, thought?, usage? }: ${z.prettifyError(reply.error).replace(/\n/g, ' ')}`);
      const { action, thought, usage } = reply.data;
      return { action, ...(thought != null ? { thought } : {}), ...(usage ? { usage } : {}) };
    },
    async close() {
      // Best effort: agents need not implement /close.
      await post('/close', {}, 2000).catch(() => undefined);
    },
  });
}
