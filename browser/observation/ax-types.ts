/** Shapes of the CDP accessibility and DOM reads the observation layer uses (`axtree.ts`). */

interface AXValue {
  type?: string;
  value?: unknown;
}
/** One node of CDP's `Accessibility.getFullAXTree` result (the fields this module reads). */
export interface AXNode {
  nodeId: string;
  ignored?: boolean;
  role?: AXValue;
  name?: AXValue;
  value?: AXValue;
  properties?: Array<{ name: string; value: AXValue }>;
  childIds?: string[];
  backendDOMNodeId?: number;
  parentId?: string;
}
/** CDP's `DOMSnapshot.captureSnapshot` result (the fields this module reads). */
export interface Snapshot {
  documents: Array<{ nodes: { backendNodeId?: number[]; attributes?: number[][]; nodeName?: number[] } }>;
  strings: string[];
}

/**
 * One read of a page's accessibility tree and DOM: the AX nodes by id (frames grafted under
 * their iframe nodes, child-frame ids as `<frameId>:<nodeId>`), the root, the bids by backend
 * node id, and the DOM snapshot they came from (`DOMSnapshot.captureSnapshot`, with layout
 * rects and paint order when `layout` is asked, as BrowserGym captures it).
 */
export interface AxtreeRead {
  root: AXNode | undefined;
  byId: Map<string, AXNode>;
  bids: Map<number, string>;
  snapshot: Snapshot;
}
