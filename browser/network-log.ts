/**
 * What the episode's pages did on the network, per step (issues 38, 55):
 * - writes: every request to a task site that could change it (any method but GET, HEAD and
 *   OPTIONS) and every request the site named as a write (response header `x-stwab-effect`, a GET
 *   that deletes included), with the status, a digest of the body (bodies can hold passwords:
 *   never stored), the effect the site named and the step it happened in;
 * - frame URLs: every document loaded in any frame of any page (each redirect hop), for the
 *   navigation policies;
 * - blocked requests: what the harness stopped, with the reason.
 * Sites are matched under every name of their server (`localhost` and `127.0.0.1` are one).
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Request, Response } from '@playwright/test';
import { EFFECT_HEADER, EFFECT_TEXT_LIMIT, effectFromHeader } from '../core/effects';
import type { BlockedRequest, WriteRecord } from '../core/trace';
import { serverKey } from './access-rule';
import { refusalOf } from './interceptor';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Frame URLs and blocked requests kept per step (a page that reloads forever is cut here). */
const PER_STEP_LIMIT = 100;

/** The network facts of one step, as recorded in `state.info`. */
export interface StepNetwork {
  frame_urls?: string[];
  blocked_requests?: BlockedRequest[];
}

/** Records the network activity of `context` that concerns the episode; see the module note. */
export class NetworkLog {
  readonly writes: WriteRecord[] = [];
  private readonly pending = new Map<Request, WriteRecord>();
  private frames: string[] = [];
  private blocked: BlockedRequest[] = [];
  private readonly sites: Set<string>;
  /** Index of the step being executed (-1 before the first one). */
  step = -1;

  /** `siteUrls`: the base URLs of the task's sites (writes elsewhere are not the app's). */
  constructor(
    private readonly context: BrowserContext,
    siteUrls: readonly string[],
  ) {
    this.sites = new Set(siteUrls.flatMap((u) => (u ? [serverKey(new URL(u))] : [])));
    context.on('request', (r) => this.onRequest(r));
    context.on('response', (r) => this.onResponse(r));
    context.on('requestfinished', (r) => void this.onDone(r));
    context.on('requestfailed', (r) => void this.onFailed(r));
  }

  private isSite(url: string): boolean {
    try {
      return this.sites.has(serverKey(new URL(url)));
    } catch {
      return false;
    }
  }

  private onRequest(r: Request): void {
    if (this.step >= 0 && r.isNavigationRequest() && this.frames.length < PER_STEP_LIMIT) this.frames.push(r.url());
    if (READS.has(r.method()) || !this.isSite(r.url())) return;
    const rec = this.record(r);
    this.writes.push(rec);
    this.pending.set(r, rec);
  }

  private record(r: Request): WriteRecord {
    const body = r.postDataBuffer();
    return {
      method: r.method(),
      url: r.url(),
      status: 0,
      body_sha256: body?.length ? createHash('sha256').update(body).digest('hex') : '',
      body_bytes: body?.length ?? 0,
      step: this.step,
    };
  }

  private onResponse(res: Response): void {
    const header = res.headers()[EFFECT_HEADER];
    if (!header) return;
    const effect = effectFromHeader(header);
    const r = res.request();
    if (!this.isSite(r.url())) return;
    let rec = this.pending.get(r);
    if (!rec) {
      // A read the site named as a write (a GET that deletes).
      rec = this.record(r);
      this.writes.push(rec);
    }
    rec.status = res.status();
    rec.effect = effect.slice(0, EFFECT_TEXT_LIMIT);
  }

  private async onDone(r: Request): Promise<void> {
    const rec = this.pending.get(r);
    if (!rec) return;
    this.pending.delete(r);
    rec.status = (await r.response().catch(() => null))?.status() ?? 0;
  }

  private async onFailed(r: Request): Promise<void> {
    const rec = this.pending.get(r);
    this.pending.delete(r);
    if (!/ERR_BLOCKED_BY_CLIENT/.test(r.failure()?.errorText ?? '')) return;
    const browser = this.context.browser();
    const refusal = browser ? await refusalOf(browser, r.url()) : undefined;
    if (rec) {
      rec.blocked = true;
      if (refusal?.effect) rec.effect = refusal.effect;
    } else if (refusal?.effect && this.isSite(r.url())) this.writes.push({ ...this.record(r), effect: refusal.effect, blocked: true });
    if (this.step >= 0 && this.blocked.length < PER_STEP_LIMIT)
      this.blocked.push({ url: r.url(), reason: refusal?.reason ?? 'blocked by the harness', by: refusal?.by ?? 'containment' });
  }

  /** The frame URLs and blocked requests since the last call (for the step just executed). */
  take(): StepNetwork {
    const out: StepNetwork = {};
    if (this.frames.length) out.frame_urls = this.frames;
    if (this.blocked.length) out.blocked_requests = this.blocked;
    this.frames = [];
    this.blocked = [];
    return out;
  }
}
