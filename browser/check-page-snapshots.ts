/** The pages a task's checks open besides the final page, stored at the end of the live run (issue 38). */
import type { BrowserContext } from '@playwright/test';
import type { PageSnapshot } from '../core/trace';
import { withTimeout } from './timeout';

/** Deadline for reading one page's HTML for a snapshot, ms. */
export const SNAPSHOT_LIMIT_MS = 5_000;

/**
 * Loads each URL in a fresh page of `context` the way the live evaluator opens a check page
 * (`load`, then network quiet for at most 3 s) and returns its serialised HTML; a page that
 * fails to load is stored as what it shows (often empty), as the evaluator would read it.
 */
export async function snapshotCheckPages(context: BrowserContext, urls: string[]): Promise<PageSnapshot[]> {
  const out: PageSnapshot[] = [];
  for (const url of urls) {
    const page = await context.newPage().catch(() => null);
    if (!page) continue;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      out.push({ url, html: await withTimeout(page.content(), SNAPSHOT_LIMIT_MS, 'reading a check page').catch(() => '') });
    } finally {
      await page.close({ runBeforeUnload: false }).catch(() => undefined);
    }
  }
  return out;
}
