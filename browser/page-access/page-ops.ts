/**
 * Page reads shared by the live and snapshot `PageAccess` implementations (Playwright `Page`).
 */
import type { Page } from '@playwright/test';
import type { EvalResult } from '../../core/page-access';

/** Bid attribute the harness marks elements with (BrowserGym convention). */
export const BID_ATTRIBUTE = 'bid';

/** `page.content()`, or with `shadowRoots` the document serialised with its open shadow roots inlined. */
export async function readContent(page: Page, shadowRoots: boolean): Promise<string> {
  if (!shadowRoots) return page.content();
  const composed = await page.evaluate(() => {
    const roots: ShadowRoot[] = [];
    const walk = (n: Element | ShadowRoot) => {
      for (const el of Array.from(n.querySelectorAll('*'))) {
        if (el.shadowRoot) {
          roots.push(el.shadowRoot);
          walk(el.shadowRoot);
        }
      }
    };
    walk(document.documentElement);
    if (!roots.length) return null;
    const html = document.documentElement as Element & { getHTML?: (o: object) => string };
    if (typeof html.getHTML === 'function') return `<html>${html.getHTML({ shadowRoots: roots })}</html>`;
    // Fallback: append shadow contents after the light DOM so substring checks still see them.
    return document.documentElement.outerHTML + roots.map((r) => r.innerHTML).join('');
  });
  return composed ?? page.content();
}

/**
 * Evaluates `() => expression` in the main frame and returns what the arrow function returns, as
 * Python Playwright's `page.evaluate("() => ...")` does (it detects the function and calls it).
 * Node's `page.evaluate(string)` never calls a function source, so the call is spelled out.
 * Errors become `{ ok: false }`.
 */
export async function evaluateExpression(page: Page, expression: string): Promise<EvalResult> {
  try {
    return { ok: true, value: await page.evaluate(`(() => ${expression})()`) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  }
}

/** Runs `prep_actions` in order; the first failure stops the list (reference behaviour). */
export async function runPrepActions(page: Page, actions: string[]): Promise<void> {
  try {
    for (const a of actions) await page.evaluate(`() => ${a}`);
  } catch {
    /* swallowed as in the reference */
  }
}

/** First XPath match's `inputValue()`, or null. */
export async function readXpathValue(page: Page, xpath: string): Promise<string | null> {
  try {
    const el = await page.$(`xpath=${xpath}`);
    return el ? await el.inputValue() : null;
  } catch {
    return null;
  }
}

/** `innerText` of the first match of `selector` ('' when none). */
export async function readInnerText(page: Page, selector: string): Promise<string> {
  try {
    const el = await page.$(selector);
    return el ? await el.innerText() : '';
  } catch {
    return '';
  }
}

/** Resolves a CSS selector or XPath (`//`, `.//`) in the main frame to its `bid`, or null. */
export async function selectorToBid(page: Page, selector: string): Promise<string | null> {
  try {
    const el = await page.$(selector.startsWith('//') || selector.startsWith('.//') ? `xpath=${selector}` : selector);
    return el ? await el.getAttribute(BID_ATTRIBUTE) : null;
  } catch {
    return null;
  }
}
