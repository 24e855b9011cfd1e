/** Shapes of the module metadata that drives list, record, edit, filter and export views. */
export type FieldType =
  | 'varchar'
  | 'name'
  | 'phone'
  | 'url'
  | 'enum'
  | 'dynamicenum'
  | 'relate'
  | 'assigned'
  | 'date'
  | 'datetime'
  | 'text'
  | 'currency'
  | 'int'
  | 'bool'
  | 'email'
  | 'address'
  | 'parent'
  | 'audit'
  | 'complete';

export interface FieldDef {
  name: string;
  /** Mixed-case label; record/edit views upper-case it (replica doc §5.3). */
  label: string;
  /** Column header in list views, when it differs from `label`. */
  listLabel?: string;
  type: FieldType;
  options?: string;
  required?: boolean;
  readonly?: boolean;
  /** SELECT expression (table alias `t`); default `t.<name>`; `null` = not selectable. */
  sql?: string | null;
  /** ORDER BY expression for list sorting. */
  sort?: string;
  /** relate: target module key and the record property holding the id. */
  relate?: { module: string; id: string };
  /** dynamicenum: the field whose value prefixes the keys (Cases STATUS ← STATE). */
  parent?: string;
  /** address: column prefix, e.g. `billing_address`. */
  prefix?: string;
  /** audit: which user column (`created_by` / `modified_user_id`). */
  by?: string;
  default?: string;
  /** Spans both layout columns. */
  full?: boolean;
  /** Extra enum options allowed by a switch (e.g. Critical priority). */
  extraOptions?: [string, string][];
}

export interface Panel {
  title: string;
  rows: (string | null)[][];
}

export interface ModuleDef {
  key: string;
  legacy: string;
  label: string;
  singular: string;
  table?: string;
  person?: boolean;
  /** Module label for `bean_module` / parent_type. */
  beanModule?: string;
  fields: Record<string, FieldDef>;
  list?: { columns: string[]; insights?: boolean; lineActions?: boolean; nameField?: string; recordRoute?: string };
  /** Native record view layout; absent = classic (legacy iframe) record/edit views. */
  record?: { panels: Panel[]; subpanels?: string[]; summary?: string };
  filter?: string[];
  massUpdate?: string[];
  export?: string[];
  bulkExtras?: [key: string, label: string][];
  actions?: [key: string, label: string][];
  /** Extra WHERE for the list (e.g. employees). */
  where?: string;
}
