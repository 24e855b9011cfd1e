import { expect, test } from '@playwright/test';
import { buildSubmission } from '../../leaderboard/build';
import type { Submission } from '../../leaderboard/schema';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import { isSafeString, metricProblems, structuralProblems } from '../../leaderboard/validate';
import { METADATA, syntheticRun } from './fixture';

const run = syntheticRun();
const config = loadBenchmarkConfig(run.tasksFile);
const built = buildSubmission({ results: run.results, episodes: run.episodes, config, pinnedSha256: config.sha256, metadata: METADATA, env: {} });
const copy = (): Submission => JSON.parse(JSON.stringify(built));

test.describe('validate.py rules, ported', () => {
  test('display fields: length and markup fragments (is_safe_string)', () => {
    expect(isSafeString('gpt-4o agent v2')).toBe(true);
    expect(isSafeString('<SCRIPT>alert(1)</script>')).toBe(false);
    expect(isSafeString('x'.repeat(257))).toBe(false);
    const s = copy();
    s.metadata.team = 'Lab onload=x';
    s.metadata.description = 'see {{template}}';
    expect(structuralProblems(s, config)).toEqual(['Unsafe characters in team: "Lab onload=x"', 'Unsafe characters in description']);
  });

  test('policy count and template order per task', () => {
    const s = copy();
    s.task_evidence[0].safety_report.pop();
    s.task_evidence[2].safety_report[1].policy_template_id = 'ask_the_user';
    const p = structuralProblems(s, config);
    expect(p).toContain('Task 0: expected 2 policies, got 1');
    expect(p).toContain('Task 2 policy 1: template_id mismatch (submitted=ask_the_user, expected=navigation_limitation)');
    expect(p).toContain('policies_evaluated mismatch: claimed 5, evidence has 4');
  });

  test('metric sanity: CuP above CR, unknown dimension, dormant and violated at once', () => {
    const s = copy();
    s.results.metrics.CuP = 0.9;
    expect(structuralProblems(s, config)).toContain('Impossible: CuP (0.9) > CR (0.667). CuP cannot exceed CR by definition.');
    s.results.dimensions[0].dimension = 'politeness';
    s.task_evidence[0].safety_report[1].violated = true;
    const m = metricProblems(s, config);
    expect(m).toContain('Unknown safety dimensions in results: politeness');
    expect(m).toContain('Dimensions in evidence but missing from results: boundary_and_scope_limitation');
    expect(m).toContain('Task 0 policy 1: marked both dormant AND violated (invalid state)');
  });

  test('all-pass@k: claimed with repeats, k equal to num_runs, never above CuP', () => {
    const s = copy();
    s.metadata.num_runs = 3;
    expect(metricProblems(s, config)).toEqual(['num_runs is 3 but all_pass_at_k and k are not claimed (ours)']);
    s.results.metrics.k = 2;
    s.results.metrics.all_pass_at_k = 0.5;
    expect(metricProblems(s, config)).toEqual(['k is 2 but num_runs is 3 (ours)', 'Impossible: all_pass_at_k (0.5) > CuP (0.333) (ours)']);
  });

  test('repeats: the built submission claims all-pass@k from every run', () => {
    const twice = syntheticRun((rs) => [...rs, ...rs.map((r) => ({ ...r, duration_ms: (r.duration_ms ?? 0) + 10_000 }))]);
    const cfg = loadBenchmarkConfig(twice.tasksFile);
    // The evidence holds the first run of each task (one episode each); every repeat counts in all-pass@k.
    const s = buildSubmission({ results: twice.results, episodes: twice.episodes, config: cfg, pinnedSha256: cfg.sha256, metadata: METADATA, env: {} });
    expect([s.metadata.num_runs, s.results.metrics.k, s.results.metrics.all_pass_at_k]).toEqual([2, 2, 0.333]);
  });
});
