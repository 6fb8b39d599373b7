/**
 * A small seeded pseudo-random generator for demo and benchmark data: the same seed gives the same sequence on
 * every machine and run, which Math.random cannot promise. Not for anything secret.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One key chosen with the given relative weights. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K;
}

/** 32-bit FNV-1a of a string: turns a readable seed such as 'catalog:000000' into a number. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and well distributed enough for picking demo values. */
export function createPrng(seed: string): Prng {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: <K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K => {
      const total = weights.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of weights) {
        roll -= w;
        if (roll < 0) return key;
      }
      const last = weights[weights.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
}
