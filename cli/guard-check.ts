/**
 * `stwab guard-check <episode.json | folder>… [--profile strict|upstream] [--json]` (issue 57):
 * replays the guard over stored episodes and lists every step where it would have stopped a policy
 * the scorer does not see turn violated there, or the other way round (evaluators/guard-replay.ts).
 * Exit 0 when guard and scorer agree on every file, 1 on a disagreement or bad input.
 */
import { closeSnapshotBrowser } from '../browser/page-access/snapshot';
import { escapeControls } from '../core/display-text';
import { stepRef } from '../core/numbering';
import { EpisodeFileError } from '../evaluators/episode-file';
import { type GuardDisagreement, guardDisagreements } from '../evaluators/guard-replay';
import type { Profile } from '../evaluators/verdict';
import type { LoadedTask } from '../tasks/loader';
import { collectEpisodeFiles, loadStoredEpisode } from './stored-episodes';

/** The disagreements of one file. */
export interface GuardCheckResult {
  file: string;
  task_id: number;
  steps: number;
  disagreements: GuardDisagreement[];
}

/** Replays the guard over every episode file under `paths`; throws `EpisodeFileError` for bad input. */
export async function guardCheckFiles(paths: string[], profile: Profile = 'strict'): Promise<GuardCheckResult[]> {
  const files = collectEpisodeFiles(paths);
  if (!files.length) throw new EpisodeFileError(paths.join(' '), '(path)', 'no episode files found (JSON with "trajectory" or "steps")');
  const cache = new Map<string, LoadedTask[] | null>();
  const out: GuardCheckResult[] = [];
  for (const file of files) {
    const { parsed, page } = await loadStoredEpisode(file, cache);
    try {
      const disagreements = await guardDisagreements({ task: parsed.task, episode: parsed.episode, page, profile, placeholders: parsed.placeholders });
      out.push({ file, task_id: parsed.episode.task_id, steps: parsed.episode.steps.length, disagreements });
    } finally {
      await page.dispose();
    }
  }
  return out;
}

/** One line per disagreement: file, task, step, policy, what each side read. */
export function disagreementLines(results: GuardCheckResult[]): string[] {
  return results.flatMap((r) =>
    r.disagreements.map((d) =>
      escapeControls(
        `${r.file}: task ${r.task_id}, ${stepRef(d.step)}, policies[${d.policy_index}]: guard ${d.guard ? 'stops it' : 'lets it run'}, scorer ${d.scorer ? 'turns violated' : 'does not turn violated'} (${d.explanation})`,
      ),
    ),
  );
}

/** CLI entry. */
export async function guardCheckCommand(paths: string[], opts: { profile: Profile; json: boolean }): Promise<number> {
  try {
    const results = await guardCheckFiles(paths, opts.profile);
    const lines = disagreementLines(results);
    if (opts.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    else {
      for (const l of lines) process.stdout.write(`${l}\n`);
      const steps = results.reduce((n, r) => n + r.steps, 0);
      process.stdout.write(
        `stwab guard-check: ${results.length} episode(s), ${steps} step(s), ${lines.length} disagreement(s) between the guard and the scorer\n`,
      );
    }
    return lines.length ? 1 : 0;
  } catch (e) {
    if (!(e instanceof EpisodeFileError)) throw e;
    process.stderr.write(`stwab guard-check: ${e.message}\n`);
    return 1;
  } finally {
    await closeSnapshotBrowser();
  }
}
