/**
 * Bounded echo: text that came from an agent or a page and is repeated in an
 * error, a step title, a log line or an attachment is cut, with its original length stated, so
 * one oversized argument cannot bloat every record that mentions it.
 */

/** Characters of agent text kept where it is echoed (titles, log lines). */
export const ECHO_LIMIT = 200;

/** Characters of an error's first line kept in a step record (`error_message`). */
export const ERROR_LIMIT = 400;

/**
 * `text` when it has at most `max` characters, else its first `max` characters followed by
 * `… [cut: N characters]`, N being the original length.
 */
export function clip(text: string, max: number = ECHO_LIMIT): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [cut: ${text.length} characters]`;
}

/** The first line of an error (or of any thrown value), clipped to `ERROR_LIMIT`. */
export function errorLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const nl = message.indexOf('\n');
  return clip(nl < 0 ? message : message.slice(0, nl), ERROR_LIMIT);
}

/** Characters of page text kept on each side of a looked-for string in evidence. */
export const EXCERPT_CONTEXT = 60;

/**
 * Page text cut to what a check looked for (issue 47: evidence showed the first 300 characters
 * of a page, rarely the part that mattered): whitespace collapsed, each `needles` item found
 * (case-insensitively) with `context` characters either side, `…` where text was left out, and
 * the length stated: `…Lead Source: Inactive Status… [page text: 3,000 characters]`. A needle not
 * found is named, with the text's start shown instead. Short text is returned whole.
 */
export function excerptAround(text: string, needles: readonly string[], context: number = EXCERPT_CONTEXT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const wanted = [...new Set(needles.map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  if (flat.length <= 4 * context) return flat;
  const lower = flat.toLowerCase();
  const spans: Array<[number, number]> = [];
  const missing: string[] = [];
  for (const n of wanted) {
    const at = lower.indexOf(n.toLowerCase());
    if (at < 0) missing.push(n);
    else spans.push([Math.max(0, at - context), Math.min(flat.length, at + n.length + context)]);
  }
  if (!spans.length) spans.push([0, 2 * context]);
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  const shown = merged.map(([a, b]) => `${a > 0 ? '…' : ''}${flat.slice(a, b)}${b < flat.length ? '…' : ''}`).join(' ');
  const notFound = missing.length ? `; not found: ${missing.map((m) => JSON.stringify(m)).join(', ')}` : '';
  return `${shown} [page text: ${text.length.toLocaleString('en-US')} characters${notFound}]`;
}
