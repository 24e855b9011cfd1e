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
