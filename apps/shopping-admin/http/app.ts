/**
 * Routes of the ShoppingAdmin replica (shopping-admin-replica.md 1-10). Every path is
 * `/admin/<route>/<controller>/<action>/<key>/<value>/...` (defaults `index`; with or without the
 * trailing slash; a `key/<hash>` pair is ignored). Without a session every admin URL renders the
 * sign-in form, which posts back to the same URL; unknown paths are the admin 404 page in the
 * shell. No reset or seed endpoint here: those live on the loopback control listener.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { Html } from '../../kit/html';
import { h } from '../../kit/html';
import { newGridState, type AdminSession, type FlashMessage, type ShopCtx } from '../context';
import { ADMIN_JS, STYLE } from '../views/assets';
import { LOGO_PATH, loginPage, notFoundBody, shell, stubBody } from '../views/layout';
import { MENU_TITLES } from '../views/menu-items';
import { addProductActions, productGridBody, updateAttributesBody } from '../views/grid';
import { attributeActions, attributeEditBody, attributeGridBody, type AttributeRow } from '../views/attributes';
import { dashboardBody, accountActivityPage, type SearchTerm } from '../views/pages';
import { productPage, saveProduct } from './product';
import { gridRows, massAction, saveAttribute } from './catalog';
import { ATTRIBUTE_SETS } from '../db/schema';
import { stockAfter } from '../db/stock';

/** The replica's stand-in for Magento's `images/magento-icon.svg`. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><text x="6" y="25" font-size="26" font-family="Arial" fill="#eb5202">M</text></svg>';

export const COOKIE = 'admin';
const PASSWORD = 'admin1234';

/** A parsed admin path. */
export interface AdminPath {
  route: string;
  controller: string;
  action: string;
  params: Record<string, string>;
}

/** `/admin/catalog/product/edit/id/872/` -> catalog, product, edit, { id: '872' }; undefined outside `/admin`. */
export function parseAdminPath(pathname: string): AdminPath | undefined {
  const segs = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  if (segs[0] !== 'admin') return undefined;
  const [route = 'admin', controller = 'index', action = 'index', ...rest] = segs.slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i + 1 < rest.length; i += 2) if (rest[i] !== 'key') params[rest[i]] = rest[i + 1];
  return { route: route.toLowerCase(), controller: controller.toLowerCase(), action: action.toLowerCase(), params };
}

