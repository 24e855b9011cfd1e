/**
 * The product edit page and its save (shopping-admin-replica.md 6-7): `productPage` gathers what
 * the page shows (for a configurable product: its attributes, option lists and linked children in
 * matrix order); `saveProduct` validates, applies Magento's stock rules to a simple product,
 * applies a posted variation matrix to a configurable one (new rows become simple children,
 * dropped rows are unlinked but stay in the catalog), and says where the save button goes.
 */
import { lastField } from '../../kit/form';
import type { Context } from 'hono';
import type { FlashMessage, ShopCtx } from '../context';
import { COLOR, SIZE } from '../db/schema';
import { advancedInventoryModal, pageData, productActions, productEditBody, type ConfigData, type MatrixRow, type ProductRow } from '../views/product';
import { decodeName } from '../views/grid';
import type { Html } from '../../kit/html';
import { h } from '../../kit/html';
import { stockAfter } from '../db/stock';
import { urlKey } from '../db/seed';

type Db = ReturnType<ShopCtx['db']>;

const ATTR_ORDER = [COLOR, SIZE];

/** The wizard's attributes (the grid of step 1 lists them by code: color, size) with their options in sort order. */
function wizardAttributes(db: Db): ConfigData['attributes'] {
  return ATTR_ORDER.map(
    (id) => db.prepare('SELECT id, code, label FROM attributes WHERE id = ?').get(id) as { id: number; code: string; label: string } | undefined,
  )
    .filter((a): a is { id: number; code: string; label: string } => !!a)
    .map((a) => ({
      ...a,
      options: db.prepare('SELECT id, label FROM attribute_options WHERE attribute_id = ? ORDER BY sort_order, id').all(a.id) as {
        id: number;
        label: string;
      }[],
    }));
}

/** Linked children in matrix order: the first configurable attribute varies slowest, values in option order (replica 7.1). */
function matrixRows(db: Db, parentId: number, used: number[], attributes: ConfigData['attributes']): MatrixRow[] {
  const children = db
    .prepare(
      `SELECT p.id, p.name, p.sku, p.price, p.qty, p.weight, p.status FROM configurable_links l JOIN products p ON p.id = l.child_id WHERE l.parent_id = ?`,
    )
    .all(parentId) as Omit<MatrixRow, 'options' | 'attributes'>[];
  const byAttr = new Map(attributes.map((a) => [a.id, a]));
  const rows = children.map((ch) => {
    const opts = db.prepare('SELECT attribute_id, option_id FROM product_options WHERE product_id = ?').all(ch.id) as {
      attribute_id: number;
      option_id: number;
    }[];
    const options: Record<string, number> = {};
    for (const o of opts) if (used.includes(o.attribute_id)) options[o.attribute_id] = o.option_id;
    const label = (aid: number) => byAttr.get(aid)?.options.find((o) => o.id === options[aid])?.label ?? '';
    return { ...ch, options, attributes: used.map((aid) => `${byAttr.get(aid)?.label}: ${label(aid)}`).join(', ') };
  });
  const rank = (aid: number, oid: number) => byAttr.get(aid)?.options.findIndex((o) => o.id === oid) ?? 0;
  return rows.sort((a, b) => {
    for (const aid of used) {
      const d = rank(aid, a.options[aid]) - rank(aid, b.options[aid]);
      if (d) return d;
    }
    return a.id - b.id;
  });
}

