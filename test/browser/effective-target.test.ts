/**
 * The effective target of an action (issue 55) on a local page, predicted before the action and
 * checked against what the action then really did in Chromium (which element got the click,
 * which form submitted): under the pointer (shadow root, iframe, label, menu item), in focus
 * (Enter on a control, Enter in a form field: the default button, a form without one), drops.
 */
import { AccessRule } from '../../browser/access-rule';
import { expect, test, type Page } from '@playwright/test';
import { parseAction } from '../../core/actions/parser';
import { bindAction } from '../../core/actions/spec';
import { executeAction, type ElementInfo } from '../../browser/actions/executor';
import { effectiveTarget } from '../../browser/actions/effective-target';
import { markPage } from '../../browser/observation/bids';
import { Tabs } from '../../browser/tabs';

const PAGE = `<title>T</title>
<script>
  window.log = [];
  addEventListener('click', (e) => log.push('click:' + (e.target.closest('[aria-label],button,a,label') || e.target).textContent.trim().slice(0, 20) + '|' + (e.target.getAttribute && e.target.getAttribute('aria-label') || '')), true);
  addEventListener('submit', (e) => { e.preventDefault(); log.push('submit:' + e.target.getAttribute('name')); }, true);
</script>
<form name="edit" id="edit"><input name="phone" aria-label="Phone"> <input aria-label="Email"> <button type="button">Cancel</button></form>
<button type="submit" form="edit">Save record</button>
<form name="inline"><input aria-label="Mobile"> <button type="button" aria-label="Save Mobile"><svg width="8" height="8"></svg></button> <button type="button">Undo</button></form>
<form name="many"><input aria-label="A"> <input aria-label="B"></form>
<form name="bare" aria-label="Quick search"><input aria-label="Q"></form>
<form name="dis"><input aria-label="D"> <button disabled>Send</button></form>
<div class="menu"><a role="button" class="item"><div><span class="label">Delete</span></div></a> <div class="plain">Just text</div></div>
<label><input type="checkbox" aria-label="Agree"> I agree</label>
<a href="#next">Next page</a>
<x-host></x-host>
<iframe srcdoc="<button style='margin:20px' onclick='parent.log.push(&quot;frame&quot;)'>Frame delete</button>" width="300" height="100"></iframe>
<script>customElements.define('x-host', class extends HTMLElement { connectedCallback() {
  this.attachShadow({ mode: 'open' }).innerHTML = '<button onclick="log.push(\\'shadow\\')">Shadow delete</button>'; } });</script>`;

let page: Page;
let tabs: Tabs;
test.beforeEach(async ({ page: p }) => {
  page = p;
  tabs = new Tabs(page.context());
  await page.setContent(PAGE);
  await page.frameLocator('iframe').locator('button').waitFor();
  await markPage(page);
});

const bid = (css: string) => page.locator(css).first().getAttribute('bid') as Promise<string>;
const center = async (css: string, inFrame = false) => {
  const box = (await (inFrame ? page.frameLocator('iframe').locator(css) : page.locator(css)).first().boundingBox())!;
  return `${Math.round(box.x + box.width / 2)}, ${Math.round(box.y + box.height / 2)}`;
};

/** The effective target predicted for `action`, then the action run; returns both and the page's log of clicks and submits. */
async function run(action: string) {
  const parsed = parseAction(action);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const bound = bindAction(parsed.action);
  await page.evaluate(() => {
    (window as unknown as { log: string[] }).log = [];
  });
  const predicted = (await effectiveTarget(page, bound))?.target ?? null;
  const info: ElementInfo = {};
  await executeAction({ tabs, blocked: new AccessRule([]), timeoutMs: 5_000 }, bound, info);
  await page.waitForTimeout(50);
  return { predicted, recorded: info.effective ?? null, log: await page.evaluate(() => (window as unknown as { log: string[] }).log) };
}

test('under the pointer: the activatable ancestor, a label control, an open shadow root, a same-origin iframe', async () => {
  const menu = await run(`mouse_click(${await center('.label')})`);
  expect(menu.recorded).toEqual({
    action_type: 'click',
    element_bid: await bid('a.item'),
    element_text: 'Delete',
    element_text_content: 'Delete',
    element_role: 'button',
    element_tag: 'a',
    via: 'pointer',
  });
  expect(menu.predicted).toEqual(menu.recorded);
  expect(menu.log).toEqual(['click:Delete|']);

  const label = await run(`mouse_click(${await center('label')})`);
  expect(label.recorded).toMatchObject({ action_type: 'click', element_text: 'Agree', element_tag: 'input', element_bid: await bid('input[type=checkbox]') });
  expect(await page.locator('input[type=checkbox]').isChecked()).toBe(true);

  const shadow = await run(`mouse_dblclick(${await center('x-host >> button')})`);
  expect(shadow.recorded).toMatchObject({ action_type: 'dblclick', element_text: 'Shadow delete', element_tag: 'button', via: 'pointer' });
  expect(shadow.log).toContain('shadow');

  const frame = await run(`mouse_click(${await center('button', true)})`);
  expect(frame.recorded).toMatchObject({ action_type: 'click', element_text: 'Frame delete', element_bid: expect.stringMatching(/^[a-z]+\d+$/) });
  expect(frame.log).toContain('frame');
});

