/**
 * Tables of the ShoppingAdmin (Magento 2.4 admin) replica: products with their stock
 * item, the configurable links and attribute positions, the two swatch attributes the tasks use
 * (`color` 93, `size` 144) with their options, each product's option values, and the storefront's
 * search terms (`search_query`, the dashboard's Last Search Terms). Prices are
 * decimal numbers in USD; `qty` is a number rendered as the shortest decimal.
 */
export const schemaSql = `
CREATE TABLE attributes (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, label TEXT NOT NULL, input TEXT NOT NULL);
CREATE TABLE attribute_options (id INTEGER PRIMARY KEY, attribute_id INTEGER NOT NULL, label TEXT NOT NULL, sort_order INTEGER NOT NULL,
  swatch TEXT, UNIQUE (attribute_id, label));
CREATE TABLE products (id INTEGER PRIMARY KEY, sku TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT NOT NULL CHECK (type IN ('simple', 'configurable', 'bundle', 'grouped')),
  attribute_set_id INTEGER NOT NULL, price REAL NOT NULL, status INTEGER NOT NULL DEFAULT 1, visibility INTEGER NOT NULL DEFAULT 4,
  weight REAL, tax_class_id INTEGER NOT NULL DEFAULT 2, qty REAL NOT NULL DEFAULT 0, is_in_stock INTEGER NOT NULL DEFAULT 1,
  stock_auto INTEGER NOT NULL DEFAULT 0, description TEXT, url_key TEXT);
CREATE TABLE product_options (product_id INTEGER NOT NULL, attribute_id INTEGER NOT NULL, option_id INTEGER NOT NULL, PRIMARY KEY (product_id, attribute_id));
CREATE TABLE configurable_attributes (parent_id INTEGER NOT NULL, attribute_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (parent_id, attribute_id));
CREATE TABLE configurable_links (parent_id INTEGER NOT NULL, child_id INTEGER NOT NULL, PRIMARY KEY (parent_id, child_id));
CREATE TABLE search_query (id INTEGER PRIMARY KEY, query_text TEXT NOT NULL, num_results INTEGER NOT NULL, popularity INTEGER NOT NULL);
`;

/** Attribute sets of the image (seed 1). */
export const ATTRIBUTE_SETS: Record<number, string> = {
  4: 'Default',
  9: 'Top',
  10: 'Bottom',
  11: 'Gear',
  12: 'Sprite Stasis Ball',
  13: 'Sprite Yoga Strap',
  14: 'Downloadable',
  15: 'Bag',
};

/** Magento's visibility values. */
export const VISIBILITY: Record<number, string> = { 1: 'Not Visible Individually', 2: 'Catalog', 3: 'Search', 4: 'Catalog, Search' };

export const TYPE_LABEL: Record<string, string> = {
  simple: 'Simple Product',
  configurable: 'Configurable Product',
  bundle: 'Bundle Product',
  grouped: 'Grouped Product',
};

export const COLOR = 93;
export const SIZE = 144;
