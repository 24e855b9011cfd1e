/**
 * Runs a checked action (`BoundAction`, see `spec.ts`) on the episode's pages with Playwright:
 * one runner per action of the action space, with its arguments typed from the action's entry.
 * Element actions resolve bids in the main frame, iframes and open shadow roots (`bids.ts`). Errors
 * are thrown, saying what went wrong (the loop records step errors); chat and terminal actions are returned.
 */
import type { Locator, Page } from '@playwright/test';
import { type AccessRule, blockReason } from '../containment';
import { describeBid } from '../observation/bids';
import { internalCall } from '../internal-call';
import type { Tabs } from '../tabs';
import { resolveUpload } from './uploads';
import { button, modifiers, point, typeText } from './input-args';
import { EFFECTIVE_ACTIONS, effectiveTarget } from './effective-target';
import { typedTabProblem } from './keys';
import { pressedPointer } from './pressed-pointer';
import { ELEMENT_ACTIONS, type ActionName, type ArgsOf, type BoundAction } from '../../core/actions/spec';
import { enteredValue } from '../../core/actions/entered';
import type { EffectiveTarget } from '../../core/trace';

/** Per-step facts about the acted element, filled as soon as they are known (kept on errors). */
export interface ElementInfo {
  element_bid?: string;
  element_text?: string;
  element_text_content?: string;
  element_role?: string;
  element_tag?: string;
  typed_value?: string;
  /** The element the action really acts on, read before it runs (issue 55; `effective-target.ts`). */
  effective?: EffectiveTarget;
}

/** What the loop must do after an action. */
export interface ExecOutcome {
  /** `send_msg_to_user` text. */
  message?: string;
  /** Terminal actions: why the episode ends and the answer text. */
  terminal?: { reason: 'finished' | 'infeasible'; text: string | null };
}

/** Everything the executor needs besides the action. */
export interface ExecContext {
  tabs: Tabs;
  /** Where the agent may not go (control endpoints, a site's blocked paths). */
  blocked: AccessRule;
  /** Folder `upload_file` reads from; uploads fail without it. */
  filesDir?: string;
  /** Playwright timeout per action, ms. */
  timeoutMs: number;
  /** Aborted when the step's time is up: long actions stop instead of running into the next step. */
  signal?: AbortSignal;
}

/**
 * `javascript:void(0)` and its no-op variants: the app's click handler does the work (classic
 * SuiteCRM tabs), nothing in the URL runs, so such links stay clickable. Other `javascript:`
 * links are refused.
 */
const NO_OP_HREF = /^\s*javascript:\s*(void\s*\(?\s*0\s*\)?)?\s*;?\s*$/i;

/** What an action's runner gets: the context, its bound arguments (typed), the acted-element record and helpers. */
interface Run<K extends ActionName> {
  ctx: ExecContext;
  a: ArgsOf<K>;
  info: ElementInfo;
  page: Page;
  /** Playwright options with the per-action timeout. */
  t: { timeout: number };
  /** Resolves the bid in argument `key`, records the element in `info`, refuses blocked links. */
  element: (key?: string) => Promise<Locator>;
}

/**
 * One runner per action of `ACTION_SPECS`; the mapped type makes a missing or extra runner a
 * compile error. A runner returns what the loop must do, or nothing.
 */