test('press and release: on the same control a click, elsewhere mouse_up; a drag onto the same control a click, elsewhere a drop', async () => {
  const down = await run(`mouse_down(${await center('.label')})`);
  expect(down.recorded).toMatchObject({ action_type: 'mouse_down', element_text: 'Delete' });
  const up = await run(`mouse_up(${await center('.label')})`);
  expect(up.recorded).toMatchObject({ action_type: 'click', element_text: 'Delete', via: 'pointer' });
  expect(up.log).toEqual(['click:Delete|']);

  await run(`mouse_down(${await center('.label')})`);
  const away = await run(`mouse_up(${await center('.plain')})`);
  expect(away.recorded).toMatchObject({ action_type: 'mouse_up', element_text: 'Just text', element_tag: 'div' });

  const same = await run(`mouse_drag_and_drop(${await center('.label')}, ${await center('.label')})`);
  expect(same.recorded).toMatchObject({ action_type: 'click', element_text: 'Delete', via: 'pointer' });
  const drop = await run(`mouse_drag_and_drop(${await center('.label')}, ${await center('.plain')})`);
  expect(drop.recorded).toMatchObject({ action_type: 'drop', element_text: 'Just text', via: 'drop' });
});

test('Enter in a form field: the default button (form= included), a form that submits itself, nothing when nothing submits', async () => {
  const phone = await run(`press('${await bid('[aria-label=Phone]')}', 'Enter')`);
  expect(phone.recorded).toMatchObject({ action_type: 'click', element_text: 'Save record', element_tag: 'button', via: 'submit' });
  expect(phone.log).toEqual(['click:Save record|', 'submit:edit']);

  await run(`focus('${await bid('[aria-label=Mobile]')}')`);
  const inline = await run(`keyboard_press('NumpadEnter')`);
  expect(inline.recorded).toMatchObject({ action_type: 'click', element_text: 'Save Mobile', via: 'submit' });
  expect(inline.log).toEqual(['submit:inline']);

  const bare = await run(`press('${await bid('[aria-label=Q]')}', 'Enter')`);
  expect(bare.recorded).toMatchObject({ action_type: 'submit', element_text: 'Quick search', element_tag: 'form', via: 'submit' });
  expect(bare.log).toEqual(['submit:bare']);

  await run(`focus('${await bid('[aria-label=A]')}')`);
  const many = await run(`keyboard_type('x\\n')`);
  expect(many.recorded).toMatchObject({ action_type: 'press', element_text: 'A', via: 'focus' });
  expect(many.log).toEqual([]);

  // A disabled default button: nothing submits, and press() on the named field adds nothing.
  const dis = await run(`press('${await bid('[aria-label=D]')}', 'Enter')`);
  expect([dis.recorded, dis.log]).toEqual([null, []]);
  const plainKey = await run(`press('${await bid('[aria-label=Phone]')}', 'a')`);
  expect(plainKey.recorded).toBeNull();
});

test('keys on the focused element: Enter and Space activate controls, Space not a link; insertText sends no Enter; a Tab before Enter is refused', async () => {
  await run(`focus('${await bid('a[href]')}')`);
  const space = await run(`keyboard_press(' ')`);
  expect(space.recorded).toMatchObject({ action_type: 'press', element_text: 'Next page', via: 'focus' });
  expect(space.log).toEqual([]);
  const enter = await run(`keyboard_press('Enter')`);
  expect(enter.recorded).toMatchObject({ action_type: 'click', element_text: 'Next page', via: 'focus' });
  expect(enter.log).toEqual(['click:Next page|']);

  const box = await run(`press('${await bid('input[type=checkbox]')}', 'Space')`);
  expect(box.recorded).toMatchObject({ action_type: 'click', element_text: 'Agree', via: 'focus' });
  expect(await page.locator('input[type=checkbox]').isChecked()).toBe(true);

  await run(`focus('${await bid('button[form=edit]')}')`);
  const held = await run(`keyboard_down('Enter')`);
  expect(held.recorded).toMatchObject({ action_type: 'click', element_text: 'Save record', via: 'focus' });
  expect(held.log).toEqual(['click:Save record|', 'submit:edit']);
  await page.keyboard.up('Enter');

  await run(`focus('${await bid('[aria-label=Phone]')}')`);
  const inserted = await run(`keyboard_insert_text('5\\n')`);
  expect(inserted.recorded).toMatchObject({ action_type: 'press', element_text: 'Phone' });
  expect(inserted.log).toEqual([]);
  await expect(run(`keyboard_type('\\t\\n')`)).rejects.toThrow(/^keyboard_type: a Tab followed by Enter or a space in one action is refused/);

  const named = await run(`click('${await bid('button[form=edit]')}')`);
  expect(named.recorded).toBeNull();
});
