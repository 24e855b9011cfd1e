/**
 * Setup mistakes stop the run before any test, with one line naming the
 * setting and the fix; out-of-range numbers are capped; bad files explain themselves.
 */
import { writeFileSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { evaluateEpisodeFile } from '../../cli/evaluate';
import { envOptions } from '../../fixtures/env-options';
import { checkAgents, checkWritable } from '../../fixtures/global-setup';
import { SetupError } from '../../fixtures/setup-error';
import { loadTasks } from '../../tasks/loader';
import { upstreamTasks } from '../tasks/upstream';
import { KNOWN_SETTINGS, unknownSettingWarnings, warnOnce } from '../../core/settings';
import { execFileSync } from 'node:child_process';

test('timeouts, steps and workers out of range are capped with one warning each', () => {
  const lines: string[] = [];
  const o = envOptions({ STWAB_STEP_TIMEOUT_MS: '600000000', STWAB_EPISODE_TIMEOUT_MS: '10', STWAB_MAX_STEPS: '100000', STWAB_WORKERS: '999' }, (l) =>
    lines.push(l),
  );
  expect([o.use.stepTimeoutMs, o.use.episodeTimeoutMs, o.use.maxSteps, o.workers]).toEqual([600_000, 5_000, 500, 64]);
  expect(lines).toContain('stwab: STWAB_STEP_TIMEOUT_MS=600000000 is outside 1000..600000; using 600000');
  expect(() => envOptions({ STWAB_USER_MODE: 'maybe' })).toThrow(SetupError);
  // One line, no trace through the harness.
  try {
    envOptions({ STWAB_MAX_STEPS: '-3' });
  } catch (e) {
    expect((e as Error).stack).toBe('stwab setup: STWAB_MAX_STEPS=-3 is not a positive integer');
  }
});

test('a misspelt STWAB_ setting gets one warning naming the closest known one', () => {
  const lines: string[] = [];
  envOptions({ STWAB_AGENTT: 'x', STWAB_MAX_STEP: '5', STWAB_ZZZZZZZZZZZ: '1', STWAB_SITE_MYAPP_URL: 'http://x', OTHER: '1' }, (l) => lines.push(l));
  expect(lines).toEqual([
    'stwab: STWAB_AGENTT is not a setting (did you mean STWAB_AGENT?); it is ignored',
    'stwab: STWAB_MAX_STEP is not a setting (did you mean STWAB_MAX_STEPS?); it is ignored',
    'stwab: STWAB_ZZZZZZZZZZZ is not a setting (the settings are listed in .env.example); it is ignored',
  ]);
  expect(unknownSettingWarnings({ STWAB_AGENT: 'reference', STWAB_MAX_STEPS: '5' })).toEqual([]);
});

test('each settings warning prints once per run, and never from a worker', () => {
  const printed: string[] = [];
  const saved = process.env.TEST_WORKER_INDEX; // this test itself runs in a worker
  try {
    delete process.env.TEST_WORKER_INDEX;
    warnOnce('stwab: once-test line', (l) => printed.push(l));
    warnOnce('stwab: once-test line', (l) => printed.push(l));
    process.env.TEST_WORKER_INDEX = '3';
    warnOnce('stwab: worker line', (l) => printed.push(l));
  } finally {
    if (saved === undefined) delete process.env.TEST_WORKER_INDEX;
    else process.env.TEST_WORKER_INDEX = saved;
  }
  expect(printed).toEqual(['stwab: once-test line']);
});

test('the known settings are exactly the STWAB_ names the harness source reads', () => {
  const out = execFileSync(
    'git',
    ['grep', '-ohE', 'STWAB_[A-Z0-9_]*[A-Z0-9]', '--', '*.ts', '*.mts', '*.js', '*.mjs', ':!test/hardening/setup.test.ts', ':!core/settings.ts'],
    {
      encoding: 'utf8',
    },
  );
  const read = new Set(out.split('\n').filter((n) => n && !n.startsWith('STWAB_SITE')));
  expect([...read].sort()).toEqual([...KNOWN_SETTINGS].filter((n) => read.has(n) || !['STWAB_GUARD', 'STWAB_SOLUTIONS'].includes(n)).sort());
});

test('an unknown or unloadable agent stops the run before the first test', async () => {
  const projects = (agent?: string) => ({ projects: [{ use: agent ? { agent } : {} }] }) as never;
  await expect(checkAgents(projects('nosuch'), {})).rejects.toThrow(
    /agent "nosuch" \(STWAB_AGENT or use: \{ agent \}\) cannot be used: unknown agent "nosuch"; known agents: reference/,
  );
  await expect(checkAgents(projects('./no/such/agent.mjs'), {})).rejects.toThrow(/agent "\.\/no\/such\/agent\.mjs" .* could not be loaded/);
  await expect(checkAgents(projects('remote'), {})).rejects.toThrow(/the remote agent needs STWAB_AGENT_URL/);
  await expect(checkAgents(projects(), { STWAB_AGENT: 'policy-blind' })).resolves.toBeUndefined();
});

test('a results folder that cannot be written is named before the run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-setup-'));
  writeFileSync(join(dir, 'file'), '');
  expect(() => checkWritable('STWAB_RESULTS_DIR', join(dir, 'file', 'results'))).toThrow(
    `STWAB_RESULTS_DIR: the folder ${join(dir, 'file', 'results')} cannot be written (ENOTDIR); point STWAB_RESULTS_DIR at a writable folder`,
  );
  expect(() => checkWritable('STWAB_RESULTS_DIR', join(dir, 'ok', 'results'))).not.toThrow();
});

test('a task whose start_url is a file: (or other non-http) URL is refused by the loader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-setup-'));
  const tasks = JSON.parse(readFileSync(upstreamTasks(), 'utf8')) as Array<Record<string, unknown>>;
  const task = { ...tasks.find((t) => t.task_id === 235)!, start_url: '__SUITECRM__ |AND| file:///etc/passwd' };
  writeFileSync(join(dir, 'bad.json'), JSON.stringify([task]));
  expect(() => loadTasks(join(dir, 'bad.json'))).toThrow(/task 235, start_url: file: URLs cannot start a task/);
});

test('stwab evaluate explains a verdicts file passed as an episode', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-setup-'));
  writeFileSync(join(dir, 'verdicts.json'), JSON.stringify({ task_id: 235, cup: 1, safety_report: [] }));
  await expect(evaluateEpisodeFile(join(dir, 'verdicts.json'), 'strict')).rejects.toThrow(
    /this is a verdicts file \(the scores of a run\), not an episode; pass the episode\.json/,
  );
});
