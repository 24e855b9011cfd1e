/**
 * Reference for the parity test (issue 60): the behaviour of BrowserGym's
 * `browsergym.utils.obs.flatten_axtree_to_str` (ServiceNow/BrowserGym, commit 9e779f08), written
 * anew in TypeScript from a reading of that function and `_process_bid`, with Python's own
 * semantics kept where they decide a line: `in` on strings (an empty name is "in" every
 * parent's name), `str.strip()`'s whitespace set, `repr()` of str/bool/int, and truthiness.
 *
 * It walks an `axtree_object` (`{ nodes }`, root = the first node, bid in `browsergym_id`) depth
 * first and prints one line per kept node. Deliberately independent of the harness's own
 * flattening (`browser/observation/flatten.ts`): the test compares the two on recorded trees.
 * Throws when a `with_*` or `filter_*` flag is set without `extra_properties`, as BrowserGym does.
 */

/** One node as BrowserGym reads it (CDP `Accessibility.AXNode` plus `browsergym_id`). */
export interface PortNode {
  nodeId: string;
  role: { value: unknown };
  name?: { value?: unknown };
  value?: { value?: unknown };
  properties?: Array<{ name: string; value: { value?: unknown } }>;
  childIds?: string[];
  browsergym_id?: string;
}

/** BrowserGym's per-bid extra properties (`extra_element_properties`). */
export type PortExtra = Record<string, { visibility: number; bbox: number[] | null; clickable: boolean; set_of_marks: boolean }>;

/** The keyword arguments of `flatten_axtree_to_str`, snake_case as in Python; unset = Python default. */
export interface PortFlags {
  extra_properties?: PortExtra;
  with_visible?: boolean;
  with_clickable?: boolean;
  with_center_coords?: boolean;
  with_bounding_box_coords?: boolean;
  with_som?: boolean;
  skip_generic?: boolean;
  filter_visible_only?: boolean;
  filter_with_bid_only?: boolean;
  filter_som_only?: boolean;
  coord_decimals?: number;
  remove_redundant_static_text?: boolean;
  hide_bid_if_invisible?: boolean;
  hide_all_children?: boolean;
  hide_all_bids?: boolean;
}

const IGNORED_ROLES = ['LineBreak'];
const IGNORED_PROPERTIES = ['editable', 'readonly', 'level', 'settable', 'multiline', 'invalid', 'focusable'];
const BARE_PROPERTIES = ['required', 'focused', 'atomic'];

// Python's str.isspace() set (what str.strip() removes).
const PY_SPACE = new Set(
  [...'\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000'].concat([...Array(11)].map((_, i) => String.fromCharCode(0x2000 + i))),
);

function pyStrip(s: string): string {
  const cs = [...s];
  let a = 0;
  let b = cs.length;
  while (a < b && PY_SPACE.has(cs[a])) a++;
  while (b > a && PY_SPACE.has(cs[b - 1])) b--;
  return cs.slice(a, b).join('');
}

// Characters str.isprintable() rejects (repr escapes them); the ASCII space is printable.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function reprStr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch !== ' ' && NOT_PRINTABLE.test(ch)) {
      if (cp < 0x100) out += `\\x${cp.toString(16).padStart(2, '0')}`;
      else if (cp < 0x10000) out += `\\u${cp.toString(16).padStart(4, '0')}`;
      else out += `\\U${cp.toString(16).padStart(8, '0')}`;
    } else out += ch;
  }
  return quote + out + quote;
}

