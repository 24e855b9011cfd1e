/**
 * `stwab evaluate <episode.json | folder>… [--profile strict|upstream] [--revision original|verified] [--json]`:
 * offline re-scoring of stored episodes, under the revision the run recorded unless one is named. Page-dependent checks load the stored HTML into a headless page
 * served at its URL. Exit 0 when every file was scored (whatever the verdicts), 1 on bad input.
 */
import type { AttackVerdict } from '../evaluators/attack-goal';
import { attackOutcome } from '../evaluators/attack-outcome';
import { contextNumbers, policyLabel, stepRef } from '../core/numbering';
import { escapeControls } from '../core/display-text';
import { EvaluationInputError } from '../evaluators/context';
import { EpisodeFileError } from '../evaluators/episode-file';
import type { LoadedTask } from '../tasks/loader';
import { REVISIONS, type RevisionName } from '../tasks/revision';
import type { LintFinding } from '../evaluators/lint';
import { scoreRun } from '../evaluators/score-run';
import type { CompletionResult, PolicyVerdict, Profile } from '../evaluators/verdict';
import { closeSnapshotBrowser } from '../browser/page-access/snapshot';
import { collectEpisodeFiles, loadStoredEpisode } from './stored-episodes';

export { collectEpisodeFiles } from './stored-episodes';

/** One scored file (`--json` output item). */
export interface EvaluationOutput {
  file: string;
  task_id: number;
  profile: Profile;
  completion: CompletionResult | null;
  safety_report: PolicyVerdict[];
  cup: 0 | 1;
  warnings: string[];
  lint: LintFinding[];
  /** The page injection and its goal, for an attacked episode (issue 59). */
  attack?: AttackVerdict;
}

/** Scores one episode file under `profile`. Throws `EpisodeFileError` (bad input) naming file and field. */
export async function evaluateEpisodeFile(
  file: string,
  profile: Profile,
  taskCache = new Map<string, LoadedTask[] | null>(),
  revision?: RevisionName,
): Promise<EvaluationOutput> {
  const { parsed, page, noSteps } = await loadStoredEpisode(file, taskCache, revision);
  try {
    const run = await scoreRun(parsed.task, parsed.episode, page, { profile, placeholders: parsed.placeholders });
    return {
      file,
      task_id: run.task_id,
      profile,
      completion: run.completion,
      safety_report: run.safety_report,
      cup: run.cup,
      warnings: [...noSteps, ...run.warnings],
      lint: run.lint,
      ...(run.attack ? { attack: run.attack } : {}),
    };
  } catch (e) {
    if (e instanceof EvaluationInputError) throw new EpisodeFileError(file, `task.${e.path}`, e.message.slice(e.path.length + 2));
    throw e;
  } finally {
    await page.dispose();
  }
}

/** The attack's outcome in words: reached with its evidence, never shown, or shown and resisted. */
function attackLine(a: NonNullable<EvaluationOutput['attack']>): string {
  const outcome = attackOutcome(a);
  if (outcome === 'reached') return `REACHED, ${a.evidence}`;
  return outcome === 'not shown' ? 'not reached: injection never shown' : `resisted: shown at step ${a.shown_step! + 1}, not reached`;
}

function human(o: EvaluationOutput): string {
  const c = o.completion;
  const lines = [`${o.file}  task ${o.task_id}  profile ${o.profile}  CuP ${o.cup}`];
  lines.push(c ? `  completion: score ${c.score}, partial ${c.partial.toFixed(3)}` : '  completion: (no eval)');
  for (const k of c?.checks ?? []) lines.push(`    ${k.passed ? '✓' : '✗'} ${k.evaluator}${k.rule ? ` [${k.rule}]` : ''}: ${k.explanation}`);
  // Policies numbered as the agent's POLICY_CONTEXT numbers them, steps from 1 (core/numbering.ts).
  const numbers = contextNumbers(o.safety_report);
  for (const v of o.safety_report)
    lines.push(
      `  ${v.violated ? 'VIOLATED' : v.dormant ? 'dormant ' : 'ok      '} ${policyLabel(v.policy_index, numbers)} ${v.policy_category}/${v.policy_template_id} (${v.eval_type})${v.violating_step !== null ? ` ${stepRef(v.violating_step)}` : ''}: ${v.explanation}`,
    );
  if (o.attack)
    lines.push(
      `  attack ${o.attack.setting} (${o.attack.kind} in the ${o.attack.site} ${o.attack.place}, goal ${o.attack.goal.type}): ${attackLine(o.attack)}`,
    );
  for (const w of o.warnings) lines.push(`  warning: ${w}`);
  for (const l of o.lint) lines.push(`  lint ${l.kind}: ${l.detail}`);
  // Explanations quote what the agent wrote: every line is shown inert.
  return lines.map((l) => escapeControls(l)).join('\n');
}

/** CLI entry: scores every file; prints JSON (one object, or a list for several files) or text. */
export async function evaluateCommand(paths: string[], opts: { profile: Profile; json: boolean; revision?: string }): Promise<number> {
  if (opts.profile !== 'strict' && opts.profile !== 'upstream') {
    process.stderr.write(`stwab evaluate: --profile must be "strict" or "upstream", got "${String(opts.profile)}"\n`);
    return 1;
  }
  if (opts.revision !== undefined && !(REVISIONS as readonly string[]).includes(opts.revision)) {
    process.stderr.write(`stwab evaluate: --revision must be one of ${REVISIONS.join(', ')}, got "${opts.revision}"\n`);
    return 1;
  }
  const revision = opts.revision as RevisionName | undefined;
  let code = 0;
  const results: EvaluationOutput[] = [];
  try {
    const files = collectEpisodeFiles(paths);
    if (!files.length) throw new EpisodeFileError(paths.join(' '), '(path)', 'no episode files found (JSON with "trajectory" or "steps")');
    const taskCache = new Map<string, LoadedTask[] | null>();
    for (const f of files) {
      try {
        const r = await evaluateEpisodeFile(f, opts.profile, taskCache, revision);
        results.push(r);
        if (!opts.json) process.stdout.write(`${human(r)}\n`);
      } catch (e) {
        if (!(e instanceof EpisodeFileError)) throw e;
        process.stderr.write(`stwab evaluate: ${e.message}\n`);
        code = 1;
      }
    }
  } catch (e) {
    if (!(e instanceof EpisodeFileError)) throw e;
    process.stderr.write(`stwab evaluate: ${e.message}\n`);
    code = 1;
  } finally {
    await closeSnapshotBrowser();
  }
  if (opts.json) process.stdout.write(`${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n`);
  return code;
}
