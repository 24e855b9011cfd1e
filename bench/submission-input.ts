/**
 * What the submission input rules cost and save (issue 55, docs/submission.md "Input rules"):
 * `stwab submission verify` in a fresh process on 50 MiB and 31 MiB of `[` (wall time and peak
 * memory), and the strict read against a plain `JSON.parse` on a 21 MB well-formed file.
 * `--baseline` also runs a plain `JSON.parse` on the 50 MiB file (about 2.7 GB of memory).
 *
 *   npx tsx bench/submission-input.ts [--baseline]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSubmissionBytes } from '../leaderboard/submission-input';
import { stats } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'stwab-bench-input-'));

/** Runs `code` (an ES module body) in a fresh Node with tsx; returns wall ms and peak RSS in MB. */
function fresh(code: string): { ms: number; mb: number; out: string } {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `${code}\nconsole.log('RSS ' + process.resourceUsage().maxRSS);`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const ms = performance.now() - t;
  const rss = /RSS (\d+)/.exec(r.stdout)?.[1];
  return { ms, mb: Number(rss) / 1024, out: (r.stderr || r.stdout).split('\n')[0].slice(0, 100) };
}

const verify = (file: string) =>
  fresh(`const { verifyCommand } = await import(${JSON.stringify(join(ROOT, 'cli/submission.ts'))}); await verifyCommand(${JSON.stringify(file)}, {});`);

try {
  for (const mib of [50, 31]) {
    const file = join(dir, `open-${mib}.json`);
    writeFileSync(file, '['.repeat(mib * 1024 * 1024));
    const r = verify(file);
    console.log(`verify, ${mib} MiB of "[": ${r.ms.toFixed(0)} ms, peak ${r.mb.toFixed(0)} MB  (${r.out}...)`);
    if (mib === 50 && process.argv.includes('--baseline')) {
      const b = fresh(
        `import { readFileSync } from 'node:fs'; try { JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8')); } catch (e) { console.log(String(e)); }`,
      );
      console.log(`plain JSON.parse, ${mib} MiB of "[": ${b.ms.toFixed(0)} ms, peak ${b.mb.toFixed(0)} MB`);
    }
    rmSync(file);
  }
  // A well-formed file shaped like evidence: 1,500 tasks of 40 steps with non-ASCII text.
  const evidence = Array.from({ length: 1500 }, (_, i) => ({
    task_id: i,
    action_sequence: Array.from({ length: 40 }, (_, j) => ({ step: j, action_type: 'fill', action_args: [`a${j}`, `${'x'.repeat(200)}é✓`] })),
  }));
  const bytes = Buffer.from(JSON.stringify({ schema_version: '1.0', task_evidence: evidence }, null, 2));
  const strict: number[] = [];
  const plain: number[] = [];
  for (let k = 0; k < 5; k++) {
    let t = performance.now();
    parseSubmissionBytes(bytes, 'bench.json');
    strict.push(performance.now() - t);
    t = performance.now();
    JSON.parse(bytes.toString('utf8'));
    plain.push(performance.now() - t);
  }
  console.log(`${(bytes.length / 1e6).toFixed(1)} MB well-formed: strict read ${stats(strict)}`);
  console.log(`${(bytes.length / 1e6).toFixed(1)} MB well-formed: plain JSON.parse ${stats(plain)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
