/**
 * Effect rules on plain data (core/effects.ts, core/effect-body.ts, issue 55): what `effectOf`
 * reads from a request (path, query, form, multipart and JSON bodies, PHP's `$_REQUEST`), how a
 * repeated field decides, the header codec and the checks of rules given as data.
 */
import { expect, test } from '@playwright/test';
import { bodyValues } from '../../core/effect-body';
import { type EffectRule, bodyFields, checkEffectRules, effectFromHeader, effectHeaderValue, effectOf, undeclaredWrite } from '../../core/effects';

const U = 'http://127.0.0.1:9/';
const form = 'application/x-www-form-urlencoded';

test('path: percent-decoded, case-insensitive, named groups fill the text; method * is any method', () => {
  const rules: EffectRule[] = [
    { method: 'POST', path: '^/(?<ns>[^/]+)/(?<p>[^/]+)/-/milestones$', effect: 'create milestone in {ns}/{p}' },
    { method: '*', path: '^/legacy/index\\.php$', effect: 'classic {module}' },
  ];
  expect(effectOf(rules, { method: 'post', url: `${U}byteblaze/dot%66iles/-/MILESTONES` })).toBe('create milestone in byteblaze/dotfiles');
  expect(effectOf(rules, { method: 'GET', url: `${U}byteblaze/dotfiles/-/milestones` })).toBeNull();
  expect(effectOf(rules, { method: 'PUT', url: `${U}legacy/index.php?module=Meetings` })).toBe('classic Meetings');
  // A placeholder nothing fills stays as written; a URL that does not parse matches nothing.
  expect(effectOf(rules, { method: 'GET', url: `${U}legacy/index.php` })).toBe('classic {module}');
  expect(effectOf(rules, { method: 'GET', url: 'not a url' })).toBeNull();
});

test('body: urlencoded, JSON under any non-form type, multipart text parts; JSON null is absent', () => {
  expect([...bodyFields('a=1&b=x%20y&a=2', form)]).toEqual([
    ['a', '1'],
    ['b', 'x y'],
  ]);
  expect(bodyValues('a=1&a=2', form).values.get('a')).toEqual(['1', '2']);
  expect(bodyValues('{"module":"contacts","id":0,"ok":true,"gone":null,"nested":{"x":1}}', 'text/plain;charset=UTF-8')).toEqual({
    kind: 'json',
    values: new Map([
      ['module', ['contacts']],
      ['id', ['0']],
      ['ok', ['true']],
    ]),
  });
  // A JSON-looking body sent as a form is a form (Hono's parseBody reads it so).
  expect(bodyValues('{"a":1}', form).kind).toBe('form');
  expect(bodyValues('not json', 'application/json')).toEqual({ kind: 'none', values: new Map() });
  expect(bodyValues('a=1', 'text/plain').kind).toBe('none');
  const b = 'XyZ';
  const multipart = [
    `--${b}\r\nContent-Disposition: form-data; name="module"\r\n\r\nImport\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="userfile"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\naction,x\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="note"\r\n\r\ntwo\r\nlines\r\n`,
    `--${b}--\r\n`,
  ].join('');
  expect(bodyValues(multipart, `multipart/form-data; boundary=${b}`)).toEqual({
    kind: 'form',
    values: new Map([
      ['module', ['Import']],
      ['note', ['two\r\nlines']],
    ]),
  });
  expect(bodyValues(multipart, 'multipart/form-data').values.size).toBe(0);
  expect(bodyValues('', form).kind).toBe('none');
});

test('params read as PHP does: a POST form field wins over the query, name[] counts, JSON and non-POST bodies do not', () => {
  const rules: EffectRule[] = [
    { method: '*', path: '^/legacy/index\\.php$', params: { module: '^Meetings$', action: '^Delete$' }, repeated: 'first', effect: 'delete Meetings record' },
    { method: '*', path: '^/legacy/index\\.php$', params: { module: '^Meetings$', action: '^Save$' }, repeated: 'first', effect: 'save Meetings record' },
  ];
  const url = `${U}legacy/index.php?module=Meetings&action=Delete&record=1`;
  expect(effectOf(rules, { method: 'GET', url })).toBe('delete Meetings record');
  expect(effectOf(rules, { method: 'POST', url, body: 'action=Save', contentType: form })).toBe('save Meetings record');
  expect(effectOf(rules, { method: 'POST', url, body: 'action%5B%5D=Save', contentType: form })).toBe('save Meetings record');
  // The classic views parse no JSON and no body of another method: the query decides.
  expect(effectOf(rules, { method: 'POST', url, body: '{"action":"Save"}', contentType: 'application/json' })).toBe('delete Meetings record');
  expect(effectOf(rules, { method: 'PUT', url, body: 'action=Save', contentType: form })).toBe('delete Meetings record');
  expect(effectOf(rules, { method: 'POST', url: `${U}legacy/index.php`, body: 'module=meetings&action=delete&record=1', contentType: form })).toBe(
    'delete Meetings record',
  );
});

