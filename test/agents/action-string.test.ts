import { expect, test } from '@playwright/test';
import { actionString, pyString } from '../../agents/action-string';
import { parseAction } from '../../core/actions/parser';

const NASTY = [
  'plain',
  "it's",
  'say "hi"',
  'back\\slash',
  'line1\nline2\r\n\ttab',
  '# not a comment',
  'mixed \' and " quotes',
  'nul\u0000bell\u0007',
  'ünïcødé 😀 \u2028 sep',
  '',
  "')",
  '"""triple"""',
];

test('every string survives the round trip through the harness parser', () => {
  for (const text of NASTY) {
    const r = parseAction(actionString('fill', ['a12', text]));
    expect(r.ok, `${JSON.stringify(text)} -> ${actionString('fill', ['a12', text])}`).toBe(true);
    if (r.ok) expect(r.action).toMatchObject({ name: 'fill', args: ['a12', text] });
  }
});

test('lists, numbers, booleans, None and keyword arguments round-trip', () => {
  const s = actionString('select_option', ['b7', ['A "x"', 'B']], { strict: true, n: -2.5, none: null });
  expect(s).toBe('select_option(\'b7\', ["A \\"x\\"", \'B\'], strict=True, n=-2.5, none=None)');
  const r = parseAction(s);
  expect(r.ok && r.action).toMatchObject({ name: 'select_option', args: ['b7', ['A "x"', 'B']], kwargs: { strict: true, n: -2.5, none: null } });
});

test('bids get single quotes; other text double quotes; bad names and numbers are refused', () => {
  expect(pyString('a51')).toBe("'a51'");
  expect(pyString('a b')).toBe('"a b"');
  expect(actionString('finish')).toBe('finish()');
  expect(() => actionString('click(x)', [])).toThrow('"click(x)" is not a valid action name');
  expect(() => actionString('scroll', [0, Number.NaN])).toThrow('action argument NaN is not a finite number');
});
