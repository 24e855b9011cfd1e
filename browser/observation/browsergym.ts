/**
 * The parts of BrowserGym's observation dict that the default observation leaves out,
 * built when an agent asks for `observe.browsergym`: `axtree_object`, `dom_object`,
 * `extra_element_properties`, `goal_object`, `open_pages_titles`. Structures follow BrowserGym's
 * observation space so an AgentLab agent's `obs_preprocessor` reads them unchanged:
 *
 * - `axtree_object`: `{ nodes }`, the nodes of CDP `Accessibility.getFullAXTree` (child frames
 *   grafted under their iframe node, their ids prefixed with the frame id), each marked node
 *   carrying its bid as `browsergym_id`, where BrowserGym's flattening reads it;
 * - `dom_object`: the CDP `DOMSnapshot.captureSnapshot` result (layout rects and paint order
 *   included), whose `bid` attributes are the elements' bids;
 * - `extra_element_properties`: `{ [bid]: { visibility, bbox, clickable, set_of_marks } }` with
 *   `visibility` the share (0..1) of the element's box inside the viewport, `bbox`
 *   `[x, y, width, height]` in CSS pixels of the viewport (the screenshot's frame; `null` when
 *   the element has no box), `clickable` from the snapshot's `isClickable` as BrowserGym reads
 *   it (an element with its own click listener, a link with an href), or a natively interactive
 *   element (link, button, form control, `[role=button]` ...): the replicas delegate their click
 *   handlers to the document, where the real apps (Angular, Vue) bind them to the element, so
 *   `isClickable` alone would call the replicas' buttons unclickable; and `set_of_marks` whether
 *   a set-of-marks screenshot labels it;
 * - `goal_object`: `[{ type: 'text', text: goal }]`.
 */
import type { Page } from '@playwright/test';
import type { AxtreeRead, Snapshot } from './axtree';
import { axtreeObjectOf, type AxtreeObjectNode } from './axtree-object';
import { markedFrames } from './bids';
import { callScript, SOM_SELECTOR } from './page-scripts';

/** Per-element properties BrowserGym gives beside the trees. */
export interface ElementProperties {
  visibility: number;
  bbox: [number, number, number, number] | null;
  clickable: boolean;
  set_of_marks: boolean;
}

/** The BrowserGym-only keys of one observation. */
export interface BrowserGymParts {
  goal_object: Array<{ type: 'text'; text: string }>;
  open_pages_titles: string[];
  axtree_object: { nodes: AxtreeObjectNode[] };
  dom_object: Snapshot;
  extra_element_properties: Record<string, ElementProperties>;
}

interface SnapshotWithClicks extends Snapshot {
  documents: Array<Snapshot['documents'][number] & { nodes: { isClickable?: { index: number[] } } }>;
}

/** Boxes, visibility and set-of-marks of every marked element in one frame, in that frame's viewport. */
const GEOMETRY_SCRIPT = `(somSelector) => {
  const out = {};
  const vw = innerWidth, vh = innerHeight;
  const visit = (root) => {
    for (const el of root.querySelectorAll('[bid]')) {
      const bid = el.getAttribute('bid');
      const r = el.getBoundingClientRect();
      const area = r.width * r.height;
      const shown = area > 0 && getComputedStyle(el).visibility !== 'hidden';
      const w = Math.max(0, Math.min(r.right, vw) - Math.max(r.left, 0));
      const h = Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0));
      const visibility = shown ? Math.round((w * h / area) * 1000) / 1000 : 0;
      const interactive = el.matches(somSelector);
      const som = visibility > 0 && r.width >= 2 && r.height >= 2 && interactive;
      out[bid] = { bbox: r.width || r.height ? [r.left, r.top, r.width, r.height] : null, visibility, som, interactive };
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
  return out;
}`;

type Geometry = Record<string, { bbox: [number, number, number, number] | null; visibility: number; som: boolean; interactive: boolean }>;

/** Bids of the elements the DOM snapshot marks clickable. */
function clickableBids(snapshot: SnapshotWithClicks, bids: Map<number, string>): Set<string> {
  const out = new Set<string>();
  for (const doc of snapshot.documents) {
    const ids = doc.nodes.backendNodeId ?? [];
    for (const i of doc.nodes.isClickable?.index ?? []) {
      const bid = bids.get(ids[i]);
      if (bid) out.add(bid);
    }
  }
  return out;
}

/**
 * Builds the BrowserGym-only keys from an axtree read of the active page (`readAxtree(page, true)`)
 * and the titles of all open pages (empty while `frozen`). Frames that detach mid-read contribute no element properties.
 */
export async function browserGymParts(page: Page, read: AxtreeRead, goal: string, pages: readonly Page[], frozen = false): Promise<BrowserGymParts> {
  const { nodes } = axtreeObjectOf(read);
  const clickable = clickableBids(read.snapshot as SnapshotWithClicks, read.bids);
  const extra: Record<string, ElementProperties> = {};
  // A page frozen by a dialog answers no script: it keeps the last trees, without geometry or titles.
  for (const [prefix, frame] of frozen ? [] : markedFrames(page)) {
    try {
      let dx = 0;
      let dy = 0;
      if (prefix !== '') {
        const owner = await frame.frameElement();
        const box = await owner.boundingBox();
        await owner.dispose();
        if (!box) continue;
        [dx, dy] = [box.x, box.y];
      }
      const geometry = (await frame.evaluate(callScript(GEOMETRY_SCRIPT, SOM_SELECTOR))) as Geometry;
      for (const [bid, g] of Object.entries(geometry)) {
        extra[bid] = {
          visibility: g.visibility,
          bbox: g.bbox ? [g.bbox[0] + dx, g.bbox[1] + dy, g.bbox[2], g.bbox[3]] : null,
          clickable: clickable.has(bid) || g.interactive,
          set_of_marks: g.som,
        };
      }
    } catch {
      // A frame that navigated or detached since marking has no properties this step.
    }
  }
  const titles = frozen ? pages.map(() => '') : await Promise.all(pages.map((p) => p.title().catch(() => '')));
  return {
    goal_object: [{ type: 'text', text: goal }],
    open_pages_titles: titles,
    axtree_object: { nodes },
    dom_object: read.snapshot,
    extra_element_properties: extra,
  };
}
