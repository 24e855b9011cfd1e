/**
 * Chromium's accessibility tree of a page over CDP (`Accessibility.getFullAXTree`, one call per
 * frame, as BrowserGym reads it), so `aria-hidden` content is absent and visually hidden text that
 * assistive tech reads is present, exactly as for an AX-tree agent. Bids come from the DOM (`bid`
 * attributes, see `bids.ts`) through backend node ids. The `axtree` text is BrowserGym's
 * flattening of the read's `axtree_object` (`flatten.ts`, `axtree-object.ts`; issue 60).
 */
import type { CDPSession, Page } from '@playwright/test';
import type { AXNode, AxtreeRead, Snapshot } from './ax-types';
import { stripAriaMarks, stripSnapshotMarks, withAriaMarks } from './aria-marks';
import { STANDARD_HTML_TAGS } from './html-tags';
import { axtreeObjectOf } from './axtree-object';
import { flattenAxtree } from './flatten';

interface FrameTree {
  frame: { id: string };
  childFrames?: FrameTree[];
}

export type { AXNode, AxtreeRead, Snapshot } from './ax-types';

const STANDARD = new Set<string>(STANDARD_HTML_TAGS);

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One CDP session per page, created lazily and reused across steps. */
export function cdpFor(page: Page): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) {
    s = page.context().newCDPSession(page);
    sessions.set(page, s);
  }
  return s;
}

/**
 * Bid of each marked element by backend node id, read from a DOM snapshot's `bid` attributes.
 * Only elements with a standard HTML tag count (`STANDARD_HTML_TAGS`): BrowserGym's default
 * marking gives no bid to custom elements (`scrm-label`, `tag-input`, ...), so neither the text
 * nor `axtree_object` shows one there (the `bid` attribute stays for the executor).
 */
export function bidsOfSnapshot(snap: Snapshot): Map<number, string> {
  const bidIndex = snap.strings.indexOf('bid');
  const out = new Map<number, string>();
  if (bidIndex < 0) return out;
  const standard = new Set<number>();
  snap.strings.forEach((s, i) => {
    if (STANDARD.has(s.toLowerCase())) standard.add(i);
  });
  for (const doc of snap.documents) {
    const ids = doc.nodes.backendNodeId ?? [];
    const attrs = doc.nodes.attributes ?? [];
    const names = doc.nodes.nodeName ?? [];
    for (let i = 0; i < ids.length; i++) {
      const a = attrs[i];
      if (!a || !standard.has(names[i])) continue;
      for (let j = 0; j < a.length; j += 2) if (a[j] === bidIndex) out.set(ids[i], snap.strings[a[j + 1]]);
    }
  }
  return out;
}

/** Full AX tree of the page with child frames grafted under their iframe nodes. */
async function fullTree(cdp: CDPSession, withFrames: boolean): Promise<{ root: AXNode | undefined; byId: Map<string, AXNode> }> {
  const main = (await cdp.send('Accessibility.getFullAXTree', {})) as { nodes: AXNode[] };
  const byId = new Map(main.nodes.map((n) => [n.nodeId, n]));
  const root = main.nodes.find((n) => !n.parentId) ?? main.nodes[0];
  if (!withFrames) return { root, byId };
  const tree = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
  const stack = [...(tree.frameTree.childFrames ?? [])];
  while (stack.length) {
    const f = stack.shift()!;
    stack.push(...(f.childFrames ?? []));
    try {
      const owner = (await cdp.send('DOM.getFrameOwner', { frameId: f.frame.id })) as { backendNodeId: number };
      const sub = (await cdp.send('Accessibility.getFullAXTree', { frameId: f.frame.id })) as { nodes: AXNode[] };
      const subRoot = sub.nodes.find((n) => !n.parentId) ?? sub.nodes[0];
      const host = [...byId.values()].find((n) => n.backendDOMNodeId === owner.backendNodeId);
      for (const n of sub.nodes) byId.set(`${f.frame.id}:${n.nodeId}`, { ...n, childIds: n.childIds?.map((c) => `${f.frame.id}:${c}`) });
      if (host && subRoot) host.childIds = [...(host.childIds ?? []), `${f.frame.id}:${subRoot.nodeId}`];
    } catch {
      // Out-of-process (cross-origin) frames are not part of this session's tree.
    }
  }
  return { root, byId };
}

/** Reads `page` once over CDP (see `AxtreeRead`). Call `markPage` first so elements carry bids. */
export async function readAxtree(page: Page, layout = false): Promise<AxtreeRead> {
  const cdp = await cdpFor(page);
  const capture = layout ? { computedStyles: [], includeDOMRects: true, includePaintOrder: true } : { computedStyles: [] };
  // Both reads run with BrowserGym's ARIA marks on (they change the tree, see aria-marks.ts) and
  // lose them afterwards, as in BrowserGym, so neither `axtree_object` nor `dom_object` shows them.
  const [snapshot, { root, byId }] = await withAriaMarks(page, () =>
    Promise.all([cdp.send('DOMSnapshot.captureSnapshot', capture) as unknown as Promise<Snapshot>, fullTree(cdp, page.frames().length > 1)]),
  );
  stripAriaMarks([...byId.values()]);
  stripSnapshotMarks(snapshot);
  return { root, byId, bids: bidsOfSnapshot(snapshot), snapshot };
}

/** Builds the axtree text of `page`. Call `markPage` first so elements carry bids. */
export async function axtreeText(page: Page): Promise<string> {
  return axtreeTextOf(await readAxtree(page));
}

/** The axtree text of one read: BrowserGym's `flatten_axtree_to_str` of its `axtree_object`, default flags. */
export function axtreeTextOf(read: AxtreeRead): string {
  return flattenAxtree(axtreeObjectOf(read));
}
