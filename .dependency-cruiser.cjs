/**
 * The layering rules of the house plan (DESIGN.md, rules of the road), as data, checked by
 * `npm test` (`test/tasks/import-rules.test.ts` runs dependency-cruiser with this file):
 * - `evaluators/` and `tasks/` are usable offline: no Playwright; evaluators import only `core/`
 *   and `tasks/`, and `tasks/` only `core/`;
 * - `agents/` and `browser/` meet only in `core/` (the agent interface and the action space);
 * - `apps/` (the replicas) never import harness code: the harness talks to them over HTTP;
 * - `core/` (shared vocabulary) imports nothing of the harness;
 * - `examples/` are what users copy: they use the package by its name (`stwab`), never its
 *   internals, and an example's app is an app like a replica;
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
      name: 'evaluators-only-core-and-tasks',
      comment: 'evaluators are pure functions of (episode, task): they reach a page only through core/page-access, never the browser, agents or runners',
      severity: 'error',
      from: { path: '^evaluators/' },
      to: { path: '^(agents|apps|bench|browser|cli|fixtures|matchers|reporters|specs|test)/' },
    },
    {
      name: 'tasks-only-core',
      comment: 'tasks/ (schema, loader, catalog, revisions) is data: it builds on core/ alone',
      severity: 'error',
      from: { path: '^tasks/' },
      to: { path: '^(agents|apps|bench|browser|cli|evaluators|fixtures|matchers|reporters|specs|test)/' },
    },
    {
      name: 'agents-not-browser',
      comment: 'an agent sees observations and answers action strings (core/agent, core/actions); it never drives the browser layer',
      severity: 'error',
      from: { path: '^agents/' },
      to: { path: '^browser/' },
    },
    {
      name: 'browser-not-agents',
      comment: 'the episode loop drives any agent through the core/agent interface, never a concrete adapter',
      severity: 'error',
      from: { path: '^browser/' },
      to: { path: '^agents/' },
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
      name: 'examples-use-the-package',
      comment: "examples are what users copy: they import 'stwab' (its public API), never the harness's internals",
      severity: 'error',
      from: { path: '^examples/' },
      to: { path: '^(agents|apps|bench|browser|cli|core|evaluators|fixtures|matchers|reporters|specs|tasks|test)/' },
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
