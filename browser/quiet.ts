/**
 * "The page has finished reacting" for any web app, without app-specific hooks: no request of
 * the context in flight and no DOM mutation, in any frame of the active page, for a short quiet
 * window. Single-page apps render after `domcontentloaded` (a hash route fetches its view, an
 * iframe loads its legacy page), so an observation or a final-page evaluation taken right after
 * the load event can see the previous view; that made verdicts depend on timing (CI run of
 * 2026-11-29: policy-blind task 291 differed twice in a row).
 *
 * How quiet is observed: an init script in every document of the episode's context
 * (`installActivityTracker`) records the time of its last activity (DOM mutation, fetch/XHR start
 * or end, a response body read, route event) and counts what is still pending (short timers,
 * animation frames, fetch/XHR and body reads) and which short timers are past due but not yet
 * run. A timer firing is not activity by itself: pollers that never touch the DOM would otherwise
 * keep every page busy. A page whose last activity is a whole quiet window old, with
 * nothing pending, has been quiet for that window already: the wait returns at once instead of
 * watching a fresh window after every action (that watch was 40 of the harness's ~60 ms of
 * overhead per step). Work the page has scheduled still makes the wait watch a full window, as
 * before; documents without the tracker (opened before it was installed) are watched as before.
 * Every wait lasts at least 10 ms, for the events an action queued to run.
 */
import type { BrowserContext, Frame, Page, Request } from '@playwright/test';
import { internalCall } from './internal-call';

/** Request types that may legitimately stay open forever (streams), so they never block quiet. */
const STREAMING = new Set(['eventsource', 'websocket', 'media']);

/** Counts the requests of a browser context that have started and not yet finished or failed. */
export class InflightRequests {
  private readonly open = new Set<Request>();

  constructor(context: BrowserContext) {
    context.on('request', (r) => {
      if (!STREAMING.has(r.resourceType())) this.open.add(r);
    });
    const done = (r: Request) => this.open.delete(r);
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  }

  /** Requests in flight now. */
  get count(): number {
    return this.open.size;
  }
}

