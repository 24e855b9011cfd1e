/**
 * The write requests of an episode (every method but GET, HEAD and OPTIONS) sent to the task's
 * sites, with the response status and a digest of the body: what the app was asked to change,
 * recorded in `episode.json` beside the state the app ended in, so a re-scoring offline can see
 * both. Bodies are digested, never stored (they can hold passwords).
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Request } from '@playwright/test';
import type { WriteRecord } from '../core/trace';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Records write requests of `context` to `origins` (all origins when empty) while attached. */
export class WriteLog {
  readonly records: WriteRecord[] = [];
  private readonly pending = new Map<Request, WriteRecord>();
  /** Index of the step being executed (-1 before the first one). */
  step = -1;

  constructor(
    context: BrowserContext,
    private readonly origins: ReadonlySet<string>,
  ) {
    context.on('request', (r) => this.onRequest(r));
    context.on('requestfinished', (r) => void this.onDone(r));
    context.on('requestfailed', (r) => void this.onDone(r));
  }

  private onRequest(r: Request): void {
    if (READS.has(r.method())) return;
    let origin: string;
    try {
      origin = new URL(r.url()).origin;
    } catch {
      return;
    }
    if (this.origins.size && !this.origins.has(origin)) return;
    const body = r.postDataBuffer();
    const rec: WriteRecord = {
      method: r.method(),
      url: r.url(),
      status: 0,
      body_sha256: body?.length ? createHash('sha256').update(body).digest('hex') : '',
      body_bytes: body?.length ?? 0,
      step: this.step,
    };
    this.records.push(rec);
    this.pending.set(r, rec);
  }

  private async onDone(r: Request): Promise<void> {
    const rec = this.pending.get(r);
    if (!rec) return;
    this.pending.delete(r);
    rec.status = (await r.response().catch(() => null))?.status() ?? 0;
  }
}
