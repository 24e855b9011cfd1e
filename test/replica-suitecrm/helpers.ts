/** UI helpers that act like an agent would (labels, buttons, menus) on the replica. */
import type { Page } from '@playwright/test';
import { waitForView } from './fixtures';

/** The edit input following an upper-case field label (as the task XPaths do). */
export function fieldInput(page: Page, label: string, nth = 1) {
  return page.locator(`xpath=//label[normalize-space(.)='${label}']/following::input[${nth}]`);
}

export async function pickEnum(page: Page, label: string, option: string): Promise<void> {
  const group = page.locator('.field-layout-field-group-wrapper', { has: page.locator(`label:text-is("${label}")`) }).first();
  await group.locator('.tag-input-container').click();
  await group.locator('.tag-options a', { hasText: option }).first().click();
}

export async function pickRelate(page: Page, label: string, name: string): Promise<void> {
  await page.locator(`xpath=//label[contains(., '${label}')]/following::div[contains(@class, 'p-dropdown-trigger')][1]`).click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.locator('input.p-dropdown-filter').fill(name);
  await panel.locator('li.p-dropdown-item', { hasText: name }).first().click();
}

export async function save(page: Page): Promise<void> {
  await page.locator('scrm-action-group-menu button', { hasText: 'Save' }).first().click();
  await page.waitForURL(/#\/[a-z-]+\/record\//);
  await waitForView(page);
}

export async function recordAction(page: Page, label: string): Promise<void> {
  await page.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
  await page.locator('scrm-action-group-menu a.dropdown-item', { hasText: new RegExp(`^\\s*${label}\\s*$`) }).click();
}

export async function bulk(page: Page, label: string): Promise<void> {
  await page.locator('scrm-table-header .bulk-actions-toggle').click();
  await page.locator('scrm-table-header .bulk-actions-dropdown a.dropdown-item', { hasText: label }).click();
}

export async function selectRows(page: Page, names: string[]): Promise<void> {
  for (const n of names) {
    await page.locator('table.table tbody tr', { hasText: n }).locator('td.cdk-column-checkbox label').click();
  }
}

/** Opens a replica hash route and returns the page (the `open` fixture's shape). */
export type Open = (hash: string) => Promise<Page>;

/** The first match's lower-cased text_content (the §18 G element texts). */
export const elementText = (page: Page, sel: string) =>
  page
    .locator(sel)
    .first()
    .evaluate((e) => (e.textContent ?? '').toLowerCase());

/** Every element whose lower-cased, untrimmed text_content equals `t` (what is_sequence_match needs). */
export const exactTextTags = (page: Page, t: string) =>
  page.evaluate(
    (t) =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => (e.textContent ?? '').toLowerCase() === t)
        .map((e) => e.tagName),
    t,
  );
