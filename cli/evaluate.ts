/**
 * `stwab evaluate <episode.json | folder>… [--profile strict|upstream] [--revision original|verified] [--json]`:
 * offline re-scoring of stored episodes, under the revision the run recorded unless one is named. Page-dependent checks load the stored HTML into a headless page
 * served at its URL. Exit 0 when every file was scored (whatever the verdicts), 1 on bad input.
 */
import type { AttackVerdict } from '../evaluators/attack-goal';
import { contextNumbers, policyLabel, stepRef } from '../core/numbering';
import { escapeControls } from '../core/display-text';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EvaluationInputError } from '../evaluators/context';
import { EpisodeFileError, parseEpisodeFile } from '../evaluators/episode-file';
import { sha256 } from '../tasks/fetch';
import { loadTasks, type LoadedTask } from '../tasks/loader';
import { loadTaskSource } from '../tasks/sources';
import { reviseTask } from '../tasks/revise';
import { REVISIONS, type RevisionName } from '../tasks/revision';
import type { LintFinding } from '../evaluators/lint';
import { scoreRun } from '../evaluators/score-run';
import type { CompletionResult, PolicyVerdict, Profile } from '../evaluators/verdict';
import { closeSnapshotBrowser, snapshotPageAccess } from '../browser/page-access/snapshot';

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

/** Files to score: given files as-is; folders recursively, `*.json` files holding `trajectory` or `steps`. */
export function collectEpisodeFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) {
        try {
          const j = JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
          if (j && typeof j === 'object' && (Array.isArray(j.trajectory) || Array.isArray(j.steps))) out.push(p);
        } catch {
          /* not an episode file */
        }
      }
    }
  };
  for (const p of paths) {
    if (!statSync(p, { throwIfNoEntry: false })) throw new EpisodeFileError(p, '(path)', 'no such file or folder');
    if (statSync(p).isDirectory()) walk(p);
    else out.push(p);
  }
  return out;
}

/**
 * The harness's own `episode.json` names its task by `task_id` only (answers stay out of
 * episode artifacts). Take the task from `STWAB_TASKS` when set; else from the task file the
 * run recorded (`tasks_source`), if it is still there with the same sha256; else from the
 * default source. Task files are loaded once per command.
 */
async function withTaskFromSource(json: unknown, file: string, cache: Map<string, LoadedTask[] | null>, revision?: RevisionName): Promise<unknown> {
  const o = json as { task?: unknown; task_id?: unknown; steps?: unknown; tasks_source?: unknown; tasks_sha256?: unknown; revision?: unknown } | null;
  if (!o || typeof o !== 'object' || o.task || typeof o.task_id !== 'number' || !Array.isArray(o.steps)) return json;
  const recorded = typeof o.tasks_source === 'string' && !process.env.STWAB_TASKS?.trim() ? o.tasks_source : undefined;
  const key = recorded ?? '(task source)';
  if (!cache.has(key)) {
    let tasks: LoadedTask[] | null = null;
    try {
      if (recorded && existsSync(recorded)) {
        const sha = statSync(recorded).isFile() ? sha256(readFileSync(recorded)) : undefined;
        if (typeof o.tasks_sha256 === 'string' && sha && sha !== o.tasks_sha256)
          throw new EpisodeFileError(
            file,
            'tasks_source',
            `${recorded} changed since the run (sha256 ${sha}, recorded ${o.tasks_sha256}); set STWAB_TASKS to the file the run used`,
          );
        tasks = loadTasks(recorded);
      } else tasks = (await loadTaskSource()).tasks;
    } catch (e) {
      if (e instanceof EpisodeFileError) throw e;
      tasks = null; // parseEpisodeFile then says the task is missing and how to add it
    }
    cache.set(key, tasks);
  }
  const found = cache.get(key)?.find((t) => t.task.task_id === o.task_id);
  if (!found) return json;
  // The revision the run used (recorded in the episode) unless the command names one.
  const name = revision ?? (o.revision === 'verified' ? 'verified' : 'original');
  if (name === 'original') return { ...o, task: found.task };
  const revised = reviseTask(found.task, name, { path: found.file, sha256: sha256(readFileSync(found.file)) });
  if (revised.retired)
    throw new EpisodeFileError(
      file,
      'task_id',
      `task ${found.task.task_id} is retired by the ${name} revision (${revised.retired.reason}): ${revised.retired.why}; score it with --revision original`,
    );
  return { ...o, task: revised.task };
}

/** Scores one episode file under `profile`. Throws `EpisodeFileError` (bad input) naming file and field. */
export async function evaluateEpisodeFile(
  file: string,
  profile: Profile,
  taskCache = new Map<string, LoadedTask[] | null>(),
  revision?: RevisionName,
): Promise<EvaluationOutput> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new EpisodeFileError(file, '(file)', `not readable JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const o = json as Record<string, unknown> | null;
  if (o && typeof o === 'object' && !Array.isArray(o) && !('steps' in o) && !('trajectory' in o) && ('safety_report' in o || 'cup' in o || 'completion' in o))
    throw new EpisodeFileError(
      file,
      '(file)',
      "this is a verdicts file (the scores of a run), not an episode; pass the episode.json attached next to it (or the run's trajectory)",
    );
  const parsed = parseEpisodeFile(await withTaskFromSource(json, file, taskCache, revision), file);
  const steps = parsed.episode.steps;
  const noSteps = steps.length
    ? []
    : ['the episode has no steps: the agent never acted, so every trajectory policy is dormant and only final-page checks can pass'];
  const page = snapshotPageAccess({
    final: parsed.finalPage,
    pages: parsed.pages,
    checks: parsed.checkPages,
    finalUrl: steps[steps.length - 1]?.state.observation.url,
  });
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
      `  attack ${o.attack.setting} (${o.attack.kind} in the ${o.attack.site} ${o.attack.place}, goal ${o.attack.goal.type}): ${o.attack.reached ? `REACHED, ${o.attack.evidence}` : `not reached (${o.attack.shown_step === null ? 'never shown' : `shown at step ${o.attack.shown_step + 1}`})`}`,
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
