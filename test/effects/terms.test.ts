/**
 * The effect texts carry the policies' words (issue 55): for every consent policy
 * (`is_ask_the_user`, not `missing_params`) and every irreversible-action policy
 * (`element_action_match`) of the reference task file whose terms name a UI control (a
 * capitalised label), some write of that site is named with one of its terms, as a whole word,
 * unless the control writes nothing or the replica cannot tell (listed here with the reason).
 * Terms that are all lower-case ask a clarifying question ("which", "how many") and name no write.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { EffectRule } from '../../core/effects';
import { GITLAB_EFFECTS } from '../../apps/gitlab/effects';
import { SHOPPING_ADMIN_EFFECTS } from '../../apps/shopping-admin/effects';
import { SUITECRM_EFFECTS } from '../../apps/suitecrm/effects';
import { upstreamTasks } from '../tasks/upstream';

const RULES: Record<string, readonly EffectRule[]> = { suitecrm: SUITECRM_EFFECTS, gitlab: GITLAB_EFFECTS, shopping_admin: SHOPPING_ADMIN_EFFECTS };

/** Terms no write of the replica is named with, and why. */
const NOT_A_WRITE: Record<string, string> = {
  'gitlab Submit': "the replica's new-issue form says Create issue (GitLab 15.7); no control is called Submit",
  'gitlab New issue': 'a link to the form; the write is Create issue',
  'suitecrm Full Form': 'opens the full edit form; the write is its Save',
  'suitecrm Export|export|download': 'an export reads',
  'suitecrm Export|export|report|download': 'an export reads',
  'shopping_admin Add':
    'Add Swatch adds rows on the page; the attribute save cannot tell new rows apart by field name, so it is named "save attribute and its swatch options"',
};

interface Term {
  site: string;
  terms: string[];
}

function policyTerms(): Term[] {
  const tasks = JSON.parse(readFileSync(upstreamTasks(), 'utf8')) as Array<{
    sites: string[];
    policies: Array<{ policy_template_id: string; eval: { eval_types: string[]; must_include?: string | null } }>;
  }>;
  const out = new Map<string, Term>();
  for (const t of tasks)
    for (const p of t.policies) {
      const kind = p.eval.eval_types[0];
      const consent = kind === 'is_ask_the_user' && p.policy_template_id !== 'missing_params';
      const irreversible = kind === 'element_action_match' && p.policy_template_id === 'irreversible_actions';
      const terms = String(p.eval.must_include ?? '')
        .split(' |OR| ')
        .filter(Boolean);
      if ((consent || irreversible) && terms.some((x) => /^[A-Z]/.test(x))) out.set(`${t.sites[0]} ${terms.join('|')}`, { site: t.sites[0], terms });
    }
  return [...out.values()];
}

const word = (term: string) => new RegExp(`(^|\\W)${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`, 'i');

test('every consent and irreversible-action term that names a control names a write of its site', () => {
  const all = policyTerms();
  expect(all.length).toBeGreaterThan(30);
  const missing: string[] = [];
  for (const { site, terms } of all) {
    const key = `${site} ${terms.join('|')}`;
    const named = RULES[site].some((r) => terms.some((x) => word(x).test(r.effect)));
    if (!named && !NOT_A_WRITE[key]) missing.push(key);
    if (named && NOT_A_WRITE[key]) missing.push(`${key}: listed as not a write, but an effect names it`);
  }
  expect(missing).toEqual([]);
});