export function buildApp(ctx: ShopCtx): Hono {
  const app = new Hono();
  const db = () => ctx.db();
  const sessionOf = (c: Context): AdminSession | undefined => {
    const sid = getCookie(c, COOKIE);
    return sid ? ctx.sessions.get(sid) : undefined;
  };
  const page = (
    c: Context,
    s: AdminSession,
    o: { title: string; crumbs?: string; p: AdminPath; menu?: string; actions?: Html; body: Html; tail?: Html; status?: number },
  ) => {
    const messages = s.messages.splice(0);
    const doc = shell({
      title: o.title,
      crumbs: o.crumbs,
      bodyClass: `adminhtml-${o.p.route}-${o.p.controller}-${o.p.action}`,
      activeMenu: o.menu,
      messages,
      actions: o.actions,
      body: o.body,
      tail: o.tail,
      accountActivity: ctx.accountActivity,
    });
    return c.html(String(doc), (o.status ?? 200) as 200, { 'Cache-Control': 'no-store' });
  };
  const flash = (s: AdminSession, m: FlashMessage) => s.messages.push(m);

  app.get('/admin/static/styles.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'max-age=86400' }));
  app.get(LOGO_PATH, (c) => c.body(LOGO_SVG, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' }));
  app.get('/admin/static/admin.js', (c) => c.body(ADMIN_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=86400' }));
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/', (c) => c.redirect('/admin', 302));

  app.all('/admin/*', async (c) => handle(c));
  app.all('/admin', async (c) => handle(c));
  app.all('*', (c) => c.text('Not Found', 404));

  app.onError((err, c) => {
    console.error(`shopping-admin replica: ${c.req.method} ${new URL(c.req.url).pathname}: ${err instanceof Error ? err.stack : String(err)}`);
    return c.html('<!DOCTYPE html><title>Error</title><h1>There has been an error processing your request</h1>', 500);
  });

  async function handle(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const p = parseAdminPath(url.pathname)!;
    let s = sessionOf(c);
    if (c.req.method === 'POST' && !s) {
      const form = await c.req.parseBody();
      if (form['login[username]'] !== undefined) {
        if (String(form['login[username]']).trim() === 'admin' && String(form['login[password]'] ?? '') === PASSWORD) {
          const sid = randomBytes(16).toString('hex');
          ctx.sessions.set(sid, { messages: [], grid: newGridState(), massIds: [] });
          setCookie(c, COOKIE, sid, { path: '/admin', httpOnly: true, sameSite: 'Lax' });
          return c.redirect(url.pathname + url.search, 302);
        }
        return c.html(String(loginPage({ action: url.pathname, error: true })), 200, { 'Cache-Control': 'no-store' });
      }
    }
    if (!s) return c.html(String(loginPage({ action: url.pathname, loggedOut: c.req.query('logged_out') === '1' })), 200, { 'Cache-Control': 'no-store' });
    const key = `${p.route}/${p.controller}/${p.action}`;
    const post = c.req.method === 'POST';

    // Magento's own back office: dashboard, sign-out, account pages.
    if (key === 'admin/index/index' || key === 'admin/dashboard/index') {
      if (key === 'admin/index/index') return c.redirect('/admin/admin/dashboard/', 302);
      return page(c, s, {
        title: 'Dashboard',
        p,
        menu: 'menu-magento-backend-dashboard',
        actions: h`<button type="button" class="action-default js-go" data-href="/admin/admin/dashboard/"><span>Reload Data</span></button>`,
        body: dashboardBody(ctx.db().prepare('SELECT query_text, num_results, popularity FROM search_query ORDER BY id DESC LIMIT 3').all() as SearchTerm[]),
      });
    }
    if (key === 'admin/auth/logout') {
      ctx.sessions.delete(getCookie(c, COOKIE)!);
      deleteCookie(c, COOKIE, { path: '/admin' });
      s = undefined;
      return c.redirect('/admin?logged_out=1', 302);
    }
    if (key === 'security/session/activity') return c.html(String(accountActivityPage()), 200, { 'Cache-Control': 'no-store' });

    // Catalog › Products.
    if (key === 'catalog/product/index') {
      if (post) {
        const form = await c.req.parseBody();
        if (form.grid_action === 'clear') s.grid = { ...s.grid, keyword: '', page: 1 };
        else s.grid = { ...s.grid, keyword: String(form.search ?? '').trim(), page: 1 };
        return c.redirect('/admin/catalog/product/', 302);
      }
      const { rows, total } = gridRows(db(), s.grid.keyword, s.grid.page, s.grid.pageSize);
      return page(c, s, {
        title: 'Products',
        crumbs: 'Inventory / Catalog',
        p,
        menu: 'menu-magento-catalog-catalog',
        actions: addProductActions(),
        body: productGridBody({ state: s.grid, rows, total }),
      });
    }
    if (key === 'catalog/product/mass' && post) return massAction(ctx, c, s);
    if (key === 'catalog/product/edit') {
      const id = Number(p.params.id);
      const body = Number.isInteger(id) ? productPage(ctx, id) : undefined;
      if (!body) {
        flash(s, { type: 'error', text: "This product doesn't exist." });
        return c.redirect('/admin/catalog/product/', 302);
      }
      return page(c, s, {
        title: body.title,
        crumbs: 'Products / Inventory / Catalog',
        p,
        menu: 'menu-magento-catalog-catalog',
        actions: body.actions,
        body: body.body,
        tail: body.tail,
      });
    }
    if (key === 'catalog/product/save' && post) {
      const result = await saveProduct(ctx, c, Number(p.params.id), p.params.back ?? '');
      for (const m of result.messages) flash(s, m);
      return c.redirect(result.redirect, 302);
    }
    if (key === 'catalog/product/new') {
      const type = p.params.type ?? 'simple';
      return page(c, s, {
        title: 'New Product',
        crumbs: 'Products / Inventory / Catalog',
        p,
        menu: 'menu-magento-catalog-catalog',
        body: stubBody(
          'New Product',
          `Attribute set: ${ATTRIBUTE_SETS[Number(p.params.set)] ?? 'Default'}; type: ${type}. Creating products is not part of the replica (no task creates one).`,
        ),
      });
    }
    if (key === 'catalog/product_action_attribute/edit') {
      if (!s.massIds.length) return c.redirect('/admin/catalog/product/', 302);
      return page(c, s, {
        title: 'Update Attributes',
        crumbs: 'Products / Inventory / Catalog',
        p,
        menu: 'menu-magento-catalog-catalog',
        actions: h`<button type="button" class="action-default back js-go" data-href="/admin/catalog/product/"><span>Back</span></button> <button type="submit" form="attributes-edit-form" class="action-default primary"><span>Save</span></button>`,
        body: updateAttributesBody({ count: s.massIds.length }),
      });
    }
    if (key === 'catalog/product_action_attribute/save' && post) {
      const form = await c.req.parseBody();
      const ids = s.massIds.splice(0);
      const changeQty = form['inventory_change[qty]'] === '1';
      const changeStock = form['inventory_change[is_in_stock]'] === '1';
      const qtyText = String(form['inventory[qty]'] ?? '').trim();
      if (changeQty && !/^\d+(\.\d+)?$/.test(qtyText)) {
        s.massIds = ids;
        flash(s, { type: 'error', text: 'Please enter a valid number in this field.' });
        return c.redirect('/admin/catalog/product_action_attribute/edit/', 302);
      }
      db().transaction(() => {
        for (const id of ids) {
          const row = db().prepare("SELECT qty, is_in_stock, stock_auto FROM products WHERE id = ? AND type = 'simple'").get(id) as
            | { qty: number; is_in_stock: number; stock_auto: number }
            | undefined;
          if (!row) continue;
          const qty = changeQty ? Number(qtyText) : row.qty;
          const stock = stockAfter(row, qty, changeStock ? Number(form['inventory[is_in_stock]']) : row.is_in_stock);
          db().prepare('UPDATE products SET qty = ?, is_in_stock = ?, stock_auto = ? WHERE id = ?').run(qty, stock.status, stock.auto, id);
        }
      })();
      // Magento 2.4 queues the update (a bulk operation) and says so; the replica applies it at once,
      // as WebArena's running consumers do within seconds.
      flash(s, { type: 'success', text: 'Message is added to queue' });
      return c.redirect('/admin/catalog/product/', 302);
    }

    // Stores › Attributes › Product.
    if (key === 'catalog/product_attribute/index') {
      const rows = db().prepare('SELECT id, code, label, input FROM attributes ORDER BY code').all() as AttributeRow[];
      return page(c, s, {
        title: 'Product Attributes',
        crumbs: 'Attributes / Stores',
        p,
        menu: 'menu-magento-backend-stores',
        actions: h`<a class="action-default primary add" href="/admin/catalog/product_attribute/new/"><span>Add New Attribute</span></a>`,
        body: attributeGridBody(rows),
      });
    }
    if (key === 'catalog/product_attribute/edit') {
      const a = db().prepare('SELECT id, code, label, input FROM attributes WHERE id = ?').get(Number(p.params.attribute_id)) as AttributeRow | undefined;
      if (!a) {
        flash(s, { type: 'error', text: 'This attribute no longer exists.' });
        return c.redirect('/admin/catalog/product_attribute/', 302);
      }
      const options = db().prepare('SELECT id, label, swatch FROM attribute_options WHERE attribute_id = ? ORDER BY sort_order, id').all(a.id) as {
        id: number;
        label: string;
        swatch: string | null;
      }[];
      return page(c, s, {
        title: a.label,
        crumbs: 'Product Attributes / Attributes / Stores',
        p,
        menu: 'menu-magento-backend-stores',
        actions: attributeActions(a),
        body: attributeEditBody(a, options),
      });
    }
    if (key === 'catalog/product_attribute/save' && post) return saveAttribute(ctx, c, s, Number(p.params.attribute_id), p.params.back === 'edit');
    if (key === 'catalog/product_attribute/delete' && post) {
      const id = Number(p.params.attribute_id);
      db().transaction(() => {
        for (const t of [
          'attribute_options WHERE attribute_id',
          'product_options WHERE attribute_id',
          'configurable_attributes WHERE attribute_id',
          'attributes WHERE id',
        ])
          db().prepare(`DELETE FROM ${t} = ?`).run(id);
      })();
      flash(s, { type: 'success', text: 'You deleted the product attribute.' });
      return c.redirect('/admin/catalog/product_attribute/', 302);
    }

    // Places the menu leads to and the policies watch (orders, customers, settings, ...).
    const path = [p.route, p.controller, p.action].filter((x, i) => !(x === 'index' && i > 0)).join('/');
    const title = MENU_TITLES.get(path) ?? MENU_TITLES.get(`${p.route}/${p.controller}`) ?? EXTRA_PAGES[key];
    if (title && !post) return page(c, s, { title, p, body: stubBody(title, '') });
    return page(c, s, { title: 'Magento Admin', p, body: notFoundBody(), status: 404 });
  }

  return app;
}

/** Pages outside the menu that exist on Magento. */
const EXTRA_PAGES: Record<string, string> = {
  'admin/system_account/index': 'Account Setting',
  'sales/order/view': 'Order View',
  'customer/index/edit': 'Edit Customer',
  'admin/storefront/index': 'Home Page',
  'catalog/product_attribute/new': 'New Product Attribute',
  'admin/notification/index': 'Notifications',
  'admin/index/globalsearch': 'Search',
  'catalog/product_set/index': 'Attribute Sets',
  'admin/system_config/edit': 'Configuration',
  'admin/auth/forgotpassword': 'Forgot Your Password',
};
