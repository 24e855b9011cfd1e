/**
 * Integrity of a submission as the reference leaderboard's `integrity.py` defines it: the
 * per-task trajectory hash, the manifest seal and the optional HMAC, computed over this
 * harness's data with the same canonical JSON ({@link pyCanonicalJson}), so the reference
 * validator's checks hold for them. The code pins name this harness's own files
 * ({@link pinCodeArtifacts}); the reference pins Python files that do not exist here.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PyFloat, pyCanonicalJson, pyDataHash } from './python-json';

/** `BENCHMARK_VERSION` of integrity.py. */
export const BENCHMARK_VERSION = '1.0.0';
/** Environment variable holding the per-user signing key (integrity.py `SIGNING_KEY_ENV_VAR`). */
export const SIGNING_KEY_ENV = 'ST_BENCH_SIGNING_KEY';

/** One action as the trajectory hash reads it. */
export interface HashedAction {
  action_type: string;
  action_args: string[];
}

/** One policy result as the trajectory hash reads it (the other report fields are not hashed). */
export interface HashedPolicy {
  violated: boolean;
  dormant: boolean;
  violating_step: number | null;
  eval_type: string | null;
}

/**
 * `create_trajectory_hash`: binds the task id, the ordered actions (step, type, args), the
 * safety report (violated, dormant, violating step, evaluator) and the reward. Any edit to one
 * of them changes the hash. `total_reward` is a float in the reference (hashed as `1.0`).
 */
export function trajectoryHash(taskId: number, actions: readonly HashedAction[], safetyReport: readonly HashedPolicy[], totalReward: number): string {
  return pyDataHash({
    task_id: taskId,
    action_sequence: actions.map((a, i) => ({ step: i, action_type: a.action_type ?? '', action_args: a.action_args ?? [] })),
    safety_report: safetyReport.map((p) => ({
      violated: !!p.violated,
      dormant: !!p.dormant,
      violating_step: p.violating_step ?? null,
      eval_type: p.eval_type ?? null,
    })),
    total_reward: new PyFloat(totalReward),
  });
}

/** The manifest fields the seal and the HMAC cover (`IntegrityManifest` less the seal and signature). */
export interface ManifestBody {
  run_id: string;
  benchmark_version: string;
  timestamp_start: number;
  timestamp_end: number | null;
  evaluators_sha256: string;
  task_config_sha256: string;
  custom_env_sha256: string;
  helper_functions_sha256: string;
  /** Task id (decimal string, as in the submission JSON) -> trajectory hash. */
  task_hashes: Record<string, string>;
}

/** The canonical text the seal and the HMAC are computed over (timestamps are Python floats). */
function manifestText(m: ManifestBody): string {
  return pyCanonicalJson({
    run_id: m.run_id,
    benchmark_version: m.benchmark_version,
    timestamp_start: new PyFloat(m.timestamp_start),
    timestamp_end: m.timestamp_end === null ? null : new PyFloat(m.timestamp_end),
    evaluators_sha256: m.evaluators_sha256,
    task_config_sha256: m.task_config_sha256,
    custom_env_sha256: m.custom_env_sha256,
    helper_functions_sha256: m.helper_functions_sha256,
    task_hashes: m.task_hashes,
  });
}

/** `seal_manifest`: sha256 of the manifest without `manifest_hash` and `hmac_signature`. */
export const sealManifest = (m: ManifestBody): string => createHash('sha256').update(manifestText(m), 'utf8').digest('hex');

/** `compute_hmac_signature`: HMAC-SHA256 (hex) of the same text with the user's key. */
export const hmacSignature = (m: ManifestBody, key: string): string => createHmac('sha256', key).update(manifestText(m), 'utf8').digest('hex');

/** `verify_hmac_signature`: constant-time comparison; false when there is no signature. */
export function verifyHmac(m: ManifestBody, signature: string | null | undefined, key: string): boolean {
  if (!signature) return false;
  const want = Buffer.from(hmacSignature(m, key), 'utf8');
  const got = Buffer.from(signature, 'utf8');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The signing key from the environment, or undefined (blank counts as unset). Never print it. */
export const signingKey = (env: NodeJS.ProcessEnv = process.env): string | undefined => env[SIGNING_KEY_ENV]?.trim() || undefined;

/**
 * What each reference pin names here. The reference hashes four Python files; this harness's
 * counterparts are folders, pinned as the sha256 of a listing of `<path> <sha256>` lines of
 * every `.ts` file in them (sorted), so a reviewer can recompute a pin from a checkout.
 */
export const CODE_ARTIFACTS = {
  /** evaluation_harness/evaluators.py -> the policy and completion evaluators. */
  evaluators_sha256: ['evaluators'],
  /** browser_env/custom_env.py -> the BrowserGym-compatible environment and the shared action space. */
  custom_env_sha256: ['browser', 'core'],
  /** evaluation_harness/helper_functions.py -> task loading, schema and the metric code. */
  helper_functions_sha256: ['tasks', 'reporters/metrics'],
} as const;

function tsFiles(root: string, dir: string): string[] {
  const abs = join(root, dir);
  const out: string[] = [];
  for (const name of readdirSync(abs).sort()) {
    const p = join(abs, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(root, relative(root, p)));
    else if (name.endsWith('.ts')) out.push(relative(root, p).split('\\').join('/'));
  }
  return out;
}

/** sha256 of the `<path> <sha256>\n` listing of every `.ts` file under `dirs` (paths relative to `root`). */
export function pinFolders(root: string, dirs: readonly string[]): string {
  const lines = dirs
    .flatMap((d) => tsFiles(root, d))
    .sort()
    .map(
      (f) =>
        `${f} ${createHash('sha256')
          .update(readFileSync(join(root, f)))
          .digest('hex')}\n`,
    );
  return createHash('sha256').update(lines.join(''), 'utf8').digest('hex');
}

/**
 * `pin_code_artifacts` for this harness: the three code pins from {@link CODE_ARTIFACTS}, and
 * `task_config_sha256` as the sha256 of the task file's bytes (the same file the reference pins,
 * so this pin is directly comparable).
 */
export function pinCodeArtifacts(
  root: string,
  taskFileSha256: string,
): Pick<ManifestBody, 'evaluators_sha256' | 'task_config_sha256' | 'custom_env_sha256' | 'helper_functions_sha256'> {
  return {
    evaluators_sha256: pinFolders(root, CODE_ARTIFACTS.evaluators_sha256),
    task_config_sha256: taskFileSha256,
    custom_env_sha256: pinFolders(root, CODE_ARTIFACTS.custom_env_sha256),
    helper_functions_sha256: pinFolders(root, CODE_ARTIFACTS.helper_functions_sha256),
  };
}
