/**
 * Character scanner for Python literals, used by `parser.ts`. Positions are offsets into the
 * original string so errors point at what the agent wrote.
 */

/** A Python literal value as it appears in an action string. */
export type ActionValue = string | number | boolean | null | ActionValue[];

/** A parse error with the 0-based offset and 1-based line and column of the problem. */
export class ParseError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
    this.name = 'ParseError';
  }
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};
// Sticky patterns read at `pos` without copying the rest of the text, so scanning stays linear
// in the length of the action whatever an agent sends.
const NUMBER = /[+-]?(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?/y;
const HEX_INT = /[+-]?0[xX][0-9a-fA-F_]+/y;
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;
const OCTAL = /[0-7]{1,3}/y;

/** Deepest nesting of lists and tuples an action may use; no action needs more than one level. */
export const MAX_NESTING = 8;

function stickyAt(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

/** Reads identifiers, literals and separators from `text`, which sits at `base` in `whole`. */
export class Scanner {
  pos = 0;
  constructor(
    private readonly text: string,
    private readonly base: number,
    private readonly whole: string,
  ) {}

  done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  peekAt(n: number): string {
    return this.text[this.pos + n] ?? '';
  }

  error(message: string): ParseError {
    const at = this.base + this.pos;
    const before = this.whole.slice(0, at).split('\n');
    return new ParseError(message, at, before.length, before[before.length - 1].length + 1);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** Skips whitespace, newlines and `#` comments (never inside strings: strings are read by `string`). */
  skipBlank(): void {
    for (;;) {
      while (/\s/.test(this.peek())) this.pos++;
      if (this.peek() !== '#') return;
      while (!this.done() && this.peek() !== '\n') this.pos++;
    }
  }

  identifier(): string | null {
    const m = stickyAt(IDENTIFIER, this.text, this.pos);
    if (!m) return null;
    this.pos += m[0].length;
    return m[0];
  }

  /** One literal: string (with adjacent concatenation), number, list/tuple, True/False/None. */
  value(depth = 0): ActionValue {
    const c = this.peek();
    if (c === '[' || c === '(') {
      if (depth >= MAX_NESTING) throw this.error(`lists nested deeper than ${MAX_NESTING} levels`);
      return this.sequence(c === '[' ? ']' : ')', depth + 1);
    }
    if (c === '"' || c === "'" || (/[rRuU]/.test(c) && /["']/.test(this.peekAt(1)))) {
      let out = this.string();
      for (;;) {
        const save = this.pos;
        this.skipBlank();
        const n = this.peek();
        if (n === '"' || n === "'" || (/[rRuU]/.test(n) && /["']/.test(this.peekAt(1)))) out += this.string();
        else {
          this.pos = save;
          return out;
        }
      }
    }
    const hex = stickyAt(HEX_INT, this.text, this.pos);
    if (hex) {
      this.pos += hex[0].length;
      const t = hex[0].replace(/_/g, '');
      return t.startsWith('-') ? -parseInt(t.slice(1), 16) : parseInt(t.replace('+', ''), 16);
    }
    const num = stickyAt(NUMBER, this.text, this.pos);
    if (num) {
      this.pos += num[0].length;
      return Number(num[0].replace(/_/g, ''));
    }
    const word = this.identifier();
    if (word === 'True') return true;
    if (word === 'False') return false;
    if (word === 'None') return null;
    if (word !== null) {
      this.pos -= word.length;
      throw this.error(`expected a value, got the bare name ${word} (quote strings: "${word}")`);
    }
    throw this.error(this.done() ? 'expected a value, got end of input' : `expected a value, got "${c}"`);
  }

  private sequence(close: string, depth: number): ActionValue[] {
    this.pos++;
    const items: ActionValue[] = [];
    this.skipBlank();
    while (this.peek() !== close) {
      if (this.done()) throw this.error(`unclosed "${close === ']' ? '[' : '('}"`);
      items.push(this.value(depth));
      this.skipBlank();
      if (this.peek() === ',') {
        this.pos++;
        this.skipBlank();
      } else if (this.peek() !== close) throw this.error(`expected "," or "${close}"`);
    }
    this.pos++;
    return items;
  }

  private string(): string {
    let raw = false;
    if (/[rR]/.test(this.peek())) raw = true;
    if (/[rRuU]/.test(this.peek())) this.pos++;
    const q = this.peek();
    const triple = this.peekAt(1) === q && this.peekAt(2) === q;
    const delim = triple ? q.repeat(3) : q;
    const start = this.pos;
    this.pos += delim.length;
    let out = '';
    for (;;) {
      if (this.done()) {
        this.pos = start;
        throw this.error(`unterminated string starting with ${delim}`);
      }
      if (this.text.startsWith(delim, this.pos)) {
        this.pos += delim.length;
        return out;
      }
      const c = this.peek();
      if (c === '\n' && !triple) {
        this.pos = start;
        throw this.error('unterminated string: a line break inside quotes must be written \\n');
      }
      if (c === '\\') {
        out += raw ? this.rawEscape() : this.escape();
        continue;
      }
      out += c;
      this.pos++;
    }
  }

  private rawEscape(): string {
    const pair = this.text.slice(this.pos, this.pos + 2);
    this.pos += pair.length;
    return pair;
  }

  private escape(): string {
    const n = this.peekAt(1);
    if (n === '\n') {
      this.pos += 2;
      return '';
    }
    if (n in SIMPLE_ESCAPES && !(n === '0' && /[0-7]/.test(this.peekAt(2)))) {
      this.pos += 2;
      return SIMPLE_ESCAPES[n];
    }
    const width = n === 'x' ? 2 : n === 'u' ? 4 : n === 'U' ? 8 : 0;
    if (width) {
      const hex = this.text.slice(this.pos + 2, this.pos + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) throw this.error(`bad \\${n} escape: needs ${width} hex digits`);
      this.pos += 2 + width;
      return String.fromCodePoint(parseInt(hex, 16));
    }
    const oct = stickyAt(OCTAL, this.text, this.pos + 1);
    if (oct) {
      this.pos += 1 + oct[0].length;
      return String.fromCharCode(parseInt(oct[0], 8));
    }
    // Python keeps unknown escapes as written (`\d` stays backslash + d).
    this.pos += 2;
    return '\\' + n;
  }
}
