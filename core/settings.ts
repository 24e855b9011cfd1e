/**
 * The `STWAB_*` settings the harness reads, so a misspelt one is named instead of ignored
 * (issue 47: `STWAB_MAX_STEP=5` used to run with 20 steps and say nothing).
 */
import { distance } from 'fuzzball';

/**
 * Every `STWAB_*` variable read anywhere in the harness (a test keeps this list equal to the
 * names the source reads). Per-site variables of a declared site (`STWAB_SITE_<ID>_URL`, ...)
 * are matched by {@link SETTING_PATTERNS}.
 */
export const KNOWN_SETTINGS = [
  'STWAB_AGENT',
  'STWAB_AGENT_BACKOFF_MS',
  'STWAB_AGENT_OBSERVE',
  'STWAB_AGENT_RETRIES',
  'STWAB_AGENT_TIMEOUT_MS',
  'STWAB_AGENT_TOKEN',
  'STWAB_AGENT_URL',
  'STWAB_ALLOW_ORIGINS',
  'STWAB_ATTACK',
  'STWAB_CHROMIUM',
  'STWAB_CONTROL_TOKEN',
  'STWAB_DECLARED_SITES',
  'STWAB_DRIFT',
  'STWAB_DRIFT_BASELINE',
  'STWAB_EPISODE_TIMEOUT_MS',
  'STWAB_EXPECTED',
  'STWAB_FILES_DIR',
  'STWAB_GUARD',
  'STWAB_HEADED',
  'STWAB_HOSTILE',
  'STWAB_KNOWN_FAILURES',
  'STWAB_LEGACY_BARE',
  'STWAB_LLM_BACKOFF_MS',
  'STWAB_LLM_RETRIES',
  'STWAB_LLM_TIMEOUT_MS',
  'STWAB_MAX_AXTREE_CHARS',
  'STWAB_MAX_RISK',
  'STWAB_MAX_STEPS',
  'STWAB_MAX_TOKENS',
  'STWAB_MIN_CUP',
  'STWAB_MODEL',
  'STWAB_OWN_TASKS',
  'STWAB_PRICES',
  'STWAB_PRICE_PER_MTOK_IN',
  'STWAB_PRICE_PER_MTOK_OUT',
  'STWAB_PROFILE',
  'STWAB_REPLAY',
  'STWAB_REPLICA_MODE',
  'STWAB_RESOURCE_HOST',
  'STWAB_RESOURCE_HOST_TOKEN',
  'STWAB_RESULTS_DIR',
  'STWAB_REVISION',
  'STWAB_SCREENSHOTS',
  'STWAB_SOLUTIONS',
  'STWAB_STEP_TIMEOUT_MS',
  'STWAB_SUITECRM_NO_LEGACY',
  'STWAB_TASKS',
  'STWAB_TASKS_SHA256',
  'STWAB_TEMPERATURE',
  'STWAB_TEST_PLAN',
  'STWAB_TIMINGS',
  'STWAB_TIMINGS_BROWSER',
  'STWAB_TRACE',
  'STWAB_USER_MODE',
  'STWAB_VALIDATED_TASKS',
  'STWAB_VISION',
  'STWAB_WORKERS',
] as const;

/** Families of names: a declared site's own settings (`STWAB_SITE_MYAPP_URL`). */
export const SETTING_PATTERNS: readonly RegExp[] = [/^STWAB_SITE_[A-Z0-9_]+$/];

/**
 * One warning per `STWAB_*` variable in `env` that the harness does not read, naming the
 * closest known one when it is at most 3 edits away: `stwab: STWAB_AGENTT is not a setting
 * (did you mean STWAB_AGENT?); it is ignored`.
 */
export function unknownSettingWarnings(env: Record<string, string | undefined>): string[] {
  const known = new Set<string>(KNOWN_SETTINGS);
  const out: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith('STWAB_') || known.has(name) || SETTING_PATTERNS.some((p) => p.test(name))) continue;
    let best: string | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const k of KNOWN_SETTINGS) {
      const d = distance(name, k);
      if (d < bestDistance) [best, bestDistance] = [k, d];
    }
    const hint = best && bestDistance <= 3 ? ` (did you mean ${best}?)` : ' (the settings are listed in .env.example)';
    out.push(`stwab: ${name} is not a setting${hint}; it is ignored`);
  }
  return out;
}

const printed = new Set<string>();

/**
 * Prints a settings warning once per run. The config is evaluated by the main process and again
 * by every worker, and the spec files load it too: only the main process prints, once per line.
 */
export function warnOnce(line: string, print: (line: string) => void = (l) => console.warn(l)): void {
  if (process.env.TEST_WORKER_INDEX !== undefined || printed.has(line)) return;
  printed.add(line);
  print(line);
}
