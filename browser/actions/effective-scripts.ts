/**
 * The page script that finds the element an action really acts on (issue 55), in the style of
 * `observation/page-scripts.ts`: a plain source string that never runs agent text (its argument is
 * JSON: coordinates, a bid, key kinds).
 */
import { DESCRIBE_ELEMENT, FIND_BID } from '../observation/page-scripts';

/**
 * Argument `q`: where to look in this document and which activating keys the action sends.
 * - `{ at: 'point', x, y }`: the element under the viewport point (open shadow roots pierced),
 *   then its nearest activatable ancestor in the composed tree (link, button, input button,
 *   checkbox, radio, summary, an ARIA widget role, a label's control, `[onclick]`), else the
 *   element itself.
 * - `{ at: 'focus', keys }`: the deep focused element; `{ at: 'bid', bid, keys }`: the element
 *   with that bid (`press(bid, key)` focuses it first). `keys` (`'enter'`, `'space'`, in order of
 *   preference) decide what the keys amount to: a control they activate (`click`, via `focus`),
 *   for Enter in an input of a form the form's default button (HTML implicit submission,
 *   `click` via `submit`), otherwise `press` on the element itself.
 * Returns null (nothing there, or nothing focused), `{ frame, x, y, self }` when the element is
 * an iframe (`frame`: its frame code from `MARK_SCRIPT`, `x`/`y`: the point inside it; `self`:
 * the iframe's own result, used when the frame is not marked), or `{ element, bid, type, via,
 * named, id }`: the description (`DESCRIBE_ELEMENT`), its bid ('' when unmarked), the action
 * type and route for key queries, whether it is the queried bid itself, and an id stable for
 * the element's life (to tell whether two points hit the same control).
 */
export const EFFECTIVE_SCRIPT = `(q) => {
  const describe = ${DESCRIBE_ELEMENT};
  const BUTTON_INPUTS = ['submit', 'button', 'reset', 'image'];
  const POINTER_ROLES = ['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'tab', 'checkbox', 'switch', 'radio'];
  const SPACE_ROLES = POINTER_ROLES.filter((r) => r !== 'link');
  const BLOCKING = ['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number'];
  const inputType = (el) => (el.tagName === 'INPUT' ? (el.type || 'text').toLowerCase() : '');
  const role = (el) => (el.getAttribute('role') || '').trim().toLowerCase().split(/\\s+/)[0];
  const isLink = (el) => (el.tagName === 'A' || el.tagName === 'AREA') && el.hasAttribute('href');
  const disabled = (el) => { try { return el.matches(':disabled'); } catch (e) { return false; } };
  const parent = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const activatable = (el) => {
    if (isLink(el) || el.tagName === 'BUTTON' || el.tagName === 'SUMMARY') return el;
    if (el.tagName === 'INPUT') return BUTTON_INPUTS.includes(inputType(el)) || ['checkbox', 'radio'].includes(inputType(el)) ? el : null;
    if (el.tagName === 'LABEL' && el.control) return el.control;
    if (POINTER_ROLES.includes(role(el)) || el.hasAttribute('onclick')) return el;
    return null;
  };
  const activatesOn = (el, key) => {
    if (disabled(el)) return false;
    if (el.tagName === 'INPUT') return BUTTON_INPUTS.includes(inputType(el)) || (key === 'space' && ['checkbox', 'radio'].includes(inputType(el)));
    if (el.tagName === 'BUTTON' || el.tagName === 'SUMMARY') return true;
    if (isLink(el)) return key === 'enter';
    if (el.tagName === 'SELECT' || el.tagName === 'TEXTAREA') return false;
    return (key === 'enter' ? POINTER_ROLES : SPACE_ROLES).includes(role(el));
  };
  // Enter in an input of a form: the form's default button (its first submit button in tree
  // order, form= ones included); a disabled one, or no submit button and two or more fields that
  // block implicit submission, submit nothing. A form that submits itself is named by its own
  // button after the field (SuiteCRM's inline edit: the field's Save), else its first button.
  const submitOf = (el) => {
    const t = inputType(el);
    if (!t || BUTTON_INPUTS.includes(t) || ['file', 'color', 'hidden'].includes(t) || !el.form) return null;
    const controls = Array.from(el.form.elements);
    const def = controls.find((c) => (c.tagName === 'BUTTON' && c.type === 'submit') || (c.tagName === 'INPUT' && ['submit', 'image'].includes(c.type)));
    if (def) return disabled(def) ? null : { el: def, type: 'click' };
    if (controls.filter((c) => BLOCKING.includes(inputType(c))).length > 1) return null;
    const buttons = Array.from(el.form.querySelectorAll('button, input[type=button], [role=button]')).filter((b) => !disabled(b) && b.type !== 'reset');
    const after = buttons.find((b) => el.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const own = after || buttons[0];
    return own ? { el: own, type: 'click' } : { el: el.form, type: 'submit' };
  };
  const byKeys = (el, keys) => {
    for (const k of keys) {
      if (activatesOn(el, k)) return { el, type: 'click', via: 'focus' };
      const s = k === 'enter' ? submitOf(el) : null;
      if (s) return { el: s.el, type: s.type, via: 'submit' };
    }
    return { el, type: 'press', via: 'focus' };
  };
  const frameOf = (el, x, y, self) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return { frame: el.__stwabFrame || '', x: x - r.left - el.clientLeft - parseFloat(cs.paddingLeft || '0'), y: y - r.top - el.clientTop - parseFloat(cs.paddingTop || '0'), self };
  };
  const isFrame = (el) => el.tagName === 'IFRAME' || el.tagName === 'FRAME';
  const result = (r, namedEl) => {
    const element = describe(r.el);
    if (r.el.tagName === 'FORM') element.text = (r.el.getAttribute('aria-label') || r.el.title || r.el.getAttribute('name') || '').trim().slice(0, 300);
    if (r.el.tagName === 'FORM') element.textContent = '';
    if (!r.el.__stwabEffId) r.el.__stwabEffId = (window.__stwabEffNext = (window.__stwabEffNext || 0) + 1);
    return { element, bid: r.el.getAttribute('bid') || '', type: r.type, via: r.via, named: r.el === namedEl, id: r.el.__stwabEffId };
  };
  if (q.at === 'point') {
    let hit = document.elementFromPoint(q.x, q.y);
    while (hit && hit.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(q.x, q.y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    if (!hit) return null;
    if (isFrame(hit)) return frameOf(hit, q.x, q.y, result({ el: hit, type: '', via: 'pointer' }, null));
    let el = hit;
    let found = null;
    for (; el && !found; el = parent(el)) found = activatable(el);
    return result({ el: found || hit, type: '', via: 'pointer' }, null);
  }
  let el = null;
  if (q.at === 'bid') el = (${FIND_BID})(q.bid);
  else {
    el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (el === document.body || el === document.documentElement) el = null;
  }
  if (!el) return null;
  if (q.at === 'focus' && isFrame(el)) return { frame: el.__stwabFrame || '', x: 0, y: 0, self: result({ el, type: 'press', via: 'focus' }, null) };
  return result(byKeys(el, q.keys || []), q.at === 'bid' ? el : null);
}`;
