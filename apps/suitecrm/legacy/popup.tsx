/**
 * Select popups (real browser windows, replica contract §1.3 and §14): a list of records with a
 * search box. Single mode writes id and name into the opener's fields; MultiSelect mode hands
 * the checked ids to `window.opener.scrmPopupReturn(module, ids)`.
 */
import type { LegacyRequest } from './context';
import { page } from './render';

/** Opener-side helper: `scrmOpenPopup(module, idField, nameField)` and multi-select launcher. */
export const POPUP_OPEN_JS = `
window.scrmOpenPopup = function(module, idField, nameField){
  var q = new URLSearchParams({ module: module, action: 'Popup', mode: 'single', field_id: idField, field_name: nameField });
  return window.open('index.php?' + q.toString(), 'popup_window', 'width=600,height=400,resizable=1,scrollbars=1');
};
window.scrmOpenMultiPopup = function(module, extra){
  var q = new URLSearchParams(Object.assign({ module: module, action: 'Popup', mode: 'MultiSelect', create: 'false' }, extra || {}));
  return window.open('index.php?' + q.toString(), 'popup_window', 'width=600,height=400,resizable=1,scrollbars=1');
};
`;

interface Source { table: string; label: string; name: string; columns: [string, string][] }

const SOURCES: Record<string, Source> = {
  Users: { table: 'users', label: 'Users', name: 'user_name', columns: [['Name', "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))"], ['User Name', 'user_name']] },
  Contacts: { table: 'contacts', label: 'Contacts', name: "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))", columns: [['Name', "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))"]] },
  Leads: { table: 'leads', label: 'Leads', name: "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))", columns: [['Name', "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))"]] },
  Accounts: { table: 'accounts', label: 'Accounts', name: 'name', columns: [['Name', 'name']] },
  Opportunities: { table: 'opportunities', label: 'Opportunities', name: 'name', columns: [['Name', 'name']] },
  Cases: { table: 'cases', label: 'Cases', name: 'name', columns: [['Subject', 'name']] },
  ACLRoles: { table: 'acl_roles', label: 'Roles', name: 'name', columns: [['Name', 'name'], ['Description', 'description']] },
  SecurityGroups: { table: 'securitygroups', label: 'Security Groups', name: 'name', columns: [['Name', 'name'], ['Description', 'description']] },
};

/** `action=Popup` for any module of SOURCES. */
export function popupView(r: LegacyRequest): Response {
  const module = r.p('module');
  const src = SOURCES[module] ?? SOURCES.Users;
  const multi = r.p('mode') === 'MultiSelect';
  const q = r.p('name_basic').trim();
  const rows = r.db.prepare(`SELECT id, ${src.name} AS _name, ${src.columns.map(([, e], i) => `${e} AS c${i}`).join(', ')} FROM ${src.table}
    WHERE deleted = 0 ${module === 'Users' ? "AND COALESCE(status,'') <> 'Inactive'" : ''} AND (? = '' OR ${src.columns.map(([, e]) => `${e} LIKE ?`).join(' OR ')})
    ORDER BY rowid`).all(q, ...src.columns.map(() => `%${q}%`)) as Record<string, string>[];
  const keep = ['module', 'action', 'mode', 'field_id', 'field_name', 'record', 'target'];
  const script = `(function(){
  var fieldId = ${JSON.stringify(r.p('field_id'))}, fieldName = ${JSON.stringify(r.p('field_name'))}, module = ${JSON.stringify(module)};
  document.querySelectorAll('a.popup-pick').forEach(function(a){ a.onclick = function(e){
    e.preventDefault();
    var o = window.opener;
    if (o && !o.closed) {
      var i = o.document.getElementById(fieldId), n = o.document.getElementById(fieldName);
      if (i) i.value = a.dataset.id; if (n) n.value = a.dataset.name;
      if (o.scrmPopupReturn && !i) o.scrmPopupReturn(module, [a.dataset.id]);
    }
    window.close();
  }; });
  var sel = document.getElementById('MassUpdate_select_button');
  if (sel) sel.onclick = function(){
    var ids = Array.prototype.map.call(document.querySelectorAll('input.popup-check:checked'), function(c){ return c.value; });
    if (!ids.length) { alert('Please select at least 1 record to proceed.'); return; }
    if (window.opener && !window.opener.closed && window.opener.scrmPopupReturn) window.opener.scrmPopupReturn(module, ids);
    window.close();
  };
})();`;
  const body = (
    <div class="popup">
      <form method="get" action="index.php" id="popup_query_form">
        {keep.map((k) => <input type="hidden" name={k} value={r.p(k)} />)}
        <label for="name_basic">Name:</label> <input type="text" name="name_basic" id="name_basic" value={q} />{' '}
        <input type="submit" class="button" id="search_form_submit" value="Search" />
      </form>
      {multi ? <div class="buttons"><input type="button" class="button" id="MassUpdate_select_button" value="Select" /></div> : ''}
      <table class="list view" id="popup_list">
        <thead><tr>{multi ? <th></th> : ''}{src.columns.map(([l]) => <th>{l}</th>)}</tr></thead>
        <tbody>
          {rows.map((row) => (
            <tr>
              {multi ? <td><input type="checkbox" class="popup-check" name="mass[]" value={row.id} /></td> : ''}
              {src.columns.map((_, i) => <td>{i === 0 ? <a href="#" class="popup-pick" data-id={row.id} data-name={row._name}>{row[`c${i}`]}</a> : row[`c${i}`]}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return page(r, { title: `${src.label} Search`, module, mirror: false, script }, body);
}
