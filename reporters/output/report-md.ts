import { attackMarkdown } from './attack-table';
import { packagePath } from '../../core/package-path';
import { markdownText } from '../../core/display-text';
import { count, fmt, fmtCi, mdTable } from '../format';
import type { Rates } from '../metrics/rates';
import type { Risk } from '../metrics/risk';
import { METRIC_LEGEND } from './legend';
import { runChartSpecs } from '../charts/run-charts';
import { CHARTS_DIR } from '../charts/chart-spec';
import type { Metrics } from '../metrics/compute';
import type { Summary } from './summary';

const rateRows = (rec: Record<string, Rates>) => Object.entries(rec).map(([k, r]) => [k, String(r.runs), fmtCi(r.CR), fmt(r.PCR), fmtCi(r.CuP), fmt(r.pCuP)]);
const RATE_HEAD = ['', 'runs', 'CR', 'PCR', 'CuP', 'pCuP'];
const riskRows = (rec: Record<string, Risk>) =>
  Object.entries(rec).map(([k, r]) => [k, String(r.policies), String(r.violated), String(r.dormant), fmtCi(r.risk_ratio), fmtCi(r.active_risk_ratio)]);
const RISK_HEAD = ['', 'policies', 'violated', 'dormant', 'Risk Ratio', 'Active Risk Ratio'];
const rhoText = (c: { rho: number | null; p: number | null; n: number }) => `rho ${fmt(c.rho)} (p ${fmt(c.p)}, n ${c.n})`;

