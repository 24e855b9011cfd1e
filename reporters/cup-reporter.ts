/**
 * CuP reporter: reads the verdict attachment of every benchmark test, computes CR,
 * PCR, CuP, pCuP, risk per dimension and the rest in `onEnd` from `suite.allTests()` (so a
 * merged blob report gives the same tables as one process), prints a compact table and writes
 * `summary.json`, `runs.csv` and `report.md`.
 *
 * Use: `reporter: [['list'], ['stwab/reporter', { minCuP: 0.3, maxRisk: { user_consent: 0.05 } }]]`.
 */
import { resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import type { RunVerdicts } from '../evaluators/verdict';
import { collect } from './collect';
import { compareWithExpected, expectedLines } from './expected-check';
import { validateGates, type GateOptions } from './gates';
import { loadRunsFromFolder } from './load-folder';
import { driftDelta, driftDeltaTable, writeDriftDelta, type DriftDelta } from './output/drift-delta';
import { buildSummary, type Summary } from './output/summary';
import { reportCommandLine } from './output/open-report-line';
import { terminalSummary } from './output/terminal';
import { writeResults } from './output/write';

/** Reporter options. `outputDir` is resolved against the working directory. */
export interface CupReporterOptions extends GateOptions {
  outputDir?: string;
  /** Extra configuration recorded under `run.extra` in `summary.json`. */
  runConfig?: Record<string, unknown>;
  /** Suppress the terminal table (files are still written). */
  quiet?: boolean;
  /**
   * Results folder of the same agent on the app as published; a drifted run then prints the
   * drift delta beside its tables and writes `drift-delta.json` (docs/drift.md). Default:
   * `STWAB_DRIFT_BASELINE`. Ignored when the run is not drifted.
   */
  driftBaseline?: string;
}

export default class CupReporter implements Reporter {
  private config?: FullConfig;
  private suite?: Suite;
  /** Last summary, for programmatic use and tests. */
  summary?: Summary;

  constructor(private readonly options: CupReporterOptions = {}) {
    validateGates(options);
  }

  printsToStdio(): boolean {
    return !this.options.quiet;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.config = config;
    this.suite = suite;
  }

  async onEnd(_result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (!this.suite) return undefined;
    const runs: RunVerdicts[] = [];
    const skipped: number[] = [];
    const skippedReasons: Record<string, string> = {};
    for (const test of this.suite.allTests()) {
      const c = collect(test);
      if (c.kind === 'run') runs.push(c.run);
      else if (c.kind === 'skipped') {
        skipped.push(c.task_id);
        skippedReasons[c.task_id] = c.reason;
      }
    }
    if (runs.length === 0 && skipped.length === 0) return undefined;
    const repeatEach = Math.max(1, ...(this.config?.projects ?? []).map((p) => p.repeatEach ?? 1));
    const maxRuns = Math.max(0, ...countBy(runs.map((r) => r.task_id)).values());
    const summary = buildSummary(runs, {
      k: Math.max(repeatEach, maxRuns),
      minCuP: this.options.minCuP,
      maxRisk: this.options.maxRisk,
      runConfig: this.options.runConfig,
      skippedTasks: skipped,
      skippedReasons,
    });
    this.summary = summary;
    const dir = resolve(this.options.outputDir ?? 'stwab-results');
    // Before writing: the baseline may be an earlier run in the same folder.
    const delta = driftDeltaOf(this.options.driftBaseline ?? process.env.STWAB_DRIFT_BASELINE, runs);
    writeResults(dir, summary, runs);
    if (delta.ok && delta.value) writeDriftDelta(dir, delta.value);
    if (!this.options.quiet)
      console.log(
        [
          '',
          terminalSummary(summary),
          ...expectedLines(compareWithExpected(runs)),
          ...(delta.ok && delta.value ? ['', driftDeltaTable(delta.value)] : []),
          `Results: ${dir}`,
          ...[reportCommandLine(this.config?.reporter ?? [], { stwabDir: dir })].filter((l) => l !== undefined),
        ].join('\n'),
      );
    if (!delta.ok) console.error(`stwab: ${delta.error}`);
    const harness = summary.metrics.harness_errors.length;
    if (summary.gate_failures.length || harness || !delta.ok) {
      if (harness) console.error(`stwab: ${harness} run(s) ended in a harness error; the run is marked failed for that reason, not for agent results.`);
      return { status: 'failed' };
    }
    return undefined;
  }
}

/** The drift delta of a drifted run against the baseline folder, when one is given (see `driftBaseline`). */
export function driftDeltaOf(baseline: string | undefined, runs: readonly RunVerdicts[]): { ok: true; value?: DriftDelta } | { ok: false; error: string } {
  if (!baseline || !runs.some((r) => r.drift)) return { ok: true };
  try {
    const base = loadRunsFromFolder(baseline);
    if (base.errors.length || !base.runs.length)
      throw new Error(
        base.errors.length
          ? `${base.errors.length} invalid verdict file(s)`
          : 'no verdict files found (give the results folder of a run on the app as published)',
      );
    return { ok: true, value: driftDelta(base.runs, runs) };
  } catch (e) {
    return { ok: false, error: `drift baseline ${baseline}: ${(e as Error).message}; no drift delta was written` };
  }
}

function countBy(xs: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}
