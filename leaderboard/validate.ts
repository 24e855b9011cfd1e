/**
 * The reference leaderboard's checks (`validate.py`: `validate_submission`,
 * `recompute_metrics_from_evidence`) that apply to a submission's data, ported, plus a few of
 * this harness's own (marked "ours"). Each problem is one line, naming the task (and policy)
 * where there is one. Rules not ported are listed in docs/submission.md.
 */
import { sealManifest, trajectoryHash } from './integrity';
import { resultsFromEvidence } from './metrics';
import type { Submission, SubmissionMetadata } from './schema';
import type { BenchmarkConfig } from './task-config';

/** validate.py `_DANGEROUS_PATTERNS`: markup and script fragments refused in display fields. */
const UNSAFE = [
  '<script',
  '<img',
  '<iframe',
  '<svg',
  '<object',
  '<embed',
  '<form',
  '<input',
  '<link',
  '<meta',
  '<base',
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'onchange',
  'onsubmit',
  'onblur',
  'onkeydown',
  'onkeyup',
  'javascript:',
  'data:',
  'vbscript:',
  '<%',
  '${',
  '{{',
  '#{',
  '&#',
  '%3c',
  '%3e',
  '%22',
  '%27',
  'expression(',
  'url(',
];

/** `is_safe_string`: short enough and free of the unsafe fragments (case-insensitive). */
export const isSafeString = (s: string, max = 256): boolean => s.length <= max && !UNSAFE.some((p) => s.toLowerCase().includes(p));

/** `agent_id`, `team`, `model_name` and `description` with unsafe fragments, one problem per field. */
export function displayFieldProblems(m: SubmissionMetadata): { field: keyof SubmissionMetadata; message: string }[] {
  const out: { field: keyof SubmissionMetadata; message: string }[] = [];
  for (const field of ['agent_id', 'team', 'model_name'] as const)
    if (!isSafeString(m[field])) out.push({ field, message: `Unsafe characters in ${field}: ${JSON.stringify(m[field].slice(0, 50))}` });
  if (m.description && !isSafeString(m.description, 1000)) out.push({ field: 'description', message: 'Unsafe characters in description' });
  return out;
}

const list = (xs: number[]): string => `[${xs.slice(0, 10).join(', ')}${xs.length > 10 ? ', ...' : ''}]`;

/** Task set, policies, counts, hash chain, seal, display fields and metric sanity (`validate_submission`). */
export function structuralProblems(s: Submission, config: BenchmarkConfig): string[] {
  const out: string[] = [];
  const submitted = s.task_evidence.map((te) => te.task_id);
  const have = new Set(submitted);
  const missing = config.taskIds.filter((id) => !have.has(id));
  if (missing.length) out.push(`Missing ${missing.length} of ${config.taskIds.length} tasks: ${list(missing)}`);
  const extra = [...have].filter((id) => !config.tasks.has(id)).sort((a, b) => a - b);
  if (extra.length) out.push(`Unknown task IDs: ${list(extra)}`);
  const dup = submitted.filter((id, i) => submitted.indexOf(id) !== i);
  if (dup.length) out.push(`Task IDs with more than one evidence entry (ours): ${list([...new Set(dup)])}`);
  for (const te of s.task_evidence) {
    const canonical = config.tasks.get(te.task_id)?.policies ?? [];
    if (te.safety_report.length !== canonical.length) out.push(`Task ${te.task_id}: expected ${canonical.length} policies, got ${te.safety_report.length}`);
    else {
      const i = te.safety_report.findIndex((p, j) => p.policy_template_id !== canonical[j].policy_template_id);
      if (i >= 0)
        out.push(
          `Task ${te.task_id} policy ${i}: template_id mismatch (submitted=${te.safety_report[i].policy_template_id}, expected=${canonical[i].policy_template_id})`,
        );
    }
    if (te.num_steps > 0 && te.action_sequence.length === 0) out.push(`Task ${te.task_id}: num_steps=${te.num_steps} but action_sequence is empty`);
    else if (te.num_steps !== te.action_sequence.length)
      out.push(`Task ${te.task_id}: num_steps=${te.num_steps} but action_sequence has ${te.action_sequence.length} steps (ours)`);
  }
  const policies = s.task_evidence.reduce((n, te) => n + te.safety_report.length, 0);
  if (policies !== s.results.policies_evaluated) out.push(`policies_evaluated mismatch: claimed ${s.results.policies_evaluated}, evidence has ${policies}`);
  if (s.results.tasks_evaluated !== have.size) out.push(`tasks_evaluated mismatch: claimed ${s.results.tasks_evaluated}, evidence has ${have.size} (ours)`);
  if (s.results.tasks_total !== config.taskIds.length)
    out.push(`tasks_total mismatch: claimed ${s.results.tasks_total}, the task file has ${config.taskIds.length} (ours)`);
  for (const te of s.task_evidence) {
    const inManifest = s.integrity.task_hashes[String(te.task_id)];
    if (!inManifest) out.push(`Task ${te.task_id}: missing trajectory hash in integrity manifest`);
    else if (inManifest !== te.trajectory_hash)
      out.push(`Task ${te.task_id}: trajectory hash mismatch (evidence=${te.trajectory_hash.slice(0, 16)}... vs manifest=${inManifest.slice(0, 16)}...)`);
    // Ours: the hash must also be the hash of the evidence it sits beside.
    const own = trajectoryHash(te.task_id, te.action_sequence, te.safety_report, te.total_reward);
    if (own !== te.trajectory_hash)
      out.push(`Task ${te.task_id}: trajectory_hash is not the hash of its evidence (its actions, safety report or reward changed) (ours)`);
  }
  const orphans = Object.keys(s.integrity.task_hashes).filter((k) => !have.has(Number(k)));
  if (orphans.length) out.push(`Task(s) ${orphans.join(', ')}: trajectory hash in the integrity manifest but no evidence (ours)`);
  if (s.integrity.task_config_sha256 !== config.sha256)
    out.push(`task_config_sha256 ${s.integrity.task_config_sha256.slice(0, 16)}... is not the task file's ${config.sha256.slice(0, 16)}... (ours)`);
  const { manifest_hash, hmac_signature, ...body } = s.integrity;
  void hmac_signature;
  if (manifest_hash !== sealManifest(body)) out.push('Manifest seal hash mismatch: the manifest was changed after it was sealed');
  out.push(...displayFieldProblems(s.metadata).map((p) => p.message));
  const m = s.results.metrics;
  if (m.CuP > m.CR + 0.001) out.push(`Impossible: CuP (${m.CuP}) > CR (${m.CR}). CuP cannot exceed CR by definition.`);
  if (m.semi_CuP > m.semi_CR + 0.001) out.push(`Impossible: semi_CuP (${m.semi_CuP}) > semi_CR (${m.semi_CR}).`);
  for (const f of ['CR', 'CuP', 'semi_CR', 'semi_CuP'] as const) if (!Number.isFinite(m[f])) out.push(`Invalid metric ${f}: ${m[f]}`);
  return out;
}

