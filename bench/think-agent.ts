/**
 * Benchmark tool (not a product option): the reference agent's actions with a fixed think time
 * per step, standing in for an LLM agent that takes seconds to answer (issue 46). Used by
 * `bench/throughput.ts` through `STWAB_AGENT=bench/think-agent.ts`; the think time is
 * `BENCH_THINK_MS` (default 1000 ms). The agent calls itself `reference` because its actions,
 * and so its verdicts, are the reference agent's: the CuP reporter then checks them against the
 * reference agent's recorded outcomes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type AgentOptions, defineAgent } from '../agents/index';
import { referenceAgent } from '../agents/reference';

/** Think time per step in ms from `BENCH_THINK_MS` (default 1000); a bad value is a one-line error. */
export function thinkMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.BENCH_THINK_MS?.trim();
  if (!raw) return 1000;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`BENCH_THINK_MS=${raw} is not a number of milliseconds >= 0`);
  return n;
}

export default function thinkAgent(options: AgentOptions) {
  const inner = referenceAgent({ solutionsDir: options.solutionsDir });
  const ms = thinkMs(options.env);
  return defineAgent({
    name: inner.name,
    reset: (task) => inner.reset?.(task),
    // The wait comes first, as an LLM call's would: the page is observed, then the agent thinks.
    act: async (obs) => {
      await sleep(ms);
      return inner.act(obs);
    },
    close: () => inner.close?.(),
  });
}
