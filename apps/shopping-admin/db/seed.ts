/**
 * The ShoppingAdmin seed (facts from shopping-admin-seed.md): the `color` and `size`
 * swatch attributes with their option ids, the eight product families the tasks touch and the two
 * distractor families the keyword search finds (ids, SKUs, names exactly as stored, prices,
 * attribute sets, quantities; 872 starts at qty 0, Out of Stock, set by hand), and a background
 * catalog that fills the other ids up to 2040 so the grid's count and paging are Magento's.
 *
 * Not from the notes (written for the replica, marked so in docs/replicas.md): the colours and
 * sizes of the distractor families, every description, and the background products (generic
 * names and SKUs `LMA-<id>`; the Luma catalog itself is not available offline).
 */
import type { Database } from 'better-sqlite3';
import { COLOR, schemaSql, SIZE } from './schema';

/** `color` options (seed 2.1): id, label, swatch. */
const COLORS: [number, string, string][] = [
  [49, 'Black', '#000000'],
  [50, 'Blue', '#1857f7'],
  [51, 'Brown', '#945454'],
  [52, 'Gray', '#8f8f8f'],
  [53, 'Green', '#53a828'],
  [54, 'Lavender', '#ce64d4'],
  [55, 'Multi', '#ffffff'],
  [56, 'Orange', '#eb6703'],
  [57, 'Purple', '#ef3dff'],
  [58, 'Red', '#ff0000'],
  [59, 'White', '#ffffff'],
  [60, 'Yellow', '#ffd500'],
];
/** `size` options (seed 2.2) in sort order; the gear sizes' ids are not in the notes (160-165 here). */
const SIZES: [number, string][] = [
  [160, '55 cm'],
  [161, '65 cm'],
  [162, '75 cm'],
  [163, '6 foot'],
  [164, '8 foot'],
  [165, '10 foot'],
  [166, 'XS'],
  [167, 'S'],
  [168, 'M'],
  [169, 'L'],
  [170, 'XL'],
  [171, '28'],
  [172, '29'],
  [173, '30'],
  [174, '31'],
  [175, '32'],
  [176, '33'],
  [177, '34'],
  [178, '36'],
  [179, '38'],
];

interface Family {
  parent: number;
  sku: string;
  name: string;
  set: 9 | 10;
  price: number;
  sizes: string[];
  colors: string[];
  /** Id of the first child; children follow size-major, colour-minor. */
  first: number;
  description: string;
}

