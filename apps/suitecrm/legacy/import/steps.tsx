/**
 * Import wizard steps 1–4 (replica contract §10.2). Step 1 is a GET page; the later steps are
 * answers to POSTs inside the iframe, so the top URL keeps `#/import/step1?…` meanwhile.
 */
import type { Child } from 'hono/jsx';
import type { LegacyRequest } from '../context';
import { page } from '../render';
import { dbDate, newId } from '../util';
import { parseCsv } from './csv';
import { IMPORT_MODULES, type ImportModule, guessField } from './modules';

const CARRY = ['import_module', 'return_module', 'return_action', 'upload_id', 'custom_delimiter', 'custom_enclosure', 'has_header'];

function moduleOf(r: LegacyRequest): ImportModule {
  return IMPORT_MODULES[r.p('import_module')] ?? IMPORT_MODULES.Contacts;
}

/** Hidden inputs carrying the wizard state, minus the ones the current step edits. */
function Carry(props: { r: LegacyRequest; skip?: string[] }) {
  const { r } = props;
  const names = CARRY.filter((n) => !(props.skip ?? []).includes(n));
  return <span>{names.map((n) => <input type="hidden" name={n} value={r.p(n)} />)}</span>;
}

function Wizard(props: { r: LegacyRequest; action: string; children?: Child; multipart?: boolean }) {
  return (
    // A form that uploads a file names its module and action in the URL as well: a browser's
    // request log (Playwright, the guard) has no body for it, and the effect rules read the URL.
    <form name="importstep" id="importstep" method="post" action={props.multipart ? `index.php?module=Import&action=${props.action}` : 'index.php'} enctype={props.multipart ? 'multipart/form-data' : undefined}>
      <input type="hidden" name="module" value="Import" />
      <input type="hidden" name="action" value={props.action} />
      {props.children}
    </form>
  );
}

function steps(r: LegacyRequest, n: number, title: string, body: Child, script = ''): Response {
  const m = moduleOf(r);
  return page(r, { title: `Import ${m.label} » Step ${n}: ${title}`, module: 'Import', script }, <div class="import-wizard" id={`import_step${n}`}><h3>{`Step ${n}: ${title}`}</h3>{body}</div>);
}

const back = (to: string) => `this.form.action.value='${to}';`;

/** The wizard's Back button (to step `back`) and its forward button (`next`: id, label). */
function WizardButtons(props: { back: string; next: { id: string; label: string } }) {
  return (
    <div class="buttons">
      <input type="submit" class="button" id="goback" value="< Back" title="Back" onclick={back(props.back)} />
      <input type="submit" class="button" id={props.next.id} value={props.next.label} title={props.next.label.replace(/ >$/, '')} />
    </div>
  );
}
const NEXT = { id: 'gonext', label: 'Next >' };

/** Step 1: upload (GET, or re-shown with an error). */
export function importStep1(r: LegacyRequest, error?: string): Response {
  const m = moduleOf(r);
  return steps(r, 1, 'Upload Import File', (
    <Wizard r={r} action="Step2" multipart>
      <input type="hidden" name="return_module" value={r.p('return_module')} />
      <input type="hidden" name="return_action" value={r.p('return_action')} />
      {error ? <div class="msg-error" id="import_error">{error}</div> : ''}
      <table class="edit view"><tbody>
        <tr><td class="label"><label for="import_module">Import into:</label></td><td>
          <select name="import_module" id="import_module">{Object.values(IMPORT_MODULES).map((x) => (x.module === m.module ? <option value={x.module} selected>{x.label}</option> : <option value={x.module}>{x.label}</option>))}</select>
        </td></tr>
        <tr><td class="label"><label for="userfile">Select file:</label></td><td><input type="file" name="userfile" id="userfile" accept=".csv,text/csv,text/plain" /></td></tr>
        <tr><td></td><td><a href={`index.php?module=Import&action=Template&import_module=${m.module}`} id="download_template">Download Import File Template</a></td></tr>
      </tbody></table>
      <div class="buttons"><input type="submit" class="button" id="gonext" name="gonext" value="Next >" title="Next" /></div>
    </Wizard>
  ));
}

/** Step 2: stores the upload, shows file properties and a preview. */
export async function importStep2(r: LegacyRequest): Promise<Response> {
  const file = r.file('userfile');
  if (file && file.size > 0) {
    const uploadId = newId();
    r.db.prepare('INSERT INTO import_uploads (id, import_module, filename, content, date_entered) VALUES (?, ?, ?, ?, ?)').run(uploadId, moduleOf(r).module, file.name, await file.text(), dbDate(r.now()));
    return renderStep2(r, uploadId);
  }
  const uploadId = r.p('upload_id');
  if (!uploadId) return importStep1(r, 'Please select a file to upload.');
  return renderStep2(r, uploadId);
}

/** The stored upload's rows, parsed with the chosen properties. */
export function uploadRows(r: LegacyRequest, uploadId: string): { rows: string[][]; filename: string } {
  const up = r.db.prepare('SELECT filename, content FROM import_uploads WHERE id = ?').get(uploadId) as { filename: string; content: string } | undefined;
  const delim = r.p('custom_delimiter') === 'tab' ? '\t' : r.p('custom_delimiter') || ',';
  const encl = r.p('custom_enclosure') === 'none' ? '' : r.p('custom_enclosure') || '"';
  return { rows: up ? parseCsv(up.content, delim, encl) : [], filename: up?.filename ?? '' };
}

