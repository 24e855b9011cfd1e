/**
 * The replicas' effects wrapper (apps/kit/effects.ts, issue 55) around a stand-in handler with a
 * change counter: a write carries its rule's effect or `undeclared write: ...`, a request that
 * changed nothing carries none (and cannot forge one), a read running beside a write is not
 * blamed for it, and the app still reads the body.
 */
import { expect, test } from '@playwright/test';
import { EFFECT_HEADER, type EffectRule } from '../../core/effects';
import { effectsFetch } from '../../apps/kit/effects';

const RULES: EffectRule[] = [{ method: 'POST', path: '^/items$', body: { kind: '^(?<k>\\w+)$' }, effect: 'create {kind} item' }];
const U = 'http://127.0.0.1:9';

/** A stand-in app: POST /items and POST /other write one row each (the JSON body's `kind` must be set); a read may wait for `gate`. */
function app() {
  let rows = 0;
  let gate: Promise<void> = Promise.resolve();
  const seen: string[] = [];
  const handler = async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (req.method === 'GET') {
      await gate;
      return new Response('read', { headers: { [EFFECT_HEADER]: 'forged by the app' } });
    }
    const body = (await req.json()) as { kind?: string };
    seen.push(String(body.kind));
    if (!body.kind) return new Response('refused', { status: 422 });
    if (path === '/boom') throw new Error('boom');
    rows++;
    return path === '/items' ? Response.redirect(`${U}/items/1`, 302) : new Response('ok');
  };
  return {
    fetch: effectsFetch(handler, { rules: RULES, changes: () => rows }),
    seen,
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return release;
    },
  };
}

const post = (path: string, body: unknown) =>
  new Request(`${U}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

test('a write carries its effect, also on an immutable redirect; the app reads the body', async () => {
  const a = app();
  const res = await a.fetch(post('/items', { kind: 'blue' }));
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`${U}/items/1`);
  expect(res.headers.get(EFFECT_HEADER)).toBe('create blue item');
  expect(a.seen).toEqual(['blue']);
});

test('a write no rule names is an undeclared write; a refused one and a read carry nothing, not even what the app set', async () => {
  const a = app();
  expect((await a.fetch(post('/other', { kind: 'x' }))).headers.get(EFFECT_HEADER)).toBe('undeclared write: POST /other');
  expect((await a.fetch(post('/items', {}))).headers.get(EFFECT_HEADER)).toBeNull();
  const read = await a.fetch(new Request(`${U}/items`));
  expect(read.headers.get(EFFECT_HEADER)).toBeNull();
  expect(await read.text()).toBe('read');
});

test('a read running beside a write is not blamed for it: requests are handled one at a time', async () => {
  const a = app();
  const release = a.hold();
  const read = a.fetch(new Request(`${U}/items`));
  const write = a.fetch(post('/items', { kind: 'red' }));
  await new Promise((r) => setTimeout(r, 20));
  expect(a.seen).toEqual([]);
  release();
  const [r, w] = await Promise.all([read, write]);
  expect(r.headers.get(EFFECT_HEADER)).toBeNull();
  expect(w.headers.get(EFFECT_HEADER)).toBe('create red item');
});

test('a handler that throws passes its error on and the next request is served', async () => {
  const a = app();
  await expect(a.fetch(post('/boom', { kind: 'x' }))).rejects.toThrow('boom');
  expect((await a.fetch(post('/items', { kind: 'green' }))).headers.get(EFFECT_HEADER)).toBe('create green item');
});
