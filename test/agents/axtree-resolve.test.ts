import { expect, test } from '@playwright/test';
import { parseAxtree, resolveInAxtree, resolveTarget } from '../../agents/axtree-resolve';

const TREE = [
  "RootWebArea 'Contacts', focused",
  "\t[a1] navigation 'Main'",
  "\t\t[a2] link 'Contacts'",
  "\t\t[a3] link 'Accounts'",
  "\t[a4] main ''",
  "\t\t[a5] heading 'Contact  List', level=1",
  "\t\t[a6] table ''",
  "\t\t\t[a7] row 'Alice Smith alice@example.com'",
  "\t\t\t\t[a8] link 'Alice Smith'",
  "\t\t\t\t[a9] button 'Edit'",
  "\t\t\t[a10] row 'Bob O\\'Neil bob@example.com'",
  '\t\t\t\t[a11] link "Bob O\'Neil"',
  "\t\t\t\t[a12] button 'Edit'",
  "\t\t[a13] textbox 'First Name', required, value='Al, \"Jr\"'",
  "\t\t[a14] checkbox 'Opt out', checked='true'",
  "\t\t[a15] link ''",
  "\t\t\tStaticText 'Save & close'",
].join('\n');

test('parses bids, roles, names, props, depth and parents', () => {
  const nodes = parseAxtree(TREE);
  expect(nodes).toHaveLength(17);
  expect(nodes[0]).toMatchObject({ bid: '', role: 'RootWebArea', name: 'Contacts', depth: 0, props: { focused: true } });
  const heading = nodes.find((n) => n.bid === 'a5')!;
  expect(heading).toMatchObject({ role: 'heading', name: 'Contact  List', depth: 2, props: { level: '1' } });
  expect(heading.parent?.bid).toBe('a4');
  const bob = nodes.find((n) => n.bid === 'a11')!;
  expect(bob.name).toBe("Bob O'Neil");
  expect(bob.parent?.bid).toBe('a10');
  expect(nodes.find((n) => n.bid === 'a10')!.name).toBe("Bob O'Neil bob@example.com");
  expect(nodes.find((n) => n.bid === 'a13')!.props).toEqual({ required: true, value: 'Al, "Jr"' });
  expect(nodes.find((n) => n.bid === 'a4')!.children.map((c) => c.bid)).toEqual(['a5', 'a6', 'a13', 'a14', 'a15']);
});

test('space indentation and blank or junk lines are tolerated', () => {
  const nodes = parseAxtree("[b1] form 'F'\n\n  [b2] button 'Go'\n    StaticText 'Go'\n  [b3] button 'Stop'");
  expect(nodes.map((n) => [n.bid, n.depth, n.parent?.bid ?? null])).toEqual([
    ['b1', 0, null],
    ['b2', 1, 'b1'],
    ['', 2, 'b2'],
    ['b3', 1, 'b1'],
  ]);
});

test('exact names match case-insensitively with whitespace folded', () => {
  expect(resolveInAxtree(TREE, { role: 'heading', name: 'contact list' })).toMatchObject({ ok: true, bid: 'a5' });
  expect(resolveInAxtree(TREE, { role: 'LINK', name: '  alice   smith ' })).toMatchObject({ ok: true, bid: 'a8' });
  expect(resolveInAxtree(TREE, { role: 'link', name: 'Alice' })).toMatchObject({ ok: false });
});

test('contains, nth and negative nth', () => {
  expect(resolveInAxtree(TREE, { role: 'link', name: 'alice', contains: true })).toMatchObject({ ok: true, bid: 'a8' });
  expect(resolveInAxtree(TREE, { role: 'button', name: 'Edit' })).toMatchObject({ ok: true, bid: 'a9' });
  expect(resolveInAxtree(TREE, { role: 'button', name: 'Edit', nth: 1 })).toMatchObject({ ok: true, bid: 'a12' });
  expect(resolveInAxtree(TREE, { role: 'button', name: 'Edit', nth: -1 })).toMatchObject({ ok: true, bid: 'a12' });
  const r = resolveInAxtree(TREE, { role: 'button', name: 'Edit', nth: 2 });
  expect(r).toEqual({ ok: false, reason: "only 2 match(es) for button 'Edit' #2" });
});

