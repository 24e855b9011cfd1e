/**
 * Reads the observation's axtree text (BrowserGym format: one node per line,
 * `[bid] role 'name' value='v', prop=value, flag`, indented by depth with tabs or spaces) and finds the
 * element a solution `Target` describes. Pure: no browser, unit-testable on strings.
 */
import type { Target } from '../tasks/solutions/schema';

/** One parsed axtree line. `bid` is '' for nodes the harness did not mark (e.g. StaticText). */
export interface AxNode {
  index: number;
  bid: string;
  role: string;
  name: string;
  /** `prop=value` pairs; bare flags (`focused`) map to `true`. */
  props: Record<string, string | true>;
  depth: number;
  parent: AxNode | null;
  children: AxNode[];
}

/** Parses axtree text into nodes in document order. Unreadable lines are skipped, never fatal. */
export function parseAxtree(text: string): AxNode[] {
  const nodes: AxNode[] = [];
  const stack: Array<{ indent: number; node: AxNode }> = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const lead = /^[\t ]*/.exec(raw)![0];
    const indent = [...lead].reduce((n, c) => n + (c === '\t' ? 4 : 1), 0);
    const body = parseLine(raw.slice(lead.length));
    if (!body) continue;
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    const parent = stack.length ? stack[stack.length - 1].node : null;
    const node: AxNode = { index: nodes.length, ...body, depth: stack.length, parent, children: [] };
    parent?.children.push(node);
    nodes.push(node);
    stack.push({ indent, node });
  }
  return nodes;
}

function parseLine(line: string): Pick<AxNode, 'bid' | 'role' | 'name' | 'props'> | null {
  let rest = line;
  let bid = '';
  const b = /^\[([^\]\s]*)\]\s*/.exec(rest);
  if (b) {
    bid = b[1];
    rest = rest.slice(b[0].length);
  }
  const r = /^[^\s,]+/.exec(rest);
  if (!r) return null;
  const role = r[0];
  rest = rest.slice(role.length).trimStart();
  let name = '';
  if (rest[0] === "'" || rest[0] === '"') {
    const q = readQuoted(rest);
    name = q.value;
    rest = rest.slice(q.length);
  }
  const props: Record<string, string | true> = {};
  // BrowserGym prints a node's value after its name with a space, not a comma: `textbox 'To' value='x'`.
  const v = /^\s+value=/.exec(rest);
  if (v) {
    rest = rest.slice(v[0].length);
    if (rest[0] === "'" || rest[0] === '"') {
      const q = readQuoted(rest);
      props.value = q.value;
      rest = rest.slice(q.length);
    } else {
      const bare = /^[^,]*/.exec(rest)![0];
      props.value = bare.trim();
      rest = rest.slice(bare.length);
    }
  }
  for (;;) {
    const m = /^\s*,\s*([\w:-]+)/.exec(rest);
    if (!m) break;
    rest = rest.slice(m[0].length);
    if (rest[0] !== '=') {
      props[m[1]] = true;
      continue;
    }
    rest = rest.slice(1);
    if (rest[0] === "'" || rest[0] === '"') {
      const q = readQuoted(rest);
      props[m[1]] = q.value;
      rest = rest.slice(q.length);
    } else {
      const v = /^[^,]*/.exec(rest)![0];
      props[m[1]] = v.trim();
      rest = rest.slice(v.length);
    }
  }
  return { bid, role, name, props };
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };

/** Reads a Python `repr` string literal at the start of `s`; an unterminated one runs to the end. */
function readQuoted(s: string): { value: string; length: number } {
  const quote = s[0];
  let value = '';
  let i = 1;
  while (i < s.length && s[i] !== quote) {
    if (s[i] === '\\' && i + 1 < s.length) {
      const e = s[i + 1];
      const hex = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
      if (hex && /^[0-9a-f]+$/i.test(s.slice(i + 2, i + 2 + hex))) {
        value += String.fromCodePoint(parseInt(s.slice(i + 2, i + 2 + hex), 16));
        i += 2 + hex;
      } else {
        value += ESCAPES[e] ?? `\\${e}`;
        i += 2;
      }
    } else value += s[i++];
  }
  return { value, length: Math.min(i + 1, s.length) };
}

