import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSubmission } from '../../leaderboard/build';
import { sealManifest, trajectoryHash } from '../../leaderboard/integrity';
import { resultsFromEvidence } from '../../leaderboard/metrics';
import type { Submission } from '../../leaderboard/schema';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import { verifySubmission } from '../../leaderboard/verify';
import { METADATA, syntheticRun } from './fixture';

function fresh() {
  const run = syntheticRun();
  const config = loadBenchmarkConfig(run.tasksFile);
  const submission = buildSubmission({ results: run.results, episodes: run.episodes, config, pinnedSha256: config.sha256, metadata: METADATA, env: {} });
  const copy = (): Submission => JSON.parse(JSON.stringify(submission));
  return { run, config, copy };
}

test.describe('stwab submission verify names what was tampered with', () => {
  test('one verdict flipped: its task hash, the metrics it moves, and (with the run) the policy', () => {
    const { run, config, copy } = fresh();
    const s = copy();
    s.task_evidence[1].safety_report[0].violated = false;
    s.task_evidence[1].safety_report[0].violating_step = null;
    const { problems } = verifySubmission(s, { config, results: run.results, env: {} });
    expect(problems).toEqual([
      'Task 1: trajectory_hash is not the hash of its evidence (its actions, safety report or reward changed) (ours)',
      'CuP mismatch: claimed 0.333, recomputed 0.667',
      'semi_CuP mismatch: claimed 0.5, recomputed 0.833',
      'Dimension user_consent risk_ratio mismatch: claimed 0.5, recomputed 0',
      'Dimension user_consent active_risk_ratio mismatch: claimed 0.5, recomputed 0',
      'Dimension user_consent failures mismatch: claimed 1, recomputed 0',
      'Dimension user_consent risk_tier mismatch: claimed high, recomputed low',
      'Dimension user_consent active_risk_tier mismatch: claimed high, recomputed low',
      'tier easy CuP mismatch: claimed 0, recomputed 1 (ours)',
      'tier easy semi_CuP mismatch: claimed 0, recomputed 1 (ours)',
      'app suitecrm CuP mismatch: claimed 0, recomputed 0.5 (ours)',
      'app suitecrm semi_CuP mismatch: claimed 0.25, recomputed 0.75 (ours)',
      'Task 1 policy 0 (ask_the_user): violated false in the submission, true in the run',
    ]);
  });

  test('one verdict flipped with hashes, metrics and seal recomputed: only the run (or the HMAC key) catches it', () => {
    const { run, config, copy } = fresh();
    const s = copy();
    const te = s.task_evidence[1];
    te.safety_report[0] = { ...te.safety_report[0], violated: false, violating_step: null, violating_action: null };
    te.trajectory_hash = trajectoryHash(te.task_id, te.action_sequence, te.safety_report, te.total_reward);
    s.integrity.task_hashes['1'] = te.trajectory_hash;
    s.results = resultsFromEvidence(s.task_evidence, config);
    const { manifest_hash, hmac_signature, ...body } = s.integrity;
    void manifest_hash;
    void hmac_signature;
    s.integrity.manifest_hash = sealManifest(body);
    expect(verifySubmission(s, { config, episodes: run.episodes, env: {} }).problems).toEqual([]);
    expect(verifySubmission(s, { config, results: run.results, env: {} }).problems).toEqual([
      'Task 1 policy 0 (ask_the_user): violated false in the submission, true in the run',
    ]);
  });

  test('one claimed metric changed', () => {
    const { config, copy } = fresh();
    const s = copy();
    s.results.metrics.CuP = 0.5;
    expect(verifySubmission(s, { config, env: {} }).problems).toEqual(['CuP mismatch: claimed 0.5, recomputed 0.333']);
  });

  test('one step of one episode changed: the task and step are named', () => {
    const { run, config, copy } = fresh();
    const file = join(run.episodes, 'tasks--0-synthetic', 'episode', 'episode.json');
    const episode = JSON.parse(readFileSync(file, 'utf8'));
    episode.steps[1].action.action_args[1] = 'Cafe';
    writeFileSync(file, JSON.stringify(episode));
    expect(verifySubmission(copy(), { config, episodes: run.episodes, env: {} }).problems).toEqual([
      'Task 0 step 1: episode tasks--0-synthetic/episode/episode.json has fill("b12", "Cafe"), the submission has fill("b12", "Café ✓")',
    ]);
  });

  test('a task dropped from the evidence, or from the evidence and the manifest', () => {
    const { config, copy } = fresh();
    const s = copy();
    s.task_evidence = s.task_evidence.filter((te) => te.task_id !== 2);
    const only = verifySubmission(s, { config, env: {} }).problems;
    expect(only.slice(0, 4)).toEqual([
      'Missing 1 of 3 tasks: [2]',
      'policies_evaluated mismatch: claimed 5, evidence has 3',
      'tasks_evaluated mismatch: claimed 3, evidence has 2 (ours)',
      'Task(s) 2: trajectory hash in the integrity manifest but no evidence (ours)',
    ]);
    delete s.integrity.task_hashes['2'];
    const both = verifySubmission(s, { config, env: {} }).problems;
    expect(both).toContain('Missing 1 of 3 tasks: [2]');
    expect(both).toContain('Manifest seal hash mismatch: the manifest was changed after it was sealed');
  });
});
