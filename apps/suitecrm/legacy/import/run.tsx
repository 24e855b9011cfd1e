/**
 * Import Now, the results page (Step 5), Undo Import and the template download.
 * Import Now redirects to a GET results page, so reloading it never imports twice.
 */
import type { LegacyRequest } from '../context';
import { page, redirect } from '../render';
import { dbDate, newId } from '../util';
import { IMPORT_MODULES, isDuplicate, writeRecord } from './modules';
import { uploadRows } from './steps';

interface Outcome { created: { id: string; label: string }[]; duplicates: string[][]; errors: { row: string[]; message: string }[] }

/** `action=ImportRun` (the Import Now button). */
export function importRun(r: LegacyRequest): Response {
  const m = IMPORT_MODULES[r.p('import_module')] ?? IMPORT_MODULES.Contacts;
  const { rows } = uploadRows(r, r.p('upload_id'));
  const data = r.p('has_header') ? rows.slice(1) : rows;
  const count = Number(r.p('colnum_count') || 0);
  const map = Array.from({ length: count }, (_, i) => r.p(`colnum_${i}`));
  const indexes = r.all('display_tabs_def');
  const now = dbDate(r.now());
  const out: Outcome = { created: [], duplicates: [], errors: [] };
  const tx = r.db.transaction(() => {
    for (const row of data) {
      const values: Record<string, string> = {};
      map.forEach((field, i) => { if (field && field !== '-1' && row[i] !== undefined && row[i].trim() !== '') values[field] = row[i].trim(); });
      const missing = m.fields.filter((f) => f.required && !values[f.name]);
      if (missing.length) { out.errors.push({ row, message: `Missing required field: ${missing.map((f) => f.label).join(', ')}` }); continue; }
      if (values.email1 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email1)) { out.errors.push({ row, message: 'Invalid email format' }); continue; }
      if (isDuplicate(r.db, m, values, indexes)) { out.duplicates.push(row); continue; }
      const id = writeRecord(r.db, m, values, now);
      out.created.push({ id, label: values.name ?? `${values.first_name ?? ''} ${values.last_name ?? ''}`.trim() });
    }
  });
  tx();
  const runId = newId();
  r.db.prepare('INSERT INTO import_runs (id, import_module, created, duplicates, errors, date_entered) VALUES (?, ?, ?, ?, ?, ?)').run(runId, m.module, JSON.stringify(out.created), JSON.stringify(out.duplicates), JSON.stringify(out.errors), now);
  return redirect(r, { module: 'Import', action: 'Last', import_module: m.module, return_module: r.p('return_module') || m.module, return_action: 'index', run: runId });
}

