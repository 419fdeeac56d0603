/**
 * A tiny seeded PRNG so the demo city is the same on every machine and every run.
 * Math.random would make URLs, prices and seat maps change between restarts.
 */

/** The one seed of the demo city; change it and every generated name and price changes. */
export const DEMO_CITY_SEED = 0x1a5_7e6a;

/** mulberry32: 32-bit state, good enough statistical quality for fake data, and fast. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit hash for deriving sub-seeds from keys. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the key alone, for decisions that must not depend on generation order. */
export function hashUnit(key: string): number {
  return mulberry32(hashString(key))();
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (fewer when the input is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int(min, max) {
      if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
      return min + Math.floor(next() * (max - min + 1));
    },
    float(min, max) {
      return min + next() * (max - min);
    },
    chance(probability) {
      return next() < probability;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      // The index is always in range, so the lookup cannot be undefined.
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const a = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = a;
      }
      return out;
    },
    sample(items, count) {
      return rng.shuffle(items).slice(0, Math.max(0, count));
    },
  };
  return rng;
}

/**
 * An independent stream per key (e.g. "product:1042:skus"), so adding a product or a field
 * to one generator does not shift every value generated after it.
 */
export function rngFor(key: string, seed: number = DEMO_CITY_SEED): Rng {
  return createRng(hashString(`${seed}:${key}`));
}
