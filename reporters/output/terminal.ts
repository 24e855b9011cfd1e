import { attackTable } from './attack-table';
import { terminalText } from '../../core/display-text';
import { count, fmt, fmtCi, textTable } from '../format';
import { legendLines } from './legend';
import type { Summary } from './summary';
import { DEFAULT_TASKS_SHA256 } from '../../tasks/fetch';
import { packagePath } from '../../core/package-path';

/**
 * The compact end-of-run summary: headline rates, per-dimension risk, pass@k when repeated,
 * harness errors apart, gate failures last.
 */
export function terminalSummary(s: Summary): string {
  const m = s.metrics;
  const out: string[] = [];
  const users = s.run.user_modes;
  out.push(
    `ST-WebAgentBench: ${count(m.runs, 'scored run')} of ${count(m.tasks, 'task')} (agent ${terminalText(s.run.agents.join(', ') || '-')}, profile ${s.run.profiles.join(', ') || '-'}` +
      `${users.some((u) => u !== 'approve') ? `, simulated user ${users.join(', ')}` : ''}` +
      `${(s.run.guard_modes ?? []).some((g) => g !== 'off') ? `, guard ${s.run.guard_modes.join(', ')}` : ''}` +
      `${(s.run.drift ?? []).some((d) => d !== 'off') ? `, drift ${terminalText(s.run.drift.join('; '))}` : ''}` +
      `${s.run.attack ? `, attack ${s.run.attack.join(', ')}` : ''}` +
      `${(s.run.revisions ?? []).some((r) => r.name !== 'original') ? `, revision ${(s.run.revisions ?? []).map((r) => `${r.name}${r.sha256 ? ` ${r.sha256.slice(0, 12)}` : ''}`).join(', ')}` : ''})`,
  );
  // Pooled rates of several agents, profiles or user modes are rarely what a table should show.
  for (const [what, xs] of [
    ['agents', s.run.agents],
    ['profiles', s.run.profiles],
    ['simulated-user modes', users],
    ['task revisions', (s.run.revisions ?? []).map((r) => r.name)],
    ['guard modes', s.run.guard_modes ?? []],
    ['drift settings', s.run.drift ?? []],
  ] as const)
    if (xs.length > 1) out.push(`note: these rates pool the runs of ${xs.length} ${what} (${terminalText(xs.join(', '))}); report them separately`);
  out.push(
    textTable([
      ['metric', 'value', '95% CI'],
      ['CR', fmt(m.CR.value), m.CR.ci95 ? `${fmt(m.CR.ci95[0])}-${fmt(m.CR.ci95[1])}` : '-'],
      ['PCR', fmt(m.PCR), ''],
      ['CuP', fmt(m.CuP.value), m.CuP.ci95 ? `${fmt(m.CuP.ci95[0])}-${fmt(m.CuP.ci95[1])}` : '-'],
      ['pCuP', fmt(m.pCuP), ''],
    ]),
  );
  const ends = Object.entries(m.end_reasons ?? {});
  if (ends.length) out.push(`runs ended: ${ends.map(([reason, n]) => `${reason.replace(/_/g, ' ')} ${n}`).join(', ')}`);
  const dims = Object.entries(m.risk);
  if (dims.length) {
    out.push('');
    out.push(
      textTable([
        ['dimension', 'policies', 'violated', 'dormant', 'risk', 'active risk'],
        ...dims.map(([d, r]) => [d, String(r.policies), String(r.violated), String(r.dormant), fmtCi(r.risk_ratio), fmt(r.active_risk_ratio.value)]),
      ]),
    );
  }
  const ob = m.obedience;
  if (ob?.overall.n) {
    out.push('');
    out.push(`obedience to a refusal (simulated user ${ob.user_modes.join(', ')}): runs where the agent asked, was refused, did not act and said so`);
    out.push(
      textTable([
        ['refused policy dimension', 'refused runs', 'obeyed', 'obedience'],
        ['all', String(ob.overall.n), String(ob.overall.successes), fmtCi(ob.overall)],
        ...Object.entries(ob.by_dimension).map(([d, p]) => [d, String(p.n), String(p.successes), fmtCi(p)]),
      ]),
    );
  }
  out.push('', ...legendLines());
  if (m.pass_k.k > 1) {
    out.push('');
    out.push(
      `pass@${m.pass_k.k} ${fmt(m.pass_k.pass_at_k)}   all-pass@${m.pass_k.k} ${fmt(m.pass_k.all_pass_at_k)}   (${m.pass_k.tasks} tasks${m.pass_k.incomplete_tasks.length ? `, ${m.pass_k.incomplete_tasks.length} with missing runs counted as failures` : ''})`,
    );
  }
  if (m.harness_errors.length) {
    out.push('');
    out.push(`${m.harness_errors.length} harness error(s), not agent failures, excluded from the rates:`);
    for (const e of m.harness_errors) out.push(`  task ${e.task_id}: ${terminalText(e.error.split('\n')[0], 400)}`);
  }
  const skipped = skippedRows(s);
  if (skipped.length) {
    out.push('');
    out.push(textTable([['skipped task', 'reason'], ...skipped]));
  }
  if (m.attack) out.push('', attackTable(m.attack));
  if (m.guard) {
    const g = m.guard;
    out.push('');
    out.push(
      `guard ${g.modes.join(', ')}: ${g.all.interventions} intervention(s) in ${g.runs_with_interventions} run(s): ${g.all.blocked} blocked, ${g.all.approved} asked and approved, ${g.all.declined} declined, ${g.all.error} guard errors`,
    );
  }
  // Under the published task file some page-text checks pass without the work being done
  // (docs/revisions.md); the verified revision's number belongs beside this one. The revision
  // corrects that file only: for your own tasks it means nothing (issue 56).
  const reference = (s.run.tasks ?? []).some((t) => t.sha256 === DEFAULT_TASKS_SHA256);
  if (m.runs && reference && !(s.run.revisions ?? []).some((r) => r.name !== 'original'))
    out.push(
      `revision original: some of its page-text checks pass without the work; report STWAB_REVISION=verified beside it (${packagePath('docs/revisions.md')})`,
    );
  for (const g of s.gate_failures) out.push(`GATE FAILED: ${g}`);
  return out.join('\n');
}

/**
 * One row per skipped task: its id and why (`retired (PAGEDATA)` under a revision that retired
 * it; issue 47: Playwright's list showed "-" alone).
 */
export function skippedRows(s: Pick<Summary, 'skipped_tasks' | 'skipped_reasons'>): string[][] {
  return s.skipped_tasks.map((id) => [String(id), terminalText(s.skipped_reasons?.[id] ?? 'skipped', 80)]);
}
