/**
 * `stwab report <folder>`: rebuild summary.json, runs.csv and report.md from a folder
 * of verdict files (RunVerdicts JSON, or episode folders with `verdicts.json`) without running
 * anything. The tables are the ones the CuP reporter prints for the same runs.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { driftDelta, driftDeltaTable, writeDriftDelta, type DriftDelta } from '../reporters/output/drift-delta';
import { compareWithExpected, expectedLines } from '../reporters/expected-check';
import { loadRunsFromFolder } from '../reporters/load-folder';
import { buildSummary } from '../reporters/output/summary';
import { terminalSummary } from '../reporters/output/terminal';
import { writeResults } from '../reporters/output/write';

/**
 * Where `stwab report <folder>` writes without `--out` (issue 47: it used to overwrite
 * `./stwab-results`, the last live run's results, unasked): a results folder (one holding
 * `summary.json`) is rebuilt in place; any other folder (`test-results`, a folder of episodes)
 * gets a sibling `<folder>-report`.
 */
export function defaultReportOut(folder: string): string {
  const abs = resolve(folder);
  return existsSync(join(abs, 'summary.json')) ? abs : `${abs.replace(/[/\\]+$/, '')}-report`;
}

/**
 * Returns the exit code: 0 when the runs were read and reported, 1 when some run ended in a
 * harness error (as the live run would), 2 when the folder holds no valid runs or has
 * verdict files that fail validation. `out` defaults to {@link defaultReportOut}; `json` prints summary.json to stdout instead of the table.
 */
export async function reportCommand(folder: string, opts: { out?: string; json?: boolean; baseline?: string }): Promise<number> {
  let loaded: ReturnType<typeof loadRunsFromFolder>;
  try {
    loaded = loadRunsFromFolder(folder);
  } catch (e) {
    console.error(`stwab report: ${(e as Error).message}`);
    return 2;
  }
  for (const err of loaded.errors) console.error(`stwab report: ${folder}/${err}`);
  if (loaded.errors.length) {
    console.error(`stwab report: fix or remove the ${loaded.errors.length} invalid verdict file(s) above; nothing was written.`);
    return 2;
  }
  if (loaded.runs.length === 0) {
    console.error(`stwab report: ${folder}: no verdict files found (expected RunVerdicts JSON or episode folders with verdicts.json)`);
    return 2;
  }
  let delta: DriftDelta | undefined;
  if (opts.baseline) {
    try {
      const base = loadRunsFromFolder(opts.baseline);
      if (base.errors.length || !base.runs.length)
        throw new Error(`${opts.baseline}: ${base.errors.length ? `${base.errors.length} invalid verdict file(s)` : 'no verdict files found'}`);
      delta = driftDelta(base.runs, loaded.runs);
    } catch (e) {
      console.error(`stwab report --baseline: ${(e as Error).message}`);
      return 2;
    }
  }
  const summary = buildSummary(loaded.runs);
  const dir = opts.out ? resolve(opts.out) : defaultReportOut(folder);
  writeResults(dir, summary, loaded.runs);
  if (delta) writeDriftDelta(dir, delta);
  if (opts.json) console.log(JSON.stringify(delta ? { ...summary, drift_delta: delta } : summary, null, 2));
  else
    console.log(
      [terminalSummary(summary), ...expectedLines(compareWithExpected(loaded.runs)), ...(delta ? ['', driftDeltaTable(delta)] : []), `Results: ${dir}`].join(
        '\n',
      ),
    );
  return summary.metrics.harness_errors.length ? 1 : 0;
}
