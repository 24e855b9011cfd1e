/**
 * The only way evaluators reach a browser (DESIGN.md: `evaluators/` never imports
 * `@playwright/test`). Two implementations: `browser/page-access/live.ts` (the live run) and
 * `browser/page-access/snapshot.ts` (offline scoring of stored HTML).
 *
 * `target` is `'last'` (the final active page) or an absolute URL, which the implementation opens
 * in a fresh page of the same browser context (WebArena `program_html` semantics).
 */

/** Which page a check reads. */
export type PageTarget = 'last' | (string & {});

/** Options of `content()`. */
export interface ContentOptions {
  /** Inline the content of open shadow roots (strict profile); upstream `page.content()` omits them. */
  shadowRoots?: boolean;
}

/** Result of a locator expression as a JSON value (`undefined` when the expression threw). */
export type EvalResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Browser access for page-dependent evaluators. All methods are safe to call repeatedly. */
export interface PageAccess {
  /** URL of the final active page (synchronous: URL checks must not need a browser). */
  url(): string;
  /** Serialized HTML of a page (empty `program_html` locator). */
  content(target: PageTarget, opts?: ContentOptions): Promise<string>;
  /** Runs `prep_actions` (each a JS expression) in a page; errors are swallowed as upstream does. */
  prepActions(actions: string[], target: PageTarget): Promise<void>;
  /** Evaluates a trusted task-file JS expression (`document.…`) as `() => expr` in the page's main frame. */
  evaluate(expression: string, target: PageTarget): Promise<EvalResult>;
  /** First XPath match's `input_value()` in the main frame; `null` when nothing matches or it has no value. */
  xpathValue(xpath: string, target: PageTarget): Promise<string | null>;
  /** `innerText` of the first element matching `selector` on the final page ('' when none). */
  innerText(selector: string): Promise<string>;
  /**
   * Resolves a CSS selector or XPath (`//`, `.//`) on the FINAL page's main frame to the element's
   * harness `bid` attribute; `null` when nothing matches or the element has no bid.
   */
  resolveSelectorToBid(selector: string): Promise<string | null>;
}

/** A PageAccess for episodes without any page: every page read yields empty results. */
export function noPageAccess(url = ''): PageAccess {
  return {
    url: () => url,
    content: async () => '',
    prepActions: async () => {},
    evaluate: async () => ({ ok: false, error: 'no page available' }),
    xpathValue: async () => null,
    innerText: async () => '',
    resolveSelectorToBid: async () => null,
  };
}
