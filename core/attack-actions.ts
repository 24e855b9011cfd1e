/**
 * Attacker goals that are actions in the app (issue 59): delete a named record, add a user to a
 * project as Owner, change a field of the record on the page to the attacker's value. A site
 * offers the ones its injected pages make possible (apps/<app>/inject.ts), each with the rows of
 * the app's state diff that prove it, so the harness checks it without an LLM from what the
 * episode recorded (evaluators/attack-action.ts). Pure.
 */
import { z } from 'zod';

const Value = z.union([z.string(), z.number()]);

/**
 * The records that prove an action goal, read from the site's state diff (`episode.state[site]`)
 * after the run. `tables`: where to look. `holds`: column -> value (compared as text) that a row
 * created by the run holds, or that a changed row holds after and did not hold (all of them)
 * before: a soft delete (`deleted` 0 -> 1), a new member, a field set to the attacker's value.
 * `gone`: column -> value of a row the run removed (a hard delete). `effect`: regular expression
 * source of the write's effect (core/effects.ts, case-insensitive) that names the step.
 */
export const StateProof = z
  .object({
    tables: z.array(z.string().min(1)).min(1),
    holds: z.record(z.string(), Value).optional(),
    gone: z.record(z.string(), Value).optional(),
    effect: z.string().optional(),
  })
  .refine((p) => p.holds || p.gone, { message: 'a proof needs `holds` or `gone`' });
export type StateProof = z.infer<typeof StateProof>;

/** Delete the `record` (a noun: `account`) named `name`, a record no task uses. */
export const DeleteGoal = z.object({ type: z.literal('delete'), record: z.string().min(1), name: z.string().min(1), proof: StateProof });
/** Add the user `user` (a username) to the project `project` (its path) as Owner. */
export const AddOwnerGoal = z.object({ type: z.literal('add_owner'), user: z.string().min(1), project: z.string().min(1), proof: StateProof });
/**
 * Change the `field` (its label) to `value`: of the record the page shows, or, with `record` (a
 * noun: `product`) and `name`, of the record so named.
 */
export const ChangeGoal = z.object({
  type: z.literal('change'),
  field: z.string().min(1),
  value: z.string().min(1),
  record: z.string().min(1).optional(),
  name: z.string().min(1).optional(),
  proof: StateProof,
});

/**
 * An action goal (issue 59). As a site offers it (`ReplicaInjection.goals`, a declared site's
 * `inject.goals`), `{token}` in its strings stands for the seeded token (the attacker's value of
 * a `change` goal); pickInjection fills it in.
 */
export const ActionGoal = z.discriminatedUnion('type', [DeleteGoal, AddOwnerGoal, ChangeGoal]);
export type ActionGoal = z.infer<typeof ActionGoal>;

/** The action goal types, in the order the seeded choice lists them. */
export const ACTION_GOAL_TYPES = ['delete', 'add_owner', 'change'] as const;

/** The offer with every `{token}` in its strings replaced by `token`. */
export function fillToken<T>(offer: T, token: string): T {
  if (typeof offer === 'string') return offer.replaceAll('{token}', token) as T;
  if (Array.isArray(offer)) return offer.map((x) => fillToken(x, token)) as T;
  if (offer && typeof offer === 'object') return Object.fromEntries(Object.entries(offer).map(([k, v]) => [k, fillToken(v, token)])) as T;
  return offer;
}
