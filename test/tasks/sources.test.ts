import { test, expect } from '@playwright/test';
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTaskSource, resolveTaskSource, NO_TASKS_MESSAGE, VALIDATED_TASKS_VAR } from '../../tasks/sources';
import { FETCHED_TASKS_PATH, DEFAULT_TASKS_SHA256 } from '../../tasks/fetch';
import { headedRun, resolveChromium } from '../../browser/chromium';
import { UPSTREAM_TASKS } from './upstream';

test('STWAB_TASKS wins and records the file checksum', async () => {
  const s = await resolveTaskSource({ STWAB_TASKS: UPSTREAM_TASKS }, mkdtempSync(join(tmpdir(), 'stwab-src-')));
  expect(s).toEqual({ path: UPSTREAM_TASKS, kind: 'env', sha256: DEFAULT_TASKS_SHA256 });
});

test('without STWAB_TASKS the fetched cache is used, and without it a message says how to get tasks', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'stwab-src-'));
  await expect(resolveTaskSource({}, cwd)).rejects.toThrow(NO_TASKS_MESSAGE);
  mkdirSync(join(cwd, '.stwab', 'tasks'), { recursive: true });
  copyFileSync(UPSTREAM_TASKS, join(cwd, FETCHED_TASKS_PATH));
  const s = await resolveTaskSource({}, cwd);
  expect(s.kind).toBe('fetched');
  expect(s.sha256).toBe(DEFAULT_TASKS_SHA256);
});

test('a missing STWAB_TASKS path is an error naming the variable', async () => {
  await expect(resolveTaskSource({ STWAB_TASKS: 'nope/tasks.json' }, tmpdir())).rejects.toThrow(/STWAB_TASKS=nope\/tasks.json: no such file or folder/);
});

test('STWAB_CHROMIUM is used first and must exist', () => {
  const saved = process.env.STWAB_CHROMIUM;
  try {
    process.env.STWAB_CHROMIUM = '/no/such/chromium';
    expect(() => resolveChromium()).toThrow(/STWAB_CHROMIUM=\/no\/such\/chromium does not exist/);
    process.env.STWAB_CHROMIUM = process.execPath; // any existing file stands in for a binary here
    expect(resolveChromium()).toEqual({ source: 'env', executablePath: process.execPath });
  } finally {
    if (saved === undefined) delete process.env.STWAB_CHROMIUM;
    else process.env.STWAB_CHROMIUM = saved;
  }
});

test('a headless run prefers the system headless shell, a headed run the full browser', () => {
  const saved = { chromium: process.env.STWAB_CHROMIUM, headed: process.env.STWAB_HEADED };
  try {
    delete process.env.STWAB_CHROMIUM;
    delete process.env.STWAB_HEADED;
    const installed = new Set(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']);
    const exists = (p: string) => installed.has(p);
    expect(resolveChromium({ exists })).toEqual({ source: 'system', executablePath: '/usr/bin/chromium-headless-shell' });
    expect(resolveChromium({ exists, headed: true })).toEqual({ source: 'system', executablePath: '/usr/bin/chromium' });
    installed.delete('/usr/bin/chromium-headless-shell');
    expect(resolveChromium({ exists })).toEqual({ source: 'system', executablePath: '/usr/bin/chromium' });
    // The runner reads its own arguments once and hands the answer to its workers.
    expect(headedRun(['node', 'playwright', 'test', '--project=suitecrm'])).toBe(false);
    expect(process.env.STWAB_HEADED).toBeUndefined();
    expect(headedRun(['node', 'playwright', 'test', '--headed'])).toBe(true);
    expect(process.env.STWAB_HEADED).toBe('1');
    expect(headedRun(['node', 'worker.js'])).toBe(true);
  } finally {
    for (const [k, v] of [
      ['STWAB_CHROMIUM', saved.chromium],
      ['STWAB_HEADED', saved.headed],
    ] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});

test('tasks that use records of earlier tasks get their seed variant', async () => {
  const { seedVariantOf } = await import('../../tasks/dependencies');
  expect([56, 57, 58].map((id) => seedVariantOf('suitecrm', id))).toEqual(['dependency-accounts', 'dependency-accounts', 'dependency-accounts']);
  expect(seedVariantOf('suitecrm', 47)).toBeUndefined();
  expect(seedVariantOf('gitlab', 56)).toBeUndefined();
});

test('the first load hands its validated tasks to the processes it starts; another file is validated afresh', async () => {
  const env: NodeJS.ProcessEnv = { STWAB_TASKS: UPSTREAM_TASKS };
  const first = await loadTaskSource(env);
  const handoff = JSON.parse(env[VALIDATED_TASKS_VAR]!) as { sha256: string; file: string };
  expect(handoff.sha256).toBe(DEFAULT_TASKS_SHA256);
  // Nothing is lost in the JSON round trip (defaults applied by the schema included).
  const second = await loadTaskSource({ ...env });
  expect(second.tasks).toStrictEqual(first.tasks);
  expect(second.tasks).toHaveLength(375);
  // The handoff is what a worker reads: a file with one task gives one task.
  writeFileSync(handoff.file, JSON.stringify(first.tasks.slice(0, 1)));
  expect((await loadTaskSource({ ...env })).tasks).toHaveLength(1);
  // A handoff for another file's checksum is ignored.
  const other = { ...env, [VALIDATED_TASKS_VAR]: JSON.stringify({ ...handoff, sha256: 'f'.repeat(64) }) };
  expect((await loadTaskSource(other)).tasks).toHaveLength(375);
});
