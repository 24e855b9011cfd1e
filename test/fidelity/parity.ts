/**
 * The BrowserGym parity check of an audited page (issue 60): one read of the page gives the
 * harness's `axtree` text, the `axtree_object` and `extra_element_properties` an agent asking for
 * BrowserGym's keys receives; BrowserGym's `flatten_axtree_to_str` (its reference port,
 * `test/observation/bg-flatten-port.ts`) run on that object must print the harness's text, with
 * BrowserGym's default flags and with AgentLab's default generic-agent flags (`FLAGS_GPT_4o`:
 * `extract_visible_tag`, `extract_clickable_tag`; no coordinates, no visibility filter).
 * The object is attached to the test (gzipped JSON), so a failure can be replayed offline;
 * `FIDELITY_PARITY_STATS=<file>` appends per-page line counts (JSON lines) for docs/fidelity.md.
 */
import { appendFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { axtreeObjectOf } from '../../browser/observation/axtree-object';
import { browserGymParts } from '../../browser/observation/browsergym';
import { viewPage } from '../../browser/observation/build';
import { flattenAxtree } from '../../browser/observation/flatten';
import { bgFlattenPort, type PortNode } from '../observation/bg-flatten-port';

/** AgentLab's generic agent, default flags (`agent_configs.py` FLAGS_GPT_4o, `tmlr_config.py` BASE_FLAGS). */
export const AGENTLAB_FLAGS = { with_visible: true, with_clickable: true } as const;

/** Lines of `a` missing from `b`, as a multiset difference. */
function missing(a: string[], b: string[]): number {
  const left = new Map<string, number>();
  for (const l of b) left.set(l, (left.get(l) ?? 0) + 1);
  let n = 0;
  for (const l of a) {
    const k = left.get(l) ?? 0;
    if (k > 0) left.set(l, k - 1);
    else n++;
  }
  return n;
}

/** Checks the page's axtree text against BrowserGym's flattening of its `axtree_object` (both flag sets). */
export async function expectBrowserGymParity(page: Page, name: string): Promise<void> {
  const view = await viewPage(page, true);
  if (!view.read) throw new Error(`parity ${name}: viewPage gave no CDP read`);
  const tree = axtreeObjectOf(view.read);
  const extra = (await browserGymParts(page, view.read, '', [page])).extra_element_properties;
  const nodes = tree.nodes as unknown as PortNode[];
  const bgDefault = bgFlattenPort({ nodes });
  const bgAgentLab = bgFlattenPort({ nodes }, { extra_properties: extra, ...AGENTLAB_FLAGS });
  const ours = view.axtree;
  const oursAgentLab = flattenAxtree(tree, { extraProperties: extra, withVisible: true, withClickable: true });
  await test.info().attach(`${name}.axtree_object.json.gz`, {
    body: gzipSync(JSON.stringify({ axtree_object: tree, extra_element_properties: extra })),
    contentType: 'application/gzip',
  });
  const file = process.env.FIDELITY_PARITY_STATS;
  if (file) {
    const [o, b] = [ours.split('\n'), bgDefault.split('\n')];
    const [oa, ba] = [oursAgentLab.split('\n'), bgAgentLab.split('\n')];
    appendFileSync(
      file,
      `${JSON.stringify({ page: name, harness: o.length, browsergym: b.length, onlyHarness: missing(o, b), onlyBrowserGym: missing(b, o), agentlabDiff: missing(oa, ba) + missing(ba, oa) })}\n`,
    );
  }
  expect(ours, `${name}: harness axtree vs BrowserGym default flags`).toBe(bgDefault);
  expect(oursAgentLab, `${name}: AgentLab default flags`).toBe(bgAgentLab);
}