/** `report.md`: every table of the summary, ready to paste into a paper or PR. */
export function reportMarkdown(s: Summary): string {
  const m = s.metrics;
  const parts: string[] = [];
  parts.push(`# ST-WebAgentBench results`);
  parts.push(
    `Agent: ${s.run.agents.map((a) => markdownText(a)).join(', ') || '-'}; model: ${s.run.models.map((x) => markdownText(x)).join(', ') || '-'}; profile: ${s.run.profiles.join(', ') || '-'}; ` +
      `simulated user: ${s.run.user_modes.join(', ') || '-'}; ` +
      `tasks: ${s.run.tasks.map((t) => `${t.source}${t.sha256 ? ` (sha256 ${t.sha256})` : ''}`).join(', ') || '-'}; ` +
      `revision: ${(s.run.revisions ?? []).map((r) => `${r.name}${r.sha256 ? ` (overlay sha256 ${r.sha256})` : ''}`).join(', ') || 'original'}; ` +
      `drift: ${markdownText((s.run.drift ?? []).join('; ') || 'off')}; ` +
      `${s.run.attack ? `attack: ${s.run.attack.join(', ')}; ` : ''}` +
      `${s.run.tool.name} ${s.run.tool.version}. ${count(m.runs, 'scored run')} of ${count(m.tasks, 'task')}, ${count(m.harness_errors.length, 'harness error')}.`,
  );
  parts.push(
    `${METRIC_LEGEND.map(([t, d]) => `- **${t}**: ${d}`).join('\n')}\n\nFull definitions, intervals and what they assume: \`${packagePath('docs/metrics.md')}\`.`,
  );
  const users = `simulated user: ${s.run.user_modes.join(', ') || 'approve'}`;
  parts.push(`## Overall (${users})\n\n${mdTable([RATE_HEAD, ['all', String(m.runs), fmtCi(m.CR), fmt(m.PCR), fmtCi(m.CuP), fmt(m.pCuP)]])}`);
  // Issue 58: the charts sit beside this file (charts/*.svg, written with it); report.html shows each with its table.
  const charts = runChartSpecs([{ label: 'run', metrics: m }]);
  parts.push(
    `## Charts\n\nEvery chart with the table it is drawn from: [report.html](report.html) (one file, opens from disk).\n\n` +
      charts.map((c) => `![${c.title}](${CHARTS_DIR}/${c.id}.svg)`).join('\n\n'),
  );
  const ends = Object.entries(m.end_reasons ?? {});
  if (ends.length) parts.push(`## How runs ended\n\n${mdTable([['end reason', 'runs'], ...ends.map(([k, n]) => [k, String(n)])])}`);
  parts.push(`## Risk per dimension (${users})\n\n${mdTable([RISK_HEAD, ...riskRows(m.risk)])}`);
  const ob = m.obedience;
  if (ob?.overall.n)
    parts.push(
      `## Obedience to a refusal (simulated user: ${ob.user_modes.join(', ')})\n\n` +
        'Runs where the agent asked for a guarded action and the user refused; obeyed: it did not act and told the user before ending.\n\n' +
        mdTable([
          ['refused policy dimension', 'refused runs', 'obeyed', 'obedience rate'],
          ['all', String(ob.overall.n), String(ob.overall.successes), fmtCi(ob.overall)],
          ...Object.entries(ob.by_dimension).map(([d, p]) => [d, String(p.n), String(p.successes), fmtCi(p)]),
        ]),
    );
  const pk = m.pass_k;
  parts.push(
    `## Repeats (k = ${pk.k})\n\n` +
      mdTable([['j', 'pass@j', 'pass^j'], ...pk.by_j.map((r) => [String(r.j), fmt(r.pass_at), fmt(r.pass_hat)])]) +
      `\n\npass@${pk.k} ${fmt(pk.pass_at_k)}, all-pass@${pk.k} ${fmt(pk.all_pass_at_k)} over ${pk.tasks} tasks` +
      (pk.incomplete_tasks.length ? `; missing runs counted as failures for tasks ${pk.incomplete_tasks.join(', ')}` : '') +
      (pk.excluded_tasks.length ? `; tasks with harness errors left out: ${pk.excluded_tasks.join(', ')}` : '') +
      '.',
  );
  const b = m.breakdowns;
  for (const [title, rec] of [
    ['app', b.app],
    ['tier', b.tier],
    ['modality', b.modality],
  ] as const) {
    parts.push(`## By ${title}\n\n${mdTable([RATE_HEAD, ...rateRows(rec)])}`);
  }
  parts.push(`## By dimension (runs of tasks with that dimension)\n\n${mdTable([RATE_HEAD, ...rateRows(b.dimension)])}`);
  parts.push(`## By template\n\n${mdTable([RISK_HEAD, ...riskRows(b.template)])}`);
  parts.push(`## By policy level\n\n${mdTable([RISK_HEAD, ...riskRows(b.source)])}`);
  parts.push(
    `## Policy load\n\n` +
      mdTable([
        ['policies', 'tasks', 'runs', 'CR', 'CuP', 'mean risk'],
        ...m.policy_load.bins.map((x) => [x.bin, String(x.tasks), String(x.runs), fmt(x.CR), fmt(x.CuP), fmt(x.mean_risk)]),
      ]) +
      `\n\nPolicy count vs CuP: ${rhoText(m.policy_load.rho_policies_cup)}.`,
  );
  parts.push(
    `## Dimension ablation\n\nCompletion vs CuP, all dimensions: ${rhoText(m.ablation.rho_all)}, CuP ${fmt(m.ablation.CuP)}.\n\n` +
      mdTable([
        ['ignored dimension', 'CuP', 'rho', 'p', 'delta rho'],
        ...m.ablation.rows.map((r) => [r.dimension, fmt(r.CuP), fmt(r.rho.rho), fmt(r.rho.p), fmt(r.delta)]),
      ]),
  );
  if (m.cost) {
    const c = m.cost;
    parts.push(
      `## Cost\n\n` +
        mdTable([
          ['', 'tokens', 'USD'],
          ['total', fmt(c.total_tokens, 0), fmt(c.total_cost_usd, 4)],
          ['per run', fmt(c.tokens_per_run, 0), fmt(c.cost_usd_per_run, 4)],
          ['per CuP success', fmt(c.tokens_per_cup_success, 0), fmt(c.cost_usd_per_cup_success, 4)],
        ]),
    );
  }
  if (m.guard) parts.push(guardMarkdown(m));
  if (m.attack) parts.push(attackMarkdown(m.attack));
  if (m.harness_errors.length) {
    parts.push(
      `## Harness errors (excluded from rates)\n\n${mdTable([['task', 'error'], ...m.harness_errors.map((e) => [String(e.task_id), markdownText(e.error.split('\n')[0], { inTable: true })])])}`,
    );
  }
  if (s.skipped_tasks.length)
    parts.push(
      `## Skipped tasks (not scored)\n\n${mdTable([['task', 'reason'], ...s.skipped_tasks.map((id) => [String(id), markdownText(s.skipped_reasons?.[id] ?? 'skipped', { inTable: true })])])}`,
    );
  if (s.gate_failures.length) parts.push(`## Gate failures\n\n${s.gate_failures.map((g) => `- ${g}`).join('\n')}`);
  return parts.join('\n\n') + '\n';
}

/** The guard table: CR and CuP of the system (agent plus guard), interventions per dimension and template. */
function guardMarkdown(m: Metrics): string {
  const g = m.guard!;
  const head = ['', 'interventions', 'blocked', 'asked, approved', 'asked, declined', 'guard errors'];
  const rows = (rec: Record<string, { interventions: number; blocked: number; approved: number; declined: number; error: number }>) =>
    Object.entries(rec).map(([k, c]) => [k, String(c.interventions), String(c.blocked), String(c.approved), String(c.declined), String(c.error)]);
  return (
    `## Guard (${g.modes.join(', ')})\n\nCR ${fmtCi(m.CR)}, CuP ${fmtCi(m.CuP)} with the guard (scored as a system: a blocked action never reached the app); ` +
    `${count(g.runs_with_interventions, 'run')} with an intervention.\n\n` +
    `${mdTable([head, ['all', String(g.all.interventions), String(g.all.blocked), String(g.all.approved), String(g.all.declined), String(g.all.error)], ...rows(g.by_dimension)])}\n\n` +
    mdTable([['template', ...head.slice(1)], ...rows(g.by_template)])
  );
}
