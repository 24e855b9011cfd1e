/**
 * Sends one request to a replica as a browser would (JSON, urlencoded or multipart body, no
 * redirect followed) and returns what its effect header says next to what `effectOf` says of the
 * same method, URL and body before it is sent: the two must agree (issue 55).
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { EFFECT_HEADER, type EffectRule, effectFromHeader, effectOf } from '../../core/effects';

export interface SendOptions {
  method?: string;
  json?: unknown;
  /** Urlencoded fields, in order (a name may repeat). */
  form?: Array<[string, string]> | Record<string, string>;
  /** Multipart fields, in order, and files (name, filename, content). */
  multipart?: { fields: Array<[string, string]>; files?: Array<[string, string, string]> };
}

export interface Sent {
  status: number;
  /** The effect header's text (null: the replica says nothing was written). */
  effect: string | null;
  /** `effectOf(rules, request)`, computed before the request was sent. */
  predicted: string | null;
  location?: string;
  text: string;
}

function encode(o: SendOptions): { body?: string; contentType?: string } {
  if (o.json !== undefined) return { body: JSON.stringify(o.json), contentType: 'application/json' };
  if (o.form)
    return { body: new URLSearchParams(Array.isArray(o.form) ? o.form : Object.entries(o.form)).toString(), contentType: 'application/x-www-form-urlencoded' };
  if (o.multipart) {
    const b = '----stwabEffects7MA4YWxk';
    const parts = o.multipart.fields.map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    for (const [k, name, content] of o.multipart.files ?? [])
      parts.push(`--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`);
    return { body: `${parts.join('')}--${b}--\r\n`, contentType: `multipart/form-data; boundary=${b}` };
  }
  return {};
}

/** Sends `o` to `url` with `api` (its cookies) and reads the effect header. */
export async function send(api: APIRequestContext, rules: readonly EffectRule[], url: string, o: SendOptions = {}): Promise<Sent> {
  const method = o.method ?? (o.json !== undefined || o.form || o.multipart ? 'POST' : 'GET');
  const { body, contentType } = encode(o);
  const predicted = effectOf(rules, { method, url, body, contentType });
  const res = await api.fetch(url, { method, maxRedirects: 0, ...(body !== undefined ? { data: body, headers: { 'content-type': contentType! } } : {}) });
  const header = res.headers()[EFFECT_HEADER];
  return {
    status: res.status(),
    effect: header === undefined ? null : effectFromHeader(header),
    predicted,
    location: res.headers().location,
    text: await res.text(),
  };
}

/** The replica wrote and named it `effect`, and the rules said so from the request alone. */
export function expectEffect(sent: Sent, effect: string): void {
  expect({ effect: sent.effect, predicted: sent.predicted }, `${sent.status} ${sent.text.slice(0, 200)}`).toEqual({ effect, predicted: effect });
}

/** The replica wrote nothing (no effect header). */
export function expectNoWrite(sent: Sent): void {
  expect(sent.effect, `${sent.status} ${sent.text.slice(0, 200)}`).toBeNull();
}
