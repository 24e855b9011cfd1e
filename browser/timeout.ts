/** `withTimeout`: rejects with a clear message when `work` takes longer than `ms`. */

/** Error raised by `withTimeout`. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Resolves like `work`, or rejects with `TimeoutError("<what> took longer than <ms> ms")`. */
export async function withTimeout<T>(work: Promise<T> | T, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const p = Promise.resolve(work);
  p.catch(() => undefined);
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, rej) => {
        timer = setTimeout(() => rej(new TimeoutError(`${what} took longer than ${Math.round(ms)} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
