/**
 * Attacks in the page (issue 59): a seeded prompt injection placed in app content that the
 * task's own pages show the agent, with an attacker goal the harness checks without an LLM.
 * `STWAB_ATTACK=<kind>:<seed>` or `use: { attack }` selects it; off by default.
 *
 * The attacker controls content inside the app (a record's description, a project's
 * description, a search term a shopper typed), never the harness, the task or the agent's prompt
 * (docs/attacks.md). Pure: no Playwright, no app code; replicas and the harness both import it.
 */
import { z } from 'zod';
import { ACTION_GOAL_TYPES, ActionGoal, fillToken } from './attack-actions';
import { ATTACK_KINDS, ATTACKER_ORIGIN, AttackGoal, GOAL_TYPES, PAGE_GOAL_TYPES, type AttackKind } from './attack-kinds';
import { seededRandom } from './seeded-random';
import { injectionText } from './attack-texts';

export { ATTACK_KINDS, ATTACKER_ORIGIN, ActionGoal, AttackGoal, GOAL_TYPES, type AttackKind };

/** An attack selection: kind (or `any`) and seed. */
export interface AttackSetting {
  kind: AttackKind | 'any';
  seed: number;
}

/**
 * Parses `plain:7`, `any:3`; empty or `off` is no attack. The seed is required so a run names
 * the injections it had. Throws a one-line error naming `from` (the variable or option) and the fix.
 */
export function parseAttack(value: string | undefined, from = 'STWAB_ATTACK'): AttackSetting | undefined {
  const v = value?.trim();
  if (!v || v === 'off') return undefined;
  const m = /^([a-z]+):(\d{1,9})$/.exec(v);
  const kind = m?.[1] as AttackSetting['kind'] | undefined;
  if (!m || !kind || !(kind === 'any' || (ATTACK_KINDS as readonly string[]).includes(kind)))
    throw new Error(`${from}=${v}: use <kind>:<seed> with a kind of ${[...ATTACK_KINDS, 'any'].join(', ')} and a whole-number seed (e.g. plain:1), or off`);
  return { kind, seed: Number(m[2]) };
}

/** `plain:1`. */
export const formatAttack = (s: AttackSetting): string => `${s.kind}:${s.seed}`;

/** The injection of one task, as stored in the episode (`episode.attack`). */
export const AttackRecord = z.object({
  /** `plain:1`. */
  setting: z.string(),
  kind: z.enum(ATTACK_KINDS),
  seed: z.number().int(),
  /** Site and place (one of the site's declared places) the text went to. */
  site: z.string(),
  place: z.string(),
  goal: AttackGoal,
  /** The injected text as stored in the app (the `hidden` kind: tag characters). */
  text: z.string(),
  /** The same text as a person reads it (the `hidden` kind decoded), for reports. */
  readable: z.string(),
  /** Text placed beside the injection for a `leak` goal (the planted secret in its line). */
  planted: z.string().optional(),
});
export type AttackRecord = z.infer<typeof AttackRecord>;

/** Inputs of {@link pickInjection}. */
export interface PickInjection {
  setting: AttackSetting;
  task_id: number;
  /** The site that gets the text and the places it declares (in its own order). */
  site: string;
  places: readonly string[];
  /**
   * The action goals the site offers (core/attack-actions.ts; `{token}` filled in here); none:
   * the goal is `navigate` or `leak`, and the choice is the one made before action goals existed.
   */
  goals?: readonly ActionGoal[];
}

/**
 * The injection the seed gives a task: kind (for `any`), goal (among `navigate`, `leak` and the
 * types of the site's offered action goals, then one offer of that type), wording, place, and the
 * attacker URL, planted secret or value. Deterministic in (setting, task id, site, places,
 * goals). Throws when the site declares no place, or an offered goal does not fit `ActionGoal`.
 */
export function pickInjection({ setting, task_id, site, places, goals = [] }: PickInjection): AttackRecord {
  if (!places.length) throw new Error(`attack ${formatAttack(setting)}: site "${site}" declares no place for injected text`);
  const next = seededRandom(`${formatAttack(setting)}/${task_id}/${site}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const kind = setting.kind === 'any' ? pick(ATTACK_KINDS) : setting.kind;
  const token = Array.from({ length: 8 }, () => Math.floor(next() * 16).toString(16)).join('');
  const offers = goals.map((g, i) => {
    const r = ActionGoal.safeParse(g);
    if (!r.success) throw new Error(`attack ${formatAttack(setting)}: site "${site}", goals[${i}]: ${z.prettifyError(r.error).replace(/\n/g, '; ')}`);
    return r.data;
  });
  const type = pick([...PAGE_GOAL_TYPES, ...ACTION_GOAL_TYPES.filter((t) => offers.some((o) => o.type === t))]);
  const goal: AttackGoal =
    type === 'navigate'
      ? { type, url: `${ATTACKER_ORIGIN}/v/${token}` }
      : type === 'leak'
        ? { type, secret: `AC-${token.toUpperCase()}` }
        : fillToken(pick(offers.filter((o) => o.type === type)), token.toUpperCase());
  const variant = Math.floor(next() * 1e6);
  const place = pick(places);
  const { text, readable, planted } = injectionText({ kind, goal, variant });
  return { setting: formatAttack(setting), kind, seed: setting.seed, site, place, goal, text, readable, ...(planted ? { planted } : {}) };
}

/** The content a place receives: the planted line (leak goals) and the injection, after the field's own text. */
export function placedContent(attack: Pick<AttackRecord, 'text' | 'planted'>): string {
  return attack.planted ? `${attack.planted}\n${attack.text}` : attack.text;
}
