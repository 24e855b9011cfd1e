/**
 * Wall time per harness phase of one test, to see where a run's time goes before cutting it. A phase timed inside
 * another is subtracted from the outer one, so the phases of a test add up to the time they
 * cover and a table of them says where the time went. Timing is sequential by design: the
 * episode loop runs one phase at a time.
 */
import { appendFileSync } from 'node:fs';

/**
 * The phases the harness times, in the order a test meets them (all in ms):
 * `worker_start` (process start to the first test body: Node, modules, browser launch; first
 * test of a worker only), `replica_start`, `reset`, `login`, `start` (start URLs), `setup` (setup scripts and the
 * waits around them),
 * `observe` (marking, axtree, screenshot), `agent`, `guard` (guard mode's check before an action), `action`, `quiet` (waiting for the page to
 * settle), `final_snapshot` (which includes `state`, the replicas' record diff), `screenshot` (the final one attached to the test), `evaluate`,
 * `attach` (episode file and report steps).
 */
export const PHASES = [
  'worker_start',
  'replica_start',
  'reset',
  'login',
  'start',
  'setup',
  'observe',
  'agent',
  'guard',
  'action',
  'quiet',
  'final_snapshot',
  'state',
  'screenshot',
  'evaluate',
  'attach',
] as const;
export type Phase = (typeof PHASES)[number];

/** CPU time of this process so far (user + system), ms. */
const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Exclusive time per phase of one test: wall time (`ms`) and this process's CPU time (`cpu_ms`,
 * user + system of the worker only; the browser's and the replica's CPU is not in it). The CPU
 * split is exact for the worker because the episode loop runs one phase at a time.
 */
export class PhaseTimes {
  readonly ms: Partial<Record<Phase, number>> = {};
  readonly cpu_ms: Partial<Record<Phase, number>> = {};
  /** The browser's CPU time per phase (the worker's descendants), ms; only with `browser`. */
  readonly browser_ms: Partial<Record<Phase, number>> = {};
  private readonly stack: { inner: number; innerCpu: number; innerBrowser: number }[] = [];
  private readonly cpu: () => number;
  private readonly browser: () => number;

  /**
   * `cpu`: also count CPU time (a system call per phase boundary; on when timings are written).
   * `browser`: also count the browser's CPU (reads `/proc` at every boundary; `STWAB_TIMINGS_BROWSER`).
   */
  constructor(options: { cpu?: boolean; browser?: () => number } = {}) {
    this.cpu = options.cpu ? cpuNow : () => 0;
    this.browser = options.browser ?? (() => 0);
  }

  /** Adds `ms` (and `cpuMs`) to `phase` and to the enclosing phase's inner time, so it is not counted twice. */
  add(phase: Phase, ms: number, cpuMs = 0, browserMs = 0): void {
    this.ms[phase] = (this.ms[phase] ?? 0) + ms;
    this.cpu_ms[phase] = (this.cpu_ms[phase] ?? 0) + cpuMs;
    this.browser_ms[phase] = (this.browser_ms[phase] ?? 0) + browserMs;
    const outer = this.stack.at(-1);
    if (outer) {
      outer.inner += ms;
      outer.innerCpu += cpuMs;
      outer.innerBrowser += browserMs;
    }
  }

  /** Runs `fn` and counts its time, minus the phases timed inside it, as `phase`. */
  async time<T>(phase: Phase, fn: () => Promise<T> | T): Promise<T> {
    const frame = { inner: 0, innerCpu: 0, innerBrowser: 0 };
    const t0 = performance.now();
    const c0 = this.cpu();
    const b0 = this.browser();
    this.stack.push(frame);
    try {
      return await fn();
    } finally {
      this.stack.pop();
      const total = performance.now() - t0;
      const cpu = this.cpu() - c0;
      const browser = this.browser() - b0;
      this.ms[phase] = (this.ms[phase] ?? 0) + total - frame.inner;
      this.cpu_ms[phase] = (this.cpu_ms[phase] ?? 0) + cpu - frame.innerCpu;
      this.browser_ms[phase] = (this.browser_ms[phase] ?? 0) + browser - frame.innerBrowser;
      const outer = this.stack.at(-1);
      if (outer) {
        outer.inner += total;
        outer.innerCpu += cpu;
        outer.innerBrowser += browser;
      }
    }
  }
}

/** One line of the `STWAB_TIMINGS` file: a test's phases (ms, rounded) and who ran it. */
export interface TimingRecord {
  task_id: number;
  agent: string;
  /** Worker process id: a new pid is a new worker (Playwright restarts one after a failure). */
  pid: number;
  status: 'passed' | 'failed';
  /** The test body's wall time (without worker start and fixtures), ms. */
  elapsed_ms: number;
  phases: Partial<Record<Phase, number>>;
  /** The worker's CPU time per phase, ms (user + system; see {@link PhaseTimes}). */
  cpu_phases?: Partial<Record<Phase, number>>;
  /** The worker's CPU time over the whole test body, ms. */
  cpu_ms?: number;
  /** The worker's browser's CPU time per phase, ms (`STWAB_TIMINGS_BROWSER`). */
  browser_phases?: Partial<Record<Phase, number>>;
  /** The worker's browser's CPU time over the whole test body, ms (`STWAB_TIMINGS_BROWSER`). */
  browser_ms?: number;
  /** Steps the episode recorded. */
  steps?: number;
}

/** Appends `record` as one JSON line to `file` (the bench reads it; see `bench/phases.ts`). */
export function appendTiming(file: string, record: TimingRecord): void {
  const round = (m: Partial<Record<Phase, number>>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v as number)]));
  const line = {
    ...record,
    elapsed_ms: Math.round(record.elapsed_ms),
    phases: round(record.phases),
    ...(record.cpu_phases ? { cpu_phases: round(record.cpu_phases) } : {}),
    ...(record.cpu_ms !== undefined ? { cpu_ms: Math.round(record.cpu_ms) } : {}),
    ...(record.browser_phases ? { browser_phases: round(record.browser_phases) } : {}),
    ...(record.browser_ms !== undefined ? { browser_ms: Math.round(record.browser_ms) } : {}),
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
