/**
 * A seeded uniform generator for the paired bootstrap (issue 58): the same seed gives the same
 * resamples on every machine, so a stated interval can be reproduced. Marsaglia's xorshift32
 * (shifts 13, 17, 5; "Xorshift RNGs", J. Stat. Softw. 8(14), 2003), its state started from the
 * seed through MurmurHash3's 32-bit finaliser so that small seeds (1, 2, ...) do not start with
 * a run of tiny numbers. Enough for drawing task indices; not for cryptography.
 */

/** MurmurHash3's fmix32: a bijection on 32-bit integers that spreads every input bit. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A generator of numbers in (0, 1) from an integer seed in [0, 2^32). Throws on any other seed
 * (the CLI passes the user's `--seed`).
 */
export function seededRandom(seed: number): () => number {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`seed must be an integer from 0 to 4294967295, got ${seed}`);
  // xorshift32 never leaves 0; fmix32 maps only 0 to 0, so seed 0 takes a fixed odd state.
  let x = fmix32(seed) || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}