test('within restricts to the subtree of the first match', () => {
  const t = { role: 'button', name: 'Edit', within: { role: 'row', name: "bob o'neil", contains: true } };
  expect(resolveInAxtree(TREE, t)).toMatchObject({ ok: true, bid: 'a12' });
  expect(resolveInAxtree(TREE, { ...t, within: { role: 'row', name: 'Carol', contains: true } })).toEqual({
    ok: false,
    reason: 'no row \'Carol\' (contains) on the page (needed as "within")',
  });
});

test('after restricts to nodes following the first match in document order', () => {
  const t = { role: 'button', name: 'Edit', after: { role: 'link', name: "Bob O'Neil" } };
  expect(resolveInAxtree(TREE, t)).toMatchObject({ ok: true, bid: 'a12' });
  expect(resolveInAxtree(TREE, { role: 'textbox', after: { role: 'StaticText', name: 'nowhere' } })).toEqual({
    ok: false,
    reason: 'no StaticText \'nowhere\' on the page (needed as "after")',
  });
  expect(resolveInAxtree(TREE, { role: 'link', after: { role: 'checkbox', name: 'Opt out' } })).toMatchObject({ ok: true, bid: 'a15' });
});

test('an anchor may carry its own after: the button after the second row, then the textbox after it', () => {
  // Without the nested anchor the first `Edit` (a9) would be the anchor and a12 would not be reached first.
  const t = { role: 'button', name: 'Edit', after: { role: 'link', name: "Bob O'Neil" } };
  expect(resolveInAxtree(TREE, { role: 'textbox', after: t })).toMatchObject({ ok: true, bid: 'a13' });
  expect(resolveInAxtree(TREE, { role: 'button', after: { role: 'link', name: 'Alice Smith' } })).toMatchObject({ ok: true, bid: 'a9' });
  expect(resolveInAxtree(TREE, { role: 'button', after: { role: 'button', name: 'Edit', after: { role: 'link', name: 'Alice Smith' } } })).toMatchObject({
    ok: true,
    bid: 'a12',
  });
});

test('text without a bid resolves to its nearest marked ancestor', () => {
  expect(resolveInAxtree(TREE, { name: 'Save & close' })).toMatchObject({ ok: true, bid: 'a15' });
  expect(resolveInAxtree(TREE, { role: 'StaticText', name: 'save & CLOSE' })).toMatchObject({ ok: true, bid: 'a15' });
});

test('a missing target lists the names of that role it saw', () => {
  const r = resolveTarget(parseAxtree(TREE), { role: 'link', name: 'Leads' });
  expect(r).toEqual({ ok: false, reason: "no link 'Leads' on the page (links seen: 'Contacts', 'Accounts', 'Alice Smith', 'Bob O'Neil')" });
});

test('a known bid is the fallback when nothing else matches', () => {
  expect(resolveInAxtree(TREE, { role: 'button', name: 'Gone', bid: 'a14' })).toMatchObject({ ok: true, bid: 'a14' });
  expect(resolveInAxtree(TREE, { bid: 'zz' })).toMatchObject({ ok: false });
});

test('unmarked content of a just-loaded iframe does not resolve to the iframe element', () => {
  const tree = [
    "RootWebArea 'SuiteCRM'",
    "\t[602] Iframe 'Emails'",
    "\t\tRootWebArea 'SuiteCRM', url='http://x/legacy/index.php'",
    "\t\t\tform ''",
    "\t\t\t\tbutton 'Forward'",
  ].join('\n');
  const r = resolveInAxtree(tree, { role: 'button', name: 'Forward' });
  expect(r.ok).toBe(false);
  const marked = tree.replace("button 'Forward'", "[b9] button 'Forward'");
  expect(resolveInAxtree(marked, { role: 'button', name: 'Forward' })).toMatchObject({ ok: true, bid: 'b9' });
  expect(resolveInAxtree(tree, { role: 'Iframe', name: 'Emails' })).toMatchObject({ ok: true, bid: '602' });
});

test("reads BrowserGym's value (after the name, no comma) and the properties after it (issue 60)", () => {
  const nodes = parseAxtree(
    ["[7] textbox 'To' value='ann@x.org, bob', focused, required", "\t[8] combobox '' value='', expanded=False", "\tInlineTextBox 'To'"].join('\n'),
  );
  expect(nodes[0].props).toEqual({ value: 'ann@x.org, bob', focused: true, required: true });
  expect(nodes[1]).toMatchObject({ bid: '8', role: 'combobox', name: '', props: { value: '', expanded: 'False' }, depth: 1 });
  expect(nodes[2]).toMatchObject({ bid: '', role: 'InlineTextBox', name: 'To', depth: 1 });
});
