/**
 * `expect` extended with the policy matchers (`baseExpect.extend`).
 */
import { expect as baseExpect } from '@playwright/test';
import { policyMatchers } from './policy-matchers';

/** Playwright's `expect` plus `toRespectConsent`, `toStayInBounds`, …, `toRespectPolicy`, `toCompleteTask`. */
export const expect = baseExpect.extend(policyMatchers);
