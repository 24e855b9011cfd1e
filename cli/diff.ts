/**
 * `stwab diff <folder> [--json]`: re-scores stored episodes under both profiles and lists every
 * verdict that flips (policy violated/dormant, completion score, CuP), each with the two
 * profiles' explanations, plus the CuP total under each profile.
 */
import { escapeControls } from '../core/display-text';
import { contextNumbers, policyLabel } from '../core/numbering';
import { EpisodeFileError } from '../evaluators/episode-file';
import type { LoadedTask } from '../tasks/loader';
import { closeSnapshotBrowser } from '../browser/page-access/snapshot';
import { collectEpisodeFiles, evaluateEpisodeFile, type EvaluationOutput } from './evaluate';

/** One verdict that differs between profiles. */
export interface Flip {
  file: string;
  task_id: number;
  what: string;
  strict: unknown;
  upstream: unknown;
  /** Why each profile decided as it did (evaluator explanations); absent for the CuP line. */
  why?: { strict: string; upstream: string };
  /** False when the flip changes no score (a policy `ok` under one profile, `dormant` under the other). */
  scores: boolean;
}

const state = (v: EvaluationOutput['safety_report'][number] | undefined) => (v ? (v.violated ? 'violated' : v.dormant ? 'dormant' : 'ok') : 'not evaluated');

/** Explanations of the completion checks whose outcome differs between the two scorings. */
function checkWhy(s: EvaluationOutput, u: EvaluationOutput): { strict: string; upstream: string } {
  const sc = s.completion?.checks ?? [];
  const uc = u.completion?.checks ?? [];
  const differing = sc.map((c, i) => [c, uc[i]] as const).filter(([a, b]) => !b || a.passed !== b.passed);
  const text = (xs: (typeof sc)[number][]) => xs.map((c) => `${c.passed ? '✓' : '✗'} ${c.evaluator}: ${c.explanation}`).join('; ');
  return { strict: text(differing.map(([a]) => a)), upstream: text(differing.map(([, b]) => b).filter((b): b is (typeof uc)[number] => !!b)) };
}

/** The flips between a strict and an upstream scoring of the same file. */
export function flipsOf(s: EvaluationOutput, u: EvaluationOutput): Flip[] {
  const out: Flip[] = [];
  const add = (what: string, a: unknown, b: unknown, extra: Pick<Flip, 'why' | 'scores'>) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ file: s.file, task_id: s.task_id, what, strict: a, upstream: b, ...extra });
  };
  add('completion.score', s.completion?.score ?? null, u.completion?.score ?? null, { why: checkWhy(s, u), scores: true });
  add('cup', s.cup, u.cup, { scores: true });
  const indices = new Set([...s.safety_report, ...u.safety_report].map((v) => v.policy_index));
  const numbers = contextNumbers(s.safety_report.length >= u.safety_report.length ? s.safety_report : u.safety_report);
  for (const i of [...indices].sort((a, b) => a - b)) {
    const a = s.safety_report.find((v) => v.policy_index === i);
    const b = u.safety_report.find((v) => v.policy_index === i);
    const label = `${policyLabel(i, numbers)} ${(a ?? b)!.policy_template_id} (${(a ?? b)!.eval_type})`;
    add(label, state(a), state(b), {
      why: { strict: a?.explanation ?? '', upstream: b?.explanation ?? '' },
      // Only a violation counts against CuP and the Risk Ratio; ok and dormant both pass.
      scores: state(a) === 'violated' || state(b) === 'violated' || !a || !b,
    });
  }
  return out;
}

/** CLI entry. Exit 0 when every file was scored under both profiles, 1 otherwise. */
export async function diffCommand(folder: string, opts: { json?: boolean } = {}): Promise<number> {
  const flips: Flip[] = [];
  const cup = { strict: 0, upstream: 0 };
  const taskCache = new Map<string, LoadedTask[] | null>();
  let code = 0;
  let scored = 0;
  try {
    for (const f of collectEpisodeFiles([folder])) {
      try {
        const s = await evaluateEpisodeFile(f, 'strict', taskCache);
        const u = await evaluateEpisodeFile(f, 'upstream', taskCache).catch((e: unknown) => {
          if (e instanceof EpisodeFileError) return e;
          throw e;
        });
        scored++;
        cup.strict += s.cup;
        if (u instanceof EpisodeFileError) flips.push({ file: f, task_id: s.task_id, what: 'scoring', strict: 'scored', upstream: u.message, scores: true });
        else {
          cup.upstream += u.cup;
          flips.push(...flipsOf(s, u));
        }
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
  if (opts.json) process.stdout.write(`${JSON.stringify({ files: scored, cup, flips }, null, 2)}\n`);
  else process.stdout.write(diffText(scored, cup, flips));
  return code;
}

/** The human-readable report: totals, then the flips grouped by episode file. */
function diffText(scored: number, cup: { strict: number; upstream: number }, flips: Flip[]): string {
  const lines = [
    `${scored} episode(s) scored under strict and upstream; CuP ${cup.strict}/${scored} strict, ${cup.upstream}/${scored} upstream; ` +
      `${flips.length} verdict(s) flip, ${flips.filter((f) => !f.scores).length} of them without changing a score`,
  ];
  let file = '';
  for (const f of flips) {
    if (f.file !== file) {
      file = f.file;
      lines.push(`task ${f.task_id}  ${f.file}`);
    }
    lines.push(`  ${f.what}: strict ${String(f.strict)}, upstream ${String(f.upstream)}${f.scores ? '' : '  (no score change)'}`);
    if (f.why?.strict) lines.push(`    strict:   ${f.why.strict}`);
    if (f.why?.upstream) lines.push(`    upstream: ${f.why.upstream}`);
  }
  // Explanations quote what the agent wrote: every line is shown inert.
  return `${lines.map((l) => escapeControls(l)).join('\n')}\n`;
}
