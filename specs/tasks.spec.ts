/**
 * Registers one test per benchmark task: title `[<task_id>] <intent>`, tags for app, tier,
 * modality, dimensions and templates. The task source is `STWAB_TASKS` or the default
 * (see `tasks/sources.ts`); an invalid source stops the run before any test starts.
 *
 * `STWAB_REVISION=verified` checks here, before any test, that the task file is the
 * one the corrections were written for, and tags corrected tasks `@verified-changed`; the
 * fixture applies the corrections when each test runs (so `use: { revision }` works too).
 * The same two lines are the spec `stwab init` writes in your project (`fixtures/task-tests.ts`).
 */
import { test } from '../fixtures';
import { taskTests } from '../fixtures/task-tests';

for (const t of await taskTests()) test(t.title, t.details, t.body);
