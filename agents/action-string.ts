/**
 * Builds BrowserGym action strings (`fill('a12', "say \"hi\"")`) from plain values, quoting
 * every string as a Python literal so the harness parser reads back exactly what was meant.
 */

/** A value that can appear as an action argument. */
export type ActionArg = string | number | boolean | null | ActionArg[];

const SIMPLE = /^[\w.-]+$/;

/**
 * Quotes `text` as a Python string literal. Short identifier-like strings (bids) get single
 * quotes like BrowserGym's own examples; everything else gets double quotes with `\\`, `"`
 * and control characters escaped, so no input can end the literal early.
 */
export function pyString(text: string): string {
  if (SIMPLE.test(text)) return `'${text}'`;
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16)}`;
    else out += ch;
  }
  return out + '"';
}

/** Renders one argument as a Python literal (strings, numbers, booleans, None, lists). */
export function pyLiteral(value: ActionArg): string {
  if (value === null) return 'None';
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`action argument ${value} is not a finite number`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  throw new TypeError(`action argument of type ${typeof value} cannot be written as a literal`);
}

/**
 * `actionString('fill', ['a12', 'Alice'])` -> `fill('a12', "Alice")`; keyword arguments come
 * after the positional ones (`click('a1', button='right')`).
 */
export function actionString(name: string, args: ActionArg[] = [], kwargs: Record<string, ActionArg> = {}): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new TypeError(`"${name}" is not a valid action name`);
  const parts = args.map(pyLiteral);
  for (const [k, v] of Object.entries(kwargs)) parts.push(`${k}=${pyLiteral(v)}`);
  return `${name}(${parts.join(', ')})`;
}
