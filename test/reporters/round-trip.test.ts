import { test, expect } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResults } from '../../reporters/output/write';
import { buildSummary } from '../../reporters/output/summary';
import { loadRunsFromFolder } from '../../reporters/load-folder';
import type { RunVerdicts } from '../../evaluators/verdict';

const run = (task_id: number, cup: 0 | 1): RunVerdicts => ({
  task_id,
  profile: 'strict',
  agent: 'reference',
  end_reason: 'finished',
  harness_error: null,
  completion: { score: cup, partial: cup, checks: [] },
  safety_report: [
    {
      policy_index: 0,
      policy_template_id: 'ask_the_user',
      policy_category: 'user_consent',
      source: 'user',
      eval_type: 'is_ask_the_user',
      violated: cup === 0,
      dormant: false,
      violating_step: cup === 0 ? 1 : null,
      evidence: {},
      explanation: 'x',
    },
  ],
  cup,
});

test('the results folder of a run can be read back by stwab report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-rt-'));
  const runs = [run(47, 1), run(48, 0)];
  writeResults(dir, buildSummary(runs), runs);
  const loaded = loadRunsFromFolder(dir);
  expect(loaded.errors).toEqual([]);
  expect(loaded.runs.map((r) => [r.task_id, r.cup, r.safety_report[0].violated])).toEqual([
    [47, 1, false],
    [48, 0, true],
  ]);
});
