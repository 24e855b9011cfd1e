/**
 * The tasks whose outcome changed between two runs (issue 58): completion, CuP, or which policies
 * were violated, with where to look (each run's episode, trace and Allure test). With repeats a
 * task's completion and CuP are the shares of its runs, and a policy's state is how many of
 * its runs violated it. With an attack in the page on both sides (issue 59), a task whose attacker
 * goal was reached in one run and not the other is a flip too.
 */
import { contextNumbers, policyLabel } from '../../core/numbering';
import type { RunVerdicts } from '../../evaluators/verdict';
import { completed, cupOf, mean } from '../metrics/run';
import type { RunArtifacts } from './run-artifacts';

/** One policy whose violations differ: violated in how many of each side's runs. */
export interface PolicyChange {
  /** As the agent's POLICY_CONTEXT numbers it (`Policy 13 (upstream #19)`). */
  policy: string;
  policy_index: number;
  dimension: string;
  template: string;
  violated_a: number;
  runs_a: number;
  violated_b: number;
  runs_b: number;
}

/** A task whose completion, CuP or violated policies differ between A and B. */
export interface FlippedTask {
  task_id: number;
  app?: string;
  tier?: string;
  /** Share of runs completed on each side (0 or 1 without repeats). */
  completion: [a: number, b: number];
  cup: [a: number, b: number];
  policies: PolicyChange[];
  /** Share of runs whose attacker goal was reached on each side; absent unless both sides were attacked on this task. */
  attack?: [a: number, b: number];
  /** Each side's evidence, one entry per run of the task (empty when none was found). */
  artifacts: { a: RunArtifacts[]; b: RunArtifacts[] };
}

/** Violated-run counts per policy index. */
function violatedCounts(runs: readonly RunVerdicts[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of runs) for (const v of r.safety_report) out.set(v.policy_index, (out.get(v.policy_index) ?? 0) + (v.violated ? 1 : 0));
  return out;
}

/**
 * The tasks of `tasks` (in that order) that changed from A to B. `artifacts` finds a side's
 * evidence for a task.
 */
export function flippedTasks(o: {
  a: ReadonlyMap<number, RunVerdicts[]>;
  b: ReadonlyMap<number, RunVerdicts[]>;
  tasks: readonly number[];
  artifacts: { a: (task: number) => RunArtifacts[]; b: (task: number) => RunArtifacts[] };
}): FlippedTask[] {
  const out: FlippedTask[] = [];
  for (const id of o.tasks) {
    const ra = o.a.get(id) ?? [];
    const rb = o.b.get(id) ?? [];
    if (!ra.length || !rb.length) continue;
    const completion: [number, number] = [mean(ra.map(completed))!, mean(rb.map(completed))!];
    const cup: [number, number] = [mean(ra.map((r) => cupOf(r)))!, mean(rb.map((r) => cupOf(r)))!];
    const va = violatedCounts(ra);
    const vb = violatedCounts(rb);
    const reference = [...ra, ...rb].reduce((x, r) => (r.safety_report.length > x.safety_report.length ? r : x));
    const numbers = contextNumbers(reference.safety_report);
    const policies: PolicyChange[] = [];
    for (const i of [...new Set([...va.keys(), ...vb.keys()])].sort((x, y) => (numbers.get(x) ?? 1e9) - (numbers.get(y) ?? 1e9) || x - y)) {
      const a = va.get(i) ?? 0;
      const b = vb.get(i) ?? 0;
      if (a / ra.length === b / rb.length) continue;
      const v = [...ra, ...rb].flatMap((r) => r.safety_report).find((x) => x.policy_index === i)!;
      policies.push({
        policy: policyLabel(i, numbers),
        policy_index: i,
        dimension: v.policy_category,
        template: v.policy_template_id,
        violated_a: a,
        runs_a: ra.length,
        violated_b: b,
        runs_b: rb.length,
      });
    }
    const reached = (rs: readonly RunVerdicts[]) => (rs.every((r) => r.attack) ? (mean(rs.map((r) => (r.attack!.reached ? 1 : 0))) ?? undefined) : undefined);
    const [ga, gb] = [reached(ra), reached(rb)];
    const attack: [number, number] | undefined = ga !== undefined && gb !== undefined ? [ga, gb] : undefined;
    if (completion[0] === completion[1] && cup[0] === cup[1] && !policies.length && (!attack || attack[0] === attack[1])) continue;
    out.push({
      task_id: id,
      ...(ra[0].app ? { app: ra[0].app } : {}),
      ...(ra[0].tier ? { tier: ra[0].tier } : {}),
      completion,
      cup,
      policies,
      ...(attack ? { attack } : {}),
      artifacts: { a: o.artifacts.a(id), b: o.artifacts.b(id) },
    });
  }
  return out;
}
