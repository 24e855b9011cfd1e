/**
 * Escape-by-default HTML templating on top of hono/html: interpolated strings are escaped,
 * nested `h` results and arrays of them are inserted as is. `h` is synchronous as long as no
 * promise is interpolated (replicas never do), so the result is a plain (escaped) string.
 */
import { html, raw } from 'hono/html';

export type Html = string & { isEscaped: true };
export type Child = Html | string | number | boolean | null | undefined | Child[];

export function h(strings: TemplateStringsArray, ...values: Child[]): Html {
  return html(strings, ...(values as never[])) as unknown as Html;
}

/** Marks trusted markup as already escaped. */
export function trusted(s: string): Html {
  return raw(s) as unknown as Html;
}

/** Escapes a string for use in HTML text or a double-quoted attribute. */
export function esc(s: unknown): string {
  return String(s ?? '').replace(/[&<>'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Joins a class list, dropping falsy entries. */
export function cls(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
