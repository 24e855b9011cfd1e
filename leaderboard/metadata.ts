/**
 * The rules `stwab submission verify` applies to a submission's metadata alone (the schema's
 * `SubmissionMetadata` and the display-field rules of `validate.ts`), so `stwab submission`
 * refuses a bad `--code-url` or `--team` before it builds anything (issue 55). The same
 * functions run again, with every other rule, on the whole file before it is written.
 */
import { SubmissionMetadata } from './schema';
import { displayFieldProblems } from './validate';

/** One metadata problem: the field (`code_repository_url`) and the line to print. */
export interface MetadataProblem {
  field: string;
  message: string;
}

/** Every problem of `metadata` (empty: it passes verify's metadata rules). */
export function metadataProblems(metadata: unknown): MetadataProblem[] {
  const parsed = SubmissionMetadata.safeParse(metadata);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(metadata)', message: i.message }));
  return displayFieldProblems(parsed.data);
}
