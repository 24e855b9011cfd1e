/**
 * The layering rules of the house plan (DESIGN.md, rules of the road), as data, checked by
 * `npm test` (`test/tasks/import-rules.test.ts` runs dependency-cruiser with this file):
 * - `evaluators/` and `tasks/` are usable offline: no Playwright, and evaluators do not reach
 *   into the browser layer;
 * - `apps/` (the replicas) never import harness code: the harness talks to them over HTTP;
 * - `core/` (shared vocabulary) imports nothing of the harness;
 * - no import cycles.
 */
module.exports = {
  forbidden: [
    {
      name: 'offline-layers-without-playwright',
      comment: 'evaluators/ and tasks/ run offline (stwab evaluate) and are unit-testable on plain data: no Playwright',
      severity: 'error',
      from: { path: '^(evaluators|tasks)/' },
      to: { path: '(^|/)node_modules/(@playwright/test|playwright|playwright-core)/' },
    },
    {
      name: 'evaluators-not-browser',
      comment: 'browser access reaches evaluators through a small page interface, not browser/',
      severity: 'error',
      from: { path: '^evaluators/' },
      to: { path: '^browser/' },
    },
    {
      name: 'apps-without-harness',
      comment: 'a replica is an app: it never imports harness code',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '^(agents|bench|browser|cli|evaluators|fixtures|matchers|reporters|specs|tasks|test)/' },
    },
    {
      name: 'core-is-a-leaf',
      comment: 'core/ holds the shared vocabulary (episode shapes); it imports nothing of the harness or the apps',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(agents|apps|bench|browser|cli|evaluators|fixtures|matchers|reporters|specs|tasks|test)/' },
    },
    {
      name: 'no-cycles',
      comment: 'import cycles make load order matter and layers meaningless',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(test-results|stwab-results|allure-results|allure-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js', '.json'] },
  },
};
