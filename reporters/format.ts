/** Number formatting shared by the terminal table, Markdown and CSV: 3 decimals, '-' for undefined. */
export const fmt = (x: number | null | undefined, digits = 3): string => (x === null || x === undefined || Number.isNaN(x) ? '-' : x.toFixed(digits));

/** `0.412 [0.301, 0.533]` for a proportion with its interval. */
export const fmtCi = (p: { value: number | null; ci95: [number, number] | null }): string =>
  p.ci95 ? `${fmt(p.value)} [${fmt(p.ci95[0])}, ${fmt(p.ci95[1])}]` : fmt(p.value);

/** Render rows as an aligned plain-text table (first row is the header). */
export function textTable(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Render rows as a GitHub Markdown table (first row is the header). */
export function mdTable(rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|');
  const head = `| ${rows[0].map(esc).join(' | ')} |`;
  const sep = `| ${rows[0].map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`;
  return [head, sep, ...rows.slice(1).map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}

/** `1 task`, `2 tasks`: a count with its noun, plural by adding `s`. */
export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A p-value for people: three decimals, or two significant digits in exponent form below 0.001 (`3.8e-6`). */
export const fmtP = (p: number | null | undefined): string => (p === null || p === undefined ? '-' : p >= 0.001 ? p.toFixed(3) : p.toExponential(1));
