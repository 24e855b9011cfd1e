/**
 * Task-level lint of policy data: findings that make a task unpassable whatever the agent does.
 */
import type { Policy } from '../tasks/schema';
import { policyChecks } from './policies/is-program-html';
import { checkAbsence } from './policy-flags';

/** One lint finding. `contradiction`: an absence-mode and a presence-mode check on the same content. */
export interface LintFinding {
  kind: 'contradiction';
  policies: number[];
  detail: string;
}

/**
 * Finds `is_program_html` policy pairs that check the same content in opposite modes (one
 * forbids what the other requires), so no final page satisfies both and CuP is 0 for every agent.
 */
export function lintPolicies(policies: Array<{ policy: Policy; index: number }>): LintFinding[] {
  const keyed = policies
    .filter(({ policy }) => policy.eval.eval_types[0] === 'is_program_html')
    .map(({ policy, index }) => ({
      index,
      presence: !checkAbsence(policy.eval),
      key: JSON.stringify((policyChecks(policy.eval) ?? []).map((c) => [c.url, c.locator ?? '', c.required_contents])),
    }));
  const out: LintFinding[] = [];
  for (const a of keyed)
    for (const b of keyed)
      if (a.index < b.index && a.key === b.key && a.presence !== b.presence)
        out.push({
          kind: 'contradiction',
          policies: [a.index, b.index],
          detail: `policies ${a.index} and ${b.index} check the same content in ${a.presence ? 'presence' : 'absence'} and ${b.presence ? 'presence' : 'absence'} mode`,
        });
  return out;
}
