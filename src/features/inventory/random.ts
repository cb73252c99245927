/**
 * A small seeded random source (sfc32) for the demo inventory. Everything the generator makes
 * comes from here, so one seed always gives the same dealers and listings; Math.random is
 * never used in generation.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to one. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** k distinct items in random order (k is capped at items.length). */
  sample<T>(items: readonly T[], k: number): T[];
}

/** 32-bit hash of a string or number, used to derive independent streams from one seed. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2f;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number | string): Random {
  const s = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = s;
  const raw = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up so nearby seeds diverge.
  for (let i = 0; i < 15; i++) raw();

  let spareNormal: number | undefined;
  const random: Random = {
    next: raw,
    int(min, max) {
      return min + Math.floor(raw() * (max - min + 1));
    },
    chance(p) {
      return raw() < p;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(raw() * items.length)] as T;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = raw() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    normal() {
      if (spareNormal !== undefined) {
        const value = spareNormal;
        spareNormal = undefined;
        return value;
      }
      let u = raw();
      while (u === 0) u = raw();
      const v = raw();
      const r = Math.sqrt(-2 * Math.log(u));
      spareNormal = r * Math.sin(2 * Math.PI * v);
      return r * Math.cos(2 * Math.PI * v);
    },
    sample<T>(items: readonly T[], k: number): T[] {
      const copy = items.slice();
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(raw() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
  };
  return random;
}

/** A weighted table prepared once for many picks (binary search over cumulative weights). */
export function weightedTable<T>(items: readonly (readonly [T, number])[]): (random: Random) => T {
  const values = items.map(([value]) => value);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) {
    total += weight;
    cumulative.push(total);
  }
  if (values.length === 0) throw new Error('empty weighted table');
  return (random) => {
    const roll = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}
