/** The run's last line names the command that opens its Allure report where the user is (issue 56). */
import { expect, test } from '@playwright/test';
import { reportCommandLine } from '../../reporters/output/open-report-line';

const TAIL = '   (builds the Allure report and serves it until Ctrl-C; --no-open only builds it)';

test('the report command: plain in the folder the run wrote to, with the folders named from elsewhere, none without Allure', () => {
  // A project's defineBenchmarkConfig resolves allure-playwright to a file path; the clone's config names it.
  const allure = (resultsDir: string) => ['/p/node_modules/allure-playwright/dist/cjs/index.js', { resultsDir }] as const;
  expect(reportCommandLine([['list'], allure('/p/allure-results')], { stwabDir: '/p/stwab-results', cwd: '/p' })).toBe(`Report: npx stwab allure${TAIL}`);
  // `npx playwright test -c ../playwright.config.ts` from /p/other: the config's folders.
  expect(reportCommandLine([allure('/p/allure-results')], { stwabDir: '/p/stwab-results', cwd: '/p/other' })).toBe(
    `Report: npx stwab allure --results ../allure-results --stwab-results ../stwab-results${TAIL}`,
  );
  // The clone's config: a bare name and a relative folder; a folder with a space is one shell word.
  expect(reportCommandLine([['allure-playwright', { resultsDir: 'runs/my run/allure' }]], { stwabDir: '/c/runs/b', cwd: '/c' })).toBe(
    `Report: npx stwab allure --results 'runs/my run/allure' --stwab-results runs/b${TAIL}`,
  );
  expect(reportCommandLine([['allure-playwright']], { stwabDir: '/c/stwab-results', cwd: '/c' })).toBe(`Report: npx stwab allure${TAIL}`);
  expect(reportCommandLine([['list'], ['/p/node_modules/stwab/reporters/cup-reporter.js']], { stwabDir: '/p/stwab-results', cwd: '/p' })).toBeUndefined();
});
