/**
 * Bid marking across the frames of a page and bid -> element resolution.
 *
 * Bids: main-frame elements get `0`, `1`, ...; elements of an iframe get the iframe's frame code
 * (letters, e.g. `a`, nested `ab`) followed by a number (`a0`, `ab12`), so bids are unique
 * over the page and the frame of a bid is read from its letter prefix.
 */
import type { Frame, Locator, Page } from '@playwright/test';
import { callScript, DESCRIBE_SCRIPT, MARK_SCRIPT } from './page-scripts';

const framesByPage = new WeakMap<Page, Map<string, Frame>>();

interface MarkResult {
  focused: string;
  focusedFrame: string;
  frames: Record<string, string>;
}

async function markFrame(frame: Frame, prefix: string, registry: Map<string, Frame>): Promise<string> {
  registry.set(prefix, frame);
  const r = (await frame.evaluate(callScript(MARK_SCRIPT, prefix))) as MarkResult;
  let focused = r.focused;
  for (const child of frame.childFrames()) {
    try {
      const owner = await child.frameElement();
      const code = r.frames[(await owner.getAttribute('bid')) ?? ''];
      await owner.dispose();
      if (!code) continue;
      const inner = await markFrame(child, code, registry);
      if (r.focusedFrame === code && inner) focused = inner;
    } catch {
      // A frame that navigates or detaches mid-marking simply has no bids this step.
    }
  }
  return focused;
}

/**
 * Marks every element of `page` (main frame, same-origin iframes, open shadow roots) with a
 * `bid` attribute and remembers which frame owns each prefix. Returns the focused element's
 * bid (`''` when nothing but the body has focus).
 */
export async function markPage(page: Page): Promise<string> {
  const registry = new Map<string, Frame>();
  const focused = await markFrame(page.mainFrame(), '', registry);
  framesByPage.set(page, registry);
  return focused;
}

/** The frames `markPage` last marked on `page`, by bid prefix (`''` is the main frame). */
export function markedFrames(page: Page): Map<string, Frame> {
  return framesByPage.get(page) ?? new Map([['', page.mainFrame()]]);
}

/** Letter prefix of a bid (its frame code). */
export function framePrefix(bid: string): string {
  return /^[a-z]*/.exec(bid)![0];
}

/**
 * The frame and locator for `bid` (open shadow roots are pierced by Playwright's CSS engine),
 * without asking the page whether the element exists. Throws an Error naming the bid when it is
 * malformed or its frame is gone.
 */
function bidLocator(page: Page, bid: string): { frame: Frame; locator: Locator } {
  if (!/^[a-z]*[0-9]+$/.test(bid)) throw new Error(`"${bid}" is not a bid; use the number in brackets from the axtree, e.g. "12"`);
  const prefix = framePrefix(bid);
  const frame = prefix === '' ? page.mainFrame() : framesByPage.get(page)?.get(prefix);
  if (!frame || frame.isDetached()) throw new Error(`bid "${bid}": its frame is no longer on the page; use a bid from the latest observation`);
  return { frame, locator: frame.locator(`[bid="${bid}"]`).first() };
}

/** What `DESCRIBE_SCRIPT` returns about an element (see there). */
export interface ElementDescription {
  text: string;
  textContent: string;
  tag: string;
  role: string;
  href: string;
  rawHref: string | null;
  type: string;
}

/**
 * Locator plus description of the element with `bid`, in one page round trip (the description
 * is null when the element is gone). Throws an Error naming the bid when it is malformed, its
 * frame is gone, or no element carries it.
 */
export async function describeBid(page: Page, bid: string): Promise<{ locator: Locator; element: ElementDescription }> {
  const { frame, locator } = bidLocator(page, bid);
  const element = (await frame.evaluate(callScript(DESCRIBE_SCRIPT, bid))) as ElementDescription | null;
  if (!element) throw new Error(`no element with bid "${bid}" on the page; the page may have changed, use a bid from the latest observation`);
  return { locator, element };
}
