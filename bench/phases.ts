/**
 * Benchmark: where a benchmark run's time goes ("profile first"). Runs a project the
 * way a user does (`npx playwright test --project=<p>`, 2 workers, traces off) with each agent
 * given, one after the other, with `STWAB_TIMINGS` set, and prints per agent: wall time, tests,
 * worker processes started, and per phase the median per test and the total (summed over
 * workers; phases of `browser/phase-times.ts`).
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
const agents = arg('agents', 'reference,policy-blind').split(',');
const workers = arg('workers', '2');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

async function run(agent: string): Promise<{ wall: number; records: TimingRecord[]; outcomes: string }> {
  const out = mkdtempSync(join(tmpdir(), `stwab-phases-${agent}-`));
  const file = join(out, 'timings.jsonl');
  const t0 = performance.now();
  const child = spawn('npx', ['playwright', 'test', `--project=${project}`, `--output=${join(out, 'test-results')}`], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      CI: '1',
      STWAB_AGENT: agent,
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

const rows: string[] = [];
const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
for (const agent of agents) results[agent] = await run(agent);

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
  const { wall, records, outcomes } = results[a];
  const pids = new Set(records.map((r) => r.pid)).size;
  const failed = records.filter((r) => r.status === 'failed').length;
  console.log(`${a}: wall ${wall.toFixed(1)} s, ${records.length} tests (${failed} failed), ${pids} worker processes`);
  console.log(`  ${outcomes}`);
}
if (agents.length === 2) {
  const [a, b] = agents.map((x) => results[x].wall);
  console.log(`wall-time ratio ${agents[1]} / ${agents[0]}: ${(b / a).toFixed(2)}`);
}
