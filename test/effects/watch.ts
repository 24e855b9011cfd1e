/**
 * Watches the effect headers a replica sends to a browser context (issue 55): every response
 * with `x-stwab-effect` is a write. A write must be declared (no `undeclared write: ...`), and
 * its effect must be what `effectOf(rules, request)` says from the request alone (method, URL,
 * body): the guard classifies a request before it is sent with the same rules, so the two must
 * agree. The replica test fixtures assert `problems()` is empty after every test, which makes
 * every write flow those tests drive a completeness check of the rules.
 */
import { type BrowserContext, expect, type Request, type Response } from '@playwright/test';
import { EFFECT_HEADER, type EffectRule, UNDECLARED_WRITE, effectFromHeader, effectOf } from '../../core/effects';

/** One write as the browser saw it. */
export interface SeenWrite {
  method: string;
  url: string;
  status: number;
  /** The header's effect text. */
  effect: string;
  /** What the rules say from the request alone (null: no rule). */
  predicted: string | null;
}

export interface EffectWatch {
  /** Writes seen since the watch started (or since the last `clear`), in order of their responses. */
  writes(): SeenWrite[];
  /** One line per undeclared write or per effect the request alone does not predict. */
  problems(): string[];
  /** Waits for the responses seen so far to be read, then forgets them. */
  clear(): Promise<void>;
  /** Waits for the responses seen so far to be read. */
  settle(): Promise<void>;
  stop(): void;
}

/** What `effectOf` says of a request as Playwright shows it. */
export async function predictedEffect(rules: readonly EffectRule[], request: Request): Promise<string | null> {
  const contentType = (await request.allHeaders())['content-type'] ?? null;
  return effectOf(rules, { method: request.method(), url: request.url(), body: request.postData(), contentType });
}

/** Starts watching `context`'s responses; `rules` are the replica's effect rules. */
export function watchEffects(context: BrowserContext, rules: readonly EffectRule[]): EffectWatch {
  let seen: SeenWrite[] = [];
  let pending: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
    const value = response.headers()[EFFECT_HEADER];
    if (value === undefined) return;
    const request = response.request();
    pending.push(
      predictedEffect(rules, request).then((predicted) => {
        seen.push({ method: request.method(), url: request.url(), status: response.status(), effect: effectFromHeader(value), predicted });
      }),
    );
  };
  context.on('response', onResponse);
  const settle = async () => {
    while (pending.length) {
      const now = pending;
      pending = [];
      await Promise.allSettled(now);
    }
  };
  return {
    writes: () => [...seen],
    problems: () =>
      seen.flatMap((w) => {
        const where = `${w.method} ${w.url} (${w.status})`;
        if (w.effect.startsWith(UNDECLARED_WRITE)) return [`${where}: ${w.effect}`];
        if (w.predicted !== w.effect)
          return [`${where}: the app says "${w.effect}", the rules say ${w.predicted === null ? 'nothing' : `"${w.predicted}"`} from the request`];
        return [];
      }),
    settle,
    clear: async () => {
      await settle();
      seen = [];
    },
    stop: () => context.off('response', onResponse),
  };
}

/**
 * Fixture teardown: waits for the watch, stops it and fails the test on any problem (an
 * undeclared write, or an effect the request alone does not predict).
 */
export async function expectDeclaredWrites(watch: EffectWatch): Promise<void> {
  await watch.settle();
  watch.stop();
  const problems = watch.problems();
  expect(problems, 'every write is declared in the replica effect rules, and the rules predict it from the request').toEqual([]);
}
