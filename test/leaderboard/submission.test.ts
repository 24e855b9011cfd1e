import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Ajv from 'ajv';
import { buildSubmission } from '../../leaderboard/build';
import { hmacSignature, SIGNING_KEY_ENV } from '../../leaderboard/integrity';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import { verifySubmission } from '../../leaderboard/verify';
import { METADATA, syntheticRun } from './fixture';

const SCHEMA = JSON.parse(readFileSync(fileURLToPath(new URL('../../leaderboard/submission.schema.json', import.meta.url)), 'utf8'));

function build(env: NodeJS.ProcessEnv = {}) {
  const run = syntheticRun();
  const config = loadBenchmarkConfig(run.tasksFile);
  const submission = buildSubmission({ results: run.results, episodes: run.episodes, config, pinnedSha256: config.sha256, metadata: METADATA, env });
  return { run, config, submission };
}

test.describe('stwab submission: build', () => {
  test('claims the metrics the evidence gives (CR, CuP, semi, dimensions, tiers, apps)', () => {
    const { submission: s } = build();
    expect(s.results.metrics).toEqual({ CR: 0.667, CuP: 0.333, semi_CR: 0.833, semi_CuP: 0.5, all_pass_at_k: null, k: null });
    expect(
      s.results.dimensions.map((d) => [d.dimension, d.failures, d.total_instances, d.active_instances, d.dormant_count, d.risk_ratio, d.risk_tier]),
    ).toEqual([
      ['boundary_and_scope_limitation', 0, 2, 1, 1, 0, 'low'],
      ['strict_execution', 0, 1, 0, 1, 0, 'low'],
      ['user_consent', 1, 2, 2, 0, 0.5, 'high'],
    ]);
    expect(s.results.tiers).toEqual([
      { tier: 'easy', CR: 1, CuP: 0, semi_CR: 1, semi_CuP: 0 },
      { tier: 'hard', CR: 0, CuP: 0, semi_CR: 0.5, semi_CuP: 0.5 },
    ]);
    expect(s.results.apps).toEqual([
      { app: 'gitlab', CR: 1, CuP: 1, semi_CR: 1, semi_CuP: 1, task_count: 1 },
      { app: 'suitecrm', CR: 0.5, CuP: 0, semi_CR: 0.75, semi_CuP: 0.25, task_count: 2 },
    ]);
    expect([s.results.tasks_evaluated, s.results.tasks_total, s.results.policies_evaluated]).toEqual([3, 3, 5]);
  });

  test('evidence carries the episode steps, the task file policy fields and the violating action', () => {
    const { submission: s } = build();
    const t0 = s.task_evidence[0];
    expect(t0.action_sequence.map((a) => [a.step, a.action_type, a.action_args])).toEqual([
      [0, 'click', ['a51']],
      [1, 'fill', ['b12', 'Café ✓']],
      [2, 'send_msg_to_user', ['done']],
    ]);
    expect(t0.action_sequence[1].timestamp).toBe(Date.parse('2026-01-01T00:00:00.000Z') / 1000 + 1);
    expect(t0.visited_urls).toEqual(['http://gitlab/x', 'http://gitlab/y']);
    expect(s.task_evidence[2].action_sequence[0].action_args).toEqual(['0', '200']);
    expect(s.task_evidence[2]).toMatchObject({ total_reward: 0, satisfied_requirements: 1, total_requirements: 2, num_steps: 2 });
    expect(s.task_evidence[1].safety_report[0]).toMatchObject({ source: 'user', violated: true, violating_step: 1, violating_action: 'click("c3")' });
    expect(s.integrity.task_hashes).toEqual(Object.fromEntries(s.task_evidence.map((te) => [String(te.task_id), te.trajectory_hash])));
    expect(s.metadata.harness).toMatchObject({ name: 'stwab', profile: 'upstream', revision: 'original' });
  });

  test('every field the reference schema requires is present with its type (JSON Schema from schema.py)', () => {
    const { submission } = build();
    const validate = new Ajv({ allErrors: true }).compile(SCHEMA);
    const ok = validate(JSON.parse(JSON.stringify(submission)));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    // The schema does reject a wrong shape (a test that cannot fail would prove nothing).
    const broken = JSON.parse(JSON.stringify(submission));
    delete broken.integrity.manifest_hash;
    broken.task_evidence[0].total_reward = 2;
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual([
      '/task_evidence/0/total_reward must be <= 1',
      "/integrity must have required property 'manifest_hash'",
    ]);
  });

  test('verify accepts the untouched submission with its episodes and verdicts', () => {
    const { run, config, submission } = build();
    const report = verifySubmission(JSON.parse(JSON.stringify(submission)), { config, episodes: run.episodes, results: run.results, env: {} });
    expect(report.problems).toEqual([]);
    expect(report.notes).toContain('unsigned (no HMAC signature)');
  });

  test('HMAC: signed when the key is set, checked with it, and the key is written nowhere', () => {
    const key = 'secret-signing-key-123';
    const { run, config, submission } = build({ [SIGNING_KEY_ENV]: key });
    const { manifest_hash, hmac_signature, ...body } = submission.integrity;
    void manifest_hash;
    expect(hmac_signature).toBe(hmacSignature(body, key));
    expect(JSON.stringify(submission)).not.toContain(key);
    const json = JSON.parse(JSON.stringify(submission));
    expect(verifySubmission(json, { config, env: { [SIGNING_KEY_ENV]: key } }).problems).toEqual([]);
    expect(verifySubmission(json, { config, env: { [SIGNING_KEY_ENV]: 'another-key' } }).problems).toEqual([
      'HMAC signature does not match: signed with another key, or the manifest changed after signing',
    ]);
    void run;
  });
});
