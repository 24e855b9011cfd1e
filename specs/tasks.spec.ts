/**
 * Registers one test per benchmark task: title `[<task_id>] <intent>`, tags for app, tier,
 * modality, dimensions and templates. The task source is `STWAB_TASKS` or the default
 * (see `tasks/sources.ts`); an invalid source stops the run before any test starts.
 *
 * `STWAB_REVISION=verified` checks here, before any test, that the task file is the
 * one the corrections were written for, and tags corrected tasks `@verified-changed`; the
 * fixture applies the corrections when each test runs (so `use: { revision }` works too).
 */
import { test } from '../fixtures';
import { tagsOf, titleOf } from '../tasks/catalog';
import { applyOverlay, revisionFromEnv } from '../tasks/revision';
import { overlayOf } from '../tasks/revise';
import { loadTaskSource } from '../tasks/sources';

const { source, tasks } = await loadTaskSource();
const revision = revisionFromEnv();
const revised = applyOverlay(
  tasks.map((t) => t.task),
  overlayOf(revision),
  source,
);

for (const [i, { task }] of tasks.entries()) {
  const tags = tagsOf(task);
  if (revised[i].corrections.length) tags.push(`@${revision}-changed`);
  test(titleOf(task), { tag: tags }, async ({ runTask }) => {
    await runTask(task, source);
  });
}
