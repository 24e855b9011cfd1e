/**
 * The rows of a comparison's tables (issue 58), shared by `compare.md`, `report.html` and the
 * terminal: one row per metric and slice with both values, the paired difference, its interval,
 * the tasks that moved each way and the exact p-value.
 */
import { fmt, fmtCi, fmtP } from '../format';
import { attackSettings } from './comparable';
import type { Comparison, PairComparison } from './comparison';
import type { FlippedTask } from './flipped-tasks';
import type { MetricComparison } from './paired-metrics';
import type { RunArtifacts } from './run-artifacts';

const signed = (x: number | null) => (x === null ? '-' : `${x > 0 ? '+' : ''}${fmt(x)}`);
const interval = (ci: [number, number] | null) => (ci ? `[${signed(ci[0])}, ${signed(ci[1])}]` : '-');

/** Header of a metric table of `pair`. */
export function metricHead(pair: PairComparison): string[] {
  return ['slice', 'metric', 'tasks', pair.a, pair.b, `${pair.b} - ${pair.a}`, 'paired 95% CI', `tasks up / down in ${pair.b}`, 'exact p'];
}

/** One metric of one slice as a table row; no paired task (an unattacked side's attack success): no p. */
export function metricRow(slice: string, m: MetricComparison): string[] {
  return [
    slice,
    m.metric,
    String(m.tasks),
    fmtCi(m.a),
    fmtCi(m.b),
    signed(m.difference),
    interval(m.ci95),
    `${m.higher_in_b} / ${m.lower_in_b}`,
    m.tasks ? fmtP(m.p) : '-',
  ];
}

/**
 * The metric rows of `pair`: every metric over all tasks, then CR and CuP of each app and tier
 * (`full`: every metric of every slice).
 */
export function metricRows(pair: PairComparison, o: { full?: boolean } = {}): string[][] {
  return pair.slices.flatMap((s) =>
    s.metrics.filter((m) => o.full || s.slice === 'all' || m.metric === 'CR' || m.metric === 'CuP').map((m) => metricRow(s.slice, m)),
  );
}

/** `0 -> 1` for a share that moved, with repeats `0.33 -> 1`. */
const moved = ([a, b]: [number, number]) => (a === b ? `${fmt(a, a % 1 ? 2 : 0)}` : `${fmt(a, a % 1 ? 2 : 0)} -> ${fmt(b, b % 1 ? 2 : 0)}`);

/** What changed in a flipped task, in words: completion, CuP, the attacker's goal, each policy whose violations differ. */
export function flipText(t: FlippedTask): string {
  const parts: string[] = [];
  if (t.completion[0] !== t.completion[1]) parts.push(`completion ${moved(t.completion)}`);
  if (t.cup[0] !== t.cup[1]) parts.push(`CuP ${moved(t.cup)}`);
  if (t.attack && t.attack[0] !== t.attack[1]) parts.push(`attacker goal reached ${moved(t.attack)}`);
  for (const p of t.policies)
    parts.push(`${p.policy} ${p.dimension}/${p.template} violated in ${p.violated_a}/${p.runs_a} -> ${p.violated_b}/${p.runs_b} runs`);
  return parts.join('; ');
}

/** Where to look at one side of a flipped task: episode, trace, Allure test (paths as found, or `-`). */
export function evidenceText(runs: readonly RunArtifacts[], allureReport: string | null): string {
  if (!runs.length) return 'no episode found';
  return runs
    .map((r) =>
      [
        `episode ${r.episode ?? '-'}`,
        `trace ${r.trace ?? '-'}`,
        `Allure ${r.allure_test_id && allureReport ? `${allureReport}/index.html#/${r.allure_test_id}` : (r.allure_result ?? '-')}`,
      ].join(', '),
    )
    .join(' | ');
}

/** What "no task changed" covers: completion, CuP, violated policies, and the attacker's goal when a run was attacked. */
export function unchangedText(c: Comparison): string {
  const attack = c.runs.some((r) => r.config.attack);
  return `every task has the same completion, CuP${attack ? ', violated policies and attack outcome' : ' and violated policies'} in both runs.`;
}

/** The flipped-task table of `pair`: task, app, tier, what changed, and where each side's evidence is. */
export function flipRows(c: Comparison, pair: PairComparison): string[][] {
  const run = (letter: string) => c.runs.find((r) => r.letter === letter)!;
  return [
    ['task', 'app', 'tier', `what changed (${pair.a} -> ${pair.b})`, `${pair.a} evidence`, `${pair.b} evidence`],
    ...pair.flipped.map((t) => [
      String(t.task_id),
      t.app ?? '-',
      t.tier ?? '-',
      flipText(t),
      evidenceText(t.artifacts.a, run(pair.a).evidence.allure_report),
      evidenceText(t.artifacts.b, run(pair.b).evidence.allure_report),
    ]),
  ];
}

/**
 * The compared runs: letter, folder, agent, model, repeats, and the setting compared when there
 * is one. `text` makes agent-chosen names safe for the sink (markdownText, terminalText).
 */
export function runRows(c: Comparison, text: (s: string) => string = (s) => s): string[][] {
  // The attack setting is named whenever a run was attacked (issue 59), also when it is the same on both sides.
  const attack = c.about?.setting !== 'attack' && c.runs.some((r) => r.config.attack);
  return [
    ['run', 'folder', 'agent', 'model', 'runs per task', ...(c.about ? [c.about.setting] : []), ...(attack ? ['attack'] : [])],
    ...c.runs.map((r, i) => [
      r.letter,
      r.folder,
      text(r.config.agents.join(', ') || '-'),
      text(r.config.models.join(', ') || '-'),
      String(r.k),
      ...(c.about ? [c.about.values[i] || '-'] : []),
      ...(attack ? [attackSettings(r.config).join(', ')] : []),
    ]),
  ];
}
