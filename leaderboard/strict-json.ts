/**
 * A strict JSON reader for the files this harness takes from others (issue 55): one pass over
 * the text, without recursion and before `JSON.parse` allocates anything, that refuses what
 * `JSON.parse` lets through silently: a key twice in one object (`JSON.parse` keeps the last),
 * keys that name an object's prototype in JavaScript, nesting past a limit, and escaped lone
 * surrogates (text that has no UTF-8 form). No npm parser that reports duplicate keys is both
 * maintained and small, so this is our own; `JSON.parse` still builds the value once the scan
 * has passed, so the grammar is checked twice.
 */

/** Limits and refused keys of one {@link parseStrictJson} call. */
export interface StrictJsonOptions {
  /** Most containers (objects and arrays) open at once; the top-level value is depth 1. */
  maxDepth: number;
  /** Keys refused in every object (e.g. `__proto__`, `constructor`, `prototype`). */
  forbiddenKeys: readonly string[];
}

/** Where a {@link StrictJsonError} was found: 1-based line and column (UTF-16 code units) and the value's path. */
export interface JsonPlace {
  offset: number;
  line: number;
  column: number;
  /** `results.metrics.CuP`, `task_evidence[0].action_args[1]`; empty at the top level. */
  path: string;
}

/** Input {@link parseStrictJson} refuses; `message` is `line L, column C, <path>: <what>; <fix>`. */
export class StrictJsonError extends Error {
  constructor(
    readonly place: JsonPlace,
    readonly reason: string,
  ) {
    super(`${describePlace(place)}: ${reason}`);
  }
}

/** `line 3, column 5, metadata.team` (the path shortened to its first and last parts past 120 characters). */
export function describePlace(p: JsonPlace): string {
  const path = p.path.length > 120 ? `${p.path.slice(0, 40)}…${p.path.slice(-60)}` : p.path;
  return `line ${p.line}, column ${p.column}${path ? `, ${path}` : ''}`;
}

/** Line and column of `offset` in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

interface Frame {
  array: boolean;
  /** Keys seen so far, with the offset of their first occurrence. */
  keys: Map<string, number>;
  key: string;
  index: number;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

function pathOf(stack: readonly Frame[]): string {
  let out = '';
  for (const f of stack) {
    if (f.array) out += `[${f.index}]`;
    else if (f.key !== '') out += IDENT.test(f.key) ? `${out ? '.' : ''}${f.key}` : `[${JSON.stringify(f.key)}]`;
  }
  return out;
}

/**
 * Scans `text`; returns the path of the value at `stopAt` when given and reached, else undefined.
 * Throws {@link StrictJsonError} on the first problem.
 */