export function productPage(ctx: ShopCtx, id: number): { title: string; actions: Html; body: Html; tail: Html } | undefined {
  const db = ctx.db();
  const p = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
  if (!p) return undefined;
  const attributes = wizardAttributes(db);
  const used = (db.prepare('SELECT attribute_id FROM configurable_attributes WHERE parent_id = ? ORDER BY position').all(id) as { attribute_id: number }[]).map(
    (r) => r.attribute_id,
  );
  const config: ConfigData = { attributes, used, rows: p.type === 'configurable' ? matrixRows(db, id, used, attributes) : [], pageSize: ctx.matrixPageSize };
  const optionLabel = (attr: number) =>
    (
      db
        .prepare('SELECT o.label FROM product_options po JOIN attribute_options o ON o.id = po.option_id WHERE po.product_id = ? AND po.attribute_id = ?')
        .get(id, attr) as { label: string } | undefined
    )?.label;
  const sets = [4, 9, 10, 11, 12, 13, 14, 15];
  return {
    title: decodeName(p.name),
    actions: productActions(p),
    body: productEditBody(p, {
      sizeLabel: p.type === 'simple' ? optionLabel(SIZE) : undefined,
      colorLabel: p.type === 'simple' ? optionLabel(COLOR) : undefined,
      config,
      sets,
    }),
    tail: h`${advancedInventoryModal()}${pageData(config)}`,
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const encodeName = (s: string) => s.replace(/\u2122/g, '&trade;');

interface PostedRow {
  id: number | null;
  name: string;
  sku: string;
  price: string | number;
  qty: string | number;
  weight: string | number | null;
  status: number;
  options: Record<string, number>;
}

/**
 * Saves product `id` from the posted form. `back`: `edit` (Save), `new`, `duplicate`, or empty
 * (Save & Close). Returns the messages to flash and where to go.
 */
export async function saveProduct(ctx: ShopCtx, c: Context, id: number, back: string): Promise<{ redirect: string; messages: FlashMessage[] }> {
  const db = ctx.db();
  const p = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as (ProductRow & { stock_auto: number }) | undefined;
  if (!p) return { redirect: '/admin/catalog/product/', messages: [{ type: 'error', text: "This product doesn't exist." }] };
  const form = await c.req.parseBody({ all: true });
  const last = (k: string) => lastField(form, k);
  const edit = `/admin/catalog/product/edit/id/${id}/`;
  const fail = (text: string) => ({ redirect: edit, messages: [{ type: 'error' as const, text }] });
  const name = last('product[name]') ?? decodeName(p.name);
  const sku = last('product[sku]') ?? p.sku;
  const price = (last('product[price]') ?? String(p.price)).replace(/,/g, '');
  const qtyText = (last('product[quantity_and_stock_status][qty]') ?? String(p.qty)).replace(/,/g, '');
  const weightText = last('product[weight]') ?? (p.weight === null ? '' : String(p.weight));
  if (!name || !sku || !price) return fail('This is a required field.');
  if (!NUMBER.test(price) || (qtyText && !NUMBER.test(qtyText)) || (weightText && !NUMBER.test(weightText)))
    return fail('Please enter a valid number in this field.');
  if (Number(price) < 0 || Number(qtyText || 0) < 0) return fail('Please enter a number 0 or greater in this field.');
  if (db.prepare('SELECT 1 FROM products WHERE sku = ? AND id <> ?').get(sku, id)) return fail('The value specified in the SKU field must be unique.');
  let matrix: { attributes: number[]; rows: PostedRow[] } | undefined;
  if (p.type === 'configurable' && last('affect_configurable_product_attributes') === '1') {
    try {
      matrix = JSON.parse(last('configurable-matrix-serialized') ?? '');
    } catch {
      return fail('The configurations could not be read. Please open Edit Configurations again.');
    }
    if (!matrix || !Array.isArray(matrix.rows) || !Array.isArray(matrix.attributes))
      return fail('The configurations could not be read. Please open Edit Configurations again.');
    for (const r of matrix.rows) {
      if (r.id === null && (!String(r.name ?? '').trim() || !String(r.sku ?? '').trim())) return fail('This is a required field.');
      if (r.id === null && (!NUMBER.test(String(r.price ?? '')) || (String(r.qty ?? '') !== '' && !NUMBER.test(String(r.qty)))))
        return fail('Please enter a valid number in this field.');
    }
  }
  const qty = Number(qtyText || 0);
  const postedStock = Number(last('product[quantity_and_stock_status][is_in_stock]') ?? p.is_in_stock);
  const stock = p.type === 'simple' ? stockAfter(p, qty, postedStock === 0 ? 0 : 1) : { status: postedStock === 0 ? 0 : 1, auto: 0 };
  const messages: FlashMessage[] = [{ type: 'success', text: 'You saved the product.' }];
  let redirect = edit;
  db.transaction(() => {
    db.prepare(`UPDATE products SET name = ?, sku = ?, price = ?, status = ?, tax_class_id = ?, visibility = ?, weight = ?, qty = ?, is_in_stock = ?, stock_auto = ?,
      attribute_set_id = ?, description = ?, url_key = ? WHERE id = ?`).run(
      encodeName(name),
      sku,
      Number(price),
      last('product[status]') === '1' ? 1 : 2,
      Number(last('product[tax_class_id]') ?? p.tax_class_id),
      Number(last('product[visibility]') ?? p.visibility),
      last('product[product_has_weight]') === '0' || weightText === '' ? null : Number(weightText),
      p.type === 'simple' ? qty : p.qty,
      stock.status,
      stock.auto,
      Number(last('product[attribute_set_id]') ?? p.attribute_set_id),
      last('product[description]') ?? p.description,
      last('product[url_key]') || p.url_key,
      id,
    );
    if (matrix) applyMatrix(db, { ...p, name: encodeName(name) }, matrix);
    if (back === 'duplicate') {
      const copyId = (db.prepare('SELECT MAX(id) AS n FROM products').get() as { n: number }).n + 1;
      let copySku = `${sku}-1`;
      for (let k = 2; db.prepare('SELECT 1 FROM products WHERE sku = ?').get(copySku); k++) copySku = `${sku}-${k}`;
      db.prepare(`INSERT INTO products (id, sku, name, type, attribute_set_id, price, status, visibility, weight, tax_class_id, qty, is_in_stock, stock_auto, description, url_key)
        SELECT ?, ?, name, type, attribute_set_id, price, 2, visibility, weight, tax_class_id, qty, is_in_stock, stock_auto, description, url_key || '-1' FROM products WHERE id = ?`).run(
        copyId,
        copySku,
        id,
      );
      db.prepare(
        'INSERT INTO product_options (product_id, attribute_id, option_id) SELECT ?, attribute_id, option_id FROM product_options WHERE product_id = ?',
      ).run(copyId, id);
      messages.push({ type: 'success', text: 'You duplicated the product.' });
      redirect = `/admin/catalog/product/edit/id/${copyId}/`;
    }
  })();
  if (back === 'new') redirect = `/admin/catalog/product/new/set/${p.attribute_set_id}/type/${p.type}/`;
  else if (back === '') redirect = '/admin/catalog/product/';
  return { redirect, messages };
}

/** Makes the product's children what the posted matrix lists (replica 7.4). */
function applyMatrix(db: Db, parent: ProductRow, m: { attributes: number[]; rows: PostedRow[] }): void {
  const current = new Set(
    (db.prepare('SELECT child_id FROM configurable_links WHERE parent_id = ?').all(parent.id) as { child_id: number }[]).map((r) => r.child_id),
  );
  const kept = new Set(m.rows.filter((r) => r.id !== null && current.has(Number(r.id))).map((r) => Number(r.id)));
  for (const child of current) if (!kept.has(child)) db.prepare('DELETE FROM configurable_links WHERE parent_id = ? AND child_id = ?').run(parent.id, child);
  for (const r of m.rows)
    if (r.id !== null && kept.has(Number(r.id))) db.prepare('UPDATE products SET status = ? WHERE id = ?').run(r.status === 2 ? 2 : 1, Number(r.id));
  const validOption = db.prepare('SELECT 1 FROM attribute_options WHERE id = ? AND attribute_id = ?');
  for (const r of m.rows.filter((x) => x.id === null)) {
    const id = (db.prepare('SELECT MAX(id) AS n FROM products').get() as { n: number }).n + 1;
    let sku = String(r.sku).trim();
    for (let k = 1; db.prepare('SELECT 1 FROM products WHERE sku = ?').get(sku); k++) sku = `${String(r.sku).trim()}-${k}`;
    const qty = String(r.qty ?? '') === '' ? 0 : Number(r.qty);
    const weight = r.weight === null || String(r.weight) === '' ? null : Number(r.weight);
    db.prepare(`INSERT INTO products (id, sku, name, type, attribute_set_id, price, status, visibility, weight, tax_class_id, qty, is_in_stock, stock_auto, description, url_key)
      VALUES (?, ?, ?, 'simple', ?, ?, ?, 1, ?, 2, ?, ?, ?, NULL, ?)`).run(
      id,
      sku,
      encodeName(String(r.name).trim()),
      parent.attribute_set_id,
      Number(r.price),
      r.status === 2 ? 2 : 1,
      weight,
      qty,
      qty > 0 ? 1 : 0,
      qty > 0 ? 0 : 1,
      `${urlKey(String(r.name))}-${id}`,
    );
    for (const [aid, oid] of Object.entries(r.options ?? {}))
      if (validOption.get(Number(oid), Number(aid)))
        db.prepare('INSERT INTO product_options (product_id, attribute_id, option_id) VALUES (?, ?, ?)').run(id, Number(aid), Number(oid));
    db.prepare('INSERT INTO configurable_links (parent_id, child_id) VALUES (?, ?)').run(parent.id, id);
  }
  db.prepare('DELETE FROM configurable_attributes WHERE parent_id = ?').run(parent.id);
  const link = db.prepare('INSERT INTO configurable_attributes (parent_id, attribute_id, position) VALUES (?, ?, ?)');
  for (const [i, aid] of m.attributes.entries()) link.run(parent.id, Number(aid), i);
}
