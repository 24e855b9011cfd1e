/**
 * Many-to-many subpanels of the admin modules (security group ↔ users/roles, role ↔ users)
 * with the Select popup and per-row remove, plus the actions that store the links.
 */
import type { Database } from 'better-sqlite3';
import type { LegacyRequest } from '../context';
import { Panel } from '../layout';
import { redirect } from '../render';
import { dbDate, fullName, insertRow, newId } from '../util';

/** One relationship as seen from `module`. */
export interface Relation { module: string; key: string; table: string; own: string; other: string; otherModule: 'Users' | 'ACLRoles' | 'SecurityGroups' }

export const RELATIONS: Relation[] = [
  { module: 'SecurityGroups', key: 'users', table: 'securitygroups_users', own: 'securitygroup_id', other: 'user_id', otherModule: 'Users' },
  { module: 'SecurityGroups', key: 'aclroles', table: 'securitygroups_acl_roles', own: 'securitygroup_id', other: 'role_id', otherModule: 'ACLRoles' },
  { module: 'ACLRoles', key: 'users', table: 'acl_roles_users', own: 'role_id', other: 'user_id', otherModule: 'Users' },
  { module: 'Users', key: 'aclroles', table: 'acl_roles_users', own: 'user_id', other: 'role_id', otherModule: 'ACLRoles' },
  { module: 'Users', key: 'securitygroups', table: 'securitygroups_users', own: 'user_id', other: 'securitygroup_id', otherModule: 'SecurityGroups' },
];

function relation(module: string, key: string): Relation | undefined {
  return RELATIONS.find((x) => x.module === module && x.key === key);
}

/** Related rows: id, display name, second column. */
export function relatedRows(db: Database, rel: Relation, id: string): { id: string; name: string; extra: string }[] {
  const other = rel.otherModule === 'Users' ? 'users' : rel.otherModule === 'ACLRoles' ? 'acl_roles' : 'securitygroups';
  const rows = db.prepare(`SELECT o.* FROM ${rel.table} l JOIN ${other} o ON o.id = l.${rel.other} WHERE l.${rel.own} = ? AND l.deleted = 0 AND o.deleted = 0 ORDER BY l.rowid`).all(id) as Record<string, string>[];
  return rows.map((o) => (rel.otherModule === 'Users' ? { id: o.id, name: fullName(o), extra: o.user_name } : { id: o.id, name: o.name, extra: o.description ?? '' }));
}

/** Subpanel with its Select button (popup window) and remove links. */
export function RelatedPanel(props: { r: LegacyRequest; module: string; record: string; relKey: string; title: string; button: string }) {
  const rel = relation(props.module, props.relKey)!;
  const rows = relatedRows(props.r.db, rel, props.record);
  const users = rel.otherModule === 'Users';
  return (
    <Panel title={props.title} id={`subpanel_${props.relKey}`}>
      <form method="post" action="index.php" id={`form_${props.relKey}`} class="subpanel-form">
        <input type="hidden" name="module" value={props.module} />
        <input type="hidden" name="action" value="AddRelated" />
        <input type="hidden" name="record" value={props.record} />
        <input type="hidden" name="rel" value={props.relKey} />
        <input type="hidden" name="ids" value="" />
        <input type="hidden" name="remove_id" value="" />
        <div class="buttons">
          <input type="button" class="button" id={`${props.relKey}_select_button`} title={props.button} value={props.button}
            onclick={`scrmSelectFor('${props.relKey}', '${rel.otherModule}')`} />
        </div>
        <table class="list view">
          <thead><tr><th>Name</th><th>{users ? 'User Name' : 'Description'}</th><th></th></tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr>
                <td><a href={`index.php?module=${rel.otherModule}&action=DetailView&record=${row.id}`}>{row.name}</a></td>
                <td>{row.extra}</td>
                <td><a href="javascript:void(0)" class="listViewTdToolsS1 remove-link" onclick={`scrmRemoveRelated('${props.relKey}', '${row.id}')`}>remove</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      </form>
    </Panel>
  );
}

/** Opener-side glue between the Select popup and the subpanel forms. */
export const RELATED_JS = `
var scrmPendingRel = null;
window.scrmSelectFor = function(relKey, module){ scrmPendingRel = relKey; window.scrmOpenMultiPopup(module); };
window.scrmPopupReturn = function(module, ids){
  var f = document.getElementById('form_' + scrmPendingRel); if (!f) return;
  f.elements['ids'].value = ids.join(','); f.submit();
};
window.scrmRemoveRelated = function(relKey, id){
  if (!confirm('Are you sure you want to remove this relationship?')) return;
  var f = document.getElementById('form_' + relKey);
  f.elements['action'].value = 'RemoveRelated'; f.elements['remove_id'].value = id; f.submit();
};
`;

/** `action=AddRelated`: links the posted ids (already linked ones are skipped). */
export function addRelated(r: LegacyRequest): Response {
  const module = r.p('module'), record = r.p('record');
  const rel = relation(module, r.p('rel'));
  if (rel) {
    const now = dbDate(r.now());
    for (const id of r.p('ids').split(',').map((s) => s.trim()).filter(Boolean)) {
      const have = r.db.prepare(`SELECT 1 FROM ${rel.table} WHERE ${rel.own} = ? AND ${rel.other} = ? AND deleted = 0`).get(record, id);
      if (!have) insertRow(r.db, rel.table, { id: newId(), [rel.own]: record, [rel.other]: id, date_modified: now, deleted: 0 });
    }
  }
  return redirect(r, { module, action: 'DetailView', record });
}

/** `action=RemoveRelated`: unlinks one record. */
export function removeRelated(r: LegacyRequest): Response {
  const module = r.p('module'), record = r.p('record');
  const rel = relation(module, r.p('rel'));
  if (rel) r.db.prepare(`UPDATE ${rel.table} SET deleted = 1, date_modified = ? WHERE ${rel.own} = ? AND ${rel.other} = ?`).run(dbDate(r.now()), record, r.p('remove_id'));
  return redirect(r, { module, action: 'DetailView', record });
}
