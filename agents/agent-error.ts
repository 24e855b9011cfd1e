/**
 * How adapters report a failure they cannot act through (API down, 429 storm, timeout, bad
 * reply): as an action the harness records as a step error, with secrets removed. The action
 * name `agent_error` is deliberately not in the action space, so the parser's binder rejects it
 * and the step carries `error: true` while `action_str` keeps the reason readable.
 */
import { actionString } from './action-string';

/** Thrown after repeated failures so the episode loop can end the episode as `agent_error`. */
export class AgentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgentError';
  }
}

const TOKEN_PATTERNS = [/\bsk-[A-Za-z0-9_*-]{6,}/g, /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, /\b(api[_-]?key|token)=([^&\s"']+)/gi];

/** Removes every given secret (at least 4 chars) and anything shaped like an API key or bearer token. */
export function redact(text: string, secrets: Array<string | undefined> = []): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
  out = out.replace(TOKEN_PATTERNS[0], '[redacted]').replace(TOKEN_PATTERNS[1], 'Bearer [redacted]');
  return out.replace(TOKEN_PATTERNS[2], (_, k: string) => `${k}=[redacted]`);
}

/** `agent_error("openai: 429 Too Many Requests after 5 attempts")`, redacted and at most 500 chars. */
export function errorAction(source: string, message: string, secrets: Array<string | undefined> = []): string {
  const text = redact(`${source}: ${message}`, secrets).replace(/\s+/g, ' ').trim();
  return actionString('agent_error', [text.length > 500 ? `${text.slice(0, 497)}...` : text]);
}
