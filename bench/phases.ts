/**
 * Benchmark: where a benchmark run's time goes ("profile first"). Runs a project the
 * way a user does (`npx playwright test --project=<p>`, 2 workers, traces off) with each agent
 * given, one after the other, with `STWAB_TIMINGS` set, and prints per agent: wall time, tests,
 * worker processes started, and per phase the median per test and the total (summed over
 * workers; phases of `browser/phase-times.ts`).
 *
 * A run is `agent` or `agent:guard` (issue 40: the guard's wall-time cost, `STWAB_GUARD`); a run
 * may be listed more than once, and the runs are taken in the order given, so alternating
 * `reference,reference:block,reference,reference:block` spreads the machine's drift over both.
 * With two distinct runs, the wall-time ratio of the second to the first is printed (medians of
 * the repeats).
 *
 * Run: `npx tsx bench/phases.ts [--project suitecrm-hard] [--agents reference,policy-blind] [--workers 2]`
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASES, type TimingRecord } from '../browser/phase-times';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : def;
};
const project = arg('project', 'suitecrm-hard');
const runs = arg('agents', 'reference,policy-blind').split(',');
/** Distinct runs in first-seen order: the table's columns. */
const agents = [...new Set(runs)];
const workers = arg('workers', '2');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

async function run(label: string): Promise<{ wall: number; records: TimingRecord[]; outcomes: string }> {
  const [agent, guard = 'off'] = label.split(':');
  const out = mkdtempSync(join(tmpdir(), `stwab-phases-${agent}-${guard}-`));
  const file = join(out, 'timings.jsonl');
  const t0 = performance.now();
  const child = spawn('npx', ['playwright', 'test', `--project=${project}`, `--output=${join(out, 'test-results')}`], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      CI: '1',
      STWAB_AGENT: agent,
      STWAB_GUARD: guard,
      STWAB_WORKERS: workers,
      STWAB_TRACE: 'off',
      STWAB_TIMINGS: file,
      STWAB_RESULTS_DIR: out,
      ALLURE_RESULTS_DIR: join(out, 'allure-results'),
    },
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  await new Promise((r) => child.on('close', r));
  const wall = (performance.now() - t0) / 1000;
  const records = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TimingRecord);
  // The CuP reporter's check of the built-in agents against their recorded outcomes: a speed-up
  // must not change a verdict.
  const outcomes = /^Recorded outcomes.*$/m.exec(log)?.[0] ?? 'no recorded-outcomes line (not a built-in agent, or not the pinned task file)';
  return { wall, records, outcomes };
}

type Result = Awaited<ReturnType<typeof run>>;
const rows: string[] = [];
const repeats: Record<string, Result[]> = {};
for (const label of runs) {
  const r = await run(label);
  (repeats[label] ??= []).push(r);
  console.error(`${label}: wall ${r.wall.toFixed(1)} s`);
}
// Phase table and per-run lines use each run's first sitting; walls use the median of the repeats.
const results: Record<string, Result> = Object.fromEntries(agents.map((a) => [a, repeats[a][0]]));
const wallOf = (a: string) => median(repeats[a].map((r) => r.wall));

console.log(`project ${project}, ${workers} workers\n`);
const head = ['phase', ...agents.flatMap((a) => [`${a} median ms`, `${a} total s`])];
rows.push(head.join(' | '));
rows.push(head.map(() => '---').join(' | '));
for (const phase of [...PHASES, 'test body' as const]) {
  const cells = agents.flatMap((a) => {
    const rs = results[a].records;
    const xs = phase === 'test body' ? rs.map((r) => r.elapsed_ms) : rs.map((r) => r.phases[phase]).filter((v): v is number => v !== undefined);
    const total = xs.reduce((s, v) => s + v, 0) / 1000;
    return [xs.length ? String(Math.round(median(xs))) : '-', total.toFixed(1)];
  });
  rows.push([phase, ...cells].join(' | '));
}
console.log(rows.join('\n'));
console.log('');
for (const a of agents) {
  const { records } = results[a];
  const pids = new Set(records.map((r) => r.pid)).size;
  const failed = records.filter((r) => r.status === 'failed').length;
  const walls = repeats[a].map((r) => r.wall.toFixed(1)).join(', ');
  console.log(`${a}: wall ${wallOf(a).toFixed(1)} s (runs: ${walls}), ${records.length} tests (${failed} failed), ${pids} worker processes`);
  for (const r of repeats[a]) console.log(`  ${r.outcomes}`);
}
if (agents.length === 2) {
  const [a, b] = agents.map(wallOf);
  console.log(`wall-time ratio ${agents[1]} / ${agents[0]}: ${(b / a).toFixed(2)}`);
}
