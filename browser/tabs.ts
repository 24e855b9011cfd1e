/**
 * The open tabs of an episode, in opening order, and which one is active. A page opened by the
 * app (popup, `target=_blank`) or by `new_tab()` becomes active, as in BrowserGym; closing the
 * active tab activates the last remaining one.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { cdpFor } from './observation/axtree';

interface TargetInfo {
  type: string;
  browserContextId?: string;
}

/** Tab list of one browser context. */
export class Tabs {
  readonly pages: Page[] = [];
  active = 0;
  private listeners: Array<(p: Page) => void> = [];
  /** Chromium's id of this context, read once: every page of the context has the same one. */
  private browserContextId?: string;

  constructor(readonly context: BrowserContext) {
    for (const p of context.pages()) this.add(p);
    context.on('page', (p) => this.add(p));
  }

  /** Registers a page (idempotent) and makes it active. */
  add(page: Page): void {
    if (this.pages.includes(page)) return;
    this.pages.push(page);
    this.active = this.pages.length - 1;
    page.on('close', () => this.remove(page));
    for (const l of this.listeners) l(page);
  }

  /** Calls `fn` for every page registered from now on (dialogs, downloads, ...). */
  onPage(fn: (p: Page) => void): void {
    this.listeners.push(fn);
    for (const p of this.pages) fn(p);
  }

  private remove(page: Page): void {
    const i = this.pages.indexOf(page);
    if (i < 0) return;
    this.pages.splice(i, 1);
    if (this.active >= this.pages.length || i === this.active) this.active = Math.max(0, this.pages.length - 1);
    else if (i < this.active) this.active--;
  }

  /** The active page. Throws when every tab was closed (callers reopen one first). */
  get page(): Page {
    const p = this.pages[this.active];
    if (!p) throw new Error('no open tab');
    return p;
  }

  /** Opens a blank tab when none is left, so the episode always has an active page. */
  async ensureOne(): Promise<Page> {
    if (!this.pages.length) this.add(await this.context.newPage());
    return this.page;
  }

  /**
   * Waits (up to `capMs`) until every page the browser has opened in this context is
   * registered: Playwright reports a popup only after its first navigation, while the browser
   * knows the target as soon as the click created it.
   */
  async awaitNewTabs(capMs = 5_000): Promise<void> {
    const page = this.pages[this.active];
    if (!page) return;
    const cdp = await cdpFor(page);
    // One round trip per step instead of two (issue 46).
    this.browserContextId ??= ((await cdp.send('Target.getTargetInfo')) as { targetInfo: TargetInfo }).targetInfo.browserContextId;
    const targets = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    const count = targets.targetInfos.filter((t) => t.type === 'page' && t.browserContextId === this.browserContextId).length;
    const until = Date.now() + capMs;
    while (this.pages.length < count && Date.now() < until) await this.context.waitForEvent('page', { timeout: until - Date.now() }).catch(() => undefined);
  }

  /** URLs of all open tabs, in order. */
  urls(): string[] {
    return this.pages.map((p) => p.url());
  }

  /** Makes tab `index` active; throws naming the valid range. */
  async focus(index: number): Promise<void> {
    if (!Number.isInteger(index) || index < 0 || index >= this.pages.length)
      throw new Error(`tab_focus: no tab ${index}; open tabs are 0..${this.pages.length - 1}`);
    this.active = index;
    await this.page.bringToFront();
  }
}
