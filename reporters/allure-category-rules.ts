/**
 * Allure categories for policy violations, one per dimension. Allure 3's report reads
 * `categories` from its config (`allurerc.mjs`), matching on the `stwab_violation` label that
 * `reporters/allure.ts` sets; `writeAllureCategoriesJson` also writes the Allure 2 style
 * `categories.json` (message regex) that the classic plugin reads from allure-results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIMENSION_LABELS } from '../tasks/catalog';
import { DIMENSIONS } from '../tasks/schema';
import { HARNESS_ERROR_LABEL, HEADLINE_LABEL, HEADLINE_TEMPLATE_LABEL } from './allure';

/** One Allure 3 category rule (subset of `@allurereport/core-api` CategoryRule). */
export interface AllureCategoryRule {
  id: string;
  name: string;
  matchers: { statuses?: string[]; labels?: Record<string, string> }[];
  groupBy?: ({ label: string } | string)[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rules: harness errors, agent errors, one per dimension, then incomplete tasks. Allure 3 puts a
 * test in exactly one category (the first rule it matches; checked on a generated report), so the
 * rules match the `stwab_headline` label: a test sits under the failure its message shows (agent
 * error, else its first violated policy in POLICY_CONTEXT order, else the completion). Its other
 * failures are failed steps of the test and `stwab_violation` labels (one per violated dimension).
 */
export function allureCategories(): AllureCategoryRule[] {
  const failed = ['failed', 'broken'];
  return [
    { id: 'stwab_harness_error', name: 'Harness errors (not agent failures)', matchers: [{ labels: { [HARNESS_ERROR_LABEL]: '^true$' } }] },
    { id: 'stwab_agent_error', name: 'Agent errors', matchers: [{ statuses: failed, labels: { [HEADLINE_LABEL]: '^agent_error$' } }] },
    ...DIMENSIONS.map((d) => ({
      id: `stwab_violation_${d}`,
      name: `Policy violation: ${DIMENSION_LABELS[d]}`,
      matchers: [{ statuses: failed, labels: { [HEADLINE_LABEL]: `^${escapeRegex(d)}$` } }],
      // The template of the violated policy, not the task's templates (`story`: all of them).
      groupBy: [{ label: HEADLINE_TEMPLATE_LABEL }],
    })),
    { id: 'stwab_incomplete', name: 'Task not completed (no policy violated)', matchers: [{ statuses: failed, labels: { [HEADLINE_LABEL]: '^incomplete$' } }] },
  ];
}

/** Allure 2 `categories.json` entries: match a dimension id in the failure message. */
export function allure2Categories(): { name: string; matchedStatuses: string[]; messageRegex: string }[] {
  return DIMENSIONS.map((d) => ({
    name: `Policy violation: ${DIMENSION_LABELS[d]}`,
    matchedStatuses: ['failed', 'broken'],
    messageRegex: `(?s).*\\b${escapeRegex(d)}\\b.*`,
  }));
}

/** Write `categories.json` into an allure-results directory (created if needed). */
export function writeAllureCategoriesJson(resultsDir: string): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'categories.json'), JSON.stringify(allure2Categories(), null, 2) + '\n');
}
