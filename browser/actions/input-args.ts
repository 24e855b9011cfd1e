/**
 * The pointer and keyboard inputs of an action, checked before they reach the page: mouse
 * positions, buttons, modifier keys, and typing that a step's deadline can stop. Used by the
 * executor's runners (`executor.ts`).
 */
import type { Page } from '@playwright/test';

const MOUSE_BUTTONS = new Set(['left', 'right', 'middle']);
const MODIFIERS = new Set(['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift']);

/**
 * Refuses a mouse position far outside the viewport (more than one viewport width or height
 * beyond an edge) or not finite: nothing is there to act on, and huge values make Chromium's
 * input pipeline misbehave.
 */
export function point(page: Page, x: number, y: number): void {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  const ok = (v: number, size: number) => Number.isFinite(v) && v >= -size && v <= 2 * size;
  if (!ok(x, width) || !ok(y, height)) throw new Error(`mouse position (${x}, ${y}) is outside the ${width}x${height} viewport; use coordinates inside it`);
}

/** Characters typed per keyboard call; the step's abort signal is checked between chunks. */
const TYPE_CHUNK = 32;

/** Types `text` on the focused element in chunks, stopping when the step is aborted. */
export async function typeText(page: Page, text: string, signal: AbortSignal | undefined): Promise<void> {
  for (let i = 0; i < text.length; i += TYPE_CHUNK) {
    if (signal?.aborted) throw new Error(`typing stopped after ${i} of ${text.length} characters: the step's time ran out`);
    await page.keyboard.type(text.slice(i, i + TYPE_CHUNK));
  }
}

/** A mouse button argument, checked. */
export function button(v: unknown): 'left' | 'right' | 'middle' {
  if (typeof v !== 'string' || !MOUSE_BUTTONS.has(v)) throw new Error(`button must be "left", "right" or "middle", got ${JSON.stringify(v)}`);
  return v as 'left' | 'right' | 'middle';
}

/** A modifier-key list argument, checked. */
export function modifiers(v: unknown): Array<'Alt' | 'Control' | 'ControlOrMeta' | 'Meta' | 'Shift'> {
  const list = (v ?? []) as unknown[];
  for (const m of list)
    if (typeof m !== 'string' || !MODIFIERS.has(m)) throw new Error(`modifiers must be a list of ${[...MODIFIERS].join(', ')}; got ${JSON.stringify(m)}`);
  return list as Array<'Alt' | 'Control' | 'ControlOrMeta' | 'Meta' | 'Shift'>;
}
