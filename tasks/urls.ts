/**
 * Start-URL handling: ` |AND| ` splitting and `__SITE__` placeholder expansion (upstream
 * `start_url`, `eval.program_html[].url`, `eval.reference_url`).
 */
import type { Site } from './schema';

/** Base URL per site, without trailing slash. */
export type BaseUrls = Partial<Record<Site, string>>;

/** Replaces `__SUITECRM__`, `__GITLAB__`, `__SHOPPING_ADMIN__`; throws naming the placeholder when a base URL is missing. */
export function expandPlaceholders(text: string, bases: BaseUrls): string {
  return text.replace(/__([A-Z_]+)__/g, (whole, name: string) => {
    const site = name.toLowerCase() as Site;
    // Own keys only: `__CONSTRUCTOR__` must not find Object through the prototype.
    const base = Object.hasOwn(bases, site) ? bases[site] : undefined;
    if (!base) throw new Error(`${whole} has no base URL; set ${name}_URL in .env or use the embedded replica`);
    return base.replace(/\/+$/, '');
  });
}

/** Splits a `start_url` on ` |AND| ` (one tab per URL) and expands placeholders. */
export function startUrlsOf(startUrl: string, bases: BaseUrls): string[] {
  return startUrl
    .split('|AND|')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => expandPlaceholders(u, bases));
}

/** The `__SITE__` placeholder map of a run's base URLs (`{ __GITLAB__: 'http://127.0.0.1:8023' }`), as stored in `episode.env`. */
export function placeholderMap(bases: BaseUrls): Record<string, string> {
  return Object.fromEntries(Object.entries(bases).flatMap(([site, url]) => (url ? [[`__${site.toUpperCase()}__`, url]] : [])));
}
