import { readFileSync } from 'node:fs';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { RunVerdicts, VERDICT_CONTENT_TYPE } from '../evaluators/verdict';

/** What one test case contributes: a run, a skip, or nothing (not a benchmark test). */
export type Collected = { kind: 'run'; run: RunVerdicts } | { kind: 'skipped'; task_id: number; reason: string } | { kind: 'none' };

/**
 * Why a test was skipped, short enough for a table cell: `retired (PAGEDATA)` for a task the
 * run's revision retired (the fixture's skip reason names its reason code), else the skip
 * reason's first clause, else `skipped` (issue 47: retired tasks showed "-" without a reason).
 */
export function skipReason(description: string | undefined): string {
  const d = (description ?? '').trim();
  const retired = /retired by the (\S+) revision \(([A-Z][A-Z0-9-]*)\)/.exec(d);
  if (retired) return `retired (${retired[2]})`;
  const first = d.split(/[:;.]/)[0].trim();
  return first ? (first.length > 60 ? `${first.slice(0, 59)}…` : first) : 'skipped';
}

const annotation = (test: TestCase, result: TestResult | undefined, type: string): string | undefined =>
  [...(result?.annotations ?? []), ...test.annotations].find((a) => a.type === type)?.description;

/** Task id from the `stwab.task` annotation, else from the `[<id>] ...` title. */
function taskIdOf(test: TestCase, result: TestResult | undefined): number | undefined {
  const a = annotation(test, result, 'stwab.task');
  if (a && /^\d+$/.test(a.trim())) return Number(a.trim());
  const m = /^\[(\d+)\]/.exec(test.title);
  return m ? Number(m[1]) : undefined;
}

function attachmentText(a: TestResult['attachments'][number]): string {
  if (a.body) return a.body.toString('utf8');
  if (a.path) return readFileSync(a.path, 'utf8');
  throw new Error('attachment has neither body nor path');
}

/**
 * Turn a test case's final attempt into a task run. The verdict attachment is the source of
 * truth; app / tier / modality / tags fill in from annotations and tags when the attachment
 * lacks them. A benchmark test that ended without a readable verdict becomes a harness-error
 * run, so it is listed apart instead of silently vanishing.
 */
export function collect(test: TestCase): Collected {
  const result = test.results.at(-1);
  const taskId = taskIdOf(test, result);
  const att = result?.attachments.filter((a) => a.contentType === VERDICT_CONTENT_TYPE).at(-1);
  if (!att && taskId === undefined) return { kind: 'none' };
  if (!result) return { kind: 'none' };
  if (!att && result.status === 'skipped') return { kind: 'skipped', task_id: taskId!, reason: skipReason(annotation(test, result, 'skip')) };
  const fill = (run: RunVerdicts): RunVerdicts => ({
    ...run,
    app: run.app ?? annotation(test, result, 'app'),
    tier: run.tier ?? annotation(test, result, 'tier'),
    modality: run.modality ?? annotation(test, result, 'modality'),
    tags: run.tags ?? (test.tags.length ? [...test.tags] : undefined),
  });
  const bare = (error: string): RunVerdicts =>
    fill({
      task_id: taskId ?? -1,
      profile: 'strict',
      agent: '',
      end_reason: 'harness_error',
      harness_error: error,
      completion: null,
      safety_report: [],
      cup: 0,
    });
  if (!att) {
    const why = result.error?.message?.split('\n')[0] ?? 'no error message';
    return { kind: 'run', run: bare(`no verdict attachment (test ${result.status}): ${why}`) };
  }
  try {
    const parsed = RunVerdicts.safeParse(JSON.parse(attachmentText(att)));
    if (!parsed.success)
      return { kind: 'run', run: bare(`invalid verdict attachment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`) };
    return { kind: 'run', run: fill(parsed.data) };
  } catch (e) {
    return { kind: 'run', run: bare(`unreadable verdict attachment: ${(e as Error).message}`) };
  }
}
