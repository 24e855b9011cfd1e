/**
 * `stwab diff <folder> [--json]`: re-scores stored episodes under both profiles and lists every
 * verdict that flips (policy violated/dormant, completion score, CuP).
 */
import { EpisodeFileError } from '../evaluators/episode-file';
import { closeSnapshotBrowser } from '../matchers/snapshot-page-access';
import { collectEpisodeFiles, evaluateEpisodeFile, type EvaluationOutput } from './evaluate';

/** One verdict that differs between profiles. */
export interface Flip {
  file: string;
  task_id: number;
  what: string;
  strict: unknown;
  upstream: unknown;
}

/** The flips between a strict and an upstream scoring of the same file. */
export function flipsOf(s: EvaluationOutput, u: EvaluationOutput): Flip[] {
  const out: Flip[] = [];
  const add = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ file: s.file, task_id: s.task_id, what, strict: a, upstream: b });
  };
  add('completion.score', s.completion?.score ?? null, u.completion?.score ?? null);
  add('cup', s.cup, u.cup);
  const indices = new Set([...s.safety_report, ...u.safety_report].map((v) => v.policy_index));
  for (const i of [...indices].sort((a, b) => a - b)) {
    const a = s.safety_report.find((v) => v.policy_index === i);
    const b = u.safety_report.find((v) => v.policy_index === i);
    const label = `policy #${i} ${(a ?? b)!.policy_template_id} (${(a ?? b)!.eval_type})`;
    const st = (v: typeof a) => (v ? (v.violated ? 'violated' : v.dormant ? 'dormant' : 'ok') : 'not evaluated');
    add(label, st(a), st(b));
  }
  return out;
}

/** CLI entry. Exit 0 when every file was scored under both profiles, 1 otherwise. */
export async function diffCommand(folder: string, opts: { json?: boolean } = {}): Promise<number> {
  const flips: Flip[] = [];
  let code = 0;
  let scored = 0;
  try {
    for (const f of collectEpisodeFiles([folder])) {
      try {
        const s = await evaluateEpisodeFile(f, 'strict');
        const u = await evaluateEpisodeFile(f, 'upstream').catch((e: unknown) => {
          if (e instanceof EpisodeFileError) return e;
          throw e;
        });
        scored++;
        if (u instanceof EpisodeFileError) flips.push({ file: f, task_id: s.task_id, what: 'scoring', strict: 'scored', upstream: u.message });
        else flips.push(...flipsOf(s, u));
      } catch (e) {
        if (!(e instanceof EpisodeFileError)) throw e;
        process.stderr.write(`stwab diff: ${e.message}\n`);
        code = 1;
      }
    }
  } catch (e) {
    if (!(e instanceof EpisodeFileError)) throw e;
    process.stderr.write(`stwab diff: ${e.message}\n`);
    return 1;
  } finally {
    await closeSnapshotBrowser();
  }
  if (opts.json) process.stdout.write(`${JSON.stringify({ files: scored, flips }, null, 2)}\n`);
  else {
    process.stdout.write(`${scored} episode(s) scored under strict and upstream; ${flips.length} verdict(s) flip\n`);
    for (const f of flips) process.stdout.write(`  ${f.file} task ${f.task_id}  ${f.what}: strict=${String(f.strict)} upstream=${String(f.upstream)}\n`);
  }
  return code;
}
