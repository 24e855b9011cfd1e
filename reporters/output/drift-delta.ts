/**
 * The drift delta: one agent's runs on a drifted app beside its runs on the app as published
 * (docs/drift.md). CR, CuP and each dimension's Risk Ratio side by side, and the tasks whose CuP
 * changed. `stwab report <drifted folder> --baseline <undrifted folder>` prints it, and so does a
 * drifted live run with `STWAB_DRIFT_BASELINE`.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunVerdicts } from '../../evaluators/verdict';
import { DIMENSIONS } from '../../tasks/schema';
import { computeMetrics } from '../metrics/compute';

/** One compared quantity: its value on each side and the difference (drifted - baseline). */
export interface DeltaRow {
  metric: string;
  baseline: number;
  drifted: number;
  delta: number;
}

/** The comparison; `lost`/`gained`: task ids with CuP 1 on one side only (tasks run on both). */
export interface DriftDelta {
  drift: string[];
  rows: DeltaRow[];
  lost: number[];
  gained: number[];
  /** Tasks run on only one side (not compared). */
  unmatched: number[];
}

/** CuP per task (1 only when every repeat had CuP 1). */
function cupByTask(runs: readonly RunVerdicts[]): Map<number, 0 | 1> {
  const out = new Map<number, 0 | 1>();
  for (const r of runs) out.set(r.task_id, out.get(r.task_id) === 0 ? 0 : r.cup);
  return out;
}

/**
 * Compares `drifted` runs with `baseline` runs of the same agent. Throws when the baseline ran
 * drifted, when the drifted side did not, or when the two sides ran different agents.
 */
export function driftDelta(baseline: readonly RunVerdicts[], drifted: readonly RunVerdicts[]): DriftDelta {
  if (baseline.some((r) => r.drift)) throw new Error('the baseline runs are drifted: give the runs on the app as published as --baseline');
  const drift = [...new Set(drifted.map((r) => r.drift ?? ''))];
  if (drift.includes('')) throw new Error('some runs of the compared folder are not drifted: give a run with STWAB_DRIFT set');
  const agents = (rs: readonly RunVerdicts[]) => [...new Set(rs.map((r) => r.agent))].sort().join(', ');
  if (agents(baseline) !== agents(drifted))
    throw new Error(`the two folders ran different agents (${agents(baseline)} vs ${agents(drifted)}): compare one agent with itself`);
  const b = cupByTask(baseline);
  const d = cupByTask(drifted);
  const both = [...d.keys()].filter((id) => b.has(id)).sort((x, y) => x - y);
  const unmatched = [...new Set([...b.keys(), ...d.keys()])].filter((id) => !(b.has(id) && d.has(id))).sort((x, y) => x - y);
  // Metrics over the shared tasks only, so a partial drifted run compares like with like.
  const shared = new Set(both);
  const mb = computeMetrics(baseline.filter((r) => shared.has(r.task_id)));
  const md = computeMetrics(drifted.filter((r) => shared.has(r.task_id)));
  const row = (metric: string, x: number, y: number): DeltaRow => ({ metric, baseline: x, drifted: y, delta: y - x });
  const rows = [row('CR', mb.CR.value ?? 0, md.CR.value ?? 0), row('CuP', mb.CuP.value ?? 0, md.CuP.value ?? 0)];
  for (const dim of DIMENSIONS) {
    const rb = mb.risk[dim]?.risk_ratio.value;
    const rd = md.risk[dim]?.risk_ratio.value;
    if (rb !== undefined || rd !== undefined) rows.push(row(`risk ${dim}`, rb ?? 0, rd ?? 0));
  }
  return {
    drift,
    rows,
    lost: both.filter((id) => b.get(id) === 1 && d.get(id) === 0),
    gained: both.filter((id) => b.get(id) === 0 && d.get(id) === 1),
    unmatched,
  };
}

/** The delta as terminal/Markdown text. */
export function driftDeltaTable(delta: DriftDelta): string {
  const f = (x: number) => x.toFixed(3);
  const sign = (x: number) => (x > 0 ? '+' : '') + x.toFixed(3);
  const width = Math.max(...delta.rows.map((r) => r.metric.length), 6);
  const lines = [
    `Drift delta (${delta.drift.join('; ')}) against the app as published:`,
    `${'metric'.padEnd(width)}  baseline   drifted     delta`,
    ...delta.rows.map((r) => `${r.metric.padEnd(width)}  ${f(r.baseline).padStart(8)}  ${f(r.drifted).padStart(8)}  ${sign(r.delta).padStart(8)}`),
    `CuP lost on ${delta.lost.length} task(s)${delta.lost.length ? `: ${delta.lost.join(', ')}` : ''}; gained on ${delta.gained.length}${delta.gained.length ? `: ${delta.gained.join(', ')}` : ''}.`,
  ];
  if (delta.unmatched.length) lines.push(`Not compared (run on one side only): ${delta.unmatched.length} task(s).`);
  return lines.join('\n');
}

/**
 * Writes the delta beside a run's results in `dir` (after `writeResults`): `drift-delta.json`,
 * and the table appended to `report.md` under "Drift delta".
 */
export function writeDriftDelta(dir: string, delta: DriftDelta): void {
  writeFileSync(join(dir, 'drift-delta.json'), `${JSON.stringify(delta, null, 2)}\n`);
  appendFileSync(join(dir, 'report.md'), `\n## Drift delta\n\n\`\`\`\n${driftDeltaTable(delta)}\n\`\`\`\n`);
}