const TOPS = ['XS', 'S', 'M', 'L', 'XL'];
/** Seed 3 and 5. Descriptions are the replica's own; where the search counts need a phrase, it is there. */
const FAMILIES: Family[] = [
  {
    parent: 1130,
    sku: 'WH07',
    name: 'Phoebe Zipper Sweatshirt',
    set: 9,
    price: 59,
    sizes: TOPS,
    colors: ['Gray', 'Purple', 'White'],
    first: 1115,
    description: 'A soft full-zip sweatshirt with a kangaroo pocket and ribbed cuffs, for cool mornings before a run.',
  },
  {
    parent: 110,
    sku: 'MH04',
    name: 'Frankie  Sweatshirt',
    set: 9,
    price: 60,
    sizes: TOPS,
    colors: ['Green', 'White', 'Yellow'],
    first: 95,
    description: 'The Frankie Sweatshirt is a relaxed crew neck in brushed fleece that keeps its shape wash after wash.',
  },
  {
    parent: 1492,
    sku: 'WS08',
    name: 'Minerva LumaTech&trade; V-Tee',
    set: 9,
    price: 32,
    sizes: TOPS,
    colors: ['Black', 'Blue', 'Red'],
    first: 1477,
    description: 'A lightweight V-neck tee in moisture-wicking LumaTech fabric for training days.',
  },
  {
    parent: 1732,
    sku: 'WT04',
    name: 'Nona Fitness Tank',
    set: 9,
    price: 39,
    sizes: TOPS,
    colors: ['Blue', 'Purple', 'Red'],
    first: 1717,
    description: 'A racerback fitness tank with flat seams and a built-in shelf bra.',
  },
  {
    parent: 1854,
    sku: 'WP06',
    name: 'Diana Tights',
    set: 10,
    price: 59,
    sizes: ['28', '29'],
    colors: ['Black', 'Blue', 'Orange'],
    first: 1848,
    description: 'Full-length compression tights with a wide waistband and a hidden key pocket.',
  },
  {
    parent: 880,
    sku: 'MP12',
    name: 'Cronus Yoga Pant ',
    set: 10,
    price: 48,
    sizes: ['32', '33', '34', '36'],
    colors: ['Black', 'Blue', 'Red'],
    first: 868,
    description: 'A straight-leg yoga pant with a drawstring waist and four-way stretch.',
  },
  {
    parent: 558,
    sku: 'MS01',
    name: 'Aero Daily Fitness Tee',
    set: 9,
    price: 24,
    sizes: TOPS,
    colors: ['Black', 'Brown', 'Yellow'],
    first: 543,
    description: 'An everyday training tee with mesh side panels for airflow.',
  },
  {
    parent: 1840,
    sku: 'WP04',
    name: 'Cora Parachute Pant',
    set: 10,
    price: 75,
    sizes: ['28', '29'],
    colors: ['Black', 'Blue', 'White'],
    first: 1834,
    description: 'A loose parachute pant with elastic cuffs and zip pockets.',
  },
  // Distractors the keyword search finds through their descriptions (seed 5); colours inferred.
  {
    parent: 1764,
    sku: 'WT06',
    name: 'Chloe Compete Tank',
    set: 9,
    price: 39,
    sizes: TOPS,
    colors: ['Blue', 'Red', 'Yellow'],
    first: 1749,
    description: 'Cut a little longer than the Nona, this compete tank has a scoop back and quick-dry fabric.',
  },
  {
    parent: 1819,
    sku: 'WP01',
    name: 'Karmen Yoga Pant',
    set: 10,
    price: 39,
    sizes: ['28', '29'],
    colors: ['Black', 'Gray', 'White'],
    first: 1813,
    description: 'Slimmer than the Cora Parachute Pant, the Karmen is a high-rise yoga pant for studio and street.',
  },
];

const FIRST = [
  'Atlas',
  'Breeze',
  'Cirrus',
  'Drift',
  'Ember',
  'Fjord',
  'Glacier',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orbit',
  'Pioneer',
  'Quartz',
  'Ridge',
  'Summit',
  'Tundra',
  'Umber',
  'Vector',
  'Willow',
  'Zephyr',
];
const KIND: [string, number, number][] = [
  ['Running Short', 10, 32],
  ['Training Hoodie', 9, 54],
  ['Trail Jacket', 9, 72],
  ['Crew Tee', 9, 22],
  ['Jogger', 10, 45],
  ['Duffle Bag', 15, 45],
  ['Water Bottle', 11, 12],
  ['Yoga Mat', 11, 30],
  ['Fitness Watch', 11, 89],
  ['Sports Bra', 9, 28],
  ['Compression Sock', 11, 14],
];

/** Magento's URL key of a product name: lower case, entities and the ™ sign dropped, other runs of non-alphanumerics to `-`. */
export const urlKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&trade;|\u2122/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Total catalog size of the image (seed 1). */
export const CATALOG_SIZE = 2040;

