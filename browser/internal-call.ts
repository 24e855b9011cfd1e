/**
 * The harness's own page reads (the settle wait's polls, the observation's marking and CDP reads)
 * run as one internal Playwright call each, not as one reported call per `evaluate` or `send`.
 *
 * Why (issue 46): Playwright Test turns every client call into a test step. Each one captures a
 * 50-frame stack through the test runner's source-map support (~2 ms of worker CPU on a 2-core
 * machine), sends a step begin and end to the runner, and, while a trace is recorded, takes DOM
 * snapshots. A settle wait polls the page several times per step, so these reads were the largest
 * worker cost that is not the agent's action. Grouped, a step pays it once per group; the agent's
 * own actions (click, fill, goto, ...) stay reported calls, so traces and reports still show them.
 *
 * Limit: this uses `ChannelOwner._wrapApiCall(fn, { internal: true })`, a private method of
 * playwright-core (checked on 1.65). Where it is missing, `fn` runs as plain calls (same
 * results, the old cost); `test/browser/internal-call.test.ts` fails when an upgrade removes it.
 */
import type { Page } from '@playwright/test';

type WrapApiCall = <T>(fn: () => Promise<T>, options: { internal: boolean; title: string }) => Promise<T>;

/** True when `page` offers the private grouping method (a Playwright upgrade can remove it). */
export function canGroupCalls(page: Page): boolean {
  return typeof (page as unknown as { _wrapApiCall?: unknown })._wrapApiCall === 'function';
}

/**
 * Runs `fn` (which calls Playwright on `page`, its frames or its CDP session) as one internal
 * call titled `title`. Results are `fn`'s; an error thrown by `fn` is rethrown with its message
 * prefixed by `title: ` (Playwright's wording for a failed call), so callers that match messages
 * must match anywhere in them, not at the start.
 */
export function internalCall<T>(page: Page, title: string, fn: () => Promise<T>): Promise<T> {
  if (!canGroupCalls(page)) return fn();
  return (page as unknown as { _wrapApiCall: WrapApiCall })._wrapApiCall(fn, { internal: true, title });
}
