/**
 * CPU time of processes from Linux's `/proc`: one process's `stat`, and the sum over this
 * process's descendants (the worker's Chromium). Read by `STWAB_TIMINGS_BROWSER` and by
 * `bench/proc-tree.ts` (issue 46).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_S = 1 / 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

/** What `/proc/<pid>/stat` says about a process (the fields the harness and `bench/` read). */
export interface ProcStat {
  ppid: number;
  /** utime + stime, seconds. */
  cpuS: number;
  rssMiB: number;
  /** starttime: tells a reused pid from the process that had it before. */
  start: string;
}

/** `/proc/<pid>/stat` of `pid`, or null when it is gone (Linux only). */
export function readProcStat(pid: number): ProcStat | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces and parentheses.
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    // f[0] is field 3 (state): ppid = field 4, utime = 14, stime = 15, starttime = 22, rss = 24.
    return { ppid: Number(f[1]), cpuS: (Number(f[11]) + Number(f[12])) * TICK_S, rssMiB: (Number(f[21]) * PAGE_BYTES) / 2 ** 20, start: f[19] };
  } catch {
    return null;
  }
}

/** Children of `pid` over all its threads (Chromium starts helpers from several threads). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`))
      for (const c of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(' ')) if (c) out.push(Number(c));
  } catch {
    // gone, or a kernel without CONFIG_PROC_CHILDREN: counts as no children
  }
  return out;
}

/**
 * CPU time of this process's descendants (the worker's Chromium and its helpers), ms, Linux only
 * (`/proc`). Processes that ended are remembered at their last reading, so a renderer that exits
 * keeps its CPU in the sum. Costs a few hundred microseconds per call: on only under
 * `STWAB_TIMINGS_BROWSER` (issue 46's per-phase split of the browser's CPU).
 */
export function descendantsCpu(): () => number {
  const last = new Map<number, number>();
  return () => {
    const queue = childrenOf(process.pid);
    while (queue.length) {
      const pid = queue.pop()!;
      const ms = (readProcStat(pid)?.cpuS ?? 0) * 1000;
      if (ms) last.set(pid, Math.max(ms, last.get(pid) ?? 0));
      queue.push(...childrenOf(pid));
    }
    let sum = 0;
    for (const v of last.values()) sum += v;
    return sum;
  };
}
