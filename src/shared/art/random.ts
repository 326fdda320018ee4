/** Deterministic randomness: the same template always gets the same artwork. */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export interface Random {
  (): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 seeded from a string. */
export function seededRandom(seed: string): Random {
  let state = hash(seed);
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.range = (min, max) => min + next() * (max - min);
  next.pick = (items) => items[Math.floor(next() * items.length)];
  return next;
}
