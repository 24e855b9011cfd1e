/**
 * Builds the installable package into `dist/` (issue 56): `npm run build`, then
 * `npm pack ./dist` (`npm run package` does both). `dist/` is the package's root, laid out like
 * the clone so every file finds its data by `import.meta.url`:
 * - the harness compiled to ESM JavaScript and `.d.ts` (build/tsconfig.json), relative imports
 *   given their `.js` file (tsc-alias), no `.ts` source;
 * - the data files beside the code (solutions, recorded outcomes, revisions, replica assets);
 * - `bin/` (the `stwab` command), the Python bridge, README, `.env.example`, `docs/*.md` and the
 *   figures they show, and the small examples the docs send users to (the starter agent, the
 *   remote agent in Python, the CI workflow): every relative link of the packaged docs resolves;
 * - `package.json` made from the clone's: `exports` on the compiled files, `@playwright/test`
 *   a peer dependency (the user's Playwright runs the tests: one copy), no install script, no
 *   development dependency, and `files` listing exactly what ships.
 * Tests, benchmarks, examples' apps (`examples/helpdesk/`, which the docs name as the repository's)
 * and repository tooling never ship.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');

/** Folders compiled and shipped with their data files (the `include` of build/tsconfig.json). */
export const CODE_DIRS = ['agents', 'apps', 'browser', 'cli', 'core', 'evaluators', 'fixtures', 'leaderboard', 'matchers', 'reporters', 'tasks'];

/** Other tracked files that ship as they are. */
const EXTRA =
  /^(?:README\.md|\.env\.example|docs\/[^/]+\.md|docs\/img\/[^/]+\.(?:svg|png)|examples\/(?:my-agent\.mts|remote_agent\.py|ci\/github-actions\.yml)|bin\/(?:stwab|resource-host)\.js|python\/stwab_bridge\/[^/]+\.py)$/;

/** A tracked file of a code folder that is data, not source or tooling. */
const isData = (f: string) => CODE_DIRS.includes(f.split('/')[0]) && !/\.tsx?$/.test(f) && !/(^|\/)tsconfig\.json$/.test(f);

/** The `package.json` of the package, from the clone's. */
export function manifest(pkg: Record<string, unknown>): Record<string, unknown> {
  const deps = { ...(pkg.dependencies as Record<string, string>) };
  const playwright = deps['@playwright/test'];
  delete deps['@playwright/test'];
  const entry = (name: string) => ({ types: `./${name}.d.ts`, default: `./${name}.js` });
  return {
    name: pkg.name,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    type: 'module',
    engines: pkg.engines,
    bin: { stwab: 'bin/stwab.js' },
    types: './index.d.ts',
    exports: {
      '.': entry('index'),
      './reporter': entry('reporters/cup-reporter'),
      './global-setup': entry('fixtures/global-setup'),
      './effects': entry('effects'),
      './package.json': './package.json',
    },
    files: [
      ...CODE_DIRS.map((d) => `${d}/`),
      'index.js',
      'index.d.ts',
      'effects.js',
      'effects.d.ts',
      'bin/',
      'docs/',
      'examples/',
      'python/',
      '.env.example',
      'README.md',
    ],
    dependencies: deps,
    peerDependencies: { '@playwright/test': playwright },
  };
}

function tracked(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
}

function node(script: string, args: string[]): void {
  execFileSync(process.execPath, [join(ROOT, 'node_modules', script), ...args], { cwd: ROOT, stdio: 'inherit' });
}

/** Writes `dist/`; returns the number of files it copied besides the compiled ones. */
export function build(): number {
  rmSync(DIST, { recursive: true, force: true });
  node('typescript/bin/tsc', ['-p', 'build/tsconfig.json']);
  node('tsc-alias/dist/bin/index.js', ['-p', 'build/tsconfig.json']);
  const copied = tracked().filter((f) => isData(f) || EXTRA.test(f));
  for (const f of copied) {
    mkdirSync(dirname(join(DIST, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(DIST, f));
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(DIST, 'package.json'), `${JSON.stringify(manifest(pkg), null, 2)}\n`);
  return copied.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const n = build();
  console.log(`built ${DIST} (${n} data files copied); pack it with: npm pack ./dist`);
}
