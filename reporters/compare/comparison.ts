/**
 * `compare.json` (issue 58): stored runs of the same tasks compared with the first one (A), task
 * by task: per metric each run's value and interval, the paired difference with its bootstrap
 * interval and exact test, overall and per app and tier; the tasks that changed; and each run's
 * own metrics over the compared tasks (computed by the reporter, for the charts).
 */
import type { RunVerdicts } from '../../evaluators/verdict';
import { computeMetrics, type Metrics } from '../metrics/compute';
import { groupBy } from '../metrics/run';
import { UNLABELLED } from '../metrics/breakdowns';
import type { RunConfig } from '../run-config';
import { attackSettings, comparabilityProblem, type AboutSetting } from './comparable';
import { flippedTasks, type FlippedTask } from './flipped-tasks';
import { pairedMetrics, type MetricComparison } from './paired-metrics';
import { findArtifacts, type ArtifactIndex } from './run-artifacts';
import type { StoredRun } from './stored-run';

/** One compared run: A, B, C, ... in the order given. */
export interface ComparedRun {
  letter: string;
  name: string;
  folder: string;
  config: RunConfig;
  k: number;
  /** The reporter's metrics over the compared tasks only (what the charts draw). */
  metrics: Metrics;
  evidence: Omit<ArtifactIndex, 'by_task'>;
}

/** All metrics of one slice of the tasks (`all`, `app suitecrm`, `tier hard`). */
export interface SliceComparison {
  slice: string;
  tasks: number;
  metrics: MetricComparison[];
}

/** One run against A. */
export interface PairComparison {
  a: string;
  b: string;
  slices: SliceComparison[];
  flipped: FlippedTask[];
}

/** Content of `compare.json`. Deterministic for the same runs, seed and resamples. */
export interface Comparison {
  schema: 'stwab-compare/1';
  /** The setting the comparison is about (allowed to differ), with each run's value; null when none. */
  about: { setting: AboutSetting; values: string[] } | null;
  tasks: { compared: number[]; harness_errors: number[]; not_in_every_run: number[] };
  statistics: {
    value_interval: string;
    difference_interval: string;
    test: string;
    resamples: number;
    seed: number;
    /** How pass@k is compared, or why it is not. */
    pass_k: string;
  };
  runs: ComparedRun[];
  pairs: PairComparison[];
}

/** Thrown when the runs may not be compared; the message is one line. */
export class CompareRefusal extends Error {}

const byTask = (runs: readonly RunVerdicts[], keep: ReadonlySet<number>) =>
  new Map(
    [
      ...groupBy(
        runs.filter((r) => keep.has(r.task_id)),
        (r) => String(r.task_id),
      ),
    ].map(([id, rs]) => [Number(id), rs]),
  );

/** Slices: every task, then each app and each tier of A's runs (labels as in the breakdowns). */
function slices(a: ReadonlyMap<number, RunVerdicts[]>, tasks: readonly number[]): { slice: string; tasks: number[] }[] {
  const out = [{ slice: 'all', tasks: [...tasks] }];
  for (const [field, key] of [
    ['app', (r: RunVerdicts) => r.app],
    ['tier', (r: RunVerdicts) => r.tier],
  ] as const) {
    const groups = groupBy(tasks, (id) => key(a.get(id)![0]) ?? UNLABELLED);
    // One group is the same tasks as `all`.
    if (groups.size < 2) continue;
    for (const g of [...groups.keys()].sort()) out.push({ slice: `${field} ${g}`, tasks: groups.get(g)! });
  }
  return out;
}

/**
 * Compares `stored[1..]` with `stored[0]`. Throws {@link CompareRefusal} (one line) when fewer
 * than two runs are given, when they are not comparable (`comparabilityProblem`) or share no
 * scored task.
 */
