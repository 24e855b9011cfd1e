/**
 * The harness's `axtree` text: an `axtree_object` flattened the way BrowserGym's
 * `flatten_axtree_to_str` does it (issue 60), so an agent given the harness's text reads what a
 * BrowserGym agent computes from the same object. Measured equal on every audited page by
 * `test/fidelity/parity.ts`; the rules, as in BrowserGym (utils/obs.py):
 *
 * - the walk starts at the first node; a line is `\t`*depth + `[bid] role 'name'` (name stripped,
 *   Python repr), then ` value=<repr>` when the node has a value (even `''`), then `, prop`
 *   for `required`/`focused`/`atomic` when true and `, prop=<repr>` for the other properties
 *   that carry a value (relations carry none), except editable, readonly, level, settable,
 *   multiline, invalid, focusable;
 * - not printed, children one level up: `LineBreak`, nodes without a name (ignored nodes),
 *   `generic` nodes without printed properties, and a `StaticText` whose name is contained in
 *   its direct parent's name (so an empty `StaticText` never prints, a whitespace one may);
 *   `InlineTextBox` nodes print like any other (Chromium 119+ returns them to
 *   `Accessibility.getFullAXTree`, and BrowserGym keeps them);
 * - with BrowserGym's extra properties: `clickable`, `visible` (visibility >= 0.5) before the
 *   node's own properties; `filterVisibleOnly` drops non-visible marked nodes (not their children).
 */
import type { AxtreeObjectNode } from './axtree-object';
import { pyRepr, pyStrip } from './pyrepr';

/** Per-bid properties from `extra_element_properties` (the fields flattening reads). */
export interface FlattenExtra {
  visibility: number;
  clickable: boolean;
}

/** AgentLab's observation flags the harness supports (`ObsFlags` names in comments). */
export interface FlattenOptions {
  /** `extra_element_properties`, required by every flag below. */
  extraProperties?: Record<string, FlattenExtra>;
  /** `extract_visible_tag` */
  withVisible?: boolean;
  /** `extract_clickable_tag` */
  withClickable?: boolean;
  /** `filter_visible_elements_only` */
  filterVisibleOnly?: boolean;
}

const HIDDEN_PROPERTIES = new Set(['editable', 'readonly', 'level', 'settable', 'multiline', 'invalid', 'focusable']);
const BARE_FLAGS = new Set(['required', 'focused', 'atomic']);

function propertiesOf(node: AxtreeObjectNode): string[] {
  const out: string[] = [];
  for (const p of node.properties ?? []) {
    if (!p.value || !('value' in p.value) || HIDDEN_PROPERTIES.has(p.name)) continue;
    const v = p.value.value;
    if (!BARE_FLAGS.has(p.name)) out.push(`${p.name}=${pyRepr(v)}`);
    else if (v !== false && v !== '' && v !== 0 && v !== null && v !== undefined) out.push(p.name);
  }
  return out;
}

/** The tags and filter verdict BrowserGym's extra properties give a marked node. */
function tagsOf(bid: string | undefined, o: FlattenOptions): { drop: boolean; tags: string[] } {
  const p = bid === undefined ? undefined : o.extraProperties?.[bid];
  if (!p) return { drop: false, tags: [] };
  const visible = p.visibility >= 0.5;
  const tags: string[] = [];
  if (o.withClickable && p.clickable) tags.push('clickable');
  if (o.withVisible && visible) tags.push('visible');
  return { drop: !!o.filterVisibleOnly && !visible, tags };
}

/** Flattens `{ nodes }` (root first) to BrowserGym's text; throws when a flag lacks `extraProperties`. */
export function flattenAxtree(tree: { nodes: AxtreeObjectNode[] }, options: FlattenOptions = {}): string {
  if (!options.extraProperties && (options.withVisible || options.withClickable || options.filterVisibleOnly)) {
    throw new Error("flattenAxtree: withVisible / withClickable / filterVisibleOnly need extraProperties (the observation's extra_element_properties)");
  }
  const byId = new Map(tree.nodes.map((n) => [n.nodeId, n]));
  const lines: string[] = [];
  const visit = (node: AxtreeObjectNode, depth: number, parentName: string, parentDropped: boolean) => {
    const role = String(node.role?.value ?? '');
    const hasName = node.name !== undefined && role !== 'LineBreak';
    const name = hasName ? String(node.name?.value ?? '') : '';
    let printed = false;
    let filtered = false;
    if (hasName) {
      let props = propertiesOf(node);
      let drop = role === 'generic' && props.length === 0;
      // A StaticText under a node the visibility filter dropped goes with it.
      if (role === 'StaticText') drop ||= parentDropped || parentName.includes(name);
      else {
        const t = tagsOf(node.browsergym_id, options);
        filtered = t.drop;
        drop ||= t.drop;
        props = [...t.tags, ...props];
      }
      if (!drop) {
        const bid = node.browsergym_id === undefined ? '' : `[${node.browsergym_id}] `;
        const head = role === 'generic' && !name ? role : `${role} ${pyRepr(pyStrip(name))}`;
        const value = node.value && 'value' in node.value ? ` value=${pyRepr(node.value.value)}` : '';
        lines.push(`${'\t'.repeat(depth)}${bid}${head}${value}${props.map((p) => `, ${p}`).join('')}`);
        printed = true;
      }
    }
    for (const id of node.childIds ?? []) {
      const child = id === node.nodeId ? undefined : byId.get(id);
      if (child) visit(child, printed ? depth + 1 : depth, name, filtered);
    }
  };
  if (tree.nodes[0]) visit(tree.nodes[0], 0, '', false);
  return lines.join('\n');
}