/** `action=Last`: Step 5, the results with Created / Duplicates / Errors tabs. */
export function importLast(r: LegacyRequest): Response {
  const run = r.db.prepare('SELECT * FROM import_runs WHERE id = ?').get(r.p('run')) as Record<string, string | number> | undefined;
  const m = IMPORT_MODULES[String(run?.import_module ?? r.p('import_module'))] ?? IMPORT_MODULES.Contacts;
  const created = run ? (JSON.parse(String(run.created)) as Outcome['created']) : [];
  const dups = run ? (JSON.parse(String(run.duplicates)) as Outcome['duplicates']) : [];
  const errors = run ? (JSON.parse(String(run.errors)) as Outcome['errors']) : [];
  const undone = Number(run?.undone ?? 0) === 1;
  const tab = (id: string, label: string, active: boolean) => <li class={active ? 'active' : ''}><a href="javascript:void(0)" data-tab={id} class="import-tab">{label}</a></li>;
  const script = `document.querySelectorAll('a.import-tab').forEach(function(a){ a.onclick = function(){
    document.querySelectorAll('.import-tab-pane').forEach(function(p){ p.className = 'import-tab-pane' + (p.id === a.dataset.tab ? '' : ' hidden'); });
    document.querySelectorAll('a.import-tab').forEach(function(b){ b.parentNode.className = b === a ? 'active' : ''; }); }; });`;
  const body = (
    <div class="import-wizard" id="import_step5">
      <h3>Step 5: View Import Results</h3>
      {undone ? <p class="msg-ok" id="undo_message">{`The import was undone: ${created.length} records were removed.`}</p> : ''}
      <p><strong>Success:</strong></p>
      <ul id="import_summary">
        <li>{`${undone ? 0 : created.length} records were created`}</li>
        <li>{`${dups.length} records were not imported because they are duplicates`}</li>
        <li>{`${errors.length} records had errors and were not imported`}</li>
      </ul>
      <ul class="tabs">{tab('created_records', 'Created Records', true)}{tab('duplicates', 'Duplicates', false)}{tab('errors', 'Errors', false)}</ul>
      <div id="created_records" class="import-tab-pane">
        <table class="list view"><tbody>{undone ? '' : created.map((c) => <tr><td><a href={`index.php?module=${m.module}&action=DetailView&record=${c.id}`}>{c.label}</a></td></tr>)}</tbody></table>
      </div>
      <div id="duplicates" class="import-tab-pane hidden"><table class="list view"><tbody>{dups.map((d) => <tr>{d.map((c) => <td>{c}</td>)}</tr>)}</tbody></table></div>
      <div id="errors" class="import-tab-pane hidden"><table class="list view"><tbody>{errors.map((e) => <tr><td>{e.message}</td>{e.row.map((c) => <td>{c}</td>)}</tr>)}</tbody></table></div>
      <form method="post" action="index.php" id="importlast">
        <input type="hidden" name="module" value="Import" /><input type="hidden" name="action" value="Undo" />
        <input type="hidden" name="run" value={r.p('run')} /><input type="hidden" name="import_module" value={m.module} />
        <div class="buttons">
          {undone ? '' : <input type="submit" class="button" id="undo" value="Undo Import" title="Undo Import" />}
          <input type="button" class="button" id="importmore" value="Import Again" title="Import Again" onclick={`location.href='index.php?module=Import&action=Step1&import_module=${m.module}&return_module=${m.module}&return_action=index'`} />
          <input type="button" class="button" id="finished" value="Finished" title="Finished" onclick={`location.href='index.php?module=${m.module}&action=index'`} />
        </div>
      </form>
    </div>
  );
  return page(r, { title: `Import ${m.label} » Step 5: View Import Results`, module: 'Import', script }, body);
}

/** `action=Undo`: deletes the records of the run. */
export function importUndo(r: LegacyRequest): Response {
  const run = r.db.prepare('SELECT * FROM import_runs WHERE id = ? AND undone = 0').get(r.p('run')) as Record<string, string> | undefined;
  if (run) {
    const m = IMPORT_MODULES[run.import_module] ?? IMPORT_MODULES.Contacts;
    const now = dbDate(r.now());
    for (const c of JSON.parse(run.created) as Outcome['created']) r.db.prepare(`UPDATE ${m.table} SET deleted = 1, date_modified = ? WHERE id = ?`).run(now, c.id);
    r.db.prepare('UPDATE import_runs SET undone = 1 WHERE id = ?').run(run.id);
  }
  return redirect(r, { module: 'Import', action: 'Last', import_module: r.p('import_module'), run: r.p('run') });
}

/** `action=Template`: CSV with the module's field labels as header. */
export function importTemplate(r: LegacyRequest): Response {
  const m = IMPORT_MODULES[r.p('import_module')] ?? IMPORT_MODULES.Contacts;
  const csv = m.fields.map((f) => `"${f.label}"`).join(',') + '\r\n';
  return new Response(csv, { headers: { 'Content-Type': 'text/comma-separated-values', 'Content-Disposition': `attachment; filename="${m.module}_import_template.csv"` } });
}
