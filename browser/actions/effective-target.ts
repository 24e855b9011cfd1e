/**
 * The element an action will really act on, read from the page BEFORE the action runs (issue
 * 55). The executor records it in the step (`state.info.effective`) and the guard's proposal
 * reads it with this same function, so what the guard stops and what the scorer judges are the
 * same element.
 */
import type { Frame, Page } from '@playwright/test';
import type { BoundAction } from '../../core/actions/spec';
import type { EffectiveTarget } from '../../core/trace';
import { framePrefix, markedFrames, type ElementDescription } from '../observation/bids';
import { callScript } from '../observation/page-scripts';
import { EFFECTIVE_SCRIPT } from './effective-scripts';
import { activationKeys, type ActivationKey } from './keys';
import { pressedPointer } from './pressed-pointer';

/** What `effectiveTarget` found: the target to record and, when it is a link, where it leads. */
export interface EffectiveRead {
  target: EffectiveTarget;
  /** The absolute href of the link the target is or sits in ('' when none). */
  href: string;
}

type Query = { at: 'point'; x: number; y: number } | { at: 'focus'; keys: ActivationKey[] } | { at: 'bid'; bid: string; keys: ActivationKey[] };

/** One element found by `EFFECTIVE_SCRIPT` (see there), with its frame code. */
interface Hit {
  element: ElementDescription;
  bid: string;
  type: string;
  via: EffectiveTarget['via'];
  named: boolean;
  /** Frame code + the element's id: equal for the same element. */
  key: string;
}

type Raw = null | { frame: string; x: number; y: number; self: Omit<Hit, 'key'> & { id: number } } | (Omit<Hit, 'key'> & { id: number });

/** Nested same-origin frames followed at most (a page nesting deeper is read at this depth). */
const MAX_FRAME_DEPTH = 8;

/** Runs the query in the frame of the marked registry, descending into iframes. */
async function find(page: Page, query: Query): Promise<Hit | null> {
  const frames = markedFrames(page);
  let code = query.at === 'bid' ? framePrefix(query.bid) : '';
  let frame: Frame | undefined = code === '' ? page.mainFrame() : frames.get(code);
  let q: Query = query;
  for (let depth = 0; frame && !frame.isDetached(); depth++) {
    const r = (await frame.evaluate(callScript(EFFECTIVE_SCRIPT, q))) as Raw;
    if (!r) return null;
    if (!('frame' in r)) return { ...r, key: `${code}:${r.id}` };
    const child = r.frame ? frames.get(r.frame) : undefined;
    // An iframe marked since the last observation is not in the registry: it is what we can name.
    if (!child || child.isDetached() || depth >= MAX_FRAME_DEPTH) return { ...r.self, key: `${code}:${r.self.id}` };
    code = r.frame;
    frame = child;
    q = q.at === 'point' ? { at: 'point', x: r.x, y: r.y } : q;
  }
  return null;
}

/** The actions `effectiveTarget` reads; for any other it returns null without touching the page. */
export const EFFECTIVE_ACTIONS: ReadonlySet<string> = new Set([
  'mouse_click',
  'mouse_dblclick',
  'mouse_down',
  'mouse_up',
  'mouse_drag_and_drop',
  'drag_and_drop',
  'press',
  'keyboard_press',
  'keyboard_down',
  'keyboard_up',
  'keyboard_type',
  'keyboard_insert_text',
]);

const point = (x: unknown, y: unknown): Query => ({ at: 'point', x: Number(x), y: Number(y) });

/**
 * The effective target of `action` on the active `page`, or null when there is nothing to add:
 * the action acts on no element, nothing is there (nothing focused, an empty point), or the
 * effective action and element are exactly what the agent named (`press(bid, 'a')` on a field,
 * `click(bid)` is never read here). Routes:
 * - `mouse_click`/`mouse_dblclick`/`mouse_down` (x, y): the activatable element under the point
 *   (`click`/`dblclick`/`mouse_down`, via `pointer`); `mouse_up` over the control its held press
 *   went down on is a `click`, else `mouse_up`.
 * - `mouse_drag_and_drop`: press and release on the same control is a `click` on it; otherwise
 *   the element under the release point, `drop` via `drop`. The dragged source is not recorded:
 *   it is picked up, not acted on; what a drop does is decided by its target.
 * - `drag_and_drop(from_bid, to_bid)`: the `to_bid` element, `drop` via `drop`.
 * - `press(bid, key)`, `keyboard_press`/`keyboard_down(key)`, `keyboard_type(text)`: Enter or
 *   Space (`keys.ts`) on the named or focused element: the control it activates (`click`), the
 *   form's default button for Enter in a form's input (`click` via `submit`; a form submitted
 *   without any button is `submit` on the form), else `press` on the element (via `focus`).
 *   `keyboard_up` and `keyboard_insert_text`: `press` on the focused element.
 * Elements created since the last observation have no bid ('') but their text, role and tag.
 * Throws when the page cannot be read (a frame navigating away mid-read).
 */
export async function effectiveTarget(page: Page, action: BoundAction): Promise<EffectiveRead | null> {
  const p = action.params;
  const named = String(p.bid ?? p.from_bid ?? '');
  let hit: Hit | null = null;
  let type = '';
  switch (action.name) {
    case 'mouse_click':
    case 'mouse_dblclick':
    case 'mouse_down':
      hit = await find(page, point(p.x, p.y));
      type = action.name === 'mouse_click' ? 'click' : action.name === 'mouse_dblclick' ? 'dblclick' : 'mouse_down';
      break;
    case 'mouse_up': {
      hit = await find(page, point(p.x, p.y));
      const down = pressedPointer.get(page);
      const at = down && hit ? await find(page, point(down.x, down.y)) : null;
      type = at && hit && at.key === hit.key ? 'click' : 'mouse_up';
      break;
    }
    case 'mouse_drag_and_drop': {
      const from = await find(page, point(p.from_x, p.from_y));
      hit = await find(page, point(p.to_x, p.to_y));
      type = from && hit && from.key === hit.key ? 'click' : 'drop';
      if (hit && type === 'drop') hit.via = 'drop';
      break;
    }
    case 'drag_and_drop':
      hit = await find(page, { at: 'bid', bid: String(p.to_bid), keys: [] });
      if (hit) Object.assign(hit, { type: 'drop', via: 'drop', named: false });
      type = 'drop';
      break;
    case 'press':
      hit = await find(page, { at: 'bid', bid: named, keys: activationKeys('press', String(p.key_comb)) });
      break;
    case 'keyboard_press':
    case 'keyboard_down':
    case 'keyboard_up':
      hit = await find(page, { at: 'focus', keys: activationKeys(action.name, String(p.key)) });
      break;
    case 'keyboard_type':
    case 'keyboard_insert_text':
      hit = await find(page, { at: 'focus', keys: activationKeys(action.name, String(p.text)) });
      break;
    default:
      return null;
  }
  if (!hit) return null;
  const actionType = type || hit.type;
  if (actionType === action.name && hit.named) return null;
  const d = hit.element;
  return {
    target: {
      action_type: actionType,
      element_bid: hit.bid,
      element_text: d.text,
      element_text_content: d.textContent,
      ...(d.role ? { element_role: d.role } : {}),
      element_tag: d.tag,
      via: hit.via,
    },
    href: d.href,
  };
}
