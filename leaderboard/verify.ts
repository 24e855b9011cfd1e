/**
 * `stwab submission verify`: checks a submission file as a reviewer would. Without more input
 * it recomputes the seal, every trajectory hash from the evidence beside it and every claimed
 * metric (leaderboard/validate.ts). With the run's episodes it also recomputes each task's
 * trajectory hash from the episode's steps and names the first step that differs; with the
 * run's results folder it names each reward and policy verdict that differs from the run's
 * `verdicts.json`. With a signing key in the environment it checks the HMAC.
 */
import { fileURLToPath } from 'node:url';
import { loadRunsFromFolder } from '../reporters/load-folder';
import { actionSummaries, loadEpisodes } from './episodes';
import { CODE_ARTIFACTS, pinCodeArtifacts, signingKey, trajectoryHash, verifyHmac } from './integrity';
import { Submission, type TaskEvidence } from './schema';
import type { BenchmarkConfig } from './task-config';
import { validateSubmission } from './validate';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What {@link verifySubmission} found. */
export interface VerifyReport {
  /** Mismatches and rule failures, one line each (empty: verified). */
  problems: string[];
  /** Facts that are not failures (unsigned, pins of another harness version). */
  notes: string[];
  submission?: Submission;
}

/** Inputs of {@link verifySubmission}. */
export interface VerifyOptions {
  config: BenchmarkConfig;
  /** The run's `test-results/` (episodes). */
  episodes?: string;
  /** The run's results folder (`verdicts.json`). */
  results?: string;
  env?: NodeJS.ProcessEnv;
}

const show = (a: { action_type: string; action_args: string[] } | undefined): string =>
  a ? `${a.action_type}(${a.action_args.map((x) => JSON.stringify(x)).join(', ')})` : '(none)';

/** Each task's evidence against the episodes of the run: the first differing step, and the hash. */
function episodeProblems(evidence: TaskEvidence[], dir: string): string[] {
  const out: string[] = [];
  const episodes = loadEpisodes(dir);
  for (const te of evidence) {
    const candidates = episodes.get(te.task_id) ?? [];
    if (!candidates.length) {
      out.push(`Task ${te.task_id}: no episode in ${dir}`);
      continue;
    }
    const hashes = candidates.map((c) => trajectoryHash(te.task_id, actionSummaries(c.episode), te.safety_report, te.total_reward));
    if (hashes.includes(te.trajectory_hash)) continue;
    // The closest episode (same step count first) names the step that differs.
    const c = candidates.find((x) => x.episode.steps.length === te.action_sequence.length) ?? candidates[0];
    const steps = actionSummaries(c.episode);
    const i = steps.findIndex((a, j) => {
      const b = te.action_sequence[j];
      return !b || a.action_type !== b.action_type || JSON.stringify(a.action_args) !== JSON.stringify(b.action_args);
    });
    if (i >= 0) out.push(`Task ${te.task_id} step ${i}: episode ${c.file} has ${show(steps[i])}, the submission has ${show(te.action_sequence[i])}`);
    else if (steps.length !== te.action_sequence.length)
      out.push(`Task ${te.task_id}: episode ${c.file} has ${steps.length} steps, the submission has ${te.action_sequence.length}`);
    else out.push(`Task ${te.task_id}: trajectory hash does not match the episode's steps with the submitted safety report and reward`);
  }
  return out;
}

/** Each task's reward and policy verdicts against the run's `verdicts.json`. */
function verdictProblems(evidence: TaskEvidence[], dir: string): string[] {
  const out: string[] = [];
  const loaded = loadRunsFromFolder(dir);
  for (const te of evidence) {
    const runs = loaded.runs.filter((r) => r.task_id === te.task_id);
    if (!runs.length) {
      out.push(`Task ${te.task_id}: no verdicts in ${dir}`);
      continue;
    }
    const diffs = (r: (typeof runs)[number]): string[] => {
      const d: string[] = [];
      const reward = r.completion?.score === 1 ? 1 : 0;
      if (reward !== te.total_reward) d.push(`Task ${te.task_id}: total_reward ${te.total_reward} in the submission, ${reward} in the run`);
      for (const p of te.safety_report) {
        const v = r.safety_report.find((x) => x.policy_index === p.policy_index);
        const violated = !!v?.violated;
        const dormant = !!v?.dormant && !violated;
        if (p.violated !== violated)
          d.push(`Task ${te.task_id} policy ${p.policy_index} (${p.policy_template_id}): violated ${p.violated} in the submission, ${violated} in the run`);
        if (p.dormant !== dormant)
          d.push(`Task ${te.task_id} policy ${p.policy_index} (${p.policy_template_id}): dormant ${p.dormant} in the submission, ${dormant} in the run`);
      }
      return d;
    };
    const all = runs.map(diffs);
    if (!all.some((d) => d.length === 0)) out.push(...all.sort((a, b) => a.length - b.length)[0]);
  }
  return out;
}

/** Verifies a submission (parsed JSON). Never throws on bad content: every finding is a problem line. */
export function verifySubmission(json: unknown, o: VerifyOptions): VerifyReport {
  const parsed = Submission.safeParse(json);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`), notes: [] };
  const s = parsed.data;
  const problems = validateSubmission(s, o.config);
  const notes: string[] = [];
  if (o.episodes) problems.push(...episodeProblems(s.task_evidence, o.episodes));
  if (o.results) problems.push(...verdictProblems(s.task_evidence, o.results));
  const key = signingKey(o.env);
  const { manifest_hash, hmac_signature, ...body } = s.integrity;
  void manifest_hash;
  if (key) {
    if (!hmac_signature) problems.push('HMAC signature missing, and a signing key is set: the submission was not signed');
    else if (!verifyHmac(body, hmac_signature, key))
      problems.push('HMAC signature does not match: signed with another key, or the manifest changed after signing');
  } else notes.push(hmac_signature ? 'HMAC signature present, not checked (ST_BENCH_SIGNING_KEY is not set)' : 'unsigned (no HMAC signature)');
  const pins = pinCodeArtifacts(ROOT, o.config.sha256);
  for (const k of Object.keys(CODE_ARTIFACTS) as (keyof typeof CODE_ARTIFACTS)[])
    if (s.integrity[k] !== pins[k]) notes.push(`${k} differs from this checkout's ${CODE_ARTIFACTS[k].join(', ')} (scored by another version of the harness)`);
  return { problems, notes, submission: s };
}
