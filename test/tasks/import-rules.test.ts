/**
 * The layering rules of `.dependency-cruiser.cjs` hold on the tree, and they bite: on a planted
 * tree with an evaluator importing Playwright and the browser layer, `tasks/` importing an agent,
 * `agents/` and `browser/` importing each other, a replica importing harness code, `core/`
 * importing the harness and a two-file cycle, dependency-cruiser reports each one.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const BIN = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const FOLDERS = [
  'agents',
  'apps',
  'bench',
  'browser',
  'cli',
  'core',
  'evaluators',
  'fixtures',
  'matchers',
  'reporters',
  'specs',
  'tasks',
  'examples',
  'index.ts',
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(cwd: string, targets: string[]): Violation[] {
  let out: string;
  try {
    out = execFileSync(process.execPath, [BIN, '--config', CONFIG, '--output-type', 'json', ...targets], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    // dependency-cruiser exits non-zero when it finds errors; the JSON is still on stdout.
    out = (e as { stdout?: string }).stdout ?? '';
    if (!out) throw e;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

test('the tree keeps the layering rules (no Playwright offline, evaluators on core and tasks, tasks on core, agents and browser apart, replicas free of harness code, core a leaf, examples on the public API, no cycles)', () => {
  const violations = cruise(ROOT, FOLDERS);
  expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
});

test('a planted violation of each rule is reported', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-import-rules-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', allowImportingTsExtensions: true, noEmit: true } }),
      'evaluators/uses-playwright.ts': "import { expect } from '@playwright/test';\nexport const x = expect;\n",
      'evaluators/uses-browser.ts': "import { y } from '../browser/page';\nexport const x = y;\n",
      'browser/page.ts': 'export const y = 1;\n',
      'browser/loop.ts': "import { g } from '../agents/mine';\nexport const l = g;\n",
      'agents/mine.ts': "import { y } from '../browser/page';\nexport const g = y;\n",
      'tasks/brief.ts': "import { g } from '../agents/mine';\nexport const t = g;\n",
      'apps/shop/index.ts': "import { y } from '../../browser/page';\nexport const z = y;\n",
      'core/shape.ts': "import { y } from '../browser/page';\nexport const s = y;\n",
      'examples/app/main.ts': "import { s } from '../../core/shape';\nexport const e = s;\n",
      'tasks/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'tasks/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    };
    for (const [f, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), body);
    }
    const rules = cruise(dir, ['evaluators', 'browser', 'agents', 'apps', 'core', 'tasks', 'examples']).map((v) => `${v.rule.name}: ${v.from}`);
    for (const want of [
      'offline-layers-without-playwright: evaluators/uses-playwright.ts',
      'evaluators-only-core-and-tasks: evaluators/uses-browser.ts',
      'tasks-only-core: tasks/brief.ts',
      'agents-not-browser: agents/mine.ts',
      'browser-not-agents: browser/loop.ts',
      'apps-without-harness: apps/shop/index.ts',
      'core-is-a-leaf: core/shape.ts',
      'examples-use-the-package: examples/app/main.ts',
      'no-cycles: tasks/a.ts',
    ])
      expect(rules).toContain(want);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
