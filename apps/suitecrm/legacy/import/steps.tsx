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

const CARRY = ['import_module', 'return_module', 'return_action', 'type', 'upload_id', 'custom_delimiter', 'custom_enclosure', 'has_header'];

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

/**
 * A wizard step's page. 8.7.1's `ImportView::_getModuleTitleParams` gives the module title one
 * part, `Step <n>: <title>` (`LBL_STEP_2_TITLE`, `LBL_CONFIRM_TITLE`, ...), drawn as the page's
 * `h2` by `SugarView::getModuleTitle`; there is no module prefix and no second heading.
 */
function steps(r: LegacyRequest, n: number, title: string, body: Child, script = ''): Response {
  return page(r, { title: `Step ${n}: ${title}`, module: 'Import', script }, <div class="import-wizard" id={`import_step${n}`}>{body}</div>);
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

/** Import's `ERR_MISSING_REQUIRED_FIELDS` + `ERR_SELECT_FILE`, as the step's script adds it under the file input. */
const NO_FILE = 'Missing required fields: Select a file to upload.';

/** The page's client check (8.7.1 `view.step2.php` `_getJS`): the update warning, then the file. */
const STEP1_JS = `document.getElementById('gonext').onclick = function(){
  var f = document.getElementById('importstep');
  if (document.getElementById('import_update').checked && !confirm(${JSON.stringify('You have selected to update records during the import process. Updates made to existing records cannot be undone. However, records created during the import process can be undone (deleted), if desired. Click Cancel to select to create new records only, or click OK to continue.')})) return false;
  var old = f.querySelector('.validation-message'); if (old) old.remove();
  if (f.userfile.value === '') {
    var d = document.createElement('div'); d.className = 'required validation-message'; d.textContent = ${JSON.stringify(NO_FILE)};
    f.userfile.parentNode.appendChild(d); return false;
  }
  return true;
};`;

/** Step 1, "Upload Import File": a module's Import link lands on `view.step2.php` with step 1 (`ImportController::action_Step1`), `step2.tpl` at 8.7.1. */
export function importStep1(r: LegacyRequest, error?: string): Response {
  const m = moduleOf(r);
  // `sugar_help`: an image whose alt text is `LBL_ALT_INFO`; its text shows in a tip on click (not modelled).
  const info = (text: string) => <img border="0" class="inlineHelpTip" alt="Information" data-help={text} src="data:," />;
  return steps(r, 1, 'Upload Import File', (
    <div>
      <div class="import_instruction">Select a file on your computer that contains the data that you would like to import, or download the template to get a head start on creating the import file.</div>
      <div class="hr"></div>
      <Wizard r={r} action="Step2" multipart>
        <input type="hidden" name="import_module" value={m.module} />
        <input type="hidden" name="return_module" value={r.p('return_module')} />
        <input type="hidden" name="return_action" value={r.p('return_action')} />
        <table width="100%"><tbody>
          <tr><td colspan={4}><a href="javascript: void(0);" onclick={`window.location.href='index.php?module=Import&action=Template&import_module=${m.module}'`}>Download Import File Template</a> &nbsp;{info('Download a sample import file containing a header row of the module fields. The file can be used as a template to create an import file containing the data that you would like to import.')}</td></tr>
          <tr><td colspan={4}>&nbsp;</td></tr>
          <tr><td colspan={3}>
            <div><label for="userfile">Select file:</label></div>
            <div><input type="hidden" /><input size={20} id="userfile" name="userfile" type="file" accept=".csv,text/csv,text/plain" />{info('Select a file containing data that is separated by a delimiter, such as a comma- or tab- delimited file. Files of the type .csv are recommended.')}{error ? <div class="required validation-message">{error}</div> : ''}</div>
            <div><span class="small">This can only be alphanumeric characters, plus '.' , '-' and '_'</span></div>
          </td></tr>
          <tr><td colspan={4}><div class="hr">&nbsp;</div></td></tr>
          <tr><td colspan={3}><h3>What would you like to do with the imported data?&nbsp;</h3></td></tr>
          <tr><td colspan={3}><input id="import_create" class="radio" type="radio" name="type" value="import" checked />&nbsp;<label for="type">Create new records only</label> &nbsp;{info('Use this option to create new records. Note: Rows in the import file containing values that match the IDs of existing records will not be imported if the values are mapped to the ID field.')}</td></tr>
          <tr><td colspan={3}><input id="import_update" class="radio" type="radio" name="type" value="update" />&nbsp;<label for="type">Create new records and update existing records</label> &nbsp;{info('Use this option to update existing records. The data in the import file will be matched to existing records based on the record ID in the import file.')}</td></tr>
        </tbody></table>
        <br />
        <table width="100%"><tbody><tr><td align="left"><input title="Next >" class="button" type="submit" name="button" value="  Next >  " id="gonext" /></td></tr></tbody></table>
      </Wizard>
    </div>
  ), STEP1_JS);
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
  if (!uploadId) return importStep1(r, NO_FILE);
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
