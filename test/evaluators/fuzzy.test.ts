/**
 * RapidFuzz `partial_ratio` agreement on the golden vectors (threshold side and |diff| ≤ 0.01),
 * and the per-window Indel ratio agreeing with fuzzball's (integer-rounded) `ratio`.
 */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fuzzball from 'fuzzball';
import { FUZZY_THRESHOLD, fuzzyContainsUpstream, partialRatio, ratio } from '../../evaluators/fuzzy';

const golden = JSON.parse(readFileSync(join(import.meta.dirname, '../data/fuzzy/partial_ratio.golden.json'), 'utf8')) as {
  cases: Array<{ kind: string; term: string; text: string; partial_ratio: number }>;
};

test('partial_ratio matches every golden RapidFuzz score within 0.01 and on the same side of 75', () => {
  let maxDiff = 0;
  const sideMismatch: string[] = [];
  for (const c of golden.cases) {
    const got = partialRatio(c.term, c.text);
    maxDiff = Math.max(maxDiff, Math.abs(got - c.partial_ratio));
    if (got >= FUZZY_THRESHOLD !== c.partial_ratio >= FUZZY_THRESHOLD) sideMismatch.push(`${c.term} / ${c.text}`);
  }
  expect(golden.cases.length).toBeGreaterThan(2000);
  expect(sideMismatch).toEqual([]);
  expect(maxDiff).toBeLessThanOrEqual(0.01);
});

test('partial_ratio is symmetric in argument order for the golden inputs', () => {
  for (const c of golden.cases.slice(0, 300)) expect(partialRatio(c.text, c.term)).toBeCloseTo(partialRatio(c.term, c.text), 10);
});

test('Indel ratio rounds to fuzzball.ratio', () => {
  for (const c of golden.cases.slice(0, 400)) {
    expect(Math.round(ratio(c.term, c.text))).toBe(fuzzball.ratio(c.term, c.text, { full_process: false }));
  }
});

test('known scores from the fault catalogue', () => {
  expect(partialRatio('create project', 'projects')).toBeCloseTo(93.33, 1);
  expect(partialRatio('page', 'check if any error appearing on the page and let the user know.')).toBe(100);
  expect(partialRatio('', '')).toBe(100);
  expect(partialRatio('abc', '')).toBe(0);
  expect(fuzzyContainsUpstream('sales', 'save')).toEqual({ hit: true, score: 75 });
});
