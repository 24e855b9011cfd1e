/**
 * Maintainer's tool: proposes `require_state` corrections from the episodes of a reference run.
 * For each task of `--tasks` it reads the run's `episode.json` (the `state` the replicas
 * reported) and turns each changed row of a business table into a check: `deleted` for a
 * removed or soft-deleted row, `changed` with the changed columns, `created` with the columns
 * whose value the intent names. The output is a proposal to review by hand (keys, fields,
 * `only`), never applied as is.
 *
 *   npx tsx cli/tools/propose-state.ts --episodes <test-results> --tasks 235,236 [--reason TEXT-ONLY]
 */
import { readFileSync } from 'node:fs';
import { collectEpisodeFiles } from '../evaluate';
import { loadTaskSource } from '../../tasks/sources';
import type { StateDiff, StateRow } from '../../core/trace';

/** Bookkeeping tables and columns no task asks about. */
const IGNORED_TABLES = new Set([
  'config',
  'tracker',
  'users_last_import',
  'sessions',
  'events',
  'audit_events',
  'user_preferences',
  'email_addr_bean_rel',
  'email_addresses',
]);
const VOLATILE =
  /^(id|date_modified|date_entered|modified_user_id|created_by|created_at|updated_at|last_activity_at|last_edited_at|updated_by_id|deleted|iid|position|relative_position|lock_version|cached_markdown_version|.*_html)$/;
const KEYS = [
  ['first_name', 'last_name'],
  ['user_name'],
  ['username'],
  ['name'],
  ['document_name'],
  ['title'],
  ['subject'],
  ['sku'],
  ['increment_id'],
  ['email'],
  ['path'],
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function episodes(dir: string): Map<number, { state?: Record<string, StateDiff> }> {
  const out = new Map<number, { state?: Record<string, StateDiff> }>();
  for (const f of collectEpisodeFiles([dir])) {
    const e = JSON.parse(readFileSync(f, 'utf8'));
    if (typeof e.task_id === 'number') out.set(e.task_id, e);
  }
  return out;
}

function keyOf(row: StateRow): Record<string, string | number | null> {
  for (const k of KEYS) if (k.every((c) => c in row && row[c] !== null && row[c] !== '')) return Object.fromEntries(k.map((c) => [c, row[c]]));
  return { id: row.id ?? null };
}

const named = (intent: string, v: unknown) => typeof v === 'string' && v.trim().length > 1 && intent.toLowerCase().includes(v.trim().toLowerCase());

const dir = arg('episodes');
const ids = (arg('tasks') ?? '').split(',').filter(Boolean).map(Number);
const reason = arg('reason') ?? 'TEXT-ONLY';
if (!dir || !ids.length) throw new Error('usage: propose-state.ts --episodes <folder> --tasks 1,2,3 [--reason TEXT-ONLY]');
const eps = episodes(dir);
const { tasks } = await loadTaskSource();
const out: unknown[] = [];
for (const id of ids) {
  const task = tasks.find((t) => t.task.task_id === id)?.task;
  const ep = eps.get(id);
  if (!task || !ep?.state) {
    console.error(`task ${id}: ${task ? 'no episode with state in the folder' : 'not in the task file'}`);
    continue;
  }
  for (const [site, diff] of Object.entries(ep.state)) {
    for (const [table, d] of Object.entries(diff.tables)) {
      if (IGNORED_TABLES.has(table) || table.endsWith('_cstm') || table.endsWith('_audit')) continue;
      const push = (check: Record<string, unknown>) =>
        out.push({ op: 'require_state', task_id: id, check: { ...(task.sites.length > 1 ? { site } : {}), table, ...check }, reason, why: '' });
      for (const row of d.deleted) push({ expect: 'deleted', match: keyOf(row) });
      for (const { before, after } of d.changed) {
        if (String(after.deleted) === '1' && String(before.deleted) !== '1') {
          push({ expect: 'deleted', match: keyOf(before) });
          continue;
        }
        const fields = Object.fromEntries(
          Object.keys(after)
            .filter((c) => !VOLATILE.test(c) && after[c] !== before[c])
            .map((c) => [c, after[c]]),
        );
        if (Object.keys(fields).length) push({ expect: 'changed', match: keyOf(before), fields });
      }
      for (const row of d.created) {
        if (String(row.deleted) === '1') continue;
        const key = keyOf(row);
        const fields = Object.fromEntries(Object.entries(row).filter(([c, v]) => !(c in key) && !VOLATILE.test(c) && named(task.intent, v)));
        push({ expect: 'created', match: key, ...(Object.keys(fields).length ? { fields } : {}) });
      }
    }
  }
}
console.log(JSON.stringify(out, null, 1));
