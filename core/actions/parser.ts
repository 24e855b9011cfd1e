/**
 * Parser for BrowserGym high-level action strings (`click('12')`, `fill("a5", "it's \"ok\"")`,
 * `select_option('7', ["A", "B"])`, `scroll(0, -200.5)`, `press('3', key_comb='Control+a')`).
 *
 * The syntax is a Python call: one identifier, then arguments that are Python literals
 * (strings with either quote, triple quotes, `r` prefix, adjacent-literal concatenation and
 * escapes; ints and floats; lists and tuples; `True`, `False`, `None`), positional first, then
 * keyword arguments. Nothing is evaluated.
 *
 * Multi-line input rule: blank lines and `#` comments around the call are ignored and a
 * surrounding Markdown code fence is stripped; a second call after the first one is a parse
 * error (one action per step, as BrowserGym's single-action mode), so nothing runs.
 */
import { ParseError, Scanner, type ActionValue } from './scanner';

export { ParseError, type ActionValue } from './scanner';

/** A parsed call: action name, positional args, keyword args and the source text of the call. */
export interface ParsedAction {
  name: string;
  args: ActionValue[];
  kwargs: Record<string, ActionValue>;
  /** The call as written (without surrounding comments, fences and blank lines). */
  text: string;
}

/** Result of `parseAction`: never throws for bad agent input. */
export type ParseResult = { ok: true; action: ParsedAction } | { ok: false; error: ParseError };

const FENCE_OPEN = /^\s*```[a-zA-Z]*[ \t]*\r?\n/;

/**
 * Longest action string the parser reads, in characters: far above any real action
 * (a long `fill` is a few KB), low enough that a hostile reply cannot stall or bloat the run.
 */
export const MAX_ACTION_LENGTH = 65_536;

/**
 * `source` without a surrounding Markdown fence, and where the kept text starts. Found with two
 * anchored checks instead of one backtracking pattern, which took minutes on a fence of blank lines.
 */
function unfence(source: string): { text: string; offset: number } {
  const open = FENCE_OPEN.exec(source);
  const trimmed = source.trimEnd();
  if (!open || !trimmed.endsWith('```') || trimmed.length - 3 < open[0].length) return { text: source, offset: 0 };
  return { text: source.slice(open[0].length, trimmed.length - 3), offset: open[0].length };
}

/** Parses one action string. Errors carry the 0-based offset and 1-based line/column in `source`. */
export function parseAction(source: string): ParseResult {
  if (source.length > MAX_ACTION_LENGTH)
    return {
      ok: false,
      error: new ParseError(`the action is ${source.length} characters long; the limit is ${MAX_ACTION_LENGTH} (send long text in several steps)`, 0, 1, 1),
    };
  const { text, offset } = unfence(source);
  try {
    const s = new Scanner(text, offset, source);
    s.skipBlank();
    if (s.done()) throw s.error('empty action: expected a call such as click("12")');
    const start = s.pos;
    const name = s.identifier();
    if (name === null) throw s.error('expected an action name such as click or fill');
    s.skipSpaces();
    if (s.peek() !== '(') throw s.error(`expected "(" after ${name}`);
    s.pos++;
    const args: ActionValue[] = [];
    const kwargs: Record<string, ActionValue> = {};
    s.skipBlank();
    while (s.peek() !== ')') {
      if (s.done()) throw s.error(`unclosed "(" of ${name}(...)`);
      const save = s.pos;
      const key = s.identifier();
      s.skipSpaces();
      if (key !== null && s.peek() === '=' && s.peekAt(1) !== '=') {
        s.pos++;
        s.skipBlank();
        if (key in kwargs) throw s.error(`keyword argument ${key} given twice`);
        kwargs[key] = s.value();
      } else {
        s.pos = save;
        if (Object.keys(kwargs).length) throw s.error('positional argument after keyword argument');
        args.push(s.value());
      }
      s.skipBlank();
      if (s.peek() === ',') {
        s.pos++;
        s.skipBlank();
      } else if (s.peek() !== ')') throw s.error(s.done() ? `unclosed "(" of ${name}(...)` : 'expected "," or ")"');
    }
    s.pos++;
    const end = s.pos;
    s.skipBlank();
    if (!s.done()) {
      const at = s.pos;
      const extra = s.identifier();
      s.pos = at;
      throw s.error(
        extra !== null
          ? `one action per step: a second call (${extra}...) follows the first; send it in the next step`
          : 'unexpected text after the action call',
      );
    }
    return { ok: true, action: { name, args, kwargs, text: text.slice(start, end) } };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: e };
    throw e;
  }
}