/** Tuning of {@link waitForQuiet}; both in ms. */
export interface QuietOptions {
  /** Length of the activity-free window that counts as quiet (default 40). */
  quietMs?: number;
  /** Upper bound of the whole wait (default 3000); a page that never settles costs this much. */
  maxMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Name of the tracker's read-out function on `window` (non-enumerable). */
const TRACKER = '__stwabActivity';
/** Timers up to this delay count as work the page will do soon; longer ones (toasts that fade after 8 s, pollers) do not. */
const SHORT_TIMER_MS = 1_000;

/**
 * The init script: records the last activity time (mutation, fetch/XHR, route events) and counts
 * pending short timers, animation frames and fetch/XHR of its document. Runs before any page script; never throws into the page.
 */
export const ACTIVITY_TRACKER_SCRIPT = `(() => {
  if (Object.prototype.hasOwnProperty.call(window, '${TRACKER}')) return;
  const w = window;
  let last = performance.now();
  let requests = 0;
  const timers = new Map();
  const frames = new Set();
  const bump = () => { last = performance.now(); };
  const st = w.setTimeout, ct = w.clearTimeout, raf = w.requestAnimationFrame, caf = w.cancelAnimationFrame;
  w.setTimeout = function (fn, ms, ...rest) {
    if (typeof fn !== 'function' || !(Number(ms) <= ${SHORT_TIMER_MS})) return st.call(this, fn, ms, ...rest);
    const id = st.call(this, function (...a) { timers.delete(id); return fn.apply(this, a); }, ms, ...rest);
    timers.set(id, performance.now() + (Number(ms) || 0));
    return id;
  };
  w.clearTimeout = function (id) { timers.delete(id); return ct.call(this, id); };
  if (raf) {
    w.requestAnimationFrame = function (fn) {
      const id = raf.call(this, function (t) { frames.delete(id); return fn(t); });
      frames.add(id);
      return id;
    };
    w.cancelAnimationFrame = function (id) { frames.delete(id); return caf.call(this, id); };
  }
  if (w.fetch) {
    const f = w.fetch;
    w.fetch = function (...a) {
      requests++; bump();
      const done = () => { requests--; bump(); };
      const p = f.apply(this, a);
      p.then(done, done);
      return p;
    };
  }
  // A response body is read after fetch() has resolved (r.text(), r.json()): until that read
  // settles the page has work in flight, or a wait could end between the headers and the render.
  if (w.Response) {
    for (const m of ['text', 'json', 'arrayBuffer', 'blob', 'formData']) {
      const orig = w.Response.prototype[m];
      if (typeof orig !== 'function') continue;
      w.Response.prototype[m] = function (...a) {
        requests++; bump();
        const done = () => { requests--; bump(); };
        const p = orig.apply(this, a);
        p.then(done, done);
        return p;
      };
    }
  }
  if (w.XMLHttpRequest) {
    const send = w.XMLHttpRequest.prototype.send;
    w.XMLHttpRequest.prototype.send = function (...a) {
      requests++; bump();
      this.addEventListener('loadend', () => { requests--; bump(); }, { once: true });
      try { return send.apply(this, a); } catch (e) { requests--; throw e; }
    };
  }
  for (const type of ['hashchange', 'popstate', 'message']) w.addEventListener(type, bump, true);
  new MutationObserver(bump).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(w, '${TRACKER}', {
    value: () => {
      const now = performance.now();
      let dueIn = 0;
      let late = 0;
      for (const due of timers.values()) {
        dueIn = Math.max(dueIn, due - now);
        if (due <= now) late++;
      }
      return { age: now - last, scheduled: timers.size + frames.size, dueIn, late, requests, now };
    },
    enumerable: false,
  });
})();`;

/** Adds the activity tracker to every document `context` opens from now on (once per context). */
export async function installActivityTracker(context: BrowserContext): Promise<void> {
  await context.addInitScript(ACTIVITY_TRACKER_SCRIPT);
}

/** A tracker read-out: ms since the last activity; pending timers and frames; ms until the last pending short timer; timers past due that have not run yet; fetch/XHR and body reads in flight. */
type Activity = { age: number; scheduled: number; requests: number; dueIn?: number; late?: number; now?: number };

/** The tracker's read-out of `frame`, or null when the document has none. */
function activityOf(frame: Frame): Promise<Activity | null> {
  return frame
    .evaluate((name) => {
      const read = (window as unknown as Record<string, (() => Activity) | undefined>)[name];
      return typeof read === 'function' ? read() : null;
    }, TRACKER)
    .catch(() => ({ age: 0, scheduled: 0, dueIn: 0, requests: 1 })); // navigating or detached: not quiet yet
}

/** Watches `frame` for `ms`; true when its DOM changed meanwhile (documents without the tracker). */
function changedDuring(frame: Frame, ms: number): Promise<boolean> {
  return frame
    .evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          let changed = false;
          const mo = new MutationObserver(() => (changed = true));
          mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => {
            mo.disconnect();
            resolve(changed);
          }, ms);
        }),
      ms,
    )
    .catch(() => true);
}

/**
 * Resolves once `page` is quiet (see the module comment) or `maxMs` has passed; never throws.
 * Returns whether quiet was reached. Quiet: no request of the context in flight and, in every
 * frame, no activity for `quietMs`; work a frame has scheduled (short timers, animation frames,
 * fetch/XHR) keeps it from counting as quiet until a full window has been watched since the wait
 * began and the short timers seen pending in that first window have come due, so a page that
 * polls forever costs one window (or one poll period), not `maxMs`, unless its DOM changes.
 */
