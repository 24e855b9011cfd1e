/**
 * BrowserGym's ARIA marks around the accessibility-tree read (issue 60). BrowserGym writes each
 * marked element's bid in front of its `aria-roledescription` and `aria-description`
 * (`browsergym_id_<bid> <original>`), reads `Accessibility.getFullAXTree` with the marks on, then
 * strips them from the AX nodes and the page. The marks are not inert: Chromium keeps an element
 * that carries `aria-description` in the tree as a `generic` node, so a `StaticText` under a link
 * sits under that generic instead of under the link, and BrowserGym's flattening then prints it
 * (its parent's name is `''`). The harness marks the same elements the same way so its
 * `axtree_object` is the tree BrowserGym would have read.
 *
 * Which elements: BrowserGym's default `tags_to_mark="standard_html"` marks only elements whose
 * tag is a standard HTML tag (custom elements such as `scrm-label` or `tag-input` are not marked
 * and carry no `browsergym_id`); `STANDARD_HTML_TAGS` is that set.
 */
import type { Page } from '@playwright/test';
import type { AXNode, Snapshot } from './ax-types';
import { markedFrames } from './bids';
import { callScript } from './page-scripts';
import { STANDARD_HTML_TAGS } from './html-tags';

/** Adds (`on`) or removes the marks on every `[bid]` element with a standard tag, open shadow roots included. */
const MARKS_SCRIPT = `([on, tags]) => {
  const standard = new Set(tags);
  const attrs = ['aria-roledescription', 'aria-description'];
  const strip = /^browsergym_id_[a-zA-Z0-9]+ ?/;
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      const bid = el.getAttribute('bid');
      if (bid === null || !standard.has(el.localName)) continue;
      for (const a of attrs) {
        const v = el.getAttribute(a);
        if (on) el.setAttribute(a, 'browsergym_id_' + bid + ' ' + (v ?? ''));
        else if (v !== null && strip.test(v)) {
          const rest = v.replace(strip, '');
          if (rest) el.setAttribute(a, rest); else el.removeAttribute(a);
        }
      }
    }
  };
  visit(document);
}`;

async function setMarks(page: Page, on: boolean): Promise<void> {
  await Promise.all(
    [...markedFrames(page).values()].map((f) =>
      f.evaluate(callScript(MARKS_SCRIPT, [on, STANDARD_HTML_TAGS])).catch(() => {
        // A frame that navigated or detached since marking has no marks to set or clear.
      }),
    ),
  );
}

/** Runs `read` with BrowserGym's ARIA marks on the page; the marks are removed afterwards, even on error. */
export async function withAriaMarks<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await setMarks(page, true);
  try {
    return await read();
  } finally {
    await setMarks(page, false);
  }
}

const MARK = /^browsergym_id_[a-zA-Z0-9]+\s?/;

/**
 * Removes the marks from AX nodes as BrowserGym's `extract_all_frame_axtrees` does: the first
 * `roledescription` property and the `description` lose their `browsergym_id_<bid>` prefix and
 * are dropped when nothing is left. Mutates and returns `nodes`.
 */
export function stripAriaMarks(nodes: AXNode[]): AXNode[] {
  for (const n of nodes as Array<AXNode & { description?: { value?: unknown } }>) {
    const props = n.properties ?? [];
    const i = props.findIndex((p) => p.name === 'roledescription');
    if (i >= 0 && typeof props[i].value?.value === 'string' && MARK.test(props[i].value.value as string)) {
      const rest = (props[i].value.value as string).replace(MARK, '');
      if (rest) props[i] = { ...props[i], value: { ...props[i].value, value: rest } };
      else props.splice(i, 1);
    }
    if (typeof n.description?.value === 'string' && MARK.test(n.description.value)) {
      const rest = n.description.value.replace(MARK, '');
      if (rest) n.description = { ...n.description, value: rest };
      else delete n.description;
    }
  }
  return nodes;
}

/**
 * Removes the marks from a DOM snapshot taken while they were on, as BrowserGym's
 * `pop_bids_from_attribute` does: each mark string loses its prefix (strings are shared, each is
 * rewritten once) and an attribute left empty is dropped from its node. Mutates `snap`.
 */
export function stripSnapshotMarks(snap: Snapshot): void {
  const names = new Set(['aria-roledescription', 'aria-description'].map((n) => snap.strings.indexOf(n)).filter((i) => i >= 0));
  if (!names.size) return;
  const emptied = new Set<number>();
  const done = new Set<number>();
  for (const doc of snap.documents) {
    for (const attrs of doc.nodes.attributes ?? []) {
      for (let j = attrs.length - 2; j >= 0; j -= 2) {
        if (!names.has(attrs[j])) continue;
        const v = attrs[j + 1];
        if (!done.has(v)) {
          done.add(v);
          if (MARK.test(snap.strings[v])) snap.strings[v] = snap.strings[v].replace(MARK, '');
          if (snap.strings[v] === '') emptied.add(v);
        }
        if (emptied.has(v)) attrs.splice(j, 2);
      }
    }
  }
}
