/**
 * `PageAccess` for offline scoring (`stwab evaluate`): stored HTML is served at its own URL in a
 * headless Chromium (via `context.route`), so `location`, selectors and XPath behave as on the
 * live page. The empty-locator content of an unmodified snapshot is the stored HTML verbatim;
 * after a setup script or prep actions ran it is the live serialisation.
 *
 * Stored pages never run their own scripts: the context has JavaScript
 * disabled (the evaluators' own expressions still run through Playwright), and loading a page
 * has a deadline, so a recorded page that spins or never loads cannot hold up scoring.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import type { PageSnapshot } from '../../core/trace';
import type { PageAccess, PageTarget } from '../../core/page-access';
import { pageKey } from './page-key';
import { evaluateExpression, readContent, readInnerText, readXpathValue, runPrepActions, selectorToBid } from './page-ops';

/** A stored page: URL, HTML and an optional script run after load (e.g. to attach shadow roots). */
export type SnapshotInput = PageSnapshot & { setup_script?: string };

/** Deadline for loading one stored page and for each read of it, ms. */
const SNAPSHOT_LOAD_MS = 10_000;

/** The document a URL names (no fragment), as the browser requests it. */
const doc = (u: string) => pageKey(u, { fragment: false });
/** Pages at these URLs make no request: their stored HTML is written into a blank page. */
const routable = (u: string) => /^https?:\/\//i.test(u.trim());
/** The key of the final page among opened pages: never a URL, so a check of the same URL is another page. */
const FINAL = Symbol('final page');

/** Lazily launched shared browser for offline scoring; `closeSnapshotBrowser()` ends it. */
let browserPromise: Promise<Browser> | null = null;
function browser(): Promise<Browser> {
  browserPromise ??= chromium.launch(chromiumLaunchOptions());
  return browserPromise;
}

/** Closes the shared offline browser (call once at the end of a CLI run). */
export async function closeSnapshotBrowser(): Promise<void> {
  const b = browserPromise;
  browserPromise = null;
  if (b) await (await b).close();
}

/**
 * Builds a PageAccess over stored pages. `finalUrl` is used when there is no final snapshot.
 * `checks` are the pages the live run loaded afresh for its checks (`episode.check_pages`): a
 * check target is read from them first (same URL, fragment included, before a URL that only
 * differs in its fragment), then from the open tabs (`pages`), as the live evaluator's fresh load
 * shows saved state rather than what a tab left on screen. URLs are compared as the browser
 * spells them (`http://example.com` is `http://example.com/`; issue 57), and `last` is always
 * the stored final page, whatever its URL (`about:blank` included).
 */
export function snapshotPageAccess(opts: {
  final?: SnapshotInput;
  pages?: SnapshotInput[];
  checks?: SnapshotInput[];
  finalUrl?: string;
}): PageAccess & { dispose(): Promise<void> } {
  const snaps = [...(opts.final ? [opts.final] : []), ...(opts.pages ?? [])];
  const checks = opts.checks ?? [];
  // Hash-routed apps (SuiteCRM) serve every route from one document: match the fragment too.
  const findSnap = (target: string): SnapshotInput | undefined => {
    const [full, bare] = [pageKey(target, { fragment: true }), doc(target)];
    return (
      checks.find((s) => pageKey(s.url, { fragment: true }) === full) ??
      checks.find((s) => doc(s.url) === bare) ??
      snaps.find((s) => pageKey(s.url, { fragment: true }) === full) ??
      snaps.find((s) => doc(s.url) === bare)
    );
  };
  const url = opts.final?.url ?? opts.finalUrl ?? '';
  let ctx: Promise<BrowserContext> | null = null;
  const pages = new Map<string | typeof FINAL, Promise<{ page: Page; snap?: SnapshotInput; mutated: boolean }>>();
  const context = () =>
    (ctx ??= (async () => {
      const c = await (await browser()).newContext({ javaScriptEnabled: false });
      // Under tsx (the stwab CLI) esbuild wraps named functions in `__name(...)`; functions sent
      // to the page need that helper there too.
      await c.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
      await c.route('**/*', (route) => {
        const u = doc(route.request().url());
        const s = [...checks, ...snaps].find((x) => doc(x.url) === u);
        return s
          ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: s.html })
          : route.fulfill({ status: 404, contentType: 'text/html', body: '' });
      });
      return c;
    })());
  /** Opens a page showing `snap` (or, without one, whatever the stored pages serve at `at`). */
  const load = async (at: string, snap: SnapshotInput | undefined) => {
    const page = await (await context()).newPage();
    page.setDefaultTimeout(SNAPSHOT_LOAD_MS);
    if (snap && !routable(at)) {
      await page.setContent(snap.html, { waitUntil: 'load', timeout: SNAPSHOT_LOAD_MS }).catch(() => undefined);
      return page;
    }
    // This page's own document is its snapshot, even when another stored page shares the URL
    // up to the fragment (the context route would serve the first of them).
    if (snap) {
      const own = doc(at);
      await page.route(
        (u) => doc(u.href) === own,
        (route) =>
          route.request().isNavigationRequest() ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: snap.html }) : route.fallback(),
      );
    }
    await page.goto(at, { waitUntil: 'load', timeout: SNAPSHOT_LOAD_MS }).catch(() => undefined);
    return page;
  };
  const open = (target: PageTarget) => {
    // Without a stored final page, the final URL's stored page stands in for it.
    const final = target === 'last' && !!opts.final;
    const at = target === 'last' ? url : target;
    const key = final ? FINAL : pageKey(at, { fragment: true });
    let p = pages.get(key);
    if (!p) {
      p = (async () => {
        const snap = final ? opts.final : findSnap(at);
        const page = await load(at, snap);
        let mutated = false;
        if (snap?.setup_script) {
          await page.evaluate(snap.setup_script).catch(() => undefined);
          mutated = true;
        }
        return { page, snap, mutated };
      })();
      pages.set(key, p);
    }
    return p;
  };
  const none = !snaps.length && !checks.length;
  return {
    url: () => url,
    content: async (target, o) => {
      if (none) return '';
      const s = await open(target);
      if (!s.mutated && s.snap && !o?.shadowRoots) return s.snap.html;
      const live = await readContent(s.page, !!o?.shadowRoots);
      return !s.mutated && s.snap && live === (await s.page.content()) ? s.snap.html : live;
    },
    prepActions: async (actions, target) => {
      if (none) return;
      const s = await open(target);
      s.mutated = true;
      await runPrepActions(s.page, actions);
    },
    evaluate: async (expr, target) => (none ? { ok: false, error: 'no page snapshot' } : evaluateExpression((await open(target)).page, expr)),
    xpathValue: async (xp, target) => (none ? null : readXpathValue((await open(target)).page, xp)),
    innerText: async (sel) => (opts.final ? readInnerText((await open('last')).page, sel) : ''),
    resolveSelectorToBid: async (sel) => (opts.final ? selectorToBid((await open('last')).page, sel) : null),
    dispose: async () => {
      if (ctx) await (await ctx).close().catch(() => undefined);
      ctx = null;
      pages.clear();
    },
  };
}