const RUNNERS: { [K in ActionName]: (r: Run<K>) => Promise<ExecOutcome | void> } = {
  click: async ({ a, t, element }) => {
    await (await element()).click({ ...t, button: button(a.button), modifiers: modifiers(a.modifiers) });
  },
  dblclick: async ({ a, t, element }) => {
    await (await element()).dblclick({ ...t, button: button(a.button), modifiers: modifiers(a.modifiers) });
  },
  hover: async ({ t, element }) => {
    await (await element()).hover(t);
  },
  focus: async ({ t, element }) => {
    await (await element()).focus(t);
  },
  clear: async ({ t, element }) => {
    await (await element()).clear(t);
  },
  check: async ({ t, element }) => {
    await (await element()).check(t);
  },
  uncheck: async ({ t, element }) => {
    await (await element()).uncheck(t);
  },
  fill: async ({ a, t, element }) => {
    await (await element()).fill(a.value, t);
  },
  select_option: async ({ a, t, element }) => {
    await (await element()).selectOption(a.options, t);
  },
  press: async ({ a, t, element }) => {
    await (await element()).press(a.key_comb, t);
  },
  drag_and_drop: async ({ a, page, t, element }) => {
    const from = await element('from_bid');
    const { locator: to } = await describeBid(page, a.to_bid);
    await from.dragTo(to, t);
  },
  upload_file: async ({ ctx, a, t, element }) => {
    await (await element()).setInputFiles(resolveUpload(ctx.filesDir, a.file), t);
  },
  scroll: async ({ a, page }) => {
    if (!Number.isFinite(a.delta_x) || !Number.isFinite(a.delta_y) || Math.abs(a.delta_x) > 1e6 || Math.abs(a.delta_y) > 1e6)
      throw new Error(`scroll(${a.delta_x}, ${a.delta_y}): deltas must be finite and at most 1000000 pixels`);
    await page.mouse.wheel(a.delta_x, a.delta_y);
  },
  mouse_click: async ({ a, page }) => {
    point(page, a.x, a.y);
    pressedPointer.clear(page);
    await page.mouse.click(a.x, a.y, { button: button(a.button) });
  },
  mouse_dblclick: async ({ a, page }) => {
    point(page, a.x, a.y);
    pressedPointer.clear(page);
    await page.mouse.dblclick(a.x, a.y, { button: button(a.button) });
  },
  mouse_move: async ({ a, page }) => {
    point(page, a.x, a.y);
    await page.mouse.move(a.x, a.y);
  },
  mouse_down: async ({ a, page }) => {
    point(page, a.x, a.y);
    await page.mouse.move(a.x, a.y);
    const b = button(a.button);
    await page.mouse.down({ button: b });
    if (b === 'left') pressedPointer.set(page, a.x, a.y);
  },
  mouse_up: async ({ a, page }) => {
    point(page, a.x, a.y);
    await page.mouse.move(a.x, a.y);
    const b = button(a.button);
    if (b === 'left') pressedPointer.clear(page);
    await page.mouse.up({ button: b });
  },
  mouse_drag_and_drop: async ({ a, page }) => {
    point(page, a.from_x, a.from_y);
    point(page, a.to_x, a.to_y);
    pressedPointer.clear(page);
    await page.mouse.move(a.from_x, a.from_y);
    await page.mouse.down();
    await page.mouse.move(a.to_x, a.to_y, { steps: 5 });
    await page.mouse.up();
  },
  keyboard_type: async ({ ctx, a, page }) => {
    await typeText(page, a.text, ctx.signal);
  },
  keyboard_insert_text: async ({ a, page }) => {
    await page.keyboard.insertText(a.text);
  },
  keyboard_press: async ({ a, page }) => {
    await page.keyboard.press(a.key);
  },
  keyboard_down: async ({ a, page }) => {
    await page.keyboard.down(a.key);
  },
  keyboard_up: async ({ a, page }) => {
    await page.keyboard.up(a.key);
  },
  goto: async ({ ctx, a, page, t }) => {
    const raw = a.url.trim();
    let url: string;
    try {
      url = new URL(raw, page.url() === 'about:blank' ? undefined : page.url()).href;
    } catch {
      throw new Error(`goto: "${raw}" is not a URL; give an absolute http(s) URL`);
    }
    const reason = blockReason(url, ctx.blocked);
    if (reason) throw new Error(`goto: ${reason}`);
    // A URL that answers with an attachment starts a download instead of a page: Playwright
    // reports that as an error, but the download is what the agent asked for;
    // the download watcher records it in the step.
    await page.goto(url, { ...t, waitUntil: 'domcontentloaded' }).catch(async (e: Error) => {
      if (/Download is starting/i.test(e.message)) return;
      if (/net::ERR_/.test(e.message)) await leaveErrorPage(page);
      throw e;
    });
  },
  go_back: async ({ page, t }) => {
    await page.goBack({ ...t, waitUntil: 'domcontentloaded' });
  },
  go_forward: async ({ page, t }) => {
    await page.goForward({ ...t, waitUntil: 'domcontentloaded' });
  },
  new_tab: async ({ ctx }) => {
    ctx.tabs.add(await ctx.tabs.context.newPage());
  },
  tab_close: async ({ ctx, page }) => {
    await page.close();
    await ctx.tabs.ensureOne();
    await ctx.tabs.page.bringToFront();
  },
  tab_focus: async ({ ctx, a }) => {
    await ctx.tabs.focus(a.index);
  },
  noop: async ({ a, page }) => {
    await page.waitForTimeout(Math.min(Math.max(0, a.wait_ms), 10_000));
  },
  send_msg_to_user: async ({ a }) => ({ message: a.text }),
  report_infeasible: async ({ a }) => ({ message: a.reason, terminal: { reason: 'infeasible', text: a.reason } }),
  finish: async ({ a }) => ({ terminal: { reason: 'finished', text: a.message === undefined ? null : a.message } }),
  answer: async ({ a }) => ({ terminal: { reason: 'finished', text: a.text } }),
};

