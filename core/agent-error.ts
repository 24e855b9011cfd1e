/**
 * How adapters report a failure they cannot act through (API down, 429 storm, timeout, bad
 * reply): an `AgentError` with secrets removed. The episode loop records a thrown error as a
 * step error (`last_action_error` shows it) and ends the episode as `agent_error` after three
 * in a row, so a dead backend never burns the whole step budget.
 */

/** A transport or protocol failure of an agent adapter; its message never contains secrets. */
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
