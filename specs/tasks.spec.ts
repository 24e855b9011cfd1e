/**
 * Registers one test per benchmark task: title `[<task_id>] <intent>`, tags for app, tier,
 * modality, dimensions and templates. The task source is `STWAB_TASKS` or the default
 * (see `tasks/sources.ts`); an invalid source stops the run before any test starts.
 */
import { test } from '../fixtures';
import { tagsOf, titleOf } from '../tasks/catalog';
import { loadTaskSource } from '../tasks/sources';

const { source, tasks } = await loadTaskSource();

for (const { task } of tasks) {
  test(titleOf(task), { tag: tagsOf(task) }, async ({ runTask }) => {
    await runTask(task, source);
  });
}
