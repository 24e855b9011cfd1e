/**
 * The canonical JSON text the reference leaderboard hashes: Python's
 * `json.dumps(data, sort_keys=True, separators=(",", ":"))` with its defaults (`ensure_ascii`),
 * written in TypeScript so a hash computed here equals the one `integrity.py` computes over the
 * same data. Two things JSON.stringify does differently are handled: Python prints a float
 * that holds a whole number as `1.0` (JavaScript has one number type, so such values are
 * wrapped in {@link PyFloat}), and Python escapes every character outside printable ASCII.
 */
import { createHash } from 'node:crypto';

/** A number Python holds as a float (`total_reward`, `timestamp_start`): printed `1.0`, not `1`. */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** Python's `repr(float)`: shortest round-trip digits, `.0` on whole numbers, exponent from 1e16 and below 1e-4. */
export function pyFloatText(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(n);
  if (abs >= 1e16 || abs < 1e-4) {
    // toExponential() without digits gives the shortest round-trip mantissa, like repr.
    const [mant, exp] = n.toExponential().split('e');
    const e = Number(exp);
    return `${mant}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  const s = String(n);
  return Number.isInteger(n) ? `${s}.0` : s;
}

/** A JSON string literal as Python writes it with `ensure_ascii=True` (lower-case `\uXXXX`). */
export function pyStringText(s: string): string {
  return JSON.stringify(s).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Canonical text of `data`. Object keys are sorted in UTF-16 order (Python's code-point order
 * for every key below U+10000, so for all keys of a submission); `undefined` members are left
 * out, as they are absent in the data Python sees.
 */
export function pyCanonicalJson(data: unknown): string {
  if (data === null || data === undefined) return 'null';
  if (data instanceof PyFloat) return pyFloatText(data.value);
  if (typeof data === 'number') {
    if (!Number.isFinite(data)) return pyFloatText(data);
    return Number.isInteger(data) ? String(data) : pyFloatText(data);
  }
  if (typeof data === 'boolean') return data ? 'true' : 'false';
  if (typeof data === 'string') return pyStringText(data);
  if (Array.isArray(data)) return `[${data.map(pyCanonicalJson).join(',')}]`;
  if (typeof data === 'object') {
    const entries = Object.entries(data as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${pyStringText(k)}:${pyCanonicalJson(v)}`).join(',')}}`;
  }
  // Python's `default=str` turns anything else into its string form.
  return pyStringText(String(data));
}

/** `compute_data_hash` of integrity.py: sha256 (hex) of the canonical text. */
export const pyDataHash = (data: unknown): string => createHash('sha256').update(pyCanonicalJson(data), 'utf8').digest('hex');
