import { expect, test } from '@playwright/test';
import { averageRanks, spearman } from '../../reporters/metrics/spearman';
import { regularizedBeta, studentTTwoSided } from '../../reporters/metrics/student-t';
import { wilson } from '../../reporters/metrics/wilson';

test.describe('Wilson 95% interval', () => {
  test('2 of 3: [0.2077, 0.9385] (hand computed, z = 1.96)', () => {
    const w = wilson(2, 3);
    expect(w.value).toBeCloseTo(2 / 3, 10);
    expect(w.ci95![0]).toBeCloseTo(0.2077, 4);
    expect(w.ci95![1]).toBeCloseTo(0.9385, 4);
  });
  test('0 of 10 stays inside [0, 1]: [0, 0.2775]', () => {
    const w = wilson(0, 10);
    expect(w.ci95![0]).toBe(0);
    expect(w.ci95![1]).toBeCloseTo(0.2775, 4);
  });
  test('5 of 10 is symmetric: [0.2366, 0.7634]', () => {
    const w = wilson(5, 10);
    expect(w.ci95![0]).toBeCloseTo(0.2366, 4);
    expect(w.ci95![1]).toBeCloseTo(0.7634, 4);
  });
  test('n = 0 gives no value; impossible counts throw', () => {
    expect(wilson(0, 0)).toEqual({ value: null, successes: 0, n: 0, ci95: null });
    expect(() => wilson(3, 2)).toThrow(/0 <= successes <= n/);
  });
});

test.describe('Student t and incomplete beta', () => {
  test('df = 1, t = 1 is the Cauchy quartile: p = 0.5', () => {
    expect(studentTTwoSided(1, 1)).toBeCloseTo(0.5, 10);
  });
  test('df = 10, t = 2: p = 0.073388 (scipy 2*t.sf)', () => {
    expect(studentTTwoSided(2, 10)).toBeCloseTo(0.0733880348, 8);
  });
  test('I_x(1, 1) = x and I_x(2, 1) = x^2', () => {
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(regularizedBeta(0.3, 2, 1)).toBeCloseTo(0.09, 12);
  });
});

test.describe('Spearman with ties', () => {
  test('average ranks share tied positions', () => {
    expect(averageRanks([5, 6, 7, 8, 7])).toEqual([1, 2, 3.5, 5, 3.5]);
  });
  test('rho = 8/sqrt(95) = 0.820783, p = 0.088587 (scipy spearmanr)', () => {
    const c = spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7]);
    expect(c.rho).toBeCloseTo(8 / Math.sqrt(95), 12);
    expect(c.p).toBeCloseTo(0.0885870053, 8);
    expect(c.n).toBe(5);
  });
  test('perfect and undefined correlations', () => {
    expect(spearman([1, 2, 3], [3, 2, 1])).toEqual({ rho: -1, p: 0, n: 3 });
    expect(spearman([1, 2, 3], [1, 1, 1]).rho).toBeNull();
    expect(spearman([1, 2], [1, 2]).rho).toBeNull();
    expect(() => spearman([1, 2, 3], [1, 2])).toThrow(/3 x values but 2 y values/);
  });
});
