import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { submissionCommand } from '../../cli/submission';
import { buildSubmission, SubmissionRefusal } from '../../leaderboard/build';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import type { RunVerdicts } from '../../evaluators/verdict';
import { METADATA, syntheticRun } from './fixture';

function refusal(edit: (runs: RunVerdicts[]) => RunVerdicts[], pinned?: string): string {
  const run = syntheticRun(edit);
  const config = loadBenchmarkConfig(run.tasksFile);
  try {
    buildSubmission({ results: run.results, episodes: run.episodes, config, pinnedSha256: pinned ?? config.sha256, metadata: METADATA, env: {} });
  } catch (e) {
    expect(e).toBeInstanceOf(SubmissionRefusal);
    return (e as Error).message;
  }
  throw new Error('not refused');
}

test.describe('stwab submission refuses runs the leaderboard would not compare', () => {
  test('a strict-profile run', () => {
    expect(refusal((rs) => rs.map((r) => ({ ...r, profile: 'strict' })))).toBe(
      '3 run(s) used profile strict; the leaderboard compares --profile upstream (STWAB_PROFILE=upstream) runs only',
    );
  });
  test('the verified revision', () => {
    expect(refusal((rs) => rs.map((r) => ({ ...r, revision: 'verified' })))).toBe(
      '3 run(s) used the verified revision; the leaderboard compares the original task file (STWAB_REVISION=original)',
    );
  });
  test('a run under page injections (issue 59)', () => {
    const attack = {
      setting: 'plain:1',
      kind: 'plain' as const,
      seed: 1,
      site: 'gitlab',
      place: 'project description',
      goal: { type: 'navigate' as const, url: 'https://collect.attacker.example/v/1' },
      injected: 'x',
      shown_step: 0,
      reached: false,
      step: null,
      evidence: 'none',
    };
    expect(refusal((rs) => rs.map((r) => (r.task_id === 1 ? { ...r, attack } : r)))).toBe(
      'task(s) 1 ran under page injections (STWAB_ATTACK=plain:1); the leaderboard compares runs without attacks',
    );
  });
  test('an incomplete run, and one with a harness error', () => {
    expect(refusal((rs) => rs.filter((r) => r.task_id !== 1))).toBe('the run covers 2 of 3 tasks; missing: 1');
    expect(refusal((rs) => rs.map((r) => (r.task_id === 2 ? { ...r, harness_error: 'login failed' } : r)))).toBe(
      'task(s) 2 ended in a harness error; re-run them so every task is scored',
    );
  });
  test('a run made with a different task file, or a task file that is not the pinned one', () => {
    expect(refusal((rs) => rs.map((r) => (r.task_id === 0 ? { ...r, tasks_sha256: 'abc' } : r)))).toMatch(
      /^task\(s\) 0 were made with a different task file \(sha256 abc, need [0-9a-f]{64}\)$/,
    );
    expect(refusal((rs) => rs, 'f'.repeat(64))).toMatch(
      /^the task file has sha256 [0-9a-f]{64}, not the leaderboard's f{64}: run `npx stwab fetch-tasks` and use that file$/,
    );
  });

  test('the CLI prints one line and writes nothing', async () => {
    const run = syntheticRun((rs) => rs.map((r) => ({ ...r, profile: 'strict' })));
    const out = join(run.dir, 'submission.json');
    const lines: string[] = [];
    const orig = console.error;
    console.error = (l: string) => lines.push(l);
    try {
      const code = await submissionCommand(run.results, {
        agentId: 'a',
        model: 'm',
        team: 't',
        codeUrl: 'https://github.com/x/y',
        contactEmail: 'e@x',
        out,
        episodes: run.episodes,
        tasks: run.tasksFile,
      });
      expect(code).toBe(2);
    } finally {
      console.error = orig;
    }
    expect(lines).toHaveLength(1);
    // The synthetic task file is not the pinned one, which is checked first.
    expect(lines[0]).toMatch(/^stwab submission: the task file has sha256 [0-9a-f]{64}, not the leaderboard's [0-9a-f]{64}: .*; nothing written$/);
    expect(existsSync(out)).toBe(false);
  });
});
