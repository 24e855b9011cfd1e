/**
 * Where a stored run's evidence is, per task (issue 58): the episode (`episode.json`), the
 * Playwright trace (`trace.zip`, kept for failed tests by default) and the Allure test. The
 * folders are found beside the results folder the way the project's commands lay them out:
 * `test-results/` and `allure-results/` next to `stwab-results/`, or inside the results folder
 * (`STWAB_RESULTS_DIR=/tmp/x ALLURE_RESULTS_DIR=/tmp/x/allure ... --output=/tmp/x/test-results`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** One task run's evidence; each path absolute, absent when not found. */
export interface RunArtifacts {
  episode?: string;
  trace?: string;
  /** The allure-playwright result file of the test. */
  allure_result?: string;
  /** The test's id in a report Allure 3 builds from those results: `<report>/index.html#/<id>`. */
  allure_test_id?: string;
}

/** The evidence of a run folder, by task id (repeats in folder order), and the folders used. */
export interface ArtifactIndex {
  by_task: Map<number, RunArtifacts[]>;
  test_results: string | null;
  allure_results: string | null;
  /** A built Allure report (`index.html`) beside the run, when there is one. */
  allure_report: string | null;
}

const isDir = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() === true;
const first = (paths: string[], ok: (p: string) => boolean) => paths.find(ok) ?? null;
const readJson = (file: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

function push(index: Map<number, RunArtifacts[]>, id: number, a: RunArtifacts, slot: (x: RunArtifacts) => boolean): void {
  const list = index.get(id) ?? [];
  // Fill the first entry still lacking this kind of evidence, so repeats line up in order.
  const open = list.find((x) => !slot(x));
  if (open) Object.assign(open, a);
  else list.push(a);
  index.set(id, list);
}

/** Episodes and traces: each test's output folder holds `episode/verdicts.json` (small) beside `episode.json`. */
function scanTestResults(dir: string, index: Map<number, RunArtifacts[]>): void {
  for (const name of readdirSync(dir).sort()) {
    const test = join(dir, name);
    const episode = join(test, 'episode', 'episode.json');
    if (!existsSync(episode)) continue;
    const id = readJson(join(test, 'episode', 'verdicts.json'))?.task_id ?? readJson(episode)?.task_id;
    if (typeof id !== 'number') continue;
    const trace = join(test, 'trace.zip');
    push(index, id, { episode, ...(existsSync(trace) ? { trace } : {}) }, (x) => !!x.episode);
  }
}

/** Allure results: the `task_id` parameter the harness sets on every benchmark test. */
function scanAllure(dir: string, index: Map<number, RunArtifacts[]>): void {
  const results = readdirSync(dir)
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => ({ file: join(dir, f), json: readJson(join(dir, f)) }))
    .filter((r) => r.json)
    .sort((x, y) => Number(x.json!.start ?? 0) - Number(y.json!.start ?? 0) || x.file.localeCompare(y.file));
  for (const { file, json } of results) {
    const params = (json!.parameters ?? []) as { name?: string; value?: string }[];
    const id = Number(params.find((p) => p.name === 'task_id')?.value);
    if (!Number.isInteger(id) || typeof json!.uuid !== 'string') continue;
    // Allure 3 names a test result by the md5 of its uuid (checked on a report it built, 3.18).
    const testId = createHash('md5').update(json!.uuid).digest('hex');
    push(index, id, { allure_result: file, allure_test_id: testId }, (x) => !!x.allure_result);
  }
}

/**
 * The evidence folders of the run whose results folder is `folder`: inside it, and beside it
 * only when it is a default `stwab-results/` (another folder's neighbours may belong to another
 * run). Missing folders are null.
 */
export function evidenceFolders(folder: string): Omit<ArtifactIndex, 'by_task'> {
  const near = (...names: string[]) => [
    ...names.map((n) => join(folder, n)),
    ...(basename(folder) === 'stwab-results' ? names.map((n) => join(dirname(folder), n)) : []),
  ];
  return {
    test_results: first(near('test-results'), isDir),
    allure_results: first(near('allure-results', 'allure'), isDir),
    allure_report: first(near('allure-report'), (p) => existsSync(join(p, 'index.html'))),
  };
}

/** Finds the evidence of the run whose results folder is `folder` ({@link evidenceFolders}), by task. */
export function findArtifacts(folder: string): ArtifactIndex {
  const folders = evidenceFolders(folder);
  const by_task = new Map<number, RunArtifacts[]>();
  if (folders.test_results) scanTestResults(folders.test_results, by_task);
  if (folders.allure_results) scanAllure(folders.allure_results, by_task);
  return { by_task, ...folders };
}
