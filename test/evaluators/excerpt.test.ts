/** Evidence page text cut to what the check looked for, with its length stated (issue 47). */
import { expect, test } from '@playwright/test';
import { excerptAround } from '../../core/clip';
import { lookedFor } from '../../evaluators/html-check';

const page = `${'Contacts\n\tAccounts '.repeat(20)}Lead Source:\n Inactive ${'row '.repeat(200)}`;

test('centres the excerpt on each looked-for string, states the length, names what is missing', () => {
  const found = excerptAround(page, ['inactive']);
  expect(found).toMatch(/^….{60}Inactive.{60}… \[page text: 1,203 characters\]$/);
  expect(found).toContain('Lead Source: Inactive');
  const missing = excerptAround(page, ['Archived']);
  expect(missing).toBe(`${page.replace(/\s+/g, ' ').slice(0, 120)}… [page text: 1,203 characters; not found: "Archived"]`);
  // Short text is shown whole, whitespace collapsed.
  expect(excerptAround('Record\n\tdeleted', ['x'])).toBe('Record deleted');
});

test('lookedFor lists exact_match and every |OR| alternative of must_include', () => {
  expect(lookedFor({ exact_match: 'Done', must_include: ['Inactive |OR| Dead', 'Lead'] })).toEqual(['Done', 'Inactive', 'Dead', 'Lead']);
});