/** Executes `action`; fills `info` with the element it touched. Throws on any failure. */
export async function executeAction(ctx: ExecContext, action: BoundAction, info: ElementInfo): Promise<ExecOutcome> {
  const page = ctx.tabs.page;
  // What it enters, read from the action table as the guard reads it: once its element is found.
  const enter = () => void (info.typed_value = enteredValue(action));
  const element = async (key = 'bid'): Promise<Locator> => {
    const bid = String(action.params[key]);
    info.element_bid = bid;
    const { locator, element: d } = await describeBid(page, bid);
    Object.assign(info, { element_text: d.text, element_text_content: d.textContent, element_tag: d.tag, element_role: d.role });
    if (d.rawHref && !NO_OP_HREF.test(d.rawHref) && /^\s*(javascript|data|file|chrome|view-source):/i.test(d.rawHref))
      throw new Error(`bid "${bid}" is a link to a ${d.rawHref.split(':')[0]}: URL; such links are blocked`);
    const reason = d.href ? blockReason(d.href, ctx.blocked) : null;
    if (reason && /^https?:/i.test(d.href)) throw new Error(`bid "${bid}" links to ${d.href}: ${reason}`);
    enter();
    return locator;
  };
  const runner = (RUNNERS as Record<string, (r: Run<ActionName>) => Promise<ExecOutcome | void>>)[action.name];
  if (!runner) throw new Error(`unknown action ${action.name}`);
  const tab = action.name === 'keyboard_type' ? typedTabProblem(String(action.params.text)) : null;
  if (tab) throw new Error(tab);
  // Read before the action, as the guard read it (issue 55). A page that cannot be read now
  // (navigating) leaves the step without it; the action still runs and its writes are logged.
  if (EFFECTIVE_ACTIONS.has(action.name)) {
    const effective = await internalCall(page, 'read the effective target', () => effectiveTarget(page, action)).catch(() => null);
    if (effective) info.effective = effective.target;
  }
  // `bindAction` checked every argument against the action's parameters, so they have these types.
  if (!ELEMENT_ACTIONS.has(action.name)) enter();
  const run = { ctx, a: action.params as unknown as ArgsOf<ActionName>, info, page, t: { timeout: ctx.timeoutMs }, element } as Run<ActionName>;
  return (await runner(run)) ?? {};
}

/**
 * Chromium commits its own error page (`chrome-error://`) a moment after a failed navigation has
 * already rejected. Waits for it (up to 1 s) and goes back, so a `goto` that failed leaves the
 * agent on the page it was on, with the error in the step, rather than on an error page that
 * appears during the next observation.
 */
async function leaveErrorPage(page: Page): Promise<void> {
  const committed = await page
    .waitForURL((u) => u.protocol === 'chrome-error:', { timeout: 1_000 })
    .then(
      () => true,
      () => false,
    );
  if (committed) await page.goBack({ timeout: 5_000, waitUntil: 'domcontentloaded' }).catch(() => undefined);
}
