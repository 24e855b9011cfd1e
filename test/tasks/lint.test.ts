/**
 * `npm run lint` bites: Biome with the project's `biome.jsonc` reports a planted implicit-any
 * `let`, an unused import and a badly formatted line in harness code, and the replica's browser scripts are type-checked
 * (`tsc -p apps/suitecrm/client`): a planted call of an undefined function is an error.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(bin: string, args: string[], cwd: string): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const err = e as { status: number; stdout?: string; stderr?: string };
    return { code: err.status, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

test('the tree is lint-clean and formatted, and a planted violation of either fails the check', () => {
  const biome = join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  expect(run(biome, ['check', '--error-on-warnings', '--assist-enabled=false', '.'], ROOT).code).toBe(0);
  const dir = mkdtempSync(join(tmpdir(), 'stwab-lint-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    copyFileSync(join(ROOT, 'biome.jsonc'), join(dir, 'biome.jsonc'));
    mkdirSync(join(dir, 'core'));
    writeFileSync(
      join(dir, 'core', 'bad.ts'),
      'import { join } from \'node:path\';\nexport function f(): number {\n  let x;\n  x = 1;\n  return x;\n}\nexport const y   =  "2"\n',
    );
    const r = run(biome, ['check', '--error-on-warnings', '--assist-enabled=false', '--vcs-enabled=false', 'core'], dir);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('noImplicitAnyLet');
    expect(r.out).toContain('noUnusedImports');
    expect(r.out).toContain('Formatter would have printed the following content');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the replica browser scripts are type-checked', () => {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  expect(run(tsc, ['-p', 'apps/suitecrm/client'], ROOT).code).toBe(0);
  const dir = mkdtempSync(join(tmpdir(), 'stwab-checkjs-'));
  try {
    cpSync(join(ROOT, 'apps', 'suitecrm', 'client'), dir, { recursive: true });
    writeFileSync(join(dir, '95-planted.js'), "document.addEventListener('click', function () { rerenderListt({ page: 1 }); });\n");
    const r = run(tsc, ['-p', dir], ROOT);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain("95-planted.js(1,50): error TS2552: Cannot find name 'rerenderListt'");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
