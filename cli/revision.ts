/**
 * `stwab revision diff [--revision verified] [--json]`: every correction of a
 * revision, by app and reason code, with the overlay's sha256 (what a verified result cites).
 * `validateRevision` is the `stwab validate --revision` part: applies the overlay to a task file.
 */
import { readFileSync, statSync } from 'node:fs';
import { sha256 } from '../tasks/fetch';
import { applyOverlay, loadOverlay, REVISIONS, type Overlay, type RevisionName } from '../tasks/revision';
import type { Task } from '../tasks/schema';

function revisionName(name: string | undefined): RevisionName {
  const v = name ?? 'verified';
  if (!(REVISIONS as readonly string[]).includes(v)) throw new Error(`--revision ${v}: use one of ${REVISIONS.join(', ')}`);
  return v as RevisionName;
}

const target = (c: Overlay['corrections'][number]) =>
  c.op === 'drop_policy'
    ? `drop policy ${c.policy_index}`
    : c.op === 'set'
      ? `set ${c.path} = ${JSON.stringify(c.value)}`
      : c.op === 'require_state'
        ? `require state: ${c.check.expect === 'downloaded' ? `downloaded ${c.check.file}` : `${c.check.expect} ${c.check.table} ${JSON.stringify(c.check.match)}${c.check.fields ? ` with ${JSON.stringify(c.check.fields)}` : ''}`}`
        : 'retire';

/** Prints the corrections of a revision; exit code 0 (1 when the revision has none). */
export function revisionDiffCommand(o: { revision?: string; json?: boolean }): number {
  const overlay = loadOverlay(revisionName(o.revision));
  if (!overlay) {
    console.log('revision original: the published task file, no corrections');
    return 0;
  }
  if (o.json) {
    console.log(JSON.stringify({ revision: overlay.name, sha256: overlay.sha256, for_sha256: overlay.for_sha256, corrections: overlay.corrections }, null, 2));
    return 0;
  }
  const lines = [`revision ${overlay.name}: overlay sha256 ${overlay.sha256}, for the task file with sha256 ${overlay.for_sha256}`];
  const apps = [...new Set(overlay.corrections.map((c) => c.app))].sort();
  for (const app of apps) {
    const own = overlay.corrections.filter((c) => c.app === app);
    const tasks = new Set(own.map((c) => c.task_id));
    const retired = own.filter((c) => c.op === 'retire').length;
    lines.push('', `${app}: ${own.length} corrections on ${tasks.size} tasks (${retired} retired)`);
    for (const reason of [...new Set(own.map((c) => c.reason))].sort()) {
      const rs = own.filter((c) => c.reason === reason);
      lines.push(`  ${reason} (${rs.length})`);
      for (const c of rs) lines.push(`    task ${c.task_id}: ${target(c)}: ${c.why}`);
    }
  }
  console.log(lines.join('\n'));
  return 0;
}

/** Lines `stwab validate --revision` adds: what the revision changes in `tasks` (throws on a sha256 mismatch). */
export function validateRevision(path: string, tasks: Task[], name: string): string[] {
  const overlay = loadOverlay(revisionName(name));
  if (!overlay) return ['revision original: no corrections'];
  const sha = statSync(path).isFile() ? sha256(readFileSync(path)) : undefined;
  const revised = applyOverlay(tasks, overlay, { path, sha256: sha });
  const changed = revised.filter((r) => r.corrections.length);
  const retired = revised.filter((r) => r.retired);
  return [
    `revision ${overlay.name} (overlay sha256 ${overlay.sha256}): ${overlay.corrections.length} corrections on ${changed.length} tasks; ${retired.length} retired (${retired.map((r) => r.task.task_id).join(', ') || 'none'}); ${tasks.length - retired.length} tasks remain`,
    ...changed.filter((r) => !r.retired).map((r) => `  task ${r.task.task_id}: ${r.corrections.map((c) => `${target(c)} (${c.reason})`).join('; ')}`),
  ];
}