function renderStep2(r: LegacyRequest, uploadId: string): Response {
  const { rows, filename } = uploadRows(r, uploadId);
  const opt = (name: string, value: string, options: [string, string][]) => (
    <select name={name} id={name}>{options.map(([v, l]) => (v === value ? <option value={v} selected>{l}</option> : <option value={v}>{l}</option>))}</select>
  );
  return steps(r, 2, 'Confirm Import File Properties', (
    <Wizard r={r} action="Step3">
      <Carry r={r} skip={['upload_id', 'custom_delimiter', 'custom_enclosure', 'has_header']} />
      <input type="hidden" name="upload_id" value={uploadId} />
      <p>File: <strong id="import_filename">{filename}</strong></p>
      <table class="edit view"><tbody>
        <tr><td class="label">Fields delimited by:</td><td>{opt('custom_delimiter', r.p('custom_delimiter') || ',', [[',', ', (comma)'], [';', '; (semicolon)'], ['tab', 'Tab'], ['|', '| (pipe)']])}</td></tr>
        <tr><td class="label">Fields qualified by:</td><td>{opt('custom_enclosure', r.p('custom_enclosure') || '"', [['"', 'Double Quote (")'], ["'", "Single Quote (')"], ['none', 'None']])}</td></tr>
        <tr><td class="label">Has Header:</td><td><input type="checkbox" name="has_header" id="has_header" value="on" checked /></td></tr>
        <tr><td class="label">File Encoding:</td><td>{opt('importlocale_charset', 'UTF-8', [['UTF-8', 'UTF-8'], ['ISO-8859-1', 'ISO-8859-1']])}</td></tr>
        <tr><td class="label">Date Format:</td><td>{opt('importlocale_dateformat', 'Y-m-d', [['Y-m-d', '2010-12-23'], ['m/d/Y', '12/23/2010'], ['d/m/Y', '23/12/2010']])}</td></tr>
      </tbody></table>
      <table class="list view" id="import_preview"><tbody>{rows.slice(0, 6).map((row) => <tr>{row.map((c) => <td>{c}</td>)}</tr>)}</tbody></table>
      <WizardButtons back="Step1" next={NEXT} />
    </Wizard>
  ));
}

/** Step 3: one select per column with the guessed target field. */
export function importStep3(r: LegacyRequest): Response {
  const m = moduleOf(r);
  const { rows } = uploadRows(r, r.p('upload_id'));
  const header = r.p('has_header') ? rows[0] ?? [] : (rows[0] ?? []).map((_, i) => `Column ${i + 1}`);
  const sample = r.p('has_header') ? rows[1] ?? [] : rows[0] ?? [];
  return steps(r, 3, 'Confirm Field Mappings', (
    <Wizard r={r} action="Step4">
      <Carry r={r} />
      <p>Required fields are marked with <span class="required">*</span>. Map each column of the file to a field.</p>
      <table class="list view" id="field_mapping">
        <thead><tr><th>Header Row</th><th>Database Field</th><th>Row 1</th></tr></thead>
        <tbody>
          {header.map((h, i) => {
            const chosen = r.p(`colnum_${i}`) || guessField(m, h);
            return (
              <tr>
                <td>{h}</td>
                <td><select name={`colnum_${i}`} id={`colnum_${i}`}>
                  <option value="-1">Do not map this field</option>
                  {m.fields.map((f) => (f.name === chosen ? <option value={f.name} selected>{f.label + (f.required ? ' *' : '')}</option> : <option value={f.name}>{f.label + (f.required ? ' *' : '')}</option>))}
                </select></td>
                <td>{sample[i] ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <input type="hidden" name="colnum_count" value={String(header.length)} />
      <WizardButtons back="Step2" next={NEXT} />
    </Wizard>
  ));
}

/** Step 4: duplicate-check indexes and Import Now. */
export function importStep4(r: LegacyRequest): Response {
  const m = moduleOf(r);
  const count = Number(r.p('colnum_count') || 0);
  const mapped = Array.from({ length: count }, (_, i) => r.p(`colnum_${i}`));
  const missing = m.fields.filter((f) => f.required && !mapped.includes(f.name));
  if (missing.length) return stepError(r, `Missing required field mapping: ${missing.map((f) => f.label).join(', ')}`);
  return steps(r, 4, 'Check for Possible Duplicates', (
    <Wizard r={r} action="ImportRun">
      <Carry r={r} />
      <input type="hidden" name="colnum_count" value={String(count)} />
      {mapped.map((v, i) => <input type="hidden" name={`colnum_${i}`} value={v} />)}
      <p>Select the fields to compare with existing records. Rows that match on any selected index are not imported and are listed as duplicates.</p>
      <table class="edit view" id="dup_indexes"><tbody>
        {m.indexes.map((ix, i) => (
          <tr><td><label>{i === 0 ? <input type="checkbox" name="display_tabs_def" value={ix.key} id={`dup_${ix.key}`} checked /> : <input type="checkbox" name="display_tabs_def" value={ix.key} id={`dup_${ix.key}`} />} {ix.label}</label></td></tr>
        ))}
      </tbody></table>
      <WizardButtons back="Step3" next={{ id: 'importnow', label: 'Import Now' }} />
    </Wizard>
  ), "document.getElementById('importstep').addEventListener('submit', function(){ setTimeout(function(){ document.getElementById('importnow').disabled = true; }, 0); });");
}

function stepError(r: LegacyRequest, message: string): Response {
  return page(r, { title: 'Import', module: 'Import' }, <div class="import-wizard"><p class="msg-error" id="import_error">{message}</p><p><a href="javascript:history.back()">{'< Back'}</a></p></div>);
}
