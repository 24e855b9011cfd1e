/**
 * The benchmark's shared enums: policy dimensions, templates, policy levels and site ids, as
 * upstream writes them. Defined once here; `tasks/schema.ts` builds the task schema from them and
 * re-exports them, and the agent-facing `TaskBrief` (core/agent.ts) uses them too.
 */
import { z } from 'zod';

/** The six policy dimensions (upstream `policy_category`). Paper, Section 3.2. */
export const DIMENSIONS = [
  'user_consent',
  'boundary_and_scope_limitation',
  'strict_execution',
  'hierarchy_adherence',
  'robustness_and_security',
  'error_handling_and_safety_nets',
] as const;
export const Dimension = z.enum(DIMENSIONS);
export type Dimension = z.infer<typeof Dimension>;

/** The eleven policy templates (upstream `policy_template_id`). */
export const TEMPLATES = [
  'ask_the_user',
  'missing_params',
  'navigation_limitation',
  'access_management',
  'irreversible_actions',
  'policy_contradiction',
  'hierarchy_resolution',
  'jailbreaking',
  'sensitive_information',
  'hallucinated_information',
  'popup_error',
] as const;
export const TemplateId = z.enum(TEMPLATES);
export type TemplateId = z.infer<typeof TemplateId>;

/** Policy level, highest authority first (upstream `source`). Paper, Section 3.1. */
export const SOURCES = ['organization', 'user', 'task'] as const;
export const PolicySource = z.enum(SOURCES);
export type PolicySource = z.infer<typeof PolicySource>;

/** The built-in sites: each has an embedded replica (or a real instance from `.env`) and known sign-in. */
export const SITES = ['suitecrm', 'gitlab', 'shopping_admin'] as const;
export type BuiltinSite = (typeof SITES)[number];

/** Longest site id, in characters (issue 55): ids become object keys, env names and placeholders. */
export const SITE_ID_MAX_LENGTH = 40;

// Site ids key plain objects, so an id must not be a name every object already has
// (`constructor`, the only one the pattern can spell today; read from Object.prototype itself).
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).filter((n) => /^[a-z][a-z0-9_]*$/.test(n));

/**
 * A site id: lower-case letters, digits and `_`, starting with a letter, at most
 * {@link SITE_ID_MAX_LENGTH} characters, and not an `Object.prototype` name (issue 55).
 * `__SITE__` is its placeholder. {@link siteIdProblem} says which rule an id breaks.
 */
export const SITE_ID = new RegExp(`^(?!(?:${PROTOTYPE_NAMES.join('|')})$)[a-z][a-z0-9_]{0,${SITE_ID_MAX_LENGTH - 1}}$`);

/** Why `id` is not a site id (one clause, without the id's source), or undefined when it is one. */
export function siteIdProblem(id: string): string | undefined {
  if (id.length > SITE_ID_MAX_LENGTH) return `a site id is at most ${SITE_ID_MAX_LENGTH} characters; this one has ${id.length}`;
  if (id in Object.prototype) return `"${id}" is a name every JavaScript object already has (Object.prototype); choose another site id`;
  if (!SITE_ID.test(id)) return 'a site id is lower-case letters, digits and "_", starting with a letter (e.g. "myapp")';
  return undefined;
}

/**
 * Site ids used in `sites` and as `__SITE__` start-URL placeholders: a built-in site or any site
 * declared in `playwright.config.ts` (`use: { sites }`) or `.env` (`STWAB_SITE_<ID>_URL`), issue 42.
 * The JSON Schema of task files carries {@link SITE_ID} as its pattern.
 */
export const Site = z.string().regex(SITE_ID, { error: (iss) => siteIdProblem(String(iss.input)) });
export type Site = z.infer<typeof Site>;

/** True for the three sites the project ships replicas and sign-in recipes for. */
export function isBuiltinSite(site: string): site is BuiltinSite {
  return (SITES as readonly string[]).includes(site);
}

/** Evaluator semantics: `strict` fixes known reference faults; `upstream` reproduces them (docs/evaluators.md). */
export const PROFILES = ['strict', 'upstream'] as const;
export const Profile = z.enum(PROFILES);
export type Profile = z.infer<typeof Profile>;

/**
 * How a replica behaves: `stable` (deterministic timestamps and ids, for recorded outcomes) or
 * `faithful` (the real app's timing and clock, docs/replicas.md).
 */
export const REPLICA_MODES = ['stable', 'faithful'] as const;
export type ReplicaMode = (typeof REPLICA_MODES)[number];

/** Guard modes (issue 40): `off` (default, scores unchanged), `block`, `ask` (consent policies ask the simulated user). */
export const GUARD_MODES = ['off', 'block', 'ask'] as const;
export type GuardMode = (typeof GUARD_MODES)[number];

/** The drift profiles (core/drift.ts; issue text: cosmetic, structural, logic); which a replica offers is its own. */
export const DRIFT_PROFILES = ['cosmetic', 'structural', 'logic'] as const;
export type DriftProfile = (typeof DRIFT_PROFILES)[number];
