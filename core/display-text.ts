/**
 * Agent-controlled text made inert for each place a person reads it (issue 45).
 *
 * Whatever an agent writes (answers, messages, action strings, end messages, usage fields, and the
 * element texts its actions reach) is data. Printed raw, it can drive a terminal (ESC sequences
 * that clear the screen, recolour lines or plant OSC 8 links), turn a `runs.csv` cell into a
 * spreadsheet formula, or add links, images and headings to `report.md`. Each sink has one
 * function here and every writer of that sink uses it; the JSON files (`episode.json`,
 * `verdicts.json`, `summary.json`) keep the exact text, since JSON escapes it and they are data.
 */
import { clip, ECHO_LIMIT } from './clip';

/**
 * Code points that change how text is shown rather than what it says: C0 controls, DEL, C1
 * controls (0x80-0x9f, which some terminals read as CSI/OSC), the Unicode bidirectional
 * embeddings, overrides and isolates (Trojan Source, CVE-2021-42574), and the line and paragraph
 * separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this module's purpose.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\x1b`, `\n`, `\u{202e}`: the escape a reader of a log understands for one control. */
function escapeOne(ch: string): string {
  const named = NAMED[ch];
  if (named) return named;
  const cp = ch.codePointAt(0) ?? 0;
  return cp <= 0xff ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u{${cp.toString(16)}}`;
}

/**
 * `text` with every control and bidirectional formatting character written as a visible escape
 * (`ESC[2J` becomes `\x1b[2J`); printable text, including non-Latin scripts and emoji, is kept.
 * With `keepNewlines`, `\n` stays a line break (for multi-line blocks whose lines are each safe).
 */
export function escapeControls(text: string, options: { keepNewlines?: boolean } = {}): string {
  return text.replace(CONTROL, (ch) => (options.keepNewlines && ch === '\n' ? ch : escapeOne(ch)));
}

/** Whether `text` holds any character `escapeControls` would rewrite. */
export function hasControls(text: string): boolean {
  CONTROL.lastIndex = 0;
  const found = CONTROL.test(text);
  CONTROL.lastIndex = 0;
  return found;
}

/**
 * Agent text for a terminal line (failure output, the CuP reporter's lines, step titles): cut to
 * `max` characters with the original length stated (the `clip` rule), then every control escaped,
 * so the text stays on one line and cannot move the cursor, colour, clear or link.
 */
export function terminalText(text: unknown, max: number = ECHO_LIMIT): string {
  return escapeControls(clip(String(text ?? ''), max));
}

/** First characters a spreadsheet reads as a formula (OWASP CSV injection; tab and CR included). */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/u;

/**
 * One `runs.csv` cell (RFC 4180): numbers and booleans as they are; text with controls escaped,
 * a leading formula character neutralised by a leading `'` (OWASP's recommendation, so Excel,
 * LibreOffice and Google Sheets show the text instead of evaluating it), and quoted when it holds
 * a comma, a quote or a `'`-prefixed formula. `null`/`undefined` give an empty cell.
 */
export function csvCell(x: unknown): string {
  if (x === null || x === undefined) return '';
  if (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'bigint') return String(x);
  const raw = String(x);
  const formula = FORMULA_START.test(raw);
  const s = (formula ? `'` : '') + escapeControls(raw);
  return formula || /[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Agent text for `report.md`: a code span (with a backtick fence longer than any run of backticks
 * inside), so Markdown renders no link, image, HTML, emphasis or heading from it; controls escaped
 * and newlines written as `\n`, so it stays on its line. `inTable` also escapes `|`, which GFM
 * reads as a cell border even inside a code span. Empty text gives an empty string.
 */
export function markdownText(text: unknown, options: { inTable?: boolean; max?: number } = {}): string {
  const raw = String(text ?? '');
  if (!raw) return '';
  let s = escapeControls(clip(raw, options.max ?? 500));
  if (options.inTable) s = s.replace(/\|/g, '\\|');
  const longest = Math.max(0, ...[...s.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  // A span that starts or ends with a backtick needs a space so the fence is not read as longer.
  const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}
