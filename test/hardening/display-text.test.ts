/** The display-text rules per sink (issue 45), on exact strings. */
import { expect, test } from '@playwright/test';
import { csvCell, escapeControls, markdownText, terminalText } from '../../core/display-text';

test('controls and bidirectional marks are escaped; printable text of any script is kept', () => {
  expect(escapeControls('a\u001b[2Jb\u0007c\rd\u0000e\u202ef\u0085g')).toBe('a\\x1b[2Jb\\x07c\\rd\\x00e\\u{202e}f\\x85g');
  expect(escapeControls('Grüße 日本 🙂 "q" \\')).toBe('Grüße 日本 🙂 "q" \\');
  expect(escapeControls('one\ntwo\tthree')).toBe('one\\ntwo\\tthree');
  expect(escapeControls('one\ntwo', { keepNewlines: true })).toBe('one\ntwo');
});

test('terminal text is clipped with the original length, then escaped', () => {
  expect(terminalText(`\u001b[31m${'x'.repeat(300)}`, 10)).toBe('\\x1b[31mxxxxx… [cut: 305 characters]');
  expect(terminalText(undefined)).toBe('');
});

test('CSV cells: RFC 4180 quoting, formulas neutralised, numbers untouched', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('a,b "c"')).toBe('"a,b ""c"""');
  expect(csvCell('=1+1')).toBe(`"'=1+1"`);
  expect(csvCell('+CMD')).toBe(`"'+CMD"`);
  expect(csvCell('-2')).toBe(`"'-2"`);
  expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  expect(csvCell('\t=1')).toBe(`"'\\t=1"`);
  expect(csvCell('\r=1')).toBe(`"'\\r=1"`);
  expect(csvCell('\uff1d1')).toBe(`"'\uff1d1"`);
  expect(csvCell('line\nbreak')).toBe('line\\nbreak');
  expect(csvCell(-2)).toBe('-2');
  expect(csvCell(0.5)).toBe('0.5');
  expect(csvCell(null)).toBe('');
  expect(csvCell(false)).toBe('false');
});

test('Markdown text is a code span that no backtick inside can close; tables escape the pipe', () => {
  expect(markdownText('[x](http://e) <b>')).toBe('`[x](http://e) <b>`');
  expect(markdownText('a `b` c')).toBe('``a `b` c``');
  expect(markdownText('`start')).toBe('`` `start ``');
  expect(markdownText('# h\n# h2')).toBe('`# h\\n# h2`');
  expect(markdownText('a|b', { inTable: true })).toBe('`a\\|b`');
  expect(markdownText('')).toBe('');
});
