/**
 * URL parsing with Python `urllib.parse` semantics (what the reference compares), plus the
 * placeholder substitution of task URLs.
 */
import type { Profile } from './verdict';

/** Parts of a URL as `urllib.parse.urlparse` splits them. */
export interface UrlParts {
  scheme: string;
  netloc: string;
  path: string;
  query: string;
  fragment: string;
}

/** `urllib.parse.urlparse` (scheme, netloc, path, query, fragment; params kept in path). */
export function urlparse(url: string): UrlParts {
  let rest = url;
  let scheme = '';
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(rest);
  if (m) {
    scheme = m[1].toLowerCase();
    rest = rest.slice(m[0].length);
  }
  let netloc = '';
  if (rest.startsWith('//')) {
    const end = rest.slice(2).search(/[/?#]/);
    netloc = end < 0 ? rest.slice(2) : rest.slice(2, end + 2);
    rest = end < 0 ? '' : rest.slice(end + 2);
  }
  let fragment = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    fragment = rest.slice(h + 1);
    rest = rest.slice(0, h);
  }
  let query = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    query = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  return { scheme, netloc, path: rest, query, fragment };
}

function unquote(s: string): string {
  // Python's unquote leaves malformed escapes alone; decode each valid UTF-8 run separately.
  return s.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Reference `_clean_url`: strip trailing slashes, percent-decode. */
export function cleanUrl(url: string): string {
  return unquote(String(url).replace(/\/+$/, ''));
}

/** `parse_qs` (blank values dropped). */
export function parseQs(query: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of query.split(/[&;]/)) {
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const k = unquote(part.slice(0, eq).replace(/\+/g, ' '));
    const v = unquote(part.slice(eq + 1).replace(/\+/g, ' '));
    if (!v) continue;
    out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
}

/** Reference `_parse_url`: base = netloc + path (+ `#fragment`), and the query. */
export function baseAndQuery(url: string): { base: string; query: Map<string, string[]> } {
  const p = urlparse(url);
  return { base: p.netloc + p.path + (p.fragment ? `#${p.fragment}` : ''), query: parseQs(p.query) };
}

/** A URL without its scheme (`host/path?query#fragment`): what strict matching searches in. */
export function withoutScheme(url: string): string {
  return url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, '');
}

/**
 * Replaces `__NAME__` placeholders whose key (with underscores, e.g. `__GITLAB__`) is in `bases`.
 * `upstream` replaces text as-is (a base URL ending in `/` yields `//`); `strict` strips trailing
 * slashes of the base first. Unknown placeholders stay in place.
 */
export function substitutePlaceholders(text: string, bases: Record<string, string> | undefined, profile: Profile): string {
  if (!bases) return text;
  let out = text;
  for (const [key, base] of Object.entries(bases)) {
    const k = key.startsWith('__') ? key : `__${key.toUpperCase()}__`;
    out = out.split(k).join(profile === 'strict' ? base.replace(/\/+$/, '') : base);
  }
  return out;
}
