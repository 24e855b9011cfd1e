/**
 * Extracts the action from an LLM's free-text reply. Models wrap their action in prose ("Let me
 * ask.\nsend_msg_to_user(...)\nThanks.", "I will click Contacts: click('30') and then see."), so
 * the first rule that matches wins, always in this order:
 *
 * 1. the content of the last `<action>...</action>` tag;
 * 2. the last fenced code block, when its content starts like a call (`name(`);
 * 3. the last line that starts with a known action name and `(` (an `Action:` prefix and
 *    backticks around it are dropped; a call whose string runs on over lines keeps those lines);
 * 4. the last `<known action>(...)` inside a line, cut at its balanced `)` (quotes respected);
 * 5. the last non-empty line when it is call-shaped, else the whole reply.
 *
 * Rule 5 never invents an action: a reply without one reaches the harness parser as written, so
 * the step is recorded as an error with the model's words visible. Known names come from the
 * parser's own action table (`core/actions/spec.ts`).
 */
import { ACTIONS } from '../core/actions/spec';

// Longest first so an alternation never stops at a shorter name; the `(` must follow at once,
// which keeps prose such as "click (the blue one)" from counting as a call.
const NAMES = Object.keys(ACTIONS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const KNOWN_AT_START = new RegExp(`^(?:${NAMES})\\(`);
const KNOWN_INLINE = `(?<![\\w])(?:${NAMES})\\(`;
const TAG = /<action>([\s\S]*?)<\/action>/gi;
// A language tag only counts when a line break follows it, so "```click('3')```" keeps its name.
const FENCED = /```(?:[\w+-]*[ \t]*\n)?([\s\S]*?)```/g;
const CALL = /^[A-Za-z_]\w*\s*\(/;
const LEAD = /^\s*(?:(?:next\s+)?action\s*:\s*)?`*/i;

/** Characters rule 4 may scan in one reply (about 20 ms); real replies use a tiny part of it. */
const INLINE_SCAN_BUDGET = 4_000_000;

/** The action and the reply without it (`thought`). */
export interface ReplyAction {
  action: string;
  thought: string;
}

/**
 * `{ action, thought }` from a reply, by the rules above. `thought` is the reply with the action
 * (and its tag, fence or line) removed; it is empty when the whole reply is passed on.
 */
export function actionFromReply(reply: string): ReplyAction {
  const text = reply.replace(/\r\n/g, '\n');
  const tags = [...text.matchAll(TAG)];
  const tag = tags[tags.length - 1];
  if (tag) return cut(text, tag.index, tag.index + tag[0].length, tag[1].trim());

  const blocks = [...text.matchAll(FENCED)];
  const block = blocks[blocks.length - 1];
  if (block && CALL.test(block[1].trim())) return cut(text, block.index, block.index + block[0].length, block[1].trim());

  const lines = linesOf(text);
  for (let i = lines.length - 1; i >= 0; i--) {
    const { start, end } = lines[i];
    const lead = LEAD.exec(text.slice(start, end))![0].length;
    if (!KNOWN_AT_START.test(text.slice(start + lead, end))) continue;
    // A triple-quoted argument may run on over lines: keep the call's lines together.
    const close = callEnd(text, text.indexOf('(', start + lead));
    const stop = close > end ? lineEndAt(text, close) : end;
    return cut(
      text,
      start,
      stop,
      text
        .slice(start + lead, stop)
        .replace(/`+\s*$/, '')
        .trim(),
    );
  }

  const inline = lastInlineCall(text);
  if (inline) return cut(text, inline.start, inline.end, text.slice(inline.start, inline.end));

  for (let i = lines.length - 1; i >= 0; i--) {
    const { start, end } = lines[i];
    const line = text
      .slice(start, end)
      .trim()
      .replace(/^(action|next action)\s*:\s*/i, '')
      .replace(/^`+|`+$/g, '')
      .trim();
    if (!line) continue;
    if (CALL.test(line)) return cut(text, start, end, line);
    break;
  }
  return { action: text.trim(), thought: '' };
}

/** The reply without `[start, end)`, the two sides joined by a line break if one was there. */
function cut(text: string, start: number, end: number, action: string): ReplyAction {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const sep = /\n\s*$/.test(before) || /^\s*\n/.test(after) ? '\n' : ' ';
  return { action, thought: [before.trim(), after.trim()].filter(Boolean).join(sep) };
}

function linesOf(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ start, end: start + line.length });
    start += line.length + 1;
  }
  return out;
}

function lineEndAt(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
}

/**
 * Offset just past the `)` that closes the `(` at `open`, or -1 when it never closes. Quoted
 * strings (single, double, triple; backslash escapes) are skipped, so a `)` or a quote inside
 * an argument does not end the call; a one-line string that meets a line break is unclosed.
 */
function callEnd(text: string, open: number): number {
  if (text[open] !== '(') return -1;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (--depth === 0) return c === ')' ? i + 1 : -1;
    } else if (c === '"' || c === "'") {
      const delim = text.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      let j = i + delim.length;
      for (;;) {
        if (j >= text.length) return -1;
        if (text[j] === '\\') j += 2;
        else if (text.startsWith(delim, j)) break;
        else if (text[j] === '\n' && delim.length === 1) return -1;
        else j++;
      }
      i = j + delim.length - 1;
    }
  }
  return -1;
}

/**
 * The last balanced `<known action>(...)` in the text. Scanning resumes after each call found,
 * so an action named inside an earlier call's string (`send_msg_to_user("click('3')?")`) is not
 * taken for a call of its own.
 */
function lastInlineCall(text: string): { start: number; end: number } | undefined {
  const re = new RegExp(KNOWN_INLINE, 'g');
  let found: { start: number; end: number } | undefined;
  // Each unclosed candidate is scanned to the end of the text: a reply made of thousands of them
  // would cost quadratic time, so the scan stops after a fixed budget of characters.
  let budget = INLINE_SCAN_BUDGET;
  for (let m = re.exec(text); m && budget > 0; m = re.exec(text)) {
    const end = callEnd(text, m.index + m[0].length - 1);
    budget -= (end < 0 ? text.length : end) - m.index;
    if (end < 0) continue;
    found = { start: m.index, end };
    re.lastIndex = end;
  }
  return found;
}
