/**
 * BrowserGym's `axtree_object` built from one CDP read (`readAxtree`): `{ nodes }`, the nodes of
 * `Accessibility.getFullAXTree` in CDP order (the root first, as BrowserGym's flattening expects),
 * child-frame nodes after the main frame's with their ids prefixed `<frameId>:` (their `childIds`
 * and `parentId` too) and grafted under their iframe node, each marked node carrying its bid as
 * `browsergym_id`. The harness's `axtree` text is the flattening of exactly this object.
 */
import type { AxtreeRead, AXNode } from './ax-types';

/** One `axtree_object` node: a CDP AX node plus its bid, when the element is marked. */
export type AxtreeObjectNode = AXNode & { browsergym_id?: string };

/** The `axtree_object` of one read (see the top of this file). */
export function axtreeObjectOf(read: AxtreeRead): { nodes: AxtreeObjectNode[] } {
  // Child-frame nodes are keyed `<frameId>:<nodeId>` (their childIds already are): their own ids
  // take the same prefix, so a walker that maps nodeId -> node finds every child.
  const nodes = [...read.byId.entries()].map(([key, n]) => {
    const prefix = key === n.nodeId ? '' : key.slice(0, key.length - n.nodeId.length);
    const bid = n.backendDOMNodeId === undefined ? undefined : read.bids.get(n.backendDOMNodeId);
    return {
      ...n,
      nodeId: key,
      ...(prefix && n.parentId ? { parentId: prefix + n.parentId } : {}),
      ...(bid === undefined ? {} : { browsergym_id: bid }),
    };
  });
  return { nodes };
}
