/**
 * Benchmark tool: samples a process tree from `/proc` (Linux) while a run goes on, for
 * `bench/throughput.ts`. Per process it keeps the last CPU time seen (utime + stime of its
 * `stat`) and sorts it into a class by its command line: the Playwright `worker`, the `browser`
 * (Chromium and its helpers), the replica `host` (`bin/resource-host.js`) or the `runner`
 * (npx, the Playwright runner, anything else). A process that ends between two samples loses
 * at most one interval of CPU (`/usr/bin/time` gives a lower bound: processes orphaned by
 * their parent, e.g. Chromium helpers, are not in it).
 * Memory is the sum of the tree's resident set sizes at each sample (shared pages counted once
 * per process, so an upper bound), the PSS sum (shared pages split between their users, read less
 * often) and, per worker, the worker plus its browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readProcStat } from '../browser/proc-cpu';

/** Classes of processes in a benchmark run's tree. */
export type ProcClass = 'worker' | 'browser' | 'host' | 'runner';
export const PROC_CLASSES: readonly ProcClass[] = ['worker', 'browser', 'host', 'runner'];

interface Seen {
  ppid: number;
  cls: ProcClass;
  cpuS: number;
}

/** What a finished sampling gives. */
export interface TreeUsage {
  /** CPU seconds per class (sampled). */
  cpu: Record<ProcClass, number>;
  /** Highest RSS sum of the whole tree, MiB. */
  peakRssMiB: number;
  /** Highest RSS of one worker plus its descendants (its browser), MiB, per worker pid. */
  workerPeakMiB: Map<number, number>;
  /** Highest PSS (proportional set size: shared pages split between their users) of the tree, MiB; read every 8th sample. */
  peakPssMiB: number;
  /** Highest PSS of one worker plus its browser, MiB, per worker pid. */
  workerPeakPssMiB: Map<number, number>;
  /** Highest RSS of one replica host, MiB. */
  hostPeakMiB: number;
  /** Worker processes seen. */
  workers: number;
  samples: number;
}

/** Proportional set size of `pid` in MiB (0 when unreadable). */
function readPss(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function classify(pid: number): ProcClass {
  let cmd = '';
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'runner';
  }
  if (/chrom|headless_shell/i.test(cmd.split(' ')[0] ?? '')) return 'browser';
  if (cmd.includes('resource-host')) return 'host';
  if (cmd.includes('workerProcessEntry')) return 'worker';
  return 'runner';
}

/** Samples the tree under `rootPid` every `intervalMs` until `stop()` is called. */
export function sampleTree(rootPid: number, intervalMs = 250): { stop(): TreeUsage } {
  const seen = new Map<string, Seen>();
  const workerPeak = new Map<number, number>();
  let peak = 0;
  let peakPss = 0;
  const workerPss = new Map<number, number>();
  let hostPeak = 0;
  let samples = 0;
  const tick = () => {
    const stats = new Map<number, NonNullable<ReturnType<typeof readProcStat>>>();
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid)) continue;
      const st = readProcStat(pid);
      if (st) stats.set(pid, st);
    }
    // Descendants of the root, parents before children.
    const children = new Map<number, number[]>();
    for (const [pid, st] of stats) children.set(st.ppid, [...(children.get(st.ppid) ?? []), pid]);
    const inTree: number[] = [];
    const queue = stats.has(rootPid) ? [rootPid] : [];
    while (queue.length) {
      const pid = queue.shift()!;
      inTree.push(pid);
      queue.push(...(children.get(pid) ?? []));
    }
    let sum = 0;
    const subtree = new Map<number, number>();
    // smaps_rollup walks every mapping of a process: too slow to read at every sample.
    const withPss = samples % 8 === 0;
    let pssSum = 0;
    const pssTree = new Map<number, number>();
    for (const pid of inTree.reverse()) {
      const st = stats.get(pid)!;
      const key = `${pid}@${st.start}`;
      const cls = seen.get(key)?.cls ?? classify(pid);
      seen.set(key, { ppid: st.ppid, cls, cpuS: st.cpuS });
      sum += st.rssMiB;
      const tree = st.rssMiB + (subtree.get(pid) ?? 0);
      subtree.set(st.ppid, (subtree.get(st.ppid) ?? 0) + tree);
      if (cls === 'worker') workerPeak.set(pid, Math.max(workerPeak.get(pid) ?? 0, tree));
      if (withPss) {
        const own = readPss(pid);
        pssSum += own;
        const t = own + (pssTree.get(pid) ?? 0);
        pssTree.set(st.ppid, (pssTree.get(st.ppid) ?? 0) + t);
        if (cls === 'worker') workerPss.set(pid, Math.max(workerPss.get(pid) ?? 0, t));
      }
      if (cls === 'host') hostPeak = Math.max(hostPeak, st.rssMiB);
    }
    peak = Math.max(peak, sum);
    peakPss = Math.max(peakPss, pssSum);
    samples++;
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const cpu = { worker: 0, browser: 0, host: 0, runner: 0 };
      let workers = 0;
      for (const s of seen.values()) {
        cpu[s.cls] += s.cpuS;
        if (s.cls === 'worker') workers++;
      }
      return { cpu, peakRssMiB: peak, workerPeakMiB: workerPeak, peakPssMiB: peakPss, workerPeakPssMiB: workerPss, hostPeakMiB: hostPeak, workers, samples };
    },
  };
}
