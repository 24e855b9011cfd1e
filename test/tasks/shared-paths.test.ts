/**
 * A fresh clone has no `../shared`: no code outside `test/tasks/upstream.ts` may name it,
 * so every test finds the reference task file through the user's chain and every other input
 * through the project's own `test/data/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { MISSING_TASKS_MESSAGE, findUpstreamTasks, upstreamTaskCandidates } from './upstream';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SKIP = new Set(['node_modules', '.git', '.stwab', 'test-results', 'stwab-results', 'allure-results', 'allure-report', 'blob-report']);
const ALLOWED = new Set(['test/tasks/upstream.ts', 'test/tasks/shared-paths.test.ts']);
/** A path into the maintainers' folder: `../shared/...`, `/work/shared`, or `'..', 'shared'` segments. */
const SHARED_PATH = /\.\.\/shared\/|\/work\/shared\b|['"]\.\.['"],\s*['"]shared['"]/;

function* sourceFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* sourceFiles(p);
    else if (/\.(ts|mts|js|mjs|py|sh)$/.test(e.name) || e.name === 'run') yield p;
  }
}

test('no source file outside the task-path resolver names ../shared', () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    const rel = relative(ROOT, file);
    if (ALLOWED.has(rel) || rel.startsWith('.ci/')) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (SHARED_PATH.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(offenders, 'read test inputs from test/data/ or the task file through test/tasks/upstream.ts').toEqual([]);
});

test('the task file is looked up as a user run does: STWAB_TASKS, the fetch-tasks cache, then ../shared', () => {
  const c = upstreamTaskCandidates({ STWAB_TASKS: 'my/tasks.json' });
  expect(c.map((p) => relative(ROOT, p))).toEqual(['my/tasks.json', '.stwab/tasks/test.raw.json', '../shared/upstream/test.raw.json']);
  // A URL is the main job's business (it downloads); the tests read only a local file.
  expect(upstreamTaskCandidates({ STWAB_TASKS: 'https://example.test/t.json' })).toHaveLength(2);
  expect(findUpstreamTasks({ STWAB_TASKS: join(ROOT, 'package.json') })).toBe(join(ROOT, 'package.json'));
  expect(MISSING_TASKS_MESSAGE).toContain('npx stwab fetch-tasks --from');
});
