/**
 * Deterministic replacement for the reference's LLM judge (`fuzzy_match` reference answers).
 * The prediction and reference are normalised (case, quotes, whitespace, thousands separators,
 * currency signs, trailing zeros), then the first rule that holds decides:
 *   `fuzzy:exact`       normalised strings are equal;
 *   `fuzzy:contains`    the normalised reference occurs in the prediction at word boundaries;
 *   `fuzzy:tokens`      every content word of the reference occurs in the prediction (any order);
 *   `fuzzy:list`        the reference is a list (commas, semicolons, "and", new lines) and every
 *                       item is contained in the prediction;
 *   `fuzzy:na`          the reference is "N/A" and the prediction says the task is not achievable.
 * Otherwise `fuzzy:no_match`. docs/evaluators.md documents the rule.
 */

const STOP = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'is', 'are', 'was', 'were', 'to', 'in', 'on', 'for', 'with', 'by', 'at', 'it', 'its', 'this', 'that', 'be']);
const NA_MARKERS = /\b(n\/a|not achievable|not possible|impossible|cannot be (done|completed|found)|can't be (done|found)|unable to|does not exist|doesn't exist|no such|not available|infeasible|there (is|are) no)\b/;

/** Normalises an answer for comparison (see module doc). */
export function normalizeAnswer(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b`´]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[$€£¥]\s*(?=\d)/g, '')
    .replace(/(\d+)\.(\d*?)0+\b/g, (_m, i: string, f: string) => (f ? `${i}.${f}` : i))
    .replace(/["'](?=\s|$)|(?<=^|\s)["']/g, ' ')
    .replace(/[.,;:!?]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function containsWords(hay: string, needle: string): boolean {
  if (!needle) return false;
  const esc = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${esc}($|[^\\p{L}\\p{N}])`, 'u').test(hay);
}

/** Decides one fuzzy reference; returns whether it passed and the rule that decided. */
export function fuzzyAnswerMatch(reference: string, prediction: string): { passed: boolean; rule: string } {
  const ref = normalizeAnswer(reference);
  const pred = normalizeAnswer(prediction);
  if (ref === 'n/a') return { passed: pred === 'n/a' || NA_MARKERS.test(pred), rule: 'fuzzy:na' };
  if (ref === pred) return { passed: true, rule: 'fuzzy:exact' };
  if (containsWords(pred, ref)) return { passed: true, rule: 'fuzzy:contains' };
  const content = ref.split(/[^\p{L}\p{N}.\-/@]+/u).filter((w) => w && !STOP.has(w));
  const predWords = new Set(pred.split(/[^\p{L}\p{N}.\-/@]+/u));
  if (content.length && content.every((w) => predWords.has(w))) return { passed: true, rule: 'fuzzy:tokens' };
  const items = ref.split(/\s*(?:,|;|\n|\band\b)\s*/).map((x) => x.trim()).filter(Boolean);
  if (items.length > 1 && items.every((it) => containsWords(pred, it))) return { passed: true, rule: 'fuzzy:list' };
  return { passed: false, rule: 'fuzzy:no_match' };
}
