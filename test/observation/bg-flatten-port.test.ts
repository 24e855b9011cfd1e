/**
 * The reference port of BrowserGym's `flatten_axtree_to_str` and the harness's flattening, on
 * hand-built trees whose expected texts were worked out from BrowserGym's code (utils/obs.py at
 * 9e779f08) and its own test assertions (tests/core/test_observation.py: `checkbox '...',
 * checked='false'`, `textbox 'Email:' value='...'`, `, clickable, visible, som`). Each case is a
 * Python rule that decides a line (issue 60).
 */
import { expect, test } from '@playwright/test';
import type { AxtreeObjectNode } from '../../browser/observation/axtree-object';
import { flattenAxtree } from '../../browser/observation/flatten';
import { bgFlattenPort, type PortNode } from './bg-flatten-port';

const prop = (name: string, value: unknown) => ({ name, value: { type: 'x', value } });
const node = (nodeId: string, role: string, name: string | undefined, childIds: string[] = [], extra: Partial<PortNode> = {}): PortNode => ({
  nodeId,
  role: { value: role },
  ...(name === undefined ? {} : { name: { value: name } }),
  childIds,
  ...extra,
});

const NODES: PortNode[] = [
  node('1', 'RootWebArea', 'Form', ['2', '3', '9', '12', '15'], { properties: [prop('focusable', true), prop('focused', true), prop('url', 'http://x/')] }),
  node('2', 'none', undefined, ['4']), // ignored: no name, children one level up
  node('3', 'heading', 'Simple Form', ['5'], { browsergym_id: '10', properties: [prop('level', 1)] }),
  node('4', 'LineBreak', '\n'),
  node('5', 'StaticText', 'Simple Form', ['6']), // redundant with its parent: dropped
  node('6', 'InlineTextBox', 'Simple Form'), // kept, at the dropped StaticText's depth
  node('9', 'generic', '', ['7', '8', '11'], { browsergym_id: '11' }), // generic without properties: dropped
  node('7', 'StaticText', ''), // '' is "in" any parent name: dropped
  node('8', 'StaticText', ' '), // ' ' is not in '': printed, stripped
  node('11', 'generic', 'card', [], { browsergym_id: '13', properties: [prop('live', 'polite')] }),
  node('12', 'textbox', 'Email:', [], {
    browsergym_id: '14',
    value: { value: 'a\u00a0b' },
    properties: [prop('invalid', 'false'), prop('focused', false), prop('required', true), prop('disabled', false), prop('labelledby', undefined)],
  }),
  node('15', 'checkbox', "Bob's", ['16', '99'], { browsergym_id: '15', properties: [prop('checked', 'false'), prop('atomic', 'false')] }),
  node('16', 'button', ' Go ', [], { browsergym_id: '16', value: { value: '' } }),
];
// A relation property carries no `value`: strip it as CDP sends it.
delete (NODES[10].properties![4].value as { value?: unknown }).value;

const DEFAULT = [
  "RootWebArea 'Form', focused, url='http://x/'",
  "\t[10] heading 'Simple Form'",
  "\t\tInlineTextBox 'Simple Form'",
  "\tStaticText ''",
  "\t[13] generic 'card', live='polite'",
  "\t[14] textbox 'Email:' value='a\\xa0b', required, disabled=False",
  "\t[15] checkbox \"Bob's\", checked='false', atomic",
  "\t\t[16] button 'Go' value=''",
].join('\n');

const EXTRA = {
  '10': { visibility: 1, bbox: [0, 0, 10, 10], clickable: false, set_of_marks: false },
  '14': { visibility: 0.4, bbox: [0, 0, 10, 10], clickable: true, set_of_marks: true },
  '16': { visibility: 0.5, bbox: [1, 2, 4, 6], clickable: true, set_of_marks: true },
};

test('the port prints what BrowserGym prints with default flags', () => {
  expect(bgFlattenPort({ nodes: NODES })).toBe(DEFAULT);
});

test('the port with AgentLab flags, coordinates, som and the visibility filter', () => {
  const agentlab = bgFlattenPort({ nodes: NODES }, { extra_properties: EXTRA, with_visible: true, with_clickable: true });
  expect(agentlab.split('\n')[1]).toBe("\t[10] heading 'Simple Form', visible");
  expect(agentlab.split('\n')[5]).toBe("\t[14] textbox 'Email:' value='a\\xa0b', clickable, required, disabled=False");
  expect(agentlab.split('\n')[7]).toBe("\t\t[16] button 'Go' value='', clickable, visible");
  const all = bgFlattenPort(
    { nodes: NODES },
    { extra_properties: EXTRA, with_visible: true, with_clickable: true, with_som: true, with_center_coords: true, with_bounding_box_coords: true },
  );
  expect(all.split('\n')[7]).toBe('\t\t[16] button \'Go\' value=\'\', box="(1,2,5,8)", center="(3,5)", clickable, visible, som');
  const visibleOnly = bgFlattenPort({ nodes: NODES }, { extra_properties: EXTRA, filter_visible_only: true });
  expect(visibleOnly).not.toContain("textbox 'Email:'");
  expect(visibleOnly).toContain("[16] button 'Go'");
  expect(() => bgFlattenPort({ nodes: NODES }, { with_visible: true })).toThrow(/extra_properties/);
});

test("the harness's flattening equals the port on the same tree, both flag sets", () => {
  const tree = { nodes: NODES as unknown as AxtreeObjectNode[] };
  expect(flattenAxtree(tree)).toBe(DEFAULT);
  expect(flattenAxtree(tree, { extraProperties: EXTRA, withVisible: true, withClickable: true })).toBe(
    bgFlattenPort({ nodes: NODES }, { extra_properties: EXTRA, with_visible: true, with_clickable: true }),
  );
  expect(flattenAxtree(tree, { extraProperties: EXTRA, filterVisibleOnly: true })).toBe(
    bgFlattenPort({ nodes: NODES }, { extra_properties: EXTRA, filter_visible_only: true }),
  );
  expect(() => flattenAxtree(tree, { withClickable: true })).toThrow(/extraProperties/);
});
