import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { verifyCommand } from '../../cli/submission';
import { buildSubmission } from '../../leaderboard/build';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import { METADATA, syntheticRun } from './fixture';
import { captured } from './captured';

test('stwab submission verify: exit 0 on the file as built, 1 with one line per mismatch, 2 on unreadable input', async () => {
  const run = syntheticRun();
  const config = loadBenchmarkConfig(run.tasksFile);
  const file = join(run.dir, 'submission.json');
  writeFileSync(
    file,
    JSON.stringify(buildSubmission({ results: run.results, episodes: run.episodes, config, pinnedSha256: config.sha256, metadata: METADATA, env: {} })),
  );
  const ok = await captured(() => verifyCommand(file, { tasks: run.tasksFile, episodes: run.episodes, results: run.results }));
  expect(ok.code).toBe(0);
  expect(ok.out.at(-1)).toBe(
    `${file}: verified: seal, 3 trajectory hashes (from the episodes too), every verdict against the run, metrics (CR 0.667, CuP 0.333)`,
  );
  const s = JSON.parse(readFileSync(file, 'utf8'));
  s.results.metrics.CR = 1;
  writeFileSync(file, JSON.stringify(s));
  const bad = await captured(() => verifyCommand(file, { tasks: run.tasksFile }));
  expect(bad.code).toBe(1);
  expect(bad.out.slice(-2)).toEqual([`${file}: 1 problem(s):`, '  - CR mismatch: claimed 1, recomputed 0.667']);
  writeFileSync(file, '{not json');
  expect((await captured(() => verifyCommand(file, { tasks: run.tasksFile }))).code).toBe(2);
});
