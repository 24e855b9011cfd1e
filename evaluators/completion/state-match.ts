/**
 * `state_match` (verified revision): a task that asks for a change is done when the app holds
 * the change, whatever its last page says. Reads `episode.state` (a replica's record diff, see
 * `core/trace.ts` StateDiff) and judges each `eval.state_checks` item; a failure says what the
 * app holds instead.
 */
import type { Episode, StateDiff, StateRow } from '../../core/trace';
import type { RecordCheck, TaskEval } from '../../tasks/schema';
import type { CheckResult } from '../verdict';
import { COMPLETION_EVALUATOR_FIELDS } from '../../tasks/evaluator-fields';
import type { CompletionEvaluatorDefinition } from '../definition';

type Value = string | number | null;

/** Text form used to compare stored and expected values: trimmed, lower-case, null as ''. */
function norm(v: unknown): string {
  return v === null || v === undefined ? '' : String(v).trim().toLowerCase();
}

function holds(row: StateRow, want: Record<string, Value | Value[]>): string | null {
  for (const [col, exp] of Object.entries(want)) {
    if (!(col in row)) return `has no column "${col}"`;
    const options = Array.isArray(exp) ? exp : [exp];
    if (!options.some((o) => norm(o) === norm(row[col])))
      return `${col} is ${JSON.stringify(row[col])}, expected ${options.map((o) => JSON.stringify(o)).join(' or ')}`;
  }
  return null;
}

const isDeleted = (row: StateRow) => 'deleted' in row && norm(row.deleted) === '1';

/** A short label of a row for messages: its natural-key columns, else its first columns. */
function label(row: StateRow, keys: string[]): string {
  const cols = keys.filter((k) => k in row);
  const shown = (cols.length ? cols : Object.keys(row).slice(0, 3)).map((c) => `${c}=${JSON.stringify(row[c])}`);
  return `{${shown.join(', ')}}`;
}

/** What the diff says of `table`, for a failure message. */
function summary(diff: StateDiff, table: string, keys: string[]): string {
  const t = diff.tables[table];
  if (!t) return `the app holds no change to ${table}`;
  const parts: string[] = [];
  if (t.created.length)
    parts.push(
      `created ${t.created
        .slice(0, 3)
        .map((r) => label(r, keys))
        .join(', ')}${t.created.length > 3 ? ` and ${t.created.length - 3} more` : ''}`,
    );
  if (t.changed.length)
    parts.push(
      `changed ${t.changed
        .slice(0, 3)
        .map(
          ({ before, after }) =>
            `${label(before, keys)} (${Object.keys(after)
              .filter((c) => norm(after[c]) !== norm(before[c]))
              .slice(0, 4)
              .map((c) => `${c}: ${JSON.stringify(before[c])} -> ${JSON.stringify(after[c])}`)
              .join('; ')})`,
        )
        .join(', ')}${t.changed.length > 3 ? ` and ${t.changed.length - 3} more` : ''}`,
    );
  if (t.deleted.length)
    parts.push(
      `deleted ${t.deleted
        .slice(0, 3)
        .map((r) => label(r, keys))
        .join(', ')}`,
    );
  // A state reader may list a table with nothing in it (an app's own hook): no change either.
  return parts.length ? `in ${table} the app holds: ${parts.join('; ')}` : `the app holds no change to ${table}`;
}

type TableChanges = StateDiff['tables'][string];
type Entry = StateRow | TableChanges['changed'][number];

/** The diff entries of `t` that satisfy `check` (object identity), and the nearest miss. */
function hitsOf(check: RecordCheck, t: TableChanges): { hits: Entry[]; near: string | null } {
  const keys = Object.keys(check.match);
  const hits: Entry[] = [];
  let near: string | null = null;
  if (check.expect === 'created') {
    for (const row of t.created) {
      if (holds(row, check.match) || isDeleted(row)) continue;
      const why = check.fields ? holds(row, check.fields) : null;
      if (why) near ??= `the new row ${label(row, keys)} ${why}`;
      else hits.push(row);
    }
  } else if (check.expect === 'changed') {
    for (const entry of t.changed) {
      const { before, after } = entry;
      if (holds(before, check.match)) continue;
      const why = isDeleted(after) && !isDeleted(before) ? 'was deleted, not changed' : check.fields ? holds(after, check.fields) : null;
      if (why) near ??= `the row ${label(before, keys)} ${why}`;
      else hits.push(entry);
    }
  } else {
    for (const row of t.deleted) if (!holds(row, check.match)) hits.push(row);
    for (const entry of t.changed) if (!holds(entry.before, check.match) && isDeleted(entry.after) && !isDeleted(entry.before)) hits.push(entry);
  }
  return { hits, near };
}

