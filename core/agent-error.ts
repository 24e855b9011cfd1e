/**
 * How adapters report a failure they cannot act through (API down, 429 storm, timeout, bad
 * reply): an `AgentError` with secrets removed. The episode loop records a thrown error as a
 * step error (`last_action_error` shows it) and ends the episode as `agent_error` after three
 * in a row, so a dead backend never burns the whole step budget.
 */

import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Folders of the harness itself: a stack frame there is not the agent author's code. */
const HARNESS_DIRS = ['agents', 'apps', 'bin', 'browser', 'cli', 'core', 'evaluators', 'fixtures', 'matchers', 'reporters', 'tasks'];
const HARNESS_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where in the agent's own code an error was thrown: the first stack frame above the episode
 * loop (`browser/`) that is outside the harness's folders, Node's internals and `node_modules`, as `path:line:column` relative to the
 * working folder (issue 47: "agent error: Cannot read properties of undefined" alone sent the
 * author hunting). `undefined` for an `AgentError` (a transport failure) or when no frame is the agent's.
 */
export function agentFrame(e: unknown, root: string = HARNESS_ROOT): string | undefined {
  // A transport failure (`AgentError`) says what failed; its frame is the adapter's plumbing.
  if (e instanceof AgentError) return undefined;
  const stack = e instanceof Error && typeof e.stack === 'string' ? e.stack : '';
  for (const line of stack.split('\n').slice(1)) {
    const m = /\(?((?:file:\/\/)?[^()\s]+?):(\d+):(\d+)\)?\s*$/.exec(line.trim());
    if (!m) continue;
    const file = m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1];
    if (!isAbsolute(file) || file.includes(`${sep}node_modules${sep}`)) continue;
    // Frames below the episode loop are its callers, not the agent's code.
    if (file.startsWith(join(root, 'browser') + sep)) return undefined;
    const inHarness = file.startsWith(root) && HARNESS_DIRS.some((d) => file.startsWith(join(root, d) + sep));
    if (inHarness) continue;
    const shown = relative(process.cwd(), file);
    return `${shown.startsWith('..') ? file : shown}:${m[2]}:${m[3]}`;
  }
  return undefined;
}

/**
 * What an agent's `act()` returned when it was not `{ action: string }`, for the step error:
 * `42`, `undefined`, `{"act":"click('a1')"}` (JSON, cut to 120 characters).
 */
export function describeReply(reply: unknown): string {
  if (reply === undefined) return 'undefined';
  if (typeof reply === 'function') return 'a function';
  let text: string;
  try {
    text = typeof reply === 'string' ? JSON.stringify(reply) : (JSON.stringify(reply) ?? String(reply));
  } catch {
    text = String(reply);
  }
  return text.length > 120 ? `${text.slice(0, 120)}… [cut: ${text.length} characters]` : text;
}
