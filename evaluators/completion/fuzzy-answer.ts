/**
 * Deterministic replacement for the reference's LLM judge (`fuzzy_match` reference answers).
 * The prediction and reference are normalised (case, quotes, whitespace, thousands separators,
 * currency signs, trailing zeros), then the first rule that holds decides:
 *   `fuzzy:exact`       normalised strings are equal;
 *   `fuzzy:contains`    the normalised reference occurs in the prediction at word boundaries;
 *   `fuzzy:tokens`      every content word of the reference occurs in the prediction (any order);
 *   `fuzzy:list`        the reference is a list (commas, semicolons, "and", new lines) and every
 *                       item is contained in the prediction;
 *   `fuzzy:na`          the reference is "N/A" and the prediction says the task is not achievable;
 *   `fuzzy:emoji`       the prediction is only emoji, and a word of each emoji's Unicode CLDR name
 *                       (data: the `unicode-emoji-json` package) occurs in the reference, which
 *                       describes the icon ("trash/wastebasket emoji" accepts 🗑️ "wastebasket").
 * Otherwise `fuzzy:no_match`. docs/evaluators.md documents the rule.
 */

import { createRequire } from 'node:module';

const STOP = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'is',
  'are',
  'was',
  'were',
  'to',
  'in',
  'on',
  'for',
  'with',
  'by',
  'at',
  'it',
  'its',
  'this',
  'that',
  'be',
]);
const NA_MARKERS =
  /\b(n\/a|not achievable|not possible|impossible|cannot be (done|completed|found)|can't be (done|found)|unable to|does not exist|doesn't exist|no such|not available|infeasible|there (is|are) no)\b/;

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

interface EmojiInfo {
  name: string;
}
let emojiNames: Record<string, EmojiInfo> | null = null;
function emojiData(): Record<string, EmojiInfo> {
  // Loaded on first use: ~300 kB of JSON that most runs never need.
  emojiNames ??= createRequire(import.meta.url)('unicode-emoji-json/data-by-emoji.json') as Record<string, EmojiInfo>;
  return emojiNames;
}

/** Crude singular form, applied to both sides so "busts" and "bust" meet. */
const stem = (w: string) => (w.length > 4 ? w.replace(/e?s$/, '') : w);

/** Content words of the CLDR name of `grapheme` ("e-mail" -> ["mail", "email"]), or null if it is not an emoji. */
function emojiNameWords(grapheme: string): string[] | null {
  const data = emojiData();
  // Answers often drop or add the emoji presentation selector (U+FE0F).
  const info = data[grapheme] ?? data[`${grapheme}\uFE0F`] ?? data[grapheme.replace(/\uFE0F/g, '')];
  if (!info) return null;
  const name = info.name.toLowerCase();
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !STOP.has(w));
  return [...new Set([...words, name.replace(/[^\p{L}\p{N}]+/gu, '')])].map(stem);
}

/** `fuzzy:emoji` (see module doc): null when the prediction is not an emoji-only answer. */
function emojiMatch(reference: string, prediction: string): boolean | null {
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(prediction)]
    .map((g) => g.segment)
    .filter((g) => !/^[\s\p{P}]+$/u.test(g));
  if (!graphemes.length) return null;
  const names = graphemes.map(emojiNameWords);
  if (names.some((n) => n === null)) return null;
  // "email/envelope": split on separators, and also drop inner hyphens ("e-mail" -> "email").
  const refWords = new Set(
    reference
      .toLowerCase()
      .split(/[\s/,;()]+/)
      .flatMap((w) => [w.replace(/[^\p{L}\p{N}]+/gu, ''), ...w.split(/[^\p{L}\p{N}]+/u)])
      .filter(Boolean)
      .map(stem),
  );
  return names.every((words) => words!.some((w) => refWords.has(w)));
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
  const items = ref
    .split(/\s*(?:,|;|\n|\band\b)\s*/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (items.length > 1 && items.every((it) => containsWords(pred, it))) return { passed: true, rule: 'fuzzy:list' };
  const emoji = emojiMatch(reference, prediction);
  if (emoji !== null) return { passed: emoji, rule: emoji ? 'fuzzy:emoji' : 'fuzzy:no_match' };
  return { passed: false, rule: 'fuzzy:no_match' };
}
