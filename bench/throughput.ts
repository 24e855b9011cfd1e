/**
 * Benchmark: throughput with a slow agent (issue 46). Runs a task selection with the
 * think-time agent (`bench/think-agent.ts`: the reference agent's actions after a fixed think
 * time per step) at several worker counts, one run at a time, and prints per run: wall time,
 * the think-bound ideal (steps x think / workers), steps per second, CPU seconds per step by
 * process class (worker, browser, replica host, runner; sampled from `/proc`) and what
 * `/usr/bin/time` counts (only processes reaped by their parents: a lower bound), the workers' CPU per step by harness phase (`STWAB_TIMINGS`), peak
 * memory (RSS sum of the tree; per worker with its browser), worker processes started, and the
 * CuP reporter's check against the recorded outcomes. The load average is printed beside
 * every run: on a shared machine read CPU seconds, not wall time, and compare checkouts run in
 * the same sitting (`--roots`, run alternately per worker count).
 *
 * Run: `npx tsx bench/throughput.ts [--project suitecrm-hard|suitecrm] [--workers 2,8,16]
 *   [--think 1000] [--grep <title part>] [--roots /tmp/old,.] [--labels old,new] [--known-failures ,scored]
 *   [--browser-phases] [--out /tmp/throughput]`
 * Each root needs `bench/think-agent.ts` (copy it into an older checkout).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASES, type TimingRecord } from '../browser/phase-times';
import { PROC_CLASSES, sampleTree, type TreeUsage } from './proc-tree';

const HERE = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : def;
};
const project = arg('project', 'suitecrm-hard');
const workerCounts = arg('workers', '2,8,16').split(',').map(Number);
const think = Number(arg('think', '1000'));
const roots = arg('roots', HERE)
  .split(',')
  .map((r) => resolve(r));
const labels = arg('labels', roots.map((_, i) => (roots.length > 1 ? `r${i}` : 'run')).join(',')).split(',');
const grep = arg('grep', '');
// Splits the browser's CPU by phase too (STWAB_TIMINGS_BROWSER: /proc reads at every phase boundary, a little worker CPU).
const browserPhases = process.argv.includes('--browser-phases');
// Per root, like `--labels`: `STWAB_KNOWN_FAILURES` for that root's runs ('' = unset), e.g.
// `--roots .,. --labels off,scored --known-failures ,scored` (an older checkout rejects `scored`).
const knownFailures = arg('known-failures', roots.map(() => '').join(',')).split(',');
if (knownFailures.length !== roots.length) throw new Error(`--known-failures needs one value per root (${roots.length}), comma-separated; '' leaves it unset`);
const outDir = resolve(arg('out', `/tmp/stwab-throughput-${Date.now()}`));

for (const root of roots)
  if (!existsSync(join(root, 'bench/think-agent.ts'))) throw new Error(`${root}/bench/think-agent.ts is missing: copy bench/think-agent.ts into that checkout`);

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

interface RunResult {
  label: string;
  workers: number;
  wall: number;
  loadBefore: string;
  loadAfter: string;
  steps: number;
  tests: number;
  records: TimingRecord[];
  usage: TreeUsage;
  /** User + system CPU seconds of the processes their parents reaped (`/usr/bin/time`): a lower bound. */
  exactCpu: number;
  outcomes: string;
}

/** Steps of every episode under `dir` (each test's `episode/episode.json`). */
function countSteps(dir: string): { steps: number; episodes: number } {
  let steps = 0;
  let episodes = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'episode.json') {
        steps += (JSON.parse(readFileSync(p, 'utf8')) as { steps: unknown[] }).steps.length;
        episodes++;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { steps, episodes };
}

async function run(root: string, label: string, workers: number, known: string): Promise<RunResult> {
  const out = join(outDir, `${label}-w${workers}`);
  mkdirSync(out, { recursive: true });
  const timings = join(out, 'timings.jsonl');
  const timeFile = join(out, 'time.txt');
  const loadBefore = load();
  const t0 = performance.now();
  const child = spawn(
    '/usr/bin/time',
    [
      '-f',
      '%U %S',
      '-o',
      timeFile,
      'npx',
      'playwright',
      'test',
      `--project=${project}`,
      `--output=${join(out, 'test-results')}`,
      `--workers=${workers}`,
      ...(grep ? [`--grep=${grep}`] : []),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CI: '1',
        STWAB_AGENT: join(root, 'bench/think-agent.ts'),
        BENCH_THINK_MS: String(think),
        STWAB_WORKERS: String(workers),
        STWAB_TRACE: 'off',
        STWAB_SCREENSHOTS: 'off',
        STWAB_TIMINGS: timings,
        STWAB_RESULTS_DIR: join(out, 'stwab-results'),
        ALLURE_RESULTS_DIR: join(out, 'allure-results'),
        ...(known ? { STWAB_KNOWN_FAILURES: known } : {}),
        ...(browserPhases ? { STWAB_TIMINGS_BROWSER: '1' } : {}),
      },
    },
  );
  const sampler = sampleTree(child.pid!);
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  await new Promise((r) => child.on('close', r));
  const wall = (performance.now() - t0) / 1000;
  const usage = sampler.stop();
  writeFileSync(join(out, 'log.txt'), log);
  const [u, s] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  const records = existsSync(timings)
    ? readFileSync(timings, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as TimingRecord)
    : [];
  const { steps, episodes } = countSteps(join(out, 'test-results'));
  const outcomes = /^Recorded outcomes.*$/m.exec(log)?.[0] ?? 'no recorded-outcomes line: see log.txt';
  const differ = /^\d+ differ from the record:(\n {2}.*)*/m.exec(log)?.[0];
  return {
    label,
    workers,
    wall,
    loadBefore,
    loadAfter: load(),
    steps,
    tests: episodes,
    records,
    usage,
    exactCpu: u + s,
    outcomes: differ ? `${outcomes}\n${differ}` : outcomes,
  };
}