export function waitForQuiet(page: Page, inflight: InflightRequests, o: QuietOptions = {}): Promise<boolean> {
  // Its polls are one internal Playwright call, not one reported call per read (issue 46).
  return internalCall(page, 'wait for a quiet page', () => pollUntilQuiet(page, inflight, o));
}

async function pollUntilQuiet(page: Page, inflight: InflightRequests, o: QuietOptions): Promise<boolean> {
  const quietMs = o.quietMs ?? 40;
  const start = Date.now();
  const until = start + (o.maxMs ?? 3_000);
  // Events an action queued (hashchange, a zero-delay timer, a message) run within a few ms:
  // give them that before the first read, so their work is pending or done when it is read.
  await sleep(Math.min(10, quietMs));
  let timersUntil = 0;
  const pageUntil = new Map<Frame, number>();
  let reads = 0;
  // One deadline for the whole wait: a page whose main thread never yields (a script that spins)
  // never answers a read, so reads race it instead of hanging.
  let expire: NodeJS.Timeout | undefined;
  const expired = new Promise<null>((resolve) => (expire = setTimeout(() => resolve(null), Math.max(0, until - Date.now()))));
  try {
    while (Date.now() < until) {
      if (page.isClosed()) return true;
      if (inflight.count > 0) {
        await sleep(10);
        continue;
      }
      const frames = page.frames();
      const read = await Promise.race([Promise.all(frames.map(activityOf)), expired]);
      if (!read) return false;
      const untracked = frames.filter((_, i) => read[i] === null);
      const tracked = read.filter((a): a is Activity => a !== null);
      const now = Date.now();
      // The first read always counts as the action's window: on a loaded machine it can come back
      // after `quietMs`, and the timers the action armed would otherwise never be waited out.
      const watchedLongEnough = reads++ > 0 && now - start >= quietMs;
      // Short timers pending while the action's reaction runs (a search box's debounce) are waited
      // out until they fire; timers armed later (a poller re-arming) are not, so a poller costs at
      // most one of its periods.
      // The same deadline in each page's own clock: under load a read returns well after the page
      // answered it, so the harness's clock alone can end the wait before the page's timer is due.
      if (!watchedLongEnough)
        frames.forEach((f, i) => {
          const a = read[i];
          if (!a || !(a.scheduled > 0 && a.dueIn)) return;
          timersUntil = Math.max(timersUntil, now + Math.min(a.dueIn, SHORT_TIMER_MS));
          if (a.now !== undefined) pageUntil.set(f, Math.max(pageUntil.get(f) ?? 0, a.now + Math.min(a.dueIn, SHORT_TIMER_MS)));
        });
      const pending = (f: Frame, a: Activity) => now < timersUntil || (a.now !== undefined && a.now < (pageUntil.get(f) ?? 0));
      // A timer past due that has not run is work the page is about to do: on a loaded machine a
      // 150 ms debounce can fire well after 150 ms, so its due time alone does not end the wait.
      const busy = frames.some((f, i) => {
        const a = read[i];
        return !!a && (a.requests > 0 || (a.late ?? 0) > 0 || (a.scheduled > 0 && (!watchedLongEnough || pending(f, a))));
      });
      const youngest = Math.min(Infinity, ...tracked.map((a) => a.age));
      if (!busy && youngest >= quietMs) {
        if (!untracked.length) {
          if (inflight.count === 0) return true;
          continue;
        }
        const changed = await Promise.race([
          Promise.all(untracked.map((f) => changedDuring(f, quietMs))).then((c) => c.some(Boolean)),
          sleep(quietMs + 500).then(() => true),
        ]);
        if (!changed && inflight.count === 0) return true;
        await sleep(5);
        continue;
      }
      // Wait out the rest of the window since the last activity (at least a little, at most a window).
      await sleep(busy ? 10 : Math.max(5, Math.min(quietMs, quietMs - youngest)));
    }
    return false;
  } finally {
    clearTimeout(expire);
  }
}
