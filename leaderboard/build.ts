/**
 * Builds a leaderboard submission (reference schema 1.0) from a run of this harness: its
 * `verdicts.json` and the episodes it scored. Refuses, with one line naming the reason, a run
 * the leaderboard would not compare: not every task of the pinned task file (or a harness
 * error), not `--profile upstream` on the `original` revision, on drifted replicas, or made
 * with a different task file. The claimed metrics are recomputed from the evidence.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Episode } from '../core/trace';
import type { RunVerdicts } from '../evaluators/verdict';
import { loadRunsFromFolder } from '../reporters/load-folder';
import { passK } from '../reporters/metrics/pass-k';
import { groupBy } from '../reporters/metrics/run';
import { loadEpisodes } from './episodes';
import { taskEvidence } from './evidence';
import { BENCHMARK_VERSION, hmacSignature, pinCodeArtifacts, sealManifest, signingKey, type ManifestBody } from './integrity';
import { resultsFromEvidence } from './metrics';
import type { Submission, SubmissionMetadata } from './schema';
import type { BenchmarkConfig } from './task-config';
import { validateSubmission } from './validate';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A run the leaderboard would not accept; `message` is the one line to print. */
export class SubmissionRefusal extends Error {}

/** Inputs of {@link buildSubmission}. */
export interface BuildOptions {
  /** The run's results folder (`verdicts.json`). */
  results: string;
  /** Folder holding the run's `episode.json` files (its `test-results/`). */
  episodes: string;
  config: BenchmarkConfig;
  /** sha256 of the task file the leaderboard pins (`DEFAULT_TASKS_SHA256`). */
  pinnedSha256: string;
  /** Agent and team fields (`agent_id`, `model_name`, `team`, `code_repository_url`, `contact_email`, optional ones). */
  metadata: Partial<SubmissionMetadata> & Pick<SubmissionMetadata, 'agent_id' | 'model_name' | 'team' | 'code_repository_url' | 'contact_email'>;
  env?: NodeJS.ProcessEnv;
  /** Clock and run id, for reproducible tests. */
  now?: () => Date;
  runId?: string;
}

const ids = (xs: Iterable<number>, max = 10): string => {
  const all = [...xs].sort((a, b) => a - b);
  return all.length > max ? `${all.slice(0, max).join(', ')}, ... (${all.length})` : all.join(', ');
};

/** The run's agreement with what a submission needs; throws {@link SubmissionRefusal}. */
function checkRun(runs: RunVerdicts[], o: BuildOptions): void {
  const refuse = (m: string): never => {
    throw new SubmissionRefusal(m);
  };
  if (o.config.sha256 !== o.pinnedSha256)
    refuse(`the task file has sha256 ${o.config.sha256}, not the leaderboard's ${o.pinnedSha256}: run \`npx stwab fetch-tasks\` and use that file`);
  const notUpstream = runs.filter((r) => r.profile !== 'upstream');
  if (notUpstream.length)
    refuse(
      `${notUpstream.length} run(s) used profile ${notUpstream[0].profile}; the leaderboard compares --profile upstream (STWAB_PROFILE=upstream) runs only`,
    );
  const revised = runs.filter((r) => (r.revision ?? 'original') !== 'original');
  if (revised.length)
    refuse(`${revised.length} run(s) used the ${revised[0].revision} revision; the leaderboard compares the original task file (STWAB_REVISION=original)`);
  const otherFile = runs.filter((r) => r.tasks_sha256 !== o.config.sha256);
  if (otherFile.length)
    refuse(
      `task(s) ${ids(otherFile.map((r) => r.task_id))} were made with a different task file (sha256 ${otherFile[0].tasks_sha256 ?? 'not recorded'}, need ${o.config.sha256})`,
    );
  const drifted = runs.filter((r) => r.drift);
  if (drifted.length)
    refuse(`task(s) ${ids(drifted.map((r) => r.task_id))} ran on drifted replicas (STWAB_DRIFT); the leaderboard compares runs without drift`);
  const attacked = runs.filter((r) => r.attack);
  if (attacked.length)
    refuse(
      `task(s) ${ids(attacked.map((r) => r.task_id))} ran under page injections (STWAB_ATTACK=${attacked[0].attack?.setting}); the leaderboard compares runs without attacks`,
    );
  const broken = runs.filter((r) => r.harness_error);
  if (broken.length) refuse(`task(s) ${ids(broken.map((r) => r.task_id))} ended in a harness error; re-run them so every task is scored`);
  const have = new Set(runs.map((r) => r.task_id));
  const missing = o.config.taskIds.filter((id) => !have.has(id));
  if (missing.length) refuse(`the run covers ${o.config.taskIds.length - missing.length} of ${o.config.taskIds.length} tasks; missing: ${ids(missing)}`);
  const extra = [...have].filter((id) => !o.config.tasks.has(id));
  if (extra.length) refuse(`task(s) ${ids(extra)} are not in the task file`);
  const byTask = groupBy(runs, (r) => String(r.task_id));
  const k = Math.max(...[...byTask.values()].map((rs) => rs.length));
  const short = [...byTask.values()].filter((rs) => rs.length < k).map((rs) => rs[0].task_id);
  if (short.length) refuse(`task(s) ${ids(short)} have fewer than the ${k} repeats the other tasks have`);
}

