/**
 * The products grid's data and mass actions, and the attribute page's save
 * (shopping-admin-replica.md 5, 8, 9.1): the keyword as a case-insensitive phrase over name, SKU
 * and description (switch S6); pager and page size kept in the session; Delete, Enable/Disable
 * and Update attributes over the ticked rows (or all rows of the current search); swatch options
 * kept, renamed, added at the end of the sort order or deleted, with Magento's messages.
 */
import type { Context } from 'hono';
import type { Database } from 'better-sqlite3';
import type { AdminSession, ShopCtx } from '../context';
import { ATTRIBUTE_SETS } from '../db/schema';
import type { GridRow } from '../views/grid';
import type { AttributeRow } from '../views/attributes';

/** The grid's rows: keyword = case-insensitive phrase over name, SKU and description (replica 5, switch S6). */
export function gridRows(db: Database, keyword: string, page: number, pageSize: number): { rows: GridRow[]; total: number } {
  const where = keyword
    ? "WHERE instr(lower(p.name), lower(@k)) > 0 OR instr(lower(p.sku), lower(@k)) > 0 OR instr(lower(coalesce(p.description, '')), lower(@k)) > 0"
    : '';
  const total = (db.prepare(`SELECT count(*) AS n FROM products p ${where}`).get(keyword ? { k: keyword } : {}) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT p.id, p.name, p.type, p.attribute_set_id AS set_id, p.sku, p.price, p.qty, p.visibility, p.status FROM products p ${where} ORDER BY p.id LIMIT @limit OFFSET @offset`,
    )
    .all({ ...(keyword ? { k: keyword } : {}), limit: pageSize, offset: (page - 1) * pageSize }) as (Omit<GridRow, 'set'> & { set_id: number })[];
  return { rows: rows.map((r) => ({ ...r, set: ATTRIBUTE_SETS[r.set_id] ?? 'Default' })), total };
}

export async function massAction(ctx: ShopCtx, c: Context, s: AdminSession): Promise<Response> {
  const db = () => ctx.db();
  const form = await c.req.parseBody({ all: true });
  const op = String(form.op ?? '');
  const { total } = gridRows(db(), s.grid.keyword, 1, 1);
  const pages = Math.max(1, Math.ceil(total / s.grid.pageSize));
  const back = () => c.redirect('/admin/catalog/product/', 302);
  if (op === 'prev' || op === 'next' || op === 'size' || op === '') {
    if (op === 'size') {
      // The listed sizes or a "Custom" one typed into the box (Magento caps it at 999).
      const size = Number(form.page_size);
      s.grid = { ...s.grid, pageSize: Number.isInteger(size) && size >= 1 && size <= 999 ? size : s.grid.pageSize, page: 1 };
    } else if (op === 'prev') s.grid = { ...s.grid, page: Math.max(1, s.grid.page - 1) };
    else if (op === 'next') s.grid = { ...s.grid, page: Math.min(pages, s.grid.page + 1) };
    else s.grid = { ...s.grid, page: Math.min(pages, Math.max(1, Math.floor(Number(form.page_input)) || 1)) };
    return back();
  }
  let ids = ([] as unknown[])
    .concat(form['selected[]'] ?? [])
    .map(Number)
    .filter(Number.isInteger);
  if (form.select_all === '1') ids = gridRows(db(), s.grid.keyword, 1, 1e6).rows.map((r) => r.id);
  if (!ids.length) {
    s.messages.push({ type: 'error', text: 'Please select item(s).' });
    return back();
  }
  if (op === 'delete') {
    db().transaction(() => {
      for (const id of ids)
        for (const t of [
          'configurable_links WHERE child_id',
          'configurable_links WHERE parent_id',
          'configurable_attributes WHERE parent_id',
          'product_options WHERE product_id',
          'products WHERE id',
        ])
          db().prepare(`DELETE FROM ${t} = ?`).run(id);
    })();
    s.messages.push({ type: 'success', text: `A total of ${ids.length} record(s) have been deleted.` });
    return back();
  }
  if (op === 'enable' || op === 'disable') {
    const st = db().prepare('UPDATE products SET status = ? WHERE id = ?');
    db().transaction(() => {
      for (const id of ids) st.run(op === 'enable' ? 1 : 2, id);
    })();
    s.messages.push({ type: 'success', text: `A total of ${ids.length} record(s) have been updated.` });
    return back();
  }
  if (op === 'update_attributes') {
    s.massIds = ids;
    return c.redirect('/admin/catalog/product_action_attribute/edit/', 302);
  }
  return back();
}

/**
 * Save Attribute (replica 8): option rows keep or change their admin label, new rows (`option_<n>`)
 * are appended at the end of the sort order; an empty admin value or a duplicate one is refused.
 */
export async function saveAttribute(ctx: ShopCtx, c: Context, s: AdminSession, id: number, stay: boolean): Promise<Response> {
  const db = () => ctx.db();
  const a = db().prepare('SELECT id, code, label, input FROM attributes WHERE id = ?').get(id) as AttributeRow | undefined;
  if (!a) return c.redirect('/admin/catalog/product_attribute/', 302);
  const form = await c.req.parseBody();
  const edit = `/admin/catalog/product_attribute/edit/attribute_id/${id}/`;
  const values = new Map<string, string>();
  for (const [k, v] of Object.entries(form)) {
    const m = /^(?:swatchtext|optiontext)\[value\]\[([^\]]+)\]\[0\]$/.exec(k);
    if (m && !values.has(m[1])) values.set(m[1], String(v).trim());
    else if (m && k.startsWith('swatchtext') && String(v).trim()) values.set(m[1], String(v).trim());
  }
  const deleted = new Set(
    Object.keys(form)
      .map((k) => /^option\[delete\]\[(\d+)\]$/.exec(k)?.[1])
      .filter((x): x is string => !!x),
  );
  const labels = [...values.entries()].filter(([k]) => !deleted.has(k));
  if (labels.some(([, v]) => !v)) {
    s.messages.push({ type: 'error', text: 'This is a required field.' });
    return c.redirect(edit, 302);
  }
  const seen = new Set<string>();
  for (const [, v] of labels) {
    if (seen.has(v.toLowerCase())) {
      s.messages.push({ type: 'error', text: 'The value of Admin must be unique.' });
      return c.redirect(edit, 302);
    }
    seen.add(v.toLowerCase());
  }
  db().transaction(() => {
    for (const k of deleted) {
      db().prepare('DELETE FROM attribute_options WHERE id = ? AND attribute_id = ?').run(Number(k), id);
      db().prepare('DELETE FROM product_options WHERE option_id = ? AND attribute_id = ?').run(Number(k), id);
    }
    let order = ((db().prepare('SELECT MAX(sort_order) AS n FROM attribute_options WHERE attribute_id = ?').get(id) as { n: number | null }).n ?? -1) + 1;
    let next = (db().prepare('SELECT MAX(id) AS n FROM attribute_options').get() as { n: number }).n + 1;
    for (const [k, v] of labels) {
      if (/^\d+$/.test(k)) db().prepare('UPDATE attribute_options SET label = ? WHERE id = ? AND attribute_id = ?').run(v, Number(k), id);
      else
        db()
          .prepare('INSERT INTO attribute_options (id, attribute_id, label, sort_order, swatch) VALUES (?, ?, ?, ?, ?)')
          .run(next++, id, v, order++, a.input === 'swatch_text' ? v : null);
    }
    const label = String(form['frontend_label[0]'] ?? '').trim();
    if (label) db().prepare('UPDATE attributes SET label = ? WHERE id = ?').run(label, id);
  })();
  s.messages.push({ type: 'success', text: 'You saved the product attribute.' });
  return c.redirect(stay ? edit : '/admin/catalog/product_attribute/', 302);
}
