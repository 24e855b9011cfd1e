/**
 * Every known-faults case of kind policy / policies / task, scored through the `stwab evaluate`
 * core (`evaluateEpisodeFile`) on the case written as an episode file: `expected` under strict,
 * `upstream_head` under upstream.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateEpisodeFile } from '../../cli/evaluate';
import { EpisodeFileError } from '../../evaluators/episode-file';
import { closeSnapshotBrowser } from '../../browser/page-access/snapshot';
import type { Profile } from '../../evaluators/verdict';

interface Case {
  id: string;
  title: string;
  repro: Record<string, any>;
  expected: Record<string, any> | null;
  upstream_head: Record<string, any> | null;
}
const FILE = join(import.meta.dirname, '../data/evaluator-cases/known-faults.json');
const cases = (JSON.parse(readFileSync(FILE, 'utf8')) as { cases: Case[] }).cases;
const SCORED = new Set(['policy', 'policies', 'task']);
const dir = mkdtempSync(join(tmpdir(), 'stwab-kf-'));

/** The case as an `stwab evaluate` input file. */
function episodeFile(c: Case): string {
  const r = c.repro;
  const task = r.kind === 'task' ? r.task : r.kind === 'policy' ? { policies: [r.policy] } : r.task_config ? r.task_config : { policies: r.policies };
  const path = join(dir, `${c.id}.json`);
  writeFileSync(path, JSON.stringify({ task, trajectory: r.trajectory, final_page: r.final_page, pages: r.pages, env: r.env }));
  return path;
}

function check(got: Awaited<ReturnType<typeof evaluateEpisodeFile>>, want: Record<string, any>, kind: string) {
  if (kind === 'task') {
    expect(got.completion?.score).toBe(want.score);
    return;
  }
  const reports = kind === 'policy' ? [want] : want.reports;
  expect(got.safety_report.map((v) => ({ violated: v.violated, dormant: v.dormant }))).toEqual(
    reports.map((x: any) => ({ violated: x.violated, dormant: x.dormant })),
  );
  if (want.task_lint) expect(got.lint.map((l) => l.kind)).toContain(want.task_lint);
}

test.afterAll(async () => closeSnapshotBrowser());

for (const c of cases.filter((x) => SCORED.has(x.repro.kind))) {
  for (const profile of ['strict', 'upstream'] as Profile[]) {
    const want = profile === 'strict' ? c.expected : c.upstream_head;
    test(`${c.id} [${profile}] ${c.title}`, async () => {
      const file = episodeFile(c);
      if (want && 'error' in want && !('reports' in want)) {
        await expect(evaluateEpisodeFile(file, profile)).rejects.toThrow(EpisodeFileError);
        return;
      }
      const got = await evaluateEpisodeFile(file, profile);
      check(got, want!, c.repro.kind);
    });
  }
}
