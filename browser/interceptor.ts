/**
 * Every request of a browser, judged before it leaves (issue 55). Playwright's `route` is not
 * called for redirect hops ("only for the first url if the response is a redirect"), so a page
 * that links to a URL answering 307 to a blocked one got there. This interceptor enables the
 * DevTools `Fetch` domain on the BROWSER target: Chromium then pauses every request of every
 * context, page, frame and worker, each redirect hop as its own request, and the judges decide
 * before it is sent. Chromium only (the harness runs Chromium).
 *
 * Judges are registered per episode and apply to the whole browser (a worker runs one test at a
 * time; two live episodes in one browser each judge the other's requests too, which can only block
 * more). A judge that throws blocks the request (fail closed).
 */
import type { Browser, CDPSession } from '@playwright/test';

/** A paused request as the judges see it. */
export interface PausedRequest {
  url: string;
  method: string;
  /** The request body when Chromium gives it (forms, fetch bodies). */
  postData?: string;
  headers: Record<string, string>;
  /** DevTools resource type: `Document`, `XHR`, `Fetch`, `Image`, `Script`, ... */
  resourceType: string;
  /** True for a redirect hop (Chromium followed a 3xx to this URL). */
  redirect: boolean;
}

/** Why a request is stopped: the text recorded in the step and who stopped it. */
export interface Refusal {
  reason: string;
  by: 'containment' | 'guard';
  /** A write the guard stopped: what it would have written (core/effects.ts). */
  effect?: string;
}

/** Decides on one request: a refusal stops it, null lets it go. */
export type RequestJudge = (request: PausedRequest) => Refusal | null | Promise<Refusal | null>;

interface FetchRequestPaused {
  requestId: string;
  request: { url: string; urlFragment?: string; method: string; headers: Record<string, string>; postData?: string };
  resourceType: string;
  redirectedRequestId?: string;
}

/** How many recent refusals are kept for `refusalOf` (a bounded memory, not a log). */
const RECENT = 256;

class BrowserInterceptor {
  private readonly judges = new Set<RequestJudge>();
  private readonly recent = new Map<string, Refusal>();
  private enabled = false;
  private toggling: Promise<void> = Promise.resolve();

  constructor(private readonly session: CDPSession) {
    session.on('Fetch.requestPaused', (e) => void this.onPaused(e as unknown as FetchRequestPaused));
  }

  private async onPaused(e: FetchRequestPaused): Promise<void> {
    const request: PausedRequest = {
      url: e.request.url + (e.request.urlFragment ?? ''),
      method: e.request.method,
      postData: e.request.postData,
      headers: e.request.headers,
      resourceType: e.resourceType,
      redirect: !!e.redirectedRequestId,
    };
    let refusal: Refusal | null = null;
    for (const judge of this.judges) {
      try {
        refusal = await judge(request);
      } catch (err) {
        refusal = { reason: `blocked: the harness could not judge this request (${(err as Error).message})`, by: 'containment' };
      }
      if (refusal) break;
    }
    if (refusal) {
      this.remember(e.request.url, refusal);
      await this.session.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' }).catch(() => undefined);
    } else await this.session.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
  }

  private remember(url: string, refusal: Refusal): void {
    this.recent.delete(url);
    this.recent.set(url, refusal);
    if (this.recent.size > RECENT) this.recent.delete(this.recent.keys().next().value as string);
  }

  refusalOf(url: string): Refusal | undefined {
    return this.recent.get(url);
  }

  async add(judge: RequestJudge): Promise<() => Promise<void>> {
    this.judges.add(judge);
    await this.toggle();
    return async () => {
      this.judges.delete(judge);
      await this.toggle();
    };
  }

  private toggle(): Promise<void> {
    this.toggling = this.toggling.then(async () => {
      const want = this.judges.size > 0;
      if (want === this.enabled) return;
      this.enabled = want;
      if (want) await this.session.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
      else await this.session.send('Fetch.disable').catch(() => undefined);
    });
    return this.toggling;
  }
}

const byBrowser = new WeakMap<Browser, Promise<BrowserInterceptor>>();

function interceptorOf(browser: Browser): Promise<BrowserInterceptor> {
  let i = byBrowser.get(browser);
  if (!i) {
    i = browser.newBrowserCDPSession().then((s) => new BrowserInterceptor(s));
    byBrowser.set(browser, i);
    i.catch(() => byBrowser.delete(browser));
  }
  return i;
}

/**
 * Registers `judge` for every request of `browser` until the returned function is called.
 * Throws when the browser has no DevTools browser target (not Chromium): containment cannot be
 * enforced there, and the harness refuses to run without it.
 */
export async function interceptRequests(browser: Browser, judge: RequestJudge): Promise<() => Promise<void>> {
  return (await interceptorOf(browser)).add(judge);
}

/** The refusal recorded for `url` by `browser`'s judges lately, if any (for step records). */
export async function refusalOf(browser: Browser, url: string): Promise<Refusal | undefined> {
  return (await byBrowser.get(browser))?.refusalOf(url);
}
