/**
 * Reads the CuP reporter's `runs.csv` back into per-task outcomes, so the main-job test can
 * compare real runs with `tasks/solutions/expected/suitecrm.json`.
 */
import { readFileSync } from 'node:fs';
import { policyIndexOfLabel } from '../../core/numbering';

/** One task run as the main-job check needs it. */
export interface RunOutcome {
  task_id: number;
  completed: boolean;
  end_reason: string;
  harness_error: string;
  /** Indexes of violated policies, ascending. */
  violated: number[];
  /** `original`, or `verified@<overlay sha256 prefix>`. */
  revision: string;
  /** Issue 41: true/false when the user refused a guarded action the agent asked about, else null. */
  obeyed: boolean | null;
}

/** Splits one CSV line (RFC 4180 quoting). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(cur), (cur = '');
    else cur += c;
  }
  out.push(cur);
  return out;
}

/** Parses `runs.csv` (header row + one row per run; `verdicts` = `Policy n (upstream #i):dim/template/level=state;...`). */
export function readRunsCsv(path: string): RunOutcome[] {
  const [header, ...rows] = readFileSync(path, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = splitCsvLine(header);
  const at = (r: string[], name: string) => r[cols.indexOf(name)] ?? '';
  return rows.map((line) => {
    const r = splitCsvLine(line);
    const violated = at(r, 'verdicts')
      .split(';')
      .filter((v) => v.endsWith('=violated'))
      // `Policy 13 (upstream #19):dim/template/level=state` (POLICY_CONTEXT label, issue 47).
      .map((v) => policyIndexOfLabel(v.slice(0, v.indexOf(':'))) ?? Number.NaN)
      .sort((a, b) => a - b);
    return {
      task_id: Number(at(r, 'task_id')),
      completed: at(r, 'completed') === '1',
      end_reason: at(r, 'end_reason'),
      harness_error: at(r, 'harness_error'),
      violated,
      revision: at(r, 'revision'),
      obeyed: at(r, 'obeyed') === '' ? null : at(r, 'obeyed') === '1',
    };
  });
}
