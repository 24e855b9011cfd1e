/**
 * Runs a checked action (`BoundAction`, see `spec.ts`) on the episode's pages with Playwright.
 * Element actions resolve bids in the main frame, iframes and open shadow roots (`bids.ts`).
 * Errors are thrown as `Error`s that say what went wrong; the episode loop records them as step
 * errors. Chat and terminal actions do not touch the page: they are returned to the loop.
 */
import type { Locator } from '@playwright/test';
import { blockReason } from '../containment';
import { describeBid } from '../observation/bids';
import type { Tabs } from '../tabs';
import { resolveUpload } from './uploads';
import type { BoundAction } from './spec';

/** Per-step facts about the acted element, filled as soon as they are known (kept on errors). */
export interface ElementInfo {
  element_bid?: string;
  element_text?: string;
  element_text_content?: string;
  element_role?: string;
  element_tag?: string;
  typed_value?: string;
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
  /** Blocked origins (control endpoints). */
  blocked: ReadonlySet<string>;
  /** Folder `upload_file` reads from; uploads fail without it. */
  filesDir?: string;
  /** Playwright timeout per action, ms. */
  timeoutMs: number;
}

/**
 * `javascript:void(0)` and its no-op variants: the app's click handler does the work (classic
 * SuiteCRM tabs), nothing in the URL runs, so such links stay clickable. Other `javascript:`
 * links are refused.
 */
const NO_OP_HREF = /^\s*javascript:\s*(void\s*\(?\s*0\s*\)?)?\s*;?\s*$/i;

const MOUSE_BUTTONS = new Set(['left', 'right', 'middle']);
const MODIFIERS = new Set(['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift']);

function button(v: unknown): 'left' | 'right' | 'middle' {
  if (typeof v !== 'string' || !MOUSE_BUTTONS.has(v)) throw new Error(`button must be "left", "right" or "middle", got ${JSON.stringify(v)}`);
  return v as 'left' | 'right' | 'middle';
}

function modifiers(v: unknown): Array<'Alt' | 'Control' | 'ControlOrMeta' | 'Meta' | 'Shift'> {
  const list = (v ?? []) as unknown[];
  for (const m of list) if (typeof m !== 'string' || !MODIFIERS.has(m)) throw new Error(`modifiers must be a list of ${[...MODIFIERS].join(', ')}; got ${JSON.stringify(m)}`);
  return list as Array<'Alt' | 'Control' | 'ControlOrMeta' | 'Meta' | 'Shift'>;
}