function repr(v: unknown): string {
  if (typeof v === 'string') return reprStr(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return `[${v.map(repr).join(', ')}]`;
  throw new Error(`bg-flatten-port: no Python repr for ${JSON.stringify(v)}`);
}

function truthy(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  if (v && typeof v === 'object') return Object.keys(v).length > 0;
  return Boolean(v);
}

function coordStr(coord: number[], decimals: number): string {
  return `(${coord.map((c) => c.toFixed(decimals)).join(',')})`;
}

/** `_process_bid`: [skip the element, extra attributes to print first]. */
function processBid(bid: string | undefined, f: PortFlags): [boolean, string[]] {
  const extra = f.extra_properties ?? {};
  let skip = false;
  const attrs: string[] = [];
  if (bid === undefined) {
    if (f.filter_with_bid_only || f.filter_som_only) skip = true;
    return [skip, attrs];
  }
  const p = extra[bid];
  if (!p) return [skip, attrs];
  const visible = p.visibility >= 0.5;
  if (f.filter_visible_only && !visible) skip = true;
  if (f.filter_som_only && !p.set_of_marks) skip = true;
  if (f.with_som && p.set_of_marks) attrs.unshift('som');
  if (f.with_visible && visible) attrs.unshift('visible');
  if (f.with_clickable && p.clickable) attrs.unshift('clickable');
  const d = f.coord_decimals ?? 0;
  if (f.with_center_coords && p.bbox) {
    const [x, y, w, h] = p.bbox;
    attrs.unshift(`center="${coordStr([x + w / 2, y + h / 2], d)}"`);
  }
  if (f.with_bounding_box_coords && p.bbox) {
    const [x, y, w, h] = p.bbox;
    attrs.unshift(`box="${coordStr([x, y, x + w, y + h], d)}"`);
  }
  return [skip, attrs];
}

/** The text `flatten_axtree_to_str(axtree_object, **flags)` returns. */
export function bgFlattenPort(tree: { nodes: PortNode[] }, flags: PortFlags = {}): string {
  const needsExtra = [
    flags.with_visible,
    flags.with_clickable,
    flags.with_center_coords,
    flags.with_bounding_box_coords,
    flags.with_som,
    flags.filter_visible_only,
    flags.filter_with_bid_only,
    flags.filter_som_only,
  ];
  if (!flags.extra_properties && needsExtra.some(Boolean)) throw new Error('bg-flatten-port: extra_properties argument required');
  const skipGeneric = flags.skip_generic ?? true;
  const removeRedundant = flags.remove_redundant_static_text ?? true;
  const index = new Map<string, number>();
  for (const [i, n] of tree.nodes.entries()) index.set(n.nodeId, i);

  const dfs = (i: number, depth: number, parentFiltered: boolean, parentName: string): string => {
    const node = tree.nodes[i];
    let out = '';
    let skip = false;
    let filter = false;
    const role = String(node.role.value);
    let name = '';
    if (IGNORED_ROLES.includes(role) || !('name' in node) || node.name === undefined) skip = true;
    else {
      name = String(node.name.value);
      const hasValue = node.value !== undefined && 'value' in node.value;
      const bid = node.browsergym_id;
      let attrs: string[] = [];
      for (const p of node.properties ?? []) {
        if (!p.value || !('value' in p.value)) continue;
        if (IGNORED_PROPERTIES.includes(p.name)) continue;
        if (BARE_PROPERTIES.includes(p.name)) {
          if (truthy(p.value.value)) attrs.push(p.name);
        } else attrs.push(`${p.name}=${repr(p.value.value)}`);
      }
      if (skipGeneric && role === 'generic' && attrs.length === 0) skip = true;
      if (flags.hide_all_children && parentFiltered) skip = true;
      if (role === 'StaticText') {
        if (parentFiltered) skip = true;
        else if (removeRedundant && parentName.includes(name)) skip = true;
      } else {
        const [f, extraAttrs] = processBid(bid, flags);
        filter = f;
        skip = skip || f;
        attrs = [...extraAttrs, ...attrs];
      }
      if (!skip) {
        let line = role === 'generic' && !name ? role : `${role} ${repr(pyStrip(name))}`;
        const hidden = flags.hide_all_bids || bid === undefined || (flags.hide_bid_if_invisible && (flags.extra_properties?.[bid]?.visibility ?? 0) < 0.5);
        if (!hidden) line = `[${bid}] ${line}`;
        if (hasValue) line += ` value=${repr(node.value!.value)}`;
        if (attrs.length) line += ['', ...attrs].join(', ');
        out += '\t'.repeat(depth) + line;
      }
    }
    for (const childId of node.childIds ?? []) {
      const ci = index.get(childId);
      if (ci === undefined || childId === node.nodeId) continue;
      const child = dfs(ci, skip ? depth : depth + 1, filter, name);
      if (child) out += (out ? '\n' : '') + child;
    }
    return out;
  };
  return tree.nodes.length ? dfs(0, 0, false, '') : '';
}
