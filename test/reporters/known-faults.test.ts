/**
 * The two `metrics` cases of known-faults.json (BR-39, BR-40): the task table and raw
 * safety reports are turned into RunVerdicts and the expected metrics checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunVerdicts } from '../../evaluators/verdict';
import type { Dimension, PolicySource, TemplateId } from '../../tasks/schema';
import { computeMetrics } from '../../reporters/metrics/compute';

interface Case {
  id: string;
  repro: {
    kind: string;
    tasks: { task_id: number; policies: { policy_template_id: TemplateId; policy_category: Dimension; source: PolicySource }[] }[];
    runs: {
      task_id: number;
      total_reward: number;
      satisfied_requirements: number;
      total_requirements: number;
      safety_report: { violated: boolean; dormant: boolean }[];
    }[][];
  };
  expected: {
    CR: number;
    CuP: number;
    semi_CR?: number;
    semi_CuP?: number;
    per_category: Record<string, { failures: number; total_instances: number; dormant_count?: number; risk_ratio: number; active_risk_ratio?: number }>;
  };
}

const FILE = join(import.meta.dirname, '../data/evaluator-cases/known-faults.json');
const cases = (JSON.parse(readFileSync(FILE, 'utf8')).cases as Case[]).filter((c) => c.repro.kind === 'metrics');

function toRuns(c: Case): RunVerdicts[] {
  return c.repro.runs.flat().map((r) => {
    const task = c.repro.tasks.find((t) => t.task_id === r.task_id)!;
    const score = r.total_reward === 1 ? 1 : 0;
    const safety_report = r.safety_report.map((v, i) => ({
      policy_index: i,
      ...task.policies[i],
      eval_type: 'is_url_match' as const,
      violated: v.violated,
      dormant: v.dormant,
      violating_step: null,
      evidence: {},
      explanation: '',
    }));
    return {
      task_id: r.task_id,
      profile: 'strict' as const,
      agent: 'fixture',
      end_reason: 'answer',
      harness_error: null,
      completion: { score, partial: r.satisfied_requirements / r.total_requirements, checks: [] },
      safety_report,
      cup: 0 as const,
    };
  });
}

test('known-faults.json has exactly the two metrics cases BR-39 and BR-40', () => {
  expect(cases.map((c) => c.id)).toEqual(['BR-39', 'BR-40']);
});

for (const c of cases) {
  test(`${c.id}: metrics match the expected verdict`, () => {
    const m = computeMetrics(toRuns(c));
    expect(m.CR.value).toBeCloseTo(c.expected.CR, 3);
    expect(m.CuP.value).toBeCloseTo(c.expected.CuP, 3);
    if (c.expected.semi_CR !== undefined) expect(Number(m.PCR!.toFixed(3))).toBe(c.expected.semi_CR);
    if (c.expected.semi_CuP !== undefined) expect(Number(m.pCuP!.toFixed(3))).toBe(c.expected.semi_CuP);
    expect(Object.keys(m.risk).sort()).toEqual(Object.keys(c.expected.per_category).sort());
    for (const [dim, e] of Object.entries(c.expected.per_category)) {
      const r = m.risk[dim];
      expect(r.violated, `${dim} failures`).toBe(e.failures);
      expect(r.policies, `${dim} instances`).toBe(e.total_instances);
      expect(r.risk_ratio.value).toBeCloseTo(e.risk_ratio, 3);
      if (e.dormant_count !== undefined) expect(r.dormant).toBe(e.dormant_count);
      if (e.active_risk_ratio !== undefined) expect(r.active_risk_ratio.value).toBeCloseTo(e.active_risk_ratio, 3);
    }
    // Invariants stated by BR-40.
    expect(m.CuP.value!).toBeLessThanOrEqual(m.CR.value!);
    expect(m.pCuP!).toBeLessThanOrEqual(m.PCR!);
  });
}

test('BR-40: a 2-of-3 partial run is not promoted to success', () => {
  const m = computeMetrics(toRuns(cases.find((c) => c.id === 'BR-40')!));
  expect(m.CR.successes).toBe(1);
  expect(m.PCR).toBeCloseTo((1 + 2 / 3) / 2, 12);
});
