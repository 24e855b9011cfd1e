/**
 * Scripts that run inside the page. They are plain source strings (not TypeScript functions)
 * so no transpiler helper leaks into `evaluate`, and they never run agent text.
 */

/**
 * Marks every element of one document (open shadow roots included) with a `bid` attribute.
 * Argument: the frame's bid prefix (`''` for the main frame, letters for iframes). Existing bids
 * stay while the element lives; a clone that copied another element's bid, or a bid with the
 * wrong prefix, is replaced. Each iframe gets a stable frame code (expando `__stwabFrame`).
 * Returns `{ focused, focusedFrame, frames }`: the bid of the deep active element, the frame
 * code of the focused iframe, and iframe bid -> frame code.
 */
export const MARK_SCRIPT = `(prefix) => {
  const w = window;
  let next = w.__stwabBidNext || 0;
  let nextFrame = w.__stwabFrameNext || 0;
  const letters = 'abcdefghijklmnopqrstuvwxy';
  const seen = new Set();
  const frames = {};
  const own = new RegExp('^' + prefix + '[0-9]+$');
  const visit = (root) => {
    const all = root.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      let bid = el.getAttribute('bid');
      if (bid === null || seen.has(bid) || !own.test(bid)) {
        bid = prefix + (next++);
        el.setAttribute('bid', bid);
      }
      seen.add(bid);
      const tag = el.tagName;
      if ((tag === 'IFRAME' || tag === 'FRAME') && el.__stwabFrame === undefined) {
        const k = nextFrame++;
        el.__stwabFrame = prefix + 'z'.repeat(Math.floor(k / 25)) + letters[k % 25];
      }
      if (el.__stwabFrame !== undefined) frames[bid] = el.__stwabFrame;
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  w.__stwabBidNext = next;
  w.__stwabFrameNext = nextFrame;
  let a = document.activeElement;
  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
  if (!a || a === document.body || a === document.documentElement) return { focused: '', focusedFrame: '', frames };
  if (a.tagName === 'IFRAME' || a.tagName === 'FRAME') return { focused: a.getAttribute('bid') || '', focusedFrame: a.__stwabFrame || '', frames };
  return { focused: a.getAttribute('bid') || '', focusedFrame: '', frames };
}`;

/** Finds the element with bid `b` in this document, open shadow roots included, or null. */
export const FIND_BID = `(b) => {
  const q = '[bid="' + b + '"]';
  const find = (root) => {
    const hit = root.querySelector(q);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { const h = find(el.shadowRoot); if (h) return h; }
    return null;
  };
  return find(document);
}`;

/**
 * Argument: an element. Describes it for step recording: `text` is what a person would call it
 * (own visible text; else `value` of input buttons, alt, aria-label/labelledby, label, title,
 * placeholder, the label of an icon inside, name), `textContent` is raw `textContent`.
 * Also returns tag, role, the href of a link (for containment checks) and the input type.
 */
export const DESCRIBE_ELEMENT = `(el) => {
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const tag = el.tagName.toLowerCase();
  const type = (el.getAttribute('type') || '').toLowerCase();
  const byIds = (ids) => clean((ids || '').split(/\\s+/).map((id) => {
    const n = el.getRootNode().getElementById ? el.getRootNode().getElementById(id) : document.getElementById(id);
    return n ? n.textContent : '';
  }).join(' '));
  const iconLabel = () => {
    const inner = el.querySelector && el.querySelector('img[alt], svg title, [aria-label], [title]');
    if (!inner) return '';
    return clean(inner.getAttribute('alt') || inner.getAttribute('aria-label') || inner.getAttribute('title') || inner.textContent);
  };
  const label = () => {
    if (el.labels && el.labels.length) return clean(Array.from(el.labels).map((l) => l.innerText || l.textContent).join(' '));
    return '';
  };
  const isInputButton = tag === 'input' && ['submit', 'button', 'reset', 'image'].includes(type);
  const isField = (tag === 'input' && !isInputButton) || tag === 'textarea' || tag === 'select';
  const defaults = { submit: 'Submit', reset: 'Reset' };
  const candidates = isInputButton
    ? [el.value, el.getAttribute('aria-label'), el.getAttribute('alt'), el.title, defaults[type]]
    : isField
      ? [el.getAttribute('aria-label'), byIds(el.getAttribute('aria-labelledby')), label(), el.title, el.getAttribute('placeholder'), el.getAttribute('name')]
      : [el.innerText, el.getAttribute('aria-label'), byIds(el.getAttribute('aria-labelledby')), el.getAttribute('alt'), el.title, iconLabel(), el.getAttribute('value'), el.getAttribute('name')];
  let text = '';
  for (const c of candidates) { const t = clean(c); if (t) { text = t; break; } }
  const link = el.closest ? el.closest('a[href]') : null;
  return {
    text: text.slice(0, 300),
    textContent: (el.textContent || '').slice(0, 2000),
    tag,
    role: el.getAttribute('role') || '',
    href: link ? link.href : '',
    rawHref: link ? link.getAttribute('href') : '',
    type,
  };
}`;

/** Argument: the bid. `DESCRIBE_ELEMENT` of the element with that bid; null when no element has it. */
export const DESCRIBE_SCRIPT = `(bid) => {
  const el = (${FIND_BID})(bid);
  return el ? (${DESCRIBE_ELEMENT})(el) : null;
}`;

/** Elements a set-of-marks screenshot labels (when at least 2x2 px and inside the viewport). */
export const SOM_SELECTOR = 'a,button,input,select,textarea,summary,[role=button],[role=link],[role=checkbox],[role=tab],[role=menuitem],[onclick],[tabindex]';

/**
 * Draws set-of-marks labels (bid tags on the visible interactive elements) on top of the page,
 * in a container the harness removes right after the screenshot.
 */
export const SOM_DRAW_SCRIPT = `(somSelector) => {
  const box = document.createElement('div');
  box.id = '__stwab_som';
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  const sel = somSelector;
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) continue;
    const bid = el.getAttribute('bid');
    if (!bid) continue;
    const frame = document.createElement('div');
    frame.style.cssText = 'position:fixed;border:1px solid #e11;left:' + r.left + 'px;top:' + r.top + 'px;width:' + r.width + 'px;height:' + r.height + 'px';
    const tag = document.createElement('span');
    tag.textContent = bid;
    tag.style.cssText = 'position:absolute;left:0;top:-12px;font:10px monospace;background:#e11;color:#fff;padding:0 2px';
    frame.appendChild(tag);
    box.appendChild(frame);
  }
  document.documentElement.appendChild(box);
}`;

/** Removes the set-of-marks overlay. */
export const SOM_CLEAR_SCRIPT = `() => { const b = document.getElementById('__stwab_som'); if (b) b.remove(); }`;

/** Source of a call of `script` (a function expression above) with a JSON argument. */
export function callScript(script: string, arg?: unknown): string {
  return `(${script})(${arg === undefined ? '' : JSON.stringify(arg)})`;
}