/**
 * Judges one check on one site's diff. With `only`, the rows other checks of the task on the
 * same table account for (`siblings`) are allowed; any other change of the table fails it.
 */
export function judgeStateCheck(check: RecordCheck, diff: StateDiff, siblings: readonly RecordCheck[] = []): { passed: boolean; explanation: string } {
  const t = diff.tables[check.table] ?? { created: [], changed: [], deleted: [] };
  const keys = Object.keys(check.match);
  const what = `${check.expect} ${check.table} ${label(check.match as StateRow, keys)}${
    check.fields
      ? ` with ${Object.entries(check.fields)
          .map(([c, v]) => `${c}=${JSON.stringify(v)}`)
          .join(', ')}`
      : ''
  }`;
  const { hits, near } = hitsOf(check, t);
  if (!hits.length) return { passed: false, explanation: `expected the episode to have ${what}; ${near ?? summary(diff, check.table, keys)}` };
  if (check.only) {
    const allowed = new Set<Entry>(hits);
    for (const s of siblings) if (s !== check && s.table === check.table) for (const h of hitsOf(s, t).hits) allowed.add(h);
    const others = [...t.created, ...t.changed, ...t.deleted].filter((e) => !allowed.has(e)).length;
    if (others > 0)
      return {
        passed: false,
        explanation: `${what}, but ${others} other row(s) of ${check.table} changed too (the task allows only its own): ${summary(diff, check.table, keys)}`,
      };
  }
  return { passed: true, explanation: `the app holds it: ${what}` };
}

/**
 * Judges `e.state_checks` on `episode.state`; `defaultSite` is the task's first site (a task
 * that names none: the one site whose state the episode holds). Without state evidence for a
 * site (a real instance, or an episode recorded before state was kept) a check fails and says
 * so: page text is not evidence of a change. No site is assumed (issue 57: it was SuiteCRM).
 */
export function stateMatch(e: TaskEval, episode: Pick<Episode, 'state'> & { steps?: Episode['steps'] }, defaultSite?: string): CheckResult[] {
  const recorded = Object.keys(episode.state ?? {});
  const fallback = defaultSite ?? (recorded.length === 1 ? recorded[0] : undefined);
  const records = (e.state_checks ?? []).filter((c): c is RecordCheck => c.expect !== 'downloaded');
  return (e.state_checks ?? []).map((check) => {
    if (check.expect === 'downloaded') {
      const files = (episode.steps ?? []).flatMap((s) => s.state.info.downloads ?? []).map((d) => d.name);
      const hit = files.some((f) => f.trim().toLowerCase() === check.file.trim().toLowerCase());
      return {
        evaluator: 'state_match',
        passed: hit,
        rule: 'downloaded',
        explanation: hit
          ? `the app handed over ${check.file}`
          : `expected the app to hand over ${check.file}; ${files.length ? `it handed over ${files.slice(0, 5).join(', ')}` : 'no download happened'}`,
      };
    }
    const site = check.site ?? fallback;
    if (site === undefined)
      return {
        evaluator: 'state_match',
        passed: false,
        rule: check.expect,
        explanation: `the check names no site and the task none (the episode holds the state of ${recorded.length ? recorded.join(', ') : 'no site'}), so the change "${check.expect} ${check.table}" cannot be looked up; give the check a "site" or the task its "sites"`,
      };
    const diff = episode.state?.[site];
    if (!diff)
      return {
        evaluator: 'state_match',
        passed: false,
        rule: check.expect,
        explanation: `no record of what ${site}'s app holds after the episode (state is read from embedded replicas; a real instance or an older episode file has none), so the change "${check.expect} ${check.table}" cannot be confirmed`,
      };
    const siblings = records.filter((c) => (c.site ?? fallback) === site);
    const r = judgeStateCheck(check, diff, siblings);
    // A cut list may hide the row sought or the other rows `only` forbids.
    if (diff.truncated?.includes(check.table) && (!r.passed || check.only))
      return {
        evaluator: 'state_match',
        passed: false,
        rule: check.expect,
        explanation: `${r.explanation}; not counted: the episode changed more rows of ${check.table} than the diff keeps, so the rest is unknown`,
      };
    return { evaluator: 'state_match', passed: r.passed, rule: check.expect, explanation: r.explanation };
  });
}

/** `state_match` in the evaluator registry (issue 57): it reads the app's records, never the final page. */
export const stateMatchEvaluator: CompletionEvaluatorDefinition<'state_match'> = {
  name: 'state_match',
  fields: COMPLETION_EVALUATOR_FIELDS.state_match,
  evaluate: (c) => stateMatch(c.eval, c.episode, c.site),
  readsFinalPage: () => false,
  countedUpstream: true,
  docs: "what the app's records hold at the end (verified revision): per check, a row of a table created, changed or deleted by the episode, or a file handed over; see below.",
};
