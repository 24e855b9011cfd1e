/**
 * Where the left mouse button went down and is still held, per page (issue 55): a `mouse_up`
 * over the same control as its `mouse_down` is a click on it, so the effective target of the
 * release needs the press point. The executor sets it after `mouse_down` and clears it after
 * any action that releases the button.
 */
import type { Page } from '@playwright/test';

const held = new WeakMap<Page, { x: number; y: number }>();

/** The held press of each page: `get` (undefined when no button is held), `set`, `clear`. */
export const pressedPointer = {
  get: (page: Page): { x: number; y: number } | undefined => held.get(page),
  set: (page: Page, x: number, y: number): void => {
    held.set(page, { x, y });
  },
  clear: (page: Page): void => {
    held.delete(page);
  },
};
