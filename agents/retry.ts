/**
 * Bounded retries with exponential backoff for agent transports (LLM APIs, remote agents).
 * The wait doubles per attempt from `backoffMs`, capped at `maxDelayMs`; a server's
 * Retry-After is honoured up to the same cap, so no reply can stall a step indefinitely.
 */

/** Retry settings. `retries` is the number of extra attempts after the first. */
export interface RetryOptions {
  retries: number;
  backoffMs: number;
  maxDelayMs?: number;
  /** Whether this error is worth another attempt (429, 5xx, timeouts, refused connections). */
  retryable: (error: unknown) => boolean;
  /** Server-requested wait for this error, in ms, if it sent one. */
  retryAfterMs?: (error: unknown) => number | undefined;
}

/** What a failed run of `withRetries` reports: the last error and how many attempts were made. */
export class RetriesExhausted extends Error {
  constructor(
    readonly last: unknown,
    readonly attempts: number,
  ) {
    super(`${last instanceof Error ? last.message : String(last)} (after ${attempts} attempt${attempts === 1 ? '' : 's'})`);
    this.name = 'RetriesExhausted';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` until it succeeds, the error is not retryable, or the retries are used up; then throws `RetriesExhausted`. */
export async function withRetries<T>(fn: (attempt: number) => Promise<T>, o: RetryOptions): Promise<T> {
  const cap = o.maxDelayMs ?? 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (e) {
      if (attempt > o.retries || !o.retryable(e)) throw new RetriesExhausted(e, attempt);
      const asked = o.retryAfterMs?.(e);
      const wait = asked != null && asked >= 0 ? asked : o.backoffMs * 2 ** (attempt - 1);
      await sleep(Math.min(wait, cap));
    }
  }
}

/** Parses `retry-after-ms` / `retry-after` (seconds or HTTP date) header values to ms. */
export function retryAfterFromHeaders(get: (name: string) => string | null | undefined): number | undefined {
  const ms = Number.parseFloat(get('retry-after-ms') ?? '');
  if (Number.isFinite(ms)) return ms;
  const raw = get('retry-after');
  if (!raw) return undefined;
  const s = Number.parseFloat(raw);
  if (Number.isFinite(s)) return s * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}
