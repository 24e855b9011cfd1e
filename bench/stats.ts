/** Timing summary shared by the replica benchmarks: median, p95, min and max in ms, and n. */
export function stats(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return `median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms, min ${s[0].toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms (n=${s.length})`;
}
