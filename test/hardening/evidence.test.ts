/**
 * In the strict profile, what the agent typed or navigated to is not page
 * text, markup items are matched against markup, and a final page off the task's sites does
 * not count. The upstream profile keeps the reference semantics.
 */
import { expect, test } from '@playwright/test';
import { Episode } from '../../core/trace';
import { evaluateCompletion, offSiteReason } from '../../evaluators/evaluate-completion';
import { compareContents, withoutTypedText } from '../../evaluators/html-check';
import type { PageAccess } from '../../core/page-access';

const page = (url: string, html: string): PageAccess => ({ url: () => url, content: async () => html }) as unknown as PageAccess;
const episode = Episode.parse({ task_id: 1, agent: 'a', start_urls: ['http://127.0.0.1:4001/'], steps: [], end_reason: 'finished' });
const must = (...items: string[]) => ({
  eval_types: ['program_html'],
  reference_answers: null,
  reference_url: '',
  program_html: [{ url: 'last', locator: '', required_contents: { must_include: items } }],
});

test('form-control values and URL attributes are emptied; the rest of the markup is kept', () => {
  expect(
    withoutTypedText(
      '<input name="q" value="Record deleted" type="text"><textarea id=t>Record deleted</textarea><a href="/x?q=Record+deleted" title="t">go</a><p>kept</p>',
    ),
  ).toBe('<input name="q" value="" type="text"><textarea id=t></textarea><a href="" title="t">go</a><p>kept</p>');
  // A ">" inside a quoted value does not end the tag early.
  expect(withoutTypedText('<input data-x="a>b" value="secret">')).toBe('<input data-x="a>b" value="">');
});

test('strict: text only in a search box or a link does not complete the task; the same text on the page does', async () => {
  const typed = '<form><input name="query" value="Record deleted"></form><a href="/?msg=Record%20deleted">x</a><p>No results</p>';
  const strict = await evaluateCompletion({ eval: must('Record deleted') } as never, episode, page('http://127.0.0.1:4001/', typed), 'strict', {
    placeholders: { __SUITECRM__: 'http://127.0.0.1:4001' },
  });
  expect(strict!.score).toBe(0);
  const upstream = await evaluateCompletion(
    { eval: must('Record deleted') } as never,
    episode,
    page('http://127.0.0.1:4001/', typed.replace('%20', ' ')),
    'upstream',
  );
  expect(upstream!.score).toBe(1);
  const shown = await evaluateCompletion(
    { eval: must('Record deleted') } as never,
    episode,
    page('http://127.0.0.1:4001/', '<div class="toast">Record deleted</div>'),
    'strict',
  );
  expect(shown!.score).toBe(1);
});

test('strict: an HTML-literal item is found in the markup, not in escaped text that spells it', () => {
  const item = '<span class="dynamic-label">Tech Innovations</span>';
  const escaped = '<p>&lt;span class="dynamic-label"&gt;Tech Innovations&lt;/span&gt;</p>';
  const unescaped = escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  expect(compareContents({ value: unescaped, html: escaped }, { must_include: [item] }, 'w').passed).toBe(false);
  expect(compareContents(unescaped, { must_include: [item] }, 'w').passed).toBe(true); // upstream: the reference unescapes first
  const real = '<div><span class="dynamic-label">Tech Innovations</span></div>';
  expect(compareContents({ value: real, html: real }, { must_include: [item] }, 'w').passed).toBe(true);
});

test("strict: a final page off the task's origins does not count; upstream does not ask", async () => {
  expect(offSiteReason('http://127.0.0.1:5555/', episode, { __SUITECRM__: 'http://127.0.0.1:4001' })).toBe(
    "the final page http://127.0.0.1:5555 is not one of the task's sites (http://127.0.0.1:4001)",
  );
  expect(offSiteReason('http://127.0.0.1:4001/#/contacts', episode, { __SUITECRM__: 'http://127.0.0.1:4001' })).toBeNull();
  expect(offSiteReason('http://127.0.0.1:5555/', episode)).toMatch(/not one of the task's sites \(http:\/\/127\.0\.0\.1:4001\)/); // from start_urls
  expect(offSiteReason('about:blank', { start_urls: [] })).toBeNull(); // nothing known to compare with
  const evil = page('http://127.0.0.1:5555/', '<p>Record deleted</p>');
  expect((await evaluateCompletion({ eval: must('Record deleted') } as never, episode, evil, 'strict'))!.score).toBe(0);
  expect((await evaluateCompletion({ eval: must('Record deleted') } as never, episode, evil, 'upstream'))!.score).toBe(1);
});

test('strict: a task URL the harness loads afresh is read as saved state (a raw file shown as text still matches its markup item)', async () => {
  const raw = '<html><head></head><body><pre>&lt;title&gt;GIVE ME SPACE&lt;/title&gt;</pre></body></html>';
  const access = { url: () => 'http://127.0.0.1:4001/', content: async () => raw } as unknown as PageAccess;
  const check = {
    eval_types: ['program_html'],
    reference_answers: null,
    reference_url: '',
    program_html: [{ url: 'http://127.0.0.1:4001/raw/index.html', locator: '', required_contents: { must_include: ['<title>GIVE ME SPACE</title>'] } }],
  };
  expect((await evaluateCompletion({ eval: check } as never, episode, access, 'strict'))!.score).toBe(1);
  const last = { ...check, program_html: [{ ...check.program_html[0], url: 'last' }] };
  expect((await evaluateCompletion({ eval: last } as never, episode, access, 'strict'))!.score).toBe(0);
});