test('a repeated field: every value must match unless the rule names the value the app reads', () => {
  const all: EffectRule[] = [
    { method: 'POST', path: '^/p$', body: { _method: '^put$' }, effect: 'change role' },
    { method: 'POST', path: '^/p$', body: { _method: '^delete$' }, effect: 'remove member' },
  ];
  // Values that disagree match no rule (the wrapper then reports an undeclared write, never a wrong effect).
  expect(effectOf(all, { method: 'POST', url: `${U}p`, body: '_method=put&_method=delete', contentType: form })).toBeNull();
  expect(effectOf(all, { method: 'POST', url: `${U}p`, body: '_method=put&_method=put', contentType: form })).toBe('change role');
  const last = all.map((r) => ({ ...r, repeated: 'last' as const }));
  expect(effectOf(last, { method: 'POST', url: `${U}p`, body: '_method=put&_method=delete', contentType: form })).toBe('remove member');
  const first = all.map((r) => ({ ...r, repeated: 'first' as const }));
  expect(effectOf(first, { method: 'POST', url: `${U}p`, body: '_method=put&_method=delete', contentType: form })).toBe('change role');
  // An absent field reads '', and the placeholder takes the value the rule reads.
  const op: EffectRule[] = [{ method: 'POST', path: '^/m$', body: { op: '^(enable|disable)$', all: '^$' }, repeated: 'last', effect: '{op}d' }];
  expect(effectOf(op, { method: 'POST', url: `${U}m`, body: 'op=enable&op=disable', contentType: form })).toBe('disabled');
  expect(effectOf(op, { method: 'POST', url: `${U}m`, body: 'op=enable&all=1', contentType: form })).toBeNull();
});

test('query conditions and the first rule that matches win', () => {
  const rules: EffectRule[] = [
    { method: 'GET', path: '^/api/view$', query: { route: '^#?/[^/?]+/(record|detail|edit)/[^/?]' }, effect: 'track view' },
    { method: 'GET', path: '^/api/', effect: 'other' },
  ];
  expect(effectOf(rules, { method: 'GET', url: `${U}api/view?route=${encodeURIComponent('#/contacts/record/5')}` })).toBe('track view');
  expect(effectOf(rules, { method: 'GET', url: `${U}api/view?route=${encodeURIComponent('#/contacts')}` })).toBe('other');
});

test('the header carries any text as bytes and gives it back; undeclared writes name method and path', () => {
  for (const text of ['delete Meetings record', 'save "Café" 100%', 'line\r\nbreak', 'x'.repeat(10)]) {
    const value = effectHeaderValue(text);
    expect(value).toMatch(/^[\x20-\x7e]*$/);
    expect(effectFromHeader(value)).toBe(text);
  }
  expect(effectFromHeader(effectHeaderValue('lone \ud800 surrogate'))).toBe('lone \ufffd surrogate');
  expect(undeclaredWrite('post', '/api/x')).toBe('undeclared write: POST /api/x');
  expect(undeclaredWrite('GET', `/${'a'.repeat(300)}`)).toHaveLength(200);
});

test('rules given as data are checked: shape and regular expressions, naming the rule', () => {
  expect(checkEffectRules('site x', [{ method: 'GET', path: '^/a$', effect: 'a' }])).toHaveLength(1);
  expect(() =>
    checkEffectRules('site x', [
      { method: 'GET', path: '^/a$', effect: 'a' },
      { method: 'GET', path: '(', effect: 'open' },
    ]),
  ).toThrow(/site x: effects\[1\] \("open"\): path is not a valid regular expression/);
  expect(() => checkEffectRules('site x', [{ method: 'GET', path: '^/a$', body: { a: '[' }, effect: 'b' }])).toThrow(/effects\[0\] \("b"\): body\.a/);
  expect(() => checkEffectRules('site x', [{ method: 'GET', path: '^/a$' }])).toThrow(/site x: effects\[0\]: effect:/);
  expect(() => checkEffectRules('site x', [{ method: 'GET', path: '^/a$', effect: 'a', extra: 1 }])).toThrow(/site x: effects\[0\]/);
});