/** Executes `action`; fills `info` with the element it touched. Throws on any failure. */
export async function executeAction(ctx: ExecContext, action: BoundAction, info: ElementInfo): Promise<ExecOutcome> {
  const a = action.params;
  const t = { timeout: ctx.timeoutMs };
  const page = ctx.tabs.page;
  const element = async (key = 'bid'): Promise<Locator> => {
    const bid = String(a[key]);
    info.element_bid = bid;
    const { locator, element: d } = await describeBid(page, bid);
    Object.assign(info, { element_text: d.text, element_text_content: d.textContent, element_tag: d.tag, element_role: d.role });
    if (d.rawHref && !NO_OP_HREF.test(d.rawHref) && /^\s*(javascript|data|file|chrome|view-source):/i.test(d.rawHref))
      throw new Error(`bid "${bid}" is a link to a ${d.rawHref.split(':')[0]}: URL; such links are blocked`);
    const reason = d.href ? blockReason(d.href, ctx.blocked) : null;
    if (reason && /^https?:/i.test(d.href)) throw new Error(`bid "${bid}" links to ${d.href}: ${reason}`);
    return locator;
  };
  switch (action.name) {
    case 'click':
      await (await element()).click({ ...t, button: button(a.button), modifiers: modifiers(a.modifiers) });
      break;
    case 'dblclick':
      await (await element()).dblclick({ ...t, button: button(a.button), modifiers: modifiers(a.modifiers) });
      break;
    case 'hover':
      await (await element()).hover(t);
      break;
    case 'focus':
      await (await element()).focus(t);
      break;
    case 'clear':
      await (await element()).clear(t);
      break;
    case 'check':
      await (await element()).check(t);
      break;
    case 'uncheck':
      await (await element()).uncheck(t);
      break;
    case 'fill': {
      const loc = await element();
      info.typed_value = String(a.value);
      await loc.fill(String(a.value), t);
      break;
    }
    case 'select_option': {
      const loc = await element();
      const opts = a.options as string | string[];
      info.typed_value = Array.isArray(opts) ? opts.join(', ') : opts;
      await loc.selectOption(opts, t);
      break;
    }
    case 'press': {
      const loc = await element();
      await loc.press(String(a.key_comb), t);
      break;
    }
    case 'drag_and_drop': {
      const from = await element('from_bid');
      const { locator: to } = await describeBid(page, String(a.to_bid));
      await from.dragTo(to, t);
      break;
    }
    case 'upload_file': {
      const loc = await element();
      const files = resolveUpload(ctx.filesDir, a.file as string | string[]);
      info.typed_value = files.map((f) => f.split('/').pop()).join(', ');
      await loc.setInputFiles(files, t);
      break;
    }
    case 'scroll':
      await page.mouse.wheel(Number(a.delta_x), Number(a.delta_y));
      break;
    case 'mouse_click':
      await page.mouse.click(Number(a.x), Number(a.y), { button: button(a.button) });
      break;
    case 'mouse_dblclick':
      await page.mouse.dblclick(Number(a.x), Number(a.y), { button: button(a.button) });
      break;
    case 'mouse_move':
      await page.mouse.move(Number(a.x), Number(a.y));
      break;
    case 'mouse_down':
      await page.mouse.move(Number(a.x), Number(a.y));
      await page.mouse.down({ button: button(a.button) });
      break;
    case 'mouse_up':
      await page.mouse.move(Number(a.x), Number(a.y));
      await page.mouse.up({ button: button(a.button) });
      break;
    case 'mouse_drag_and_drop':
      await page.mouse.move(Number(a.from_x), Number(a.from_y));
      await page.mouse.down();
      await page.mouse.move(Number(a.to_x), Number(a.to_y), { steps: 5 });
      await page.mouse.up();
      break;
    case 'keyboard_type':
      info.typed_value = String(a.text);
      await page.keyboard.type(String(a.text));
      break;
    case 'keyboard_insert_text':
      info.typed_value = String(a.text);
      await page.keyboard.insertText(String(a.text));
      break;
    case 'keyboard_press':
      await page.keyboard.press(String(a.key));
      break;
    case 'keyboard_down':
      await page.keyboard.down(String(a.key));
      break;
    case 'keyboard_up':
      await page.keyboard.up(String(a.key));
      break;
    case 'goto': {
      const raw = String(a.url).trim();
      let url: string;
      try {
        url = new URL(raw, page.url() === 'about:blank' ? undefined : page.url()).href;
      } catch {
        throw new Error(`goto: "${raw}" is not a URL; give an absolute http(s) URL`);
      }
      const reason = blockReason(url, ctx.blocked);
      if (reason) throw new Error(`goto: ${reason}`);
      await page.goto(url, { ...t, waitUntil: 'domcontentloaded' });
      break;
    }
    case 'go_back':
      await page.goBack({ ...t, waitUntil: 'domcontentloaded' });
      break;
    case 'go_forward':
      await page.goForward({ ...t, waitUntil: 'domcontentloaded' });
      break;
    case 'new_tab':
      ctx.tabs.add(await ctx.tabs.context.newPage());
      break;
    case 'tab_close':
      await page.close();
      await ctx.tabs.ensureOne();
      await ctx.tabs.page.bringToFront();
      break;
    case 'tab_focus':
      await ctx.tabs.focus(Number(a.index));
      break;
    case 'noop':
      await page.waitForTimeout(Math.min(Math.max(0, Number(a.wait_ms)), 10_000));
      break;
    case 'send_msg_to_user': return { message: String(a.text) };
    case 'report_infeasible': return { message: String(a.reason ?? ''), terminal: { reason: 'infeasible', text: String(a.reason ?? '') } };
    case 'finish': return { terminal: { reason: 'finished', text: a.message === undefined ? null : String(a.message) } };
    case 'answer': return { terminal: { reason: 'finished', text: String(a.text) } };
    default:
      throw new Error(`action ${action.name} has no executor (harness bug: add it to executor.ts)`);
  }
  return {};
}
