/**
 * The fields of a request body as effect rules read them (core/effects.ts, issue 55): every
 * value of every name, and whether the body was a form (urlencoded or multipart) or JSON. Pure.
 */

/** `form`: urlencoded or multipart; `json`: a JSON object; `none`: no fields could be read. */
export type BodyKind = 'form' | 'json' | 'none';

/** Every value of each field, in body order, and the kind of body they came from. */
export interface BodyValues {
  kind: BodyKind;
  values: Map<string, string[]>;
}

/**
 * Reads a body: urlencoded form, multipart form (text parts; file parts are left out) or a
 * top-level JSON object (strings, numbers and booleans as text; `null` counts as absent, as apps
 * read `b.x ?? ''`). A body that parses as a JSON object
 * counts as JSON under any type but a form type, because apps read JSON whatever the header says
 * (Hono's `c.req.json()`); without a type, a body that is not JSON is read as urlencoded.
 */
export function bodyValues(body: string | null | undefined, contentType: string | null | undefined): BodyValues {
  const values = new Map<string, string[]>();
  const add = (k: string, v: string) => {
    const list = values.get(k);
    if (list) list.push(v);
    else values.set(k, [v]);
  };
  if (!body) return { kind: 'none', values };
  const type = (contentType ?? '').toLowerCase().trim();
  if (type.startsWith('multipart/form-data')) {
    multipart(body, contentType ?? '', add);
    return { kind: 'form', values };
  }
  const form = type.startsWith('application/x-www-form-urlencoded');
  if (!form && (type.includes('json') || /^\s*\{/.test(body))) {
    try {
      const v = JSON.parse(body) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        for (const [k, x] of Object.entries(v)) if (['string', 'number', 'boolean'].includes(typeof x)) add(k, String(x));
        return { kind: 'json', values };
      }
    } catch {
      // Not JSON after all: a form below when it may be one.
    }
    if (type.includes('json')) return { kind: 'none', values };
  }
  if (!form && type) return { kind: 'none', values };
  for (const [k, v] of new URLSearchParams(body)) add(k, v);
  return { kind: 'form', values };
}

/** Text parts of a `multipart/form-data` body (RFC 7578); the boundary comes from the content type. */
function multipart(body: string, contentType: string, add: (k: string, v: string) => void): void {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return;
  for (const part of body.split(`--${mark}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined || /;\s*filename\*?=/i.test(head)) continue;
    add(name, part.slice(split + 4).replace(/\r\n$/, ''));
  }
}
