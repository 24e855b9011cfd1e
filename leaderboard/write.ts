/**
 * Writes a built submission only if the exact bytes to be written pass `stwab submission verify`
 * (issue 55): the input rules of `submission-input.ts`, then `verifySubmission` with the run's
 * episodes and verdicts. One shared validation: the file a user uploads is the file verify
 * accepted. The file appears whole or not at all (written beside the target, then renamed).
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SubmissionRefusal } from './build';
import type { Submission } from './schema';
import { parseSubmissionBytes, SubmissionInputError } from './submission-input';
import type { BenchmarkConfig } from './task-config';
import { verifySubmission } from './verify';

/** Inputs of {@link writeSubmission}: the target file and what verify checks against. */
export interface WriteOptions {
  out: string;
  config: BenchmarkConfig;
  /** The run's episodes folder and results folder (as `verify --episodes --results`). */
  episodes?: string;
  results?: string;
  env?: NodeJS.ProcessEnv;
}

/** The file's text: pretty JSON, as `stwab submission` has always written it. */
export const submissionText = (s: Submission): string => JSON.stringify(s, null, 2) + '\n';

/**
 * Verifies `submission` as the bytes it would be written as, then writes them to `o.out`.
 * Throws {@link SubmissionRefusal} (one line, first problem and their count) and writes nothing.
 */
export function writeSubmission(submission: Submission, o: WriteOptions): void {
  const bytes = Buffer.from(submissionText(submission), 'utf8');
  let json: unknown;
  try {
    json = parseSubmissionBytes(bytes, `${o.out} (as built)`);
  } catch (e) {
    if (e instanceof SubmissionInputError) throw new SubmissionRefusal(e.message);
    throw e;
  }
  const { problems } = verifySubmission(json, { config: o.config, episodes: o.episodes, results: o.results, env: o.env });
  if (problems.length)
    throw new SubmissionRefusal(
      `${o.out} (as built) does not pass verify: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more problem(s))` : ''}`,
    );
  const tmp = join(dirname(o.out), `.${basename(o.out)}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, o.out);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
