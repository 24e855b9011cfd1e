/**
 * `stwab submission <results-folder> --agent-id … --model … --team … --code-url … --contact-email … --out <file>`
 * builds a leaderboard submission (reference schema 1.0) from a finished run;
 * `stwab submission verify <file> [--episodes <folder>] [--results <folder>]` checks one.
 * A refusal or bad input is one line on stderr and nothing is written (docs/submission.md).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSubmission, SubmissionRefusal } from '../leaderboard/build';
import { metadataProblems } from '../leaderboard/metadata';
import { readSubmissionFile, SubmissionInputError } from '../leaderboard/submission-input';
import { loadBenchmarkConfig, type BenchmarkConfig } from '../leaderboard/task-config';
import { verifySubmission } from '../leaderboard/verify';
import { writeSubmission } from '../leaderboard/write';
import { DEFAULT_TASKS_SHA256 } from '../tasks/fetch';
import { resolveTaskSource } from '../tasks/sources';

/** Options of both sub-commands (commander camel-cases the flags). */
export interface SubmissionCliOptions {
  agentId?: string;
  model?: string;
  team?: string;
  codeUrl?: string;
  contactEmail?: string;
  out?: string;
  episodes?: string;
  results?: string;
  tasks?: string;
  description?: string;
  agentFramework?: string;
  paperUrl?: string;
  maxSteps?: string;
  usesVision?: boolean;
}

async function taskConfig(file: string | undefined): Promise<BenchmarkConfig> {
  const path = file ? resolve(file) : (await resolveTaskSource()).path;
  if (!existsSync(path) || !statSync(path).isFile())
    throw new SubmissionRefusal(`${path}: the task file must be the reference test.raw.json (set --tasks or run \`npx stwab fetch-tasks\`)`);
  return loadBenchmarkConfig(path);
}

/** The flag of each metadata field, for refusals. */
const FLAGS: Record<string, string> = {
  agent_id: '--agent-id',
  model_name: '--model',
  team: '--team',
  code_repository_url: '--code-url',
  contact_email: '--contact-email',
  description: '--description',
  agent_framework: '--agent-framework',
  paper_url: '--paper-url',
  max_steps: '--max-steps',
  uses_vision: '--uses-vision',
};

/** Builds and writes a submission. Exit 0 when written, 2 on a refusal or bad input. */
export async function submissionCommand(results: string, o: SubmissionCliOptions): Promise<number> {
  try {
    const required = {
      '--agent-id': o.agentId,
      '--model': o.model,
      '--team': o.team,
      '--code-url': o.codeUrl,
      '--contact-email': o.contactEmail,
      '--out': o.out,
    };
    const missing = Object.entries(required).filter(([, v]) => !v?.trim());
    if (missing.length) throw new SubmissionRefusal(`missing ${missing.map(([k]) => k).join(', ')} (the leaderboard schema requires them)`);
    const maxSteps = o.maxSteps ? Number(o.maxSteps) : null;
    if (maxSteps !== null && !(Number.isInteger(maxSteps) && maxSteps >= 1)) throw new SubmissionRefusal(`--max-steps ${o.maxSteps}: need a positive integer`);
    const metadata = {
      agent_id: o.agentId!,
      model_name: o.model!,
      team: o.team!,
      code_repository_url: o.codeUrl!,
      contact_email: o.contactEmail!,
      ...(o.description ? { description: o.description } : {}),
      ...(o.agentFramework ? { agent_framework: o.agentFramework } : {}),
      ...(o.paperUrl ? { paper_url: o.paperUrl } : {}),
      ...(o.usesVision ? { uses_vision: true } : {}),
      ...(maxSteps ? { max_steps: maxSteps } : {}),
    };
    // Verify's metadata rules first, so a bad flag is refused before the run is read.
    const bad = metadataProblems(metadata);
    if (bad.length) {
      const [{ field, message }] = bad;
      const value = (metadata as Record<string, unknown>)[field];
      throw new SubmissionRefusal(
        `${FLAGS[field] ?? field}${value === undefined ? '' : ` ${JSON.stringify(value)}`}: ${message}${bad.length > 1 ? ` (and ${bad.length - 1} more)` : ''}`,
      );
    }
    const config = await taskConfig(o.tasks);
    const episodes = o.episodes ?? 'test-results';
    const submission = buildSubmission({ results, episodes, config, pinnedSha256: DEFAULT_TASKS_SHA256, metadata });
    writeSubmission(submission, { out: o.out!, config, episodes, results });
    const m = submission.results.metrics;
    console.log(
      [
        `Submission written to ${o.out}`,
        `  agent ${submission.metadata.agent_id} (${submission.metadata.model_name}), scored by ${submission.metadata.harness?.name} ${submission.metadata.harness?.version}, profile upstream`,
        `  CR ${m.CR}  CuP ${m.CuP}  semi_CR ${m.semi_CR}  semi_CuP ${m.semi_CuP}${m.k ? `  all-pass@${m.k} ${m.all_pass_at_k}` : ''}`,
        `  tasks ${submission.results.tasks_evaluated}/${submission.results.tasks_total}, policies ${submission.results.policies_evaluated}, run ${submission.integrity.run_id}`,
        `  ${submission.integrity.hmac_signature ? 'HMAC-signed (ST_BENCH_SIGNING_KEY)' : 'unsigned: set ST_BENCH_SIGNING_KEY to sign'}`,
      ].join('\n'),
    );
    return 0;
  } catch (e) {
    console.error(`stwab submission: ${(e as Error).message}; nothing written`);
    return 2;
  }
}

/** Verifies a submission file. Exit 0 when verified, 1 on any mismatch, 2 on bad input. */
export async function verifyCommand(file: string, o: SubmissionCliOptions): Promise<number> {
  let json: unknown;
  let config: BenchmarkConfig;
  try {
    json = readSubmissionFile(file);
    config = await taskConfig(o.tasks);
  } catch (e) {
    // Input refusals name the file themselves; other errors (a missing file, the task file) get it here.
    console.error(`stwab submission verify: ${e instanceof SubmissionInputError ? '' : `${file}: `}${(e as Error).message}`);
    return 2;
  }
  let report: ReturnType<typeof verifySubmission>;
  try {
    report = verifySubmission(json, { config, episodes: o.episodes, results: o.results });
  } catch (e) {
    console.error(`stwab submission verify: ${(e as Error).message}`);
    return 2;
  }
  for (const n of report.notes) console.log(`note: ${n}`);
  if (report.problems.length) {
    console.log(`${file}: ${report.problems.length} problem(s):`);
    for (const p of report.problems) console.log(`  - ${p}`);
    return 1;
  }
  const s = report.submission!;
  const checked = [
    'seal',
    `${s.task_evidence.length} trajectory hashes${o.episodes ? ' (from the episodes too)' : ''}`,
    ...(o.results ? ['every verdict against the run'] : []),
    `metrics (CR ${s.results.metrics.CR}, CuP ${s.results.metrics.CuP})`,
  ];
  console.log(`${file}: verified: ${checked.join(', ')}`);
  return 0;
}
