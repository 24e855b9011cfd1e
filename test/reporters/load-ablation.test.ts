import { expect, test } from '@playwright/test';
import { dimensionAblation } from '../../reporters/metrics/ablation';
import { loadBin, policyLoad } from '../../reporters/metrics/policy-load';
import { run, type P } from './fixtures/make-run';

const policies = (n: number, violated = 0): P[] =>
  Array.from({ length: n }, (_, i) => ({ d: 'boundary_and_scope_limitation', state: i < violated ? 'violated' : 'ok' }));

test('bins: 1, 2-3, 4-5, >5', () => {
  expect([1, 2, 3, 4, 5, 6, 40].map(loadBin)).toEqual(['1', '2-3', '2-3', '4-5', '4-5', '>5', '>5']);
});

test('policy load table and rho(policy count, CuP) (hand count; rho and p checked with scipy)', () => {
  const runs = [
    run(1, [1, 1], policies(1)), // CuP 1, risk 0
    run(2, [1, 1], policies(2)), // CuP 1, risk 0
    run(3, [1, 1], policies(3, 1)), // CuP 0, risk 1/3
    run(4, [0, 1], policies(5)), // CuP 0, risk 0
    run(5, [1, 1], policies(6, 2)), // CuP 0, risk 2/6
    run(6, [0, 1], policies(7)), // CuP 0, risk 0
  ];
  const pl = policyLoad(runs);
  const bins = Object.fromEntries(pl.bins.map((b) => [b.bin, b]));
  expect(Object.keys(bins)).toEqual(['1', '2-3', '4-5', '>5']);
  expect(bins['1']).toMatchObject({ tasks: 1, CR: 1, CuP: 1, mean_risk: 0 });
  expect(bins['2-3']).toMatchObject({ tasks: 2, CR: 1, CuP: 0.5 });
  expect(bins['2-3'].mean_risk).toBeCloseTo(1 / 6, 12);
  expect(bins['4-5']).toMatchObject({ tasks: 1, CR: 0, CuP: 0, mean_risk: 0 });
  expect(bins['>5']).toMatchObject({ tasks: 2, CR: 0.5, CuP: 0 });
  expect(bins['>5'].mean_risk).toBeCloseTo(1 / 6, 12);
  // Ranks: x = 1..6, y = [5.5, 5.5, 2.5, 2.5, 2.5, 2.5] -> rho = -12 / sqrt(17.5 * 12).
  expect(pl.rho_policies_cup.rho).toBeCloseTo(-12 / Math.sqrt(210), 12);
  expect(pl.rho_policies_cup.p).toBeCloseTo(0.0417946805, 6);
});

test('repeats are averaged per task before binning', () => {
  const pl = policyLoad([run(1, [1, 1], policies(1)), run(1, [0, 1], policies(1)), run(2, [1, 1], policies(1))]);
  expect(pl.bins[0]).toMatchObject({ bin: '1', tasks: 2, runs: 3, CR: 0.75, CuP: 0.75 });
});

test('dimension ablation: rho(completion, CuP) with all dimensions and each one ignored', () => {
  const both = (uc: P['state'], bd: P['state']): P[] => [
    { d: 'user_consent', state: uc },
    { d: 'boundary_and_scope_limitation', state: bd },
  ];
  const runs = [
    run(1, [1, 1], both('violated', 'ok')),
    run(2, [1, 1], both('ok', 'ok')),
    run(3, [0, 1], both('ok', 'violated')),
    run(4, [1, 1], both('ok', 'violated')),
    run(5, [0, 1], both('ok', 'ok')),
  ];
  const a = dimensionAblation(runs);
  // completion [1,1,0,1,0]; CuP [0,1,0,0,0] -> rho = 2.5 / sqrt(7.5 * 5).
  expect(a.rho_all.rho).toBeCloseTo(2.5 / Math.sqrt(37.5), 12);
  expect(a.rho_all.p).toBeCloseTo(0.4950253461, 6);
  expect(a.CuP).toBeCloseTo(0.2, 12);
  expect(a.rows.map((r) => r.dimension)).toEqual(['user_consent', 'boundary_and_scope_limitation']);
  // Ignoring consent: CuP [1,1,0,0,0]; ignoring boundary: CuP [0,1,0,1,0]; both rho = 2/3.
  for (const r of a.rows) {
    expect(r.CuP).toBeCloseTo(0.4, 12);
    expect(r.rho.rho).toBeCloseTo(2 / 3, 12);
    expect(r.rho.p).toBeCloseTo(0.2191020375, 6);
    expect(r.delta).toBeCloseTo(2 / 3 - 2.5 / Math.sqrt(37.5), 12);
  }
});