/** CPU seconds of the whole tree, sampled (the sum of the classes). */
const sampled = (r: RunResult) => PROC_CLASSES.reduce((s, c) => s + r.usage.cpu[c], 0);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

const results: RunResult[] = [];
mkdirSync(outDir, { recursive: true });
console.log(`project ${project}, think ${think} ms, workers ${workerCounts.join(', ')}, results in ${outDir}`);
for (const w of workerCounts)
  for (const [i, root] of roots.entries()) {
    const r = await run(root, labels[i], w, knownFailures[i]);
    results.push(r);
    console.log(`${r.label} w${w}: wall ${r.wall.toFixed(1)} s, ${r.steps} steps, CPU ${sampled(r).toFixed(1)} s, load ${r.loadBefore} -> ${r.loadAfter}`);
  }

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
const f3 = (x: number) => x.toFixed(3);
const lines: string[] = [];
lines.push(
  '',
  `## ${project}, think ${think} ms`,
  '',
  '| run | workers | wall s | ideal s | steps | steps/s | CPU s/step | reaped (time) | worker | browser | host | runner | peak RSS MiB | peak PSS MiB | per worker RSS / PSS MiB (median peak) | host MiB | worker processes | load (1-min, before -> after) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
);
for (const r of results) {
  const ideal = (r.steps * think) / 1000 / r.workers;
  const perStep = (x: number) => f3(x / Math.max(1, r.steps));
  const pids = new Set(r.records.map((x) => x.pid)).size || r.usage.workers;
  lines.push(
    `| ${r.label} | ${r.workers} | ${f1(r.wall)} | ${f1(ideal)} | ${r.steps} | ${f2(r.steps / r.wall)} | ${perStep(sampled(r))} | ${perStep(r.exactCpu)} | ${PROC_CLASSES.map((c) => perStep(r.usage.cpu[c])).join(' | ')} | ${Math.round(r.usage.peakRssMiB)} | ${Math.round(r.usage.peakPssMiB)} | ${Math.round(median([...r.usage.workerPeakMiB.values()]))} / ${Math.round(median([...r.usage.workerPeakPssMiB.values()]))} | ${Math.round(r.usage.hostPeakMiB)} | ${pids} | ${r.loadBefore.split(' ')[0]} -> ${r.loadAfter.split(' ')[0]} |`,
  );
}
lines.push('', `Worker CPU ms per step by phase${browserPhases ? " / the browser's CPU ms per step" : ''} (STWAB_TIMINGS; wall ms per step in brackets):`, '');
const phases = [...PHASES, 'other' as const];
lines.push(`| phase | ${results.map((r) => `${r.label} w${r.workers}`).join(' | ')} |`, `| --- |${results.map(() => ' --- |').join('')}`);
for (const ph of phases) {
  const cells = results.map((r) => {
    const steps = Math.max(1, r.steps);
    if (!r.records.some((x) => x.cpu_phases)) {
      const wall = r.records.reduce((s, x) => s + (ph === 'other' ? 0 : (x.phases[ph] ?? 0)), 0);
      return `- (${f1(wall / steps)})`;
    }
    const sum = (pick: (x: TimingRecord) => number) => r.records.reduce((s, x) => s + pick(x), 0);
    const cpu =
      ph === 'other'
        ? sum((x) => (x.cpu_ms ?? 0) - Object.values(x.cpu_phases ?? {}).reduce((a, b) => a + (b ?? 0), 0) + (x.cpu_phases?.worker_start ?? 0))
        : sum((x) => x.cpu_phases?.[ph] ?? 0);
    const wall = ph === 'other' ? 0 : sum((x) => x.phases[ph] ?? 0);
    if (!r.records.some((x) => x.browser_phases)) return `${f1(cpu / steps)} (${f1(wall / steps)})`;
    const browser =
      ph === 'other'
        ? sum((x) => (x.browser_ms ?? 0) - Object.values(x.browser_phases ?? {}).reduce((a, b) => a + (b ?? 0), 0) + (x.browser_phases?.worker_start ?? 0))
        : sum((x) => x.browser_phases?.[ph] ?? 0);
    return `${f1(cpu / steps)} / ${f1(browser / steps)} (${f1(wall / steps)})`;
  });
  lines.push(`| ${ph} | ${cells.join(' | ')} |`);
}
lines.push('', 'Verdicts:');
for (const r of results) lines.push(`- ${r.label} w${r.workers}: ${r.tests} episodes; ${r.outcomes}`);
const text = lines.join('\n');
console.log(text);
writeFileSync(join(outDir, 'summary.md'), `${text}\n`);
writeFileSync(
  join(outDir, 'summary.json'),
  JSON.stringify(
    results.map((r) => ({
      ...r,
      records: undefined,
      usage: { ...r.usage, workerPeakMiB: Object.fromEntries(r.usage.workerPeakMiB), workerPeakPssMiB: Object.fromEntries(r.usage.workerPeakPssMiB) },
    })),
    null,
    1,
  ),
);
