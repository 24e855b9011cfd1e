/**
 * How a stored page's URL is compared with the URL a page is opened at or a browser requests
 * (issue 57): by the URL as the browser spells it, not by the recorded string. `http://example.com`
 * is requested as `http://example.com/`, `HTTP://Host:80/x` as `http://host/x`; a string that is
 * no URL is compared as it stands.
 */

/**
 * `url` as Chromium spells it (WHATWG URL serialisation). `fragment: false` drops the `#…` part,
 * which never reaches a server (hash-routed apps serve every route from one document).
 */
export function pageKey(url: string, o: { fragment: boolean }): string {
  let href: string;
  try {
    href = new URL(url.trim()).href;
  } catch {
    href = url;
  }
  if (o.fragment) return href;
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}
