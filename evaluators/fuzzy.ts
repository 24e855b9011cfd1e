/**
 * RapidFuzz-compatible fuzzy scores (0–100, floats), the semantics the reference implementation
 * uses for consent and popup-error matching (`rapidfuzz.fuzz.partial_ratio`, threshold 75).
 *
 * fuzzball's own `partial_ratio` follows the older fuzzywuzzy algorithm (difflib matching blocks,
 * integer rounding) and disagrees with RapidFuzz on about one case in six of the golden file, so
 * the window alignment is implemented here. The per-window score is the normalised Indel
 * similarity, which is what fuzzball's `ratio` computes before rounding (the golden test checks
 * that `Math.round(ratio())` equals fuzzball's `ratio`).
 */

/** Threshold the reference implementation uses for fuzzy containment. */
export const FUZZY_THRESHOLD = 75;

function lcsLength(a: string, b: string): number {
  let prev = new Uint16Array(b.length + 1);
  let cur = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      cur[j] = ca === b.charCodeAt(j - 1) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/** RapidFuzz `fuzz.ratio`: normalised Indel similarity × 100 (100 for two empty strings). */
export function ratio(a: string, b: string): number {
  const total = a.length + b.length;
  return total === 0 ? 100 : (200 * lcsLength(a, b)) / total;
}

function alignShorter(needle: string, hay: string): number {
  const n = needle.length;
  let best = 0;
  // Windows that hang over either end of the longer string count too (RapidFuzz ≥ 2).
  for (let i = 1; i < n && best < 100; i++) best = Math.max(best, ratio(needle, hay.slice(0, i)));
  for (let i = 0; i <= hay.length - n && best < 100; i++) best = Math.max(best, ratio(needle, hay.slice(i, i + n)));
  for (let i = hay.length - n + 1; i < hay.length && best < 100; i++) best = Math.max(best, ratio(needle, hay.slice(i)));
  return best;
}

/**
 * RapidFuzz `fuzz.partial_ratio(a, b)`: best `ratio` of the shorter string against every
 * equally long window of the longer one (including windows cut at either end); symmetric for
 * equal lengths. One empty input gives 0, two give 100. Inputs are compared as given (no case folding).
 */
export function partialRatio(a: string, b: string): number {
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  if (s.length === 0) return l.length === 0 ? 100 : 0;
  let best = alignShorter(s, l);
  if (best < 100 && s.length === l.length) best = Math.max(best, alignShorter(l, s));
  return best;
}

/**
 * Reference `_fuzzy_contains(text, term)`: exact substring, else `partial_ratio(term, text) ≥ 75`.
 * Returns the deciding score (100 for a substring).
 */
export function fuzzyContainsUpstream(text: string, term: string): { hit: boolean; score: number } {
  if (text.includes(term)) return { hit: true, score: 100 };
  const score = partialRatio(term, text);
  return { hit: score >= FUZZY_THRESHOLD, score };
}
