import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, weightedTable } from './random';

describe('seeded random', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const draw = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw('demo')).toEqual(draw('demo'));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('stays within bounds and covers them', () => {
    const random = createRandom(5);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const value = random.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      seen.add(value);
      const unit = random.next();
      expect(unit).toBeGreaterThanOrEqual(0);
      expect(unit).toBeLessThan(1);
    }
    expect(seen.size).toBe(7);
  });

  it('picks by weight', () => {
    const random = createRandom(9);
    const pick = weightedTable([['a', 70], ['b', 20], ['c', 10]] as const);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[pick(random)]++;
    expect(counts.a / 20_000).toBeCloseTo(0.7, 1);
    expect(counts.c / 20_000).toBeCloseTo(0.1, 1);
    const direct = { x: 0, y: 0 };
    for (let i = 0; i < 10_000; i++) direct[random.weighted([['x', 1], ['y', 3]] as const)]++;
    expect(direct.y / 10_000).toBeCloseTo(0.75, 1);
  });

  it('draws a standard normal and samples without repeats', () => {
    const random = createRandom(3);
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(variance).toBeCloseTo(1, 1);
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });

  it('hashes parts into independent seeds', () => {
    expect(hashSeed(1, 'listing', 2)).toBe(hashSeed(1, 'listing', 2));
    expect(hashSeed(1, 'listing', 2)).not.toBe(hashSeed(1, 'listing', 3));
    expect(hashSeed('ab', 'c')).not.toBe(hashSeed('a', 'bc'));
  });
});
