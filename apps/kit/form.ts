/**
 * Reading a parsed form body (`c.req.parseBody({ all: true })`) where a key may repeat: Rails-style
 * forms send a hidden default before a checkbox of the same name (the last value wins), and
 * multi-valued fields (`...[]`) whose first value is the one a single-choice widget set.
 */
type Body = Record<string, unknown>;

const values = (form: Body, key: string): unknown[] => ([] as unknown[]).concat(form[key] ?? []);

/** The last value sent for `key`, trimmed; undefined when the key is absent. */
export function lastField(form: Body, key: string): string | undefined {
  const all = values(form, key);
  return all.length ? String(all[all.length - 1]).trim() : undefined;
}

/** The first value sent for `key`, trimmed; undefined when the key is absent. */
export function firstField(form: Body, key: string): string | undefined {
  const all = values(form, key);
  return all.length ? String(all[0]).trim() : undefined;
}