export function buildComparison(stored: readonly StoredRun[], o: { about?: AboutSetting; resamples: number; seed: number }): Comparison {
  if (stored.length < 2) throw new CompareRefusal('give at least two runs to compare');
  const letters = stored.map((_, i) => String.fromCharCode(65 + i));
  const named = stored.map((s, i) => ({ name: `${letters[i]} (${s.name})`, config: s.config }));
  const problem = comparabilityProblem(named, o.about);
  if (problem) throw new CompareRefusal(problem);
  const idsOf = (s: StoredRun) => new Set(s.runs.map((r) => r.task_id));
  const all = [...new Set(stored.flatMap((s) => [...idsOf(s)]))].sort((x, y) => x - y);
  const inEvery = all.filter((id) => stored.every((s) => idsOf(s).has(id)));
  const broken = new Set(stored.flatMap((s) => s.runs.filter((r) => r.harness_error).map((r) => r.task_id)));
  const compared = inEvery.filter((id) => !broken.has(id));
  if (!compared.length) throw new CompareRefusal('the runs share no task without a harness error: nothing to pair');
  const keep = new Set(compared);
  const sides = stored.map((s) => byTask(s.runs, keep));
  const evidence = stored.map((s) => findArtifacts(s.folder));
  const ks = [...new Set(stored.map((s) => s.k))];
  const k = ks.length === 1 ? ks[0] : null;
  const pairs: PairComparison[] = stored.slice(1).map((_, j) => {
    const i = j + 1;
    return {
      a: letters[0],
      b: letters[i],
      slices: slices(sides[0], compared).map((sl) => ({
        slice: sl.slice,
        tasks: sl.tasks.length,
        metrics: pairedMetrics({ a: sides[0], b: sides[i], tasks: sl.tasks, k, resamples: o.resamples, seed: o.seed }),
      })),
      flipped: flippedTasks({
        a: sides[0],
        b: sides[i],
        tasks: compared,
        artifacts: { a: (t) => evidence[0].by_task.get(t) ?? [], b: (t) => evidence[i].by_task.get(t) ?? [] },
      }),
    };
  });
  return {
    schema: 'stwab-compare/1',
    about: o.about ? { setting: o.about, values: stored.map((s) => aboutValue(s.config, o.about!)) } : null,
    tasks: { compared, harness_errors: inEvery.filter((id) => broken.has(id)), not_in_every_run: all.filter((id) => !keep.has(id) && !broken.has(id)) },
    statistics: {
      value_interval: "Wilson 95% score interval of each run's value, over its scored runs (CR, CuP), policy instances (risk) or tasks (pass@k)",
      difference_interval: `paired bootstrap over tasks: ${o.resamples} resamples (seed ${o.seed}), the same tasks drawn for both runs, 2.5th-97.5th percentile`,
      test: 'exact two-sided sign test on the tasks whose own value differs (for 0/1 values: the exact McNemar test on the tasks that flip)',
      resamples: o.resamples,
      seed: o.seed,
      pass_k:
        k === null
          ? `not compared: the runs ran different repeats per task (${stored.map((s) => s.k).join(', ')})`
          : k > 1
            ? `pass@${k} and all-pass@${k}: Wilson 95% over tasks for each run, paired bootstrap over tasks for the difference, exact McNemar on the tasks that flip`
            : 'no repeats (k = 1): pass@k is CuP',
    },
    runs: stored.map((s, i) => ({
      letter: letters[i],
      name: s.name,
      folder: s.folder,
      config: s.config,
      k: s.k,
      metrics: computeMetrics(
        s.runs.filter((r) => keep.has(r.task_id)),
        { k: s.k },
      ),
      evidence: { test_results: evidence[i].test_results, allure_results: evidence[i].allure_results, allure_report: evidence[i].allure_report },
    })),
    pairs,
  };
}

/** What a run's config says about the setting. */
function aboutValue(c: RunConfig, about: AboutSetting): string {
  const v = {
    revision: c.revisions.map((r) => r.name),
    profile: c.profiles,
    drift: c.drift,
    guard: c.guard_modes,
    user: c.user_modes,
    attack: attackSettings(c),
  }[about];
  return v.join(', ');
}