export function buildSeed(db: Database): void {
  db.exec(schemaSql);
  // Shoppers' searches, oldest first: the dashboard lists the newest three.
  const term = db.prepare('INSERT INTO search_query (query_text, num_results, popularity) VALUES (?, ?, ?)');
  for (const [text, results, uses] of [
    ['Joust Bag', 10, 4],
    ['nike', 0, 3],
    ['tanks', 23, 1],
  ] as const)
    term.run(text, results, uses);
  db.prepare("INSERT INTO attributes (id, code, label, input) VALUES (?, 'color', 'Color', 'swatch_visual')").run(COLOR);
  db.prepare("INSERT INTO attributes (id, code, label, input) VALUES (?, 'size', 'Size', 'swatch_text')").run(SIZE);
  const opt = db.prepare('INSERT INTO attribute_options (id, attribute_id, label, sort_order, swatch) VALUES (?, ?, ?, ?, ?)');
  for (const [i, [id, label, hex]] of COLORS.entries()) opt.run(id, COLOR, label, i, hex);
  for (const [i, [id, label]] of SIZES.entries()) opt.run(id, SIZE, label, i, label);
  const optionId = (attr: number, label: string) => {
    const row = db.prepare('SELECT id FROM attribute_options WHERE attribute_id = ? AND label = ?').get(attr, label) as { id: number } | undefined;
    if (!row) throw new Error(`shopping-admin seed: no option "${label}" of attribute ${attr}`);
    return row.id;
  };
  const ins =
    db.prepare(`INSERT INTO products (id, sku, name, type, attribute_set_id, price, status, visibility, weight, qty, is_in_stock, stock_auto, description, url_key)
    VALUES (@id, @sku, @name, @type, @set, @price, 1, @visibility, @weight, @qty, @in_stock, @auto, @description, @url_key)`);
  const setOpt = db.prepare('INSERT INTO product_options (product_id, attribute_id, option_id) VALUES (?, ?, ?)');
  const used = new Set<number>();
  for (const f of FAMILIES) {
    ins.run({
      id: f.parent,
      sku: f.sku,
      name: f.name,
      type: 'configurable',
      set: f.set,
      price: f.price,
      visibility: 4,
      weight: null,
      qty: 0,
      in_stock: 1,
      auto: 0,
      description: f.description,
      url_key: urlKey(f.name),
    });
    used.add(f.parent);
    db.prepare('INSERT INTO configurable_attributes (parent_id, attribute_id, position) VALUES (?, ?, 0), (?, ?, 1)').run(f.parent, SIZE, f.parent, COLOR);
    let id = f.first;
    for (const s of f.sizes)
      for (const c of f.colors) {
        // Task 82: 872 starts sold out, flagged Out of Stock by hand (seed 4; replica switch S3 "manual").
        const soldOut = id === 872;
        ins.run({
          id,
          sku: `${f.sku}-${s}-${c}`,
          name: `${f.name}-${s}-${c}`,
          type: 'simple',
          set: f.set,
          price: f.price,
          visibility: 1,
          weight: 1,
          qty: soldOut ? 0 : 100,
          in_stock: soldOut ? 0 : 1,
          auto: 0,
          description: f.description,
          url_key: urlKey(`${f.name}-${s}-${c}`),
        });
        setOpt.run(id, SIZE, optionId(SIZE, s));
        setOpt.run(id, COLOR, optionId(COLOR, c));
        db.prepare('INSERT INTO configurable_links (parent_id, child_id) VALUES (?, ?)').run(f.parent, id);
        used.add(id);
        id++;
      }
  }
  let n = 0;
  for (let id = 1; id <= CATALOG_SIZE; id++) {
    if (used.has(id)) continue;
    const [kind, set, price] = KIND[n % KIND.length];
    const name = `${FIRST[Math.floor(n / KIND.length) % FIRST.length]} ${kind}`;
    ins.run({
      id,
      sku: `LMA-${String(id).padStart(4, '0')}`,
      name,
      type: 'simple',
      set,
      price: price + (n % 5) * 2,
      visibility: 4,
      weight: 1,
      qty: 100,
      in_stock: 1,
      auto: 0,
      description: `The ${name} from the replica's background catalog.`,
      url_key: `${urlKey(name)}-${id}`,
    });
    n++;
  }
}
