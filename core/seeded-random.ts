/**
 * Seeded pseudo-random numbers for choices that must be the same on every machine (drift
 * changes, page-attack picks): mulberry32 over a 32-bit state, with FNV-1a to turn a string key
 * into that state. Never `Math.random` or the clock. Returns numbers in [0, 1).
 */

/** A generator over the 32-bit `seed` (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator over a string `key` (FNV-1a of its UTF-16 code units, then mulberry32). */
export function seededRandom(key: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return mulberry32(h);
}
