/**
 * The step an action would record, built before it runs (issue 40; the effective target, issue
 * 55): what the guard judges. One reading with the executor: the same bid description, the
 * same effective-target function and the same entered value (`core/actions/entered.ts`).
 */
import { parseAction } from '../core/actions/parser';
import { bindAction } from '../core/actions/spec';
import { enteredValue } from '../core/actions/entered';
import type { Step } from '../core/trace';
import { EFFECTIVE_ACTIONS, effectiveTarget } from './actions/effective-target';
import { typedTabProblem } from './actions/keys';
import { dialogAnswer } from './dialogs';
import { internalCall } from './internal-call';
import { describeBid } from './observation/bids';
import type { Tabs } from './tabs';

/**
 * The step `actionStr` would record, built before executing it: parsed arguments, the target
 * element's text/role/tag (by its bid), the element it would really act on (`effective`, read
 * by the executor's own function, issue 55), the typed value, and the URL a `goto` or a link
 * click (named or effective) leads to. Null when the action cannot run at all (unparsable, bad
 * arguments, unknown bid, a refused key sequence): it fails in the executor without reaching
 * the app. Throws when the page cannot be read (the gate then blocks: fail closed). `frozen`: a
 * native dialog is open, so the page cannot be read: an answer to it is proposed without reads,
 * any other action that needs a read is refused with the reason (it would accept the dialog
 * first and then act on a page the guard could not see).
 */
export async function proposeStep(tabs: Tabs, actionStr: string, frozen = false): Promise<Step | null> {
  const parsed = parseAction(actionStr);
  if (!parsed.ok) return null;
  let bound: ReturnType<typeof bindAction>;
  try {
    bound = bindAction(parsed.action);
  } catch {
    return null;
  }
  const page = tabs.page;
  const urlBefore = page.url();
  let url = urlBefore;
  const info: Step['state']['info'] = { element_text: '', element_bid: '', url_before: urlBefore };
  const bid = bound.params.bid ?? bound.params.from_bid;
  const reads = typeof bid === 'string' || EFFECTIVE_ACTIONS.has(bound.name);
  if (frozen && reads && !dialogAnswer(bound))
    throw new Error("a dialog is open and the page cannot be read; answer it first: keyboard_press('Enter') accepts, keyboard_press('Escape') dismisses");
  if (frozen && reads) {
    if (typeof bid === 'string') info.element_bid = bid;
  } else if (typeof bid === 'string') {
    // One internal call: the guard's read is not the agent's action (issue 46).
    const d = await internalCall(page, 'guard: read the target element', () => describeBid(page, bid)).catch(() => null);
    if (!d) return null;
    Object.assign(info, { element_bid: bid, element_text: d.element.text, element_text_content: d.element.textContent, element_tag: d.element.tag });
    if (d.element.role) info.element_role = d.element.role;
    if (/^https?:/i.test(d.element.href) && /click$/.test(bound.name)) url = d.element.href;
  }
  if (bound.name === 'keyboard_type' && typedTabProblem(String(bound.params.text))) return null;
  if (EFFECTIVE_ACTIONS.has(bound.name) && !frozen) {
    const e = await internalCall(page, 'guard: read the effective target', () => effectiveTarget(page, bound));
    if (e) {
      info.effective = e.target;
      if (/^https?:/i.test(e.href) && /click$/.test(e.target.action_type)) url = e.href;
    }
  }
  const typed = enteredValue(bound);
  if (typed !== undefined) info.typed_value = typed;
  if (bound.name === 'goto') {
    try {
      url = new URL(String(bound.params.url).trim(), urlBefore === 'about:blank' ? undefined : urlBefore).href;
    } catch {
      return null;
    }
  }
  const open = tabs.urls();
  const active = open.indexOf(urlBefore);
  if (active >= 0) open[active] = url;
  return {
    action: {
      action_type: parsed.action.name,
      action_args: parsed.action.args,
      ...(Object.keys(parsed.action.kwargs).length ? { action_kwargs: parsed.action.kwargs } : {}),
      action_str: actionStr,
    },
    state: { info, observation: { url, open_pages_urls: open } },
  };
}
