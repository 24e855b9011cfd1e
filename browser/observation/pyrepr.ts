/**
 * Python `repr()` of strings, numbers and booleans and Python's `str.strip()`, so axtree lines
 * read exactly like BrowserGym's (`'name'`, `"it's"`, `'a\xa0b'`, `True`, `False`).
 */

// Characters Python's str.isprintable() rejects (other than the ASCII space): repr escapes them.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
const NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Python-style repr of a string: single quotes unless the text has `'` and no `"`; unprintables as `\xhh`/`\uhhhh`. */
export function pyReprString(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = q;
  for (const ch of s) {
    if (ch === q) out += `\\${q}`;
    else if (NAMED[ch]) out += NAMED[ch];
    else if (ch !== ' ' && UNPRINTABLE.test(ch)) {
      const c = ch.codePointAt(0)!;
      const [tag, width] = c < 0x100 ? ['x', 2] : c < 0x10000 ? ['u', 4] : ['U', 8];
      out += `\\${tag}${c.toString(16).padStart(width, '0')}`;
    } else out += ch;
  }
  return out + q;
}

/** Python-style repr of a JSON-ish value (booleans as `True`/`False`, null as `None`). */
export function pyRepr(v: unknown): string {
  if (typeof v === 'string') return pyReprString(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return pyReprString(JSON.stringify(v));
}

// Python's whitespace (str.isspace): what str.strip() removes; JS trim() differs (\ufeff, \x1c-\x1f, \x85).
const PY_WS = new Set(
  [9, 10, 11, 12, 13, 28, 29, 30, 31, 32, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000].concat(Array.from({ length: 11 }, (_, i) => 0x2000 + i)),
);

/** Python's `str.strip()` with no argument. */
export function pyStrip(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && PY_WS.has(s.charCodeAt(a))) a++;
  while (b > a && PY_WS.has(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}