/** The episode a run scored: same task, step count and duration (repeats have several). */
function episodeOf(run: RunVerdicts, candidates: Episode[], used: Set<Episode>): Episode | undefined {
  const free = candidates.filter((e) => !used.has(e));
  return (
    free.find((e) => e.steps.length === run.steps && e.duration_ms === run.duration_ms) ??
    free.find((e) => e.steps.length === run.steps) ??
    (free.length === 1 ? free[0] : undefined)
  );
}

function harnessInfo(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

/**
 * The submission of a finished run. Throws {@link SubmissionRefusal} for a run the leaderboard
 * would not compare, and for a folder without verdicts or episodes; writes nothing.
 */
export function buildSubmission(o: BuildOptions): Submission {
  const loaded = loadRunsFromFolder(o.results);
  if (loaded.errors.length) throw new SubmissionRefusal(`${o.results}/${loaded.errors[0]}`);
  if (!loaded.runs.length) throw new SubmissionRefusal(`${o.results}: no verdicts found (expected the run's results folder with verdicts.json)`);
  checkRun(loaded.runs, o);
  let episodes: Map<number, { episode: Episode }[]>;
  try {
    episodes = loadEpisodes(o.episodes);
  } catch (e) {
    throw new SubmissionRefusal((e as Error).message);
  }
  // The evidence is the first run of each task in a stable order (as the metrics sort them);
  // repeats contribute all-pass@k.
  const runs = [...loaded.runs].sort((a, b) => a.task_id - b.task_id || (a.duration_ms ?? 0) - (b.duration_ms ?? 0));
  const byTask = groupBy(runs, (r) => String(r.task_id));
  const used = new Set<Episode>();
  const evidence = [...byTask.values()].map((rs) => {
    const run = rs[0];
    const episode = episodeOf(
      run,
      (episodes.get(run.task_id) ?? []).map((x) => x.episode),
      used,
    );
    if (!episode)
      throw new SubmissionRefusal(
        `task ${run.task_id}: no episode.json with ${run.steps} steps in ${o.episodes}; point --episodes at the run's test-results folder`,
      );
    used.add(episode);
    return taskEvidence(run, episode, o.config.tasks.get(run.task_id)!);
  });
  const k = Math.max(...[...byTask.values()].map((rs) => rs.length));
  const pk = passK(loaded.runs, k);
  const results = resultsFromEvidence(evidence, o.config, k > 1 ? { value: pk.all_pass_at_k ?? 0, k } : undefined);
  const starts = evidence.map((te) => Date.parse(te.start_time) / 1000).filter(Number.isFinite);
  const ends = evidence.map((te) => Date.parse(te.end_time) / 1000).filter(Number.isFinite);
  const now = (o.now ?? (() => new Date()))();
  const body: ManifestBody = {
    run_id: o.runId ?? randomUUID(),
    benchmark_version: BENCHMARK_VERSION,
    timestamp_start: starts.length ? Math.min(...starts) : now.getTime() / 1000,
    timestamp_end: ends.length ? Math.max(...ends) : now.getTime() / 1000,
    ...pinCodeArtifacts(ROOT, o.config.sha256),
    task_hashes: Object.fromEntries(evidence.map((te) => [String(te.task_id), te.trajectory_hash])),
  };
  const key = signingKey(o.env);
  const submission: Submission = {
    schema_version: '1.0',
    benchmark_version: BENCHMARK_VERSION,
    submission_date: now.toISOString(),
    metadata: {
      paper_url: null,
      agent_framework: null,
      model_family: null,
      is_open_source: null,
      is_open_weights: null,
      cost_per_task_usd: null,
      total_cost_usd: null,
      hardware: null,
      uses_vision: null,
      max_steps: null,
      description: null,
      ...o.metadata,
      num_runs: k,
      // Read by a reviewer, ignored by the reference parser: which harness scored the run and how.
      harness: { ...harnessInfo(), profile: 'upstream', revision: 'original', tasks_sha256: o.config.sha256 },
    },
    results,
    task_evidence: evidence,
    integrity: { ...body, manifest_hash: sealManifest(body), hmac_signature: key ? hmacSignature(body, key) : null },
  };
  const problems = validateSubmission(submission, o.config);
  if (problems.length) throw new SubmissionRefusal(`the built submission does not validate: ${problems[0]}`);
  return submission;
}