/** Lower-cases, trims and folds runs of whitespace (NBSP included) to one space. */
export function foldText(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Result of resolving a target: the bid to act on, or why nothing fits (for error messages). */
export type Resolution = { ok: true; bid: string; node: AxNode } | { ok: false; reason: string };

function matches(node: AxNode, t: Target): boolean {
  if (!t.role && t.name == null) return false; // a bare `{ bid }` target is matched by bid only
  if (t.role && node.role.toLowerCase() !== t.role.toLowerCase()) return false;
  if (t.name != null) {
    const want = foldText(t.name);
    const have = foldText(node.name);
    if (t.contains ? !have.includes(want) : have !== want) return false;
  }
  return true;
}

/**
 * The node itself when it has a bid, else its nearest marked ancestor (text inside a link). The
 * climb stops at a frame boundary: content of a just-loaded iframe document that is not marked yet
 * must not resolve to the `Iframe` element itself (a click there does nothing), so it stays
 * unresolved until the next observation marks it.
 */
function actionable(node: AxNode): AxNode | null {
  for (let n: AxNode | null = node; n; n = n.parent) {
    if (n.bid) return n;
    if (n.role === 'RootWebArea' && n.parent) return null;
  }
  return null;
}

function pickNth<T>(list: T[], nth = 0): T | undefined {
  return list[nth < 0 ? list.length + nth : nth];
}

/** Describes a target the way a solution author wrote it: `button 'Save' (contains) within ...`. */
export function describeTarget(t: Target): string {
  const parts = [t.role ?? 'any role'];
  if (t.name != null) parts.push(`'${t.name}'${t.contains ? ' (contains)' : ''}`);
  if (t.nth) parts.push(`#${t.nth}`);
  if (t.bid) parts.push(`bid ${t.bid}`);
  if (t.within) parts.push(`within ${describeTarget(t.within)}`);
  if (t.after) parts.push(`after ${describeTarget(t.after)}`);
  return parts.join(' ');
}

/**
 * The nodes a target matches, in document order, before mapping to actionable nodes. `within` and
 * `after` are resolved the same way, so an anchor may carry its own `after` or `within`
 * (`{ role: 'textbox', after: { role: 'button', name: 'dropdown trigger', after: { ... } } }`).
 */
function candidates(nodes: AxNode[], t: Target): AxNode[] {
  let scope = nodes;
  if (t.within) {
    const outer = pickNth(candidates(nodes, t.within), t.within.nth);
    if (!outer) return [];
    scope = [];
    const walk = (n: AxNode): void => {
      for (const c of n.children) {
        scope.push(c);
        walk(c);
      }
    };
    walk(outer);
  }
  if (t.after) {
    const anchor = pickNth(candidates(nodes, t.after), t.after.nth);
    if (!anchor) return [];
    scope = scope.filter((n) => n.index > anchor.index);
  }
  return scope.filter((n) => matches(n, t));
}

/**
 * Finds the nodes a target matches, in document order, each mapped to an actionable (bid-bearing)
 * node and de-duplicated. `within` limits the search to the descendants of its own first match.
 */
export function findAll(nodes: AxNode[], t: Target): AxNode[] {
  const seen = new Set<AxNode>();
  const out: AxNode[] = [];
  for (const n of candidates(nodes, t)) {
    const a = actionable(n);
    if (a && !seen.has(a)) seen.add(a), out.push(a);
  }
  return out;
}

/**
 * Resolves `target` on parsed `nodes` to one bid. Falls back to `target.bid` when nothing
 * matches and that bid is present. On failure the reason lists near candidates of the same role.
 */
export function resolveTarget(nodes: AxNode[], target: Target): Resolution {
  const hits = findAll(nodes, target);
  const node = pickNth(hits, target.nth);
  if (node) return { ok: true, bid: node.bid, node };
  const byBid = target.bid ? nodes.find((n) => n.bid === target.bid) : undefined;
  if (byBid) return { ok: true, bid: byBid.bid, node: byBid };
  if (target.within && !nodes.some((n) => matches(n, target.within!)))
    return { ok: false, reason: `no ${describeTarget(target.within)} on the page (needed as "within")` };
  if (target.after && !nodes.some((n) => matches(n, target.after!)))
    return { ok: false, reason: `no ${describeTarget(target.after)} on the page (needed as "after")` };
  if (hits.length) return { ok: false, reason: `only ${hits.length} match(es) for ${describeTarget(target)}` };
  const sameRole = target.role ? nodes.filter((n) => n.role.toLowerCase() === target.role!.toLowerCase() && n.name) : [];
  const seen = sameRole
    .slice(0, 8)
    .map((n) => `'${n.name}'`)
    .join(', ');
  return {
    ok: false,
    reason: `no ${describeTarget(target)} on the page` + (sameRole.length ? ` (${target.role}s seen: ${seen}${sameRole.length > 8 ? ', ...' : ''})` : ''),
  };
}

/** Convenience: parse `axtree` text and resolve `target` on it. */
export function resolveInAxtree(axtree: string, target: Target): Resolution {
  return resolveTarget(parseAxtree(axtree), target);
}
