/**
 * Python `repr()` of strings, numbers and booleans, so axtree lines read exactly like
 * BrowserGym's (`'name'`, `"it's"`, `True`, `False`).
 */

/** Python-style repr of a string: single quotes unless the text has `'` and no `"`. */
export function pyReprString(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = q;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === q) out += '\\' + q;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + q;
}

/** Python-style repr of a JSON-ish value (booleans as `True`/`False`, null as `None`). */
export function pyRepr(v: unknown): string {
  if (typeof v === 'string') return pyReprString(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return pyReprString(JSON.stringify(v));
}