const off = (a: number, b: number, tol: number): boolean => Math.abs(a - b) > tol;

/**
 * Claimed metrics against the ones recomputed from the evidence (`recompute_metrics_from_evidence`),
 * plus tiers, apps and all-pass@k (ours, with the same tolerance of 0.001).
 */
export function metricProblems(s: Submission, config: BenchmarkConfig): string[] {
  const out: string[] = [];
  if (!s.task_evidence.length) return ['No tasks in evidence'];
  const re = resultsFromEvidence(s.task_evidence, config);
  const m = s.results.metrics;
  for (const [f, tol] of [
    ['CR', 0.001],
    ['CuP', 0.001],
    ['semi_CR', 0.01],
    ['semi_CuP', 0.01],
  ] as const)
    if (off(m[f], re.metrics[f], tol)) out.push(`${f} mismatch: claimed ${m[f]}, recomputed ${re.metrics[f]}`);
  const claimedDims = new Set(s.results.dimensions.map((d) => d.dimension));
  const unknown = [...claimedDims].filter((d) => !config.dimensions.includes(d)).sort();
  if (unknown.length) out.push(`Unknown safety dimensions in results: ${unknown.join(', ')}`);
  const missingDims = re.dimensions.map((d) => d.dimension).filter((d) => !claimedDims.has(d));
  if (missingDims.length) out.push(`Dimensions in evidence but missing from results: ${missingDims.join(', ')}`);
  for (const d of s.results.dimensions) {
    const r = re.dimensions.find((x) => x.dimension === d.dimension);
    if (!r) {
      out.push(`Dimension ${d.dimension} in results but not in evidence`);
      continue;
    }
    for (const f of ['risk_ratio', 'active_risk_ratio'] as const)
      if (off(d[f], r[f], 0.001)) out.push(`Dimension ${d.dimension} ${f} mismatch: claimed ${d[f]}, recomputed ${r[f]}`);
    for (const f of ['failures', 'total_instances', 'active_instances', 'dormant_count', 'risk_tier', 'active_risk_tier'] as const)
      if (d[f] !== r[f]) out.push(`Dimension ${d.dimension} ${f} mismatch: claimed ${d[f]}, recomputed ${r[f]}`);
  }
  for (const te of s.task_evidence)
    for (const p of te.safety_report)
      if (p.dormant && p.violated) out.push(`Task ${te.task_id} policy ${p.policy_index}: marked both dormant AND violated (invalid state)`);
  for (const [key, label] of [
    ['tiers', 'tier'],
    ['apps', 'app'],
  ] as const) {
    const claimed = (s.results[key] ?? []) as Record<string, unknown>[];
    const recomputed = (re[key] ?? []) as Record<string, unknown>[];
    for (const r of recomputed) {
      const c = claimed.find((x) => x[label] === r[label]);
      if (!c) {
        out.push(`${label} ${r[label]} missing from results.${key} (ours)`);
        continue;
      }
      for (const f of ['CR', 'CuP', 'semi_CR', 'semi_CuP', 'task_count'])
        if (f in r && off(Number(c[f]), Number(r[f]), 0.001)) out.push(`${label} ${r[label]} ${f} mismatch: claimed ${c[f]}, recomputed ${r[f]} (ours)`);
    }
    for (const c of claimed) if (!recomputed.some((r) => r[label] === c[label])) out.push(`${label} ${c[label]} in results.${key} but not in evidence (ours)`);
  }
  // All-pass@k needs k repeats per task; the evidence carries one run per task, so only its
  // consistency is checked: a task that passed every repeat passed the one in the evidence.
  const runs = s.metadata.num_runs;
  if (runs > 1 && (m.all_pass_at_k === null || m.k === null)) out.push(`num_runs is ${runs} but all_pass_at_k and k are not claimed (ours)`);
  if (m.k !== null && m.k !== runs) out.push(`k is ${m.k} but num_runs is ${runs} (ours)`);
  if (m.all_pass_at_k !== null && m.all_pass_at_k > m.CuP + 0.001) out.push(`Impossible: all_pass_at_k (${m.all_pass_at_k}) > CuP (${m.CuP}) (ours)`);
  return out;
}

/** Every structural and metric problem of a parsed submission (empty: valid). */
export const validateSubmission = (s: Submission, config: BenchmarkConfig): string[] => [...structuralProblems(s, config), ...metricProblems(s, config)];
