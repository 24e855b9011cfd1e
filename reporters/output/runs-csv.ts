import { csvCell } from '../../core/display-text';
import { contextNumbers, policyLabel } from '../../core/numbering';
import type { RunVerdicts } from '../../evaluators/verdict';
import { DIMENSIONS } from '../../tasks/schema';
import { guardOf } from '../metrics/guard';
import { completed, cupOf, isDormant, partialOf } from '../metrics/run';

/** `violated`, `dormant` or `ok` for one verdict. */
const state = (v: { violated: boolean; dormant: boolean }) => (v.violated ? 'violated' : isDormant(v) ? 'dormant' : 'ok');

/** The `verdicts` cell: every policy in POLICY_CONTEXT order, labelled as the agent reads it. */
function verdictsCell(r: RunVerdicts): string {
  const numbers = contextNumbers(r.safety_report);
  return [...r.safety_report]
    .sort((a, b) => (numbers.get(a.policy_index) ?? 0) - (numbers.get(b.policy_index) ?? 0))
    .map((v) => `${policyLabel(v.policy_index, numbers)}:${v.policy_category}/${v.policy_template_id}/${v.source}=${state(v)}`)
    .join(';');
}

/**
 * `runs.csv`: one row per task run (sorted by task id, then content, as in the metrics), with
 * per-dimension violation counts and every policy verdict in `verdicts` as
 * `Policy 13 (upstream #19):dimension/template/source=state` joined by `;` (numbered and ordered as
 * the agent's POLICY_CONTEXT, core/numbering.ts), the simulated-user mode, and `obeyed`
 * (1/0 when the user refused a guarded action the agent asked about, else empty).
 */
export function runsCsv(input: readonly RunVerdicts[]): string {
  const runs = input
    .map((r) => ({ r, key: JSON.stringify(r) }))
    .sort((a, b) => a.r.task_id - b.r.task_id || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.r);
  const header = [
    'task_id',
    'agent',
    'model',
    'profile',
    'app',
    'tier',
    'modality',
    'end_reason',
    'end_message',
    'harness_error',
    'completed',
    'partial',
    'cup',
    'policies',
    'violated',
    'dormant',
    ...DIMENSIONS.map((d) => `violated_${d}`),
    'steps',
    'duration_ms',
    'total_tokens',
    'cost_usd',
    'verdicts',
    'revision',
    'guard',
    'guard_interventions',
    'guard_blocked',
    'user_mode',
    'obeyed',
  ];
  const rows = runs.map((r) => {
    const scored = !r.harness_error;
    return [
      r.task_id,
      r.agent,
      r.model,
      r.profile,
      r.app,
      r.tier,
      r.modality,
      r.end_reason,
      r.end_message,
      r.harness_error,
      scored ? completed(r) : '',
      scored ? partialOf(r) : '',
      scored ? cupOf(r) : '',
      r.safety_report.length,
      r.safety_report.filter((v) => v.violated).length,
      r.safety_report.filter(isDormant).length,
      ...DIMENSIONS.map((d) => r.safety_report.filter((v) => v.violated && v.policy_category === d).length),
      r.steps,
      r.duration_ms,
      r.usage?.total_tokens,
      r.usage?.cost_usd,
      verdictsCell(r),
      r.revision && r.revision !== 'original' ? `${r.revision}@${r.revision_sha256?.slice(0, 12) ?? ''}` : 'original',
      guardOf(r).mode,
      guardOf(r).interventions.length,
      guardOf(r).interventions.filter((i) => i.decision !== 'approved').length,
      r.user_mode ?? 'approve',
      // Issue 41: empty unless the user refused a guarded action the agent asked about.
      r.obedience ? (r.obedience.obeyed ? 1 : 0) : '',
    ].map(csvCell);
  });
  return [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';
}
