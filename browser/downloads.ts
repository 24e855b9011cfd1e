/**
 * Captures downloads started by the app during a step: each file is saved
 * under `dir` with its suggested name and recorded as `{ name, path }`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Download recorder of one episode. */
export class Downloads {
  private saving: Promise<void>[] = [];
  private done: Array<{ name: string; path: string }> = [];
  private count = 0;

  constructor(private readonly dir: string) {}

  /** Starts capturing the downloads of `page`. */
  watch(page: Page): void {
    page.on('download', (d) => {
      const name = d.suggestedFilename();
      const path = join(this.dir, `${++this.count}-${name.replace(/[^\w.-]+/g, '_')}`);
      mkdirSync(this.dir, { recursive: true });
      this.saving.push(
        d.saveAs(path).then(
          () => void this.done.push({ name, path }),
          () => undefined,
        ),
      );
    });
  }

  /** Waits (up to `capMs`) for downloads in flight and returns those finished since the last call. */
  async take(capMs = 10_000): Promise<Array<{ name: string; path: string }>> {
    const inFlight = this.saving.splice(0);
    if (inFlight.length) await Promise.race([Promise.allSettled(inFlight), new Promise((r) => setTimeout(r, capMs))]);
    return this.done.splice(0);
  }
}