function scan(text: string, o: StrictJsonOptions, stopAt?: number): string | undefined {
  const n = text.length;
  const stack: Frame[] = [];
  const forbidden = new Set(o.forbiddenKeys);
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw new StrictJsonError({ offset: at, ...lineColumn(text, at), path: pathOf(stack) }, reason);
  };
  const ws = () => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++i));
  };
  const shown = (at: number) => (at < n ? JSON.stringify(text.slice(at, at + 12)) : 'the end of the file');
  /** Scans a string at `i` (on its opening quote); returns its text when `decode`. */
  const string = (decode: boolean): string => {
    const start = i++;
    let escaped = false;
    for (;;) {
      if (i >= n) fail('a string is not closed; end it with "', start);
      const c = text.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) fail(`control character U+${c.toString(16).padStart(4, '0')} inside a string; write it as an escape (\\n, \\t, \\u00XX)`);
      if (c === 0x5c) {
        escaped = true;
        const e = text[i + 1];
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!HEX4.test(hex)) fail('\\u needs four hex digits');
          const v = Number.parseInt(hex, 16);
          if (v >= 0xdc00 && v <= 0xdfff) fail(`lone low surrogate \\u${hex} (text with no UTF-8 form); remove it`);
          if (v >= 0xd800 && v <= 0xdbff) {
            const low = text.slice(i + 6, i + 8) === '\\u' ? Number.parseInt(text.slice(i + 8, i + 12), 16) : Number.NaN;
            if (!(low >= 0xdc00 && low <= 0xdfff)) fail(`lone high surrogate \\u${hex} (text with no UTF-8 form); remove it`);
            i += 12;
          } else i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) fail(`invalid escape \\${e ?? ''}; use one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`);
        i += 2;
        continue;
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        const d = text.charCodeAt(i + 1);
        if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) fail('lone surrogate (text with no UTF-8 form); remove it');
        i += 2;
        continue;
      }
      i++;
    }
    i++;
    if (!decode) return '';
    return escaped ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, i - 1);
  };
  /** A key at `i`, checked, then its colon. */
  const key = () => {
    const top = stack[stack.length - 1];
    // A problem with the key is placed at its object, not at the key before it.
    top.key = '';
    ws();
    if (text[i] !== '"') fail(`expected a key in double quotes, found ${shown(i)}`);
    const at = i;
    const k = string(true);
    if (forbidden.has(k)) fail(`key ${JSON.stringify(k)} is refused (in JavaScript it names an object's prototype or constructor); remove it`, at);
    const first = top.keys.get(k);
    if (first !== undefined) {
      const p = lineColumn(text, first);
      fail(`key ${JSON.stringify(k)} appears twice in one object (first at line ${p.line}, column ${p.column}); keep one`, at);
    }
    top.keys.set(k, at);
    top.key = k;
    ws();
    if (text[i] !== ':') fail(`expected ":" after key ${JSON.stringify(k)}, found ${shown(i)}`);
    i++;
  };
  for (;;) {
    // A value starts at i.
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length >= o.maxDepth) fail(`nested deeper than ${o.maxDepth} levels, the limit; flatten the data`);
      stack.push({ array: c === '[', keys: new Map(), key: '', index: 0 });
      i++;
      ws();
      if (text[i] !== (c === '{' ? '}' : ']')) {
        if (c === '{') key();
        continue;
      }
      i++;
      stack.pop();
    } else if (c === '"') string(false);
    else if (c === 't' || c === 'f' || c === 'n') {
      const word = c === 't' ? 'true' : c === 'f' ? 'false' : 'null';
      if (!text.startsWith(word, i)) fail(`expected a value, found ${shown(i)}`);
      i += word.length;
    } else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) fail(`expected a value, found ${shown(i)}`);
      i = NUMBER.lastIndex;
    }
    if (stopAt !== undefined && i > stopAt) return pathOf(stack);
    // After a value: a comma, a closing bracket, or the end.
    for (;;) {
      ws();
      const top = stack[stack.length - 1];
      if (!top) {
        if (i < n) fail(`unexpected ${shown(i)} after the end of the value`);
        return undefined;
      }
      const close = top.array ? ']' : '}';
      if (text[i] === ',') {
        i++;
        if (top.array) top.index++;
        else key();
        break;
      }
      if (text[i] !== close) fail(`expected "," or "${close}", found ${shown(i)}`);
      i++;
      stack.pop();
      if (stopAt !== undefined && i > stopAt) return pathOf(stack);
    }
  }
}

/**
 * Parses `text` as JSON after the strict scan. Throws {@link StrictJsonError} (one line with the
 * place) for a syntax error, a duplicate or forbidden key, an escaped lone surrogate, or nesting
 * deeper than `maxDepth`.
 */
export function parseStrictJson(text: string, o: StrictJsonOptions): unknown {
  scan(text, o);
  return JSON.parse(text);
}

/**
 * The path of the value at `offset` (for naming the field that holds a bad byte), or undefined
 * when the text is not valid JSON up to there.
 */
export function jsonPathAt(text: string, offset: number, o: StrictJsonOptions): string | undefined {
  try {
    return scan(text, o, offset);
  } catch {
    return undefined;
  }
}
