/**
 * docs/replicas.md "What each write is called" carries the tables generated from the apps'
 * effect rules (issue 55); regenerate them with `npx tsx test/effects/docs-table.ts`.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DOC, effectDocSections, withSections } from './docs-table';

test('docs/replicas.md carries the effect tables generated from the rules', () => {
  const text = readFileSync(DOC, 'utf8');
  for (const app of Object.keys(effectDocSections())) {
    expect(text, `docs/replicas.md lost the markers of ${app}`).toContain(`<!-- effects:${app}:start -->`);
    expect(text).toContain(`<!-- effects:${app}:end -->`);
  }
  expect(text === withSections(text), 'docs/replicas.md: the effect tables differ from the rules; run `npx tsx test/effects/docs-table.ts`').toBe(true);
  expect(effectDocSections().suitecrm).toContain('| * | `^/legacy/index\\.php$` | module = Meetings; action = Delete [first] | delete Meetings record |');
});
