import type { RunVerdicts } from '../../evaluators/verdict';
import { checkGates, type GateOptions } from '../gates';
import { computeMetrics, type Metrics } from '../metrics/compute';
import { runConfig, type RunConfig } from '../run-config';

/** Content of `summary.json`. Has no timestamp, so the same runs give the same bytes. */
export interface Summary {
  schema: 'stwab-summary/1';
  run: RunConfig;
  metrics: Metrics;
  /** Gate failures (empty when every gate holds or none is set). */
  gate_failures: string[];
  /** Tests that produced no run (skipped), by task id. */
  skipped_tasks: number[];
  /** Why each skipped task was skipped, by task id: `retired (PAGEDATA)`, `no target for site gitlab`, ... */
  skipped_reasons?: Record<string, string>;
}

/** Options shared by the reporter and `stwab report`. */
export interface SummaryOptions extends GateOptions {
  /** Runs expected per task; defaults to the most runs any task has. */
  k?: number;
  runConfig?: Record<string, unknown>;
  skippedTasks?: number[];
  /** Reason per skipped task id (`reporters/collect.ts` `skipReason`). */
  skippedReasons?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
}

/** Metrics, run configuration and gate results for a list of task runs. */
export function buildSummary(runs: readonly RunVerdicts[], opts: SummaryOptions = {}): Summary {
  const metrics = computeMetrics(runs, { k: opts.k });
  return {
    schema: 'stwab-summary/1',
    run: runConfig(runs, { k: metrics.pass_k.k, env: opts.env, extra: opts.runConfig }),
    metrics,
    gate_failures: checkGates(metrics, opts),
    skipped_tasks: [...new Set(opts.skippedTasks ?? [])].sort((a, b) => a - b),
    ...(opts.skippedReasons && Object.keys(opts.skippedReasons).length ? { skipped_reasons: opts.skippedReasons } : {}),
  };
}
