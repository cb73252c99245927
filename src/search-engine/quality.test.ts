import { describe, expect, it } from 'vitest';
import { assuranceScore, pricePlausibility, qualityBase, qualityScore, quantizeQuality, QUALITY_HALF_LIFE_DAYS, type QualityInput } from './quality';

const DAY = 86_400_000;
const now = Date.UTC(2025, 5, 1);
const base: QualityInput = { photosCount: 6, hasNap: false, warrantyTypes: [], certainties: [], price: 1_000_000, addedAt: now };
const score = (overrides: Partial<QualityInput> = {}, median: number | null = 1_000_000) => qualityScore({ ...base, ...overrides }, median);

describe('besteResultaat quality score', () => {
  it.each<[string, Partial<QualityInput>]>([
    ['more photos', { photosCount: 12 }],
    ['a NAP mileage check', { hasNap: true }],
    ['a BOVAG warranty', { warrantyTypes: ['bovag12maanden'] }],
    ['a factory warranty', { warrantyTypes: ['fabrieksgarantie'] }],
    ['more certainties', { certainties: ['afleverbeurt', 'puntencheck40'] }],
    ['a fresher listing', { addedAt: now + DAY }],
  ])('ranks a listing with %s higher', (_label, better) => {
    expect(score(better)).toBeGreaterThan(score());
  });

  it('ranks a BOVAG warranty above a factory warranty', () => {
    expect(score({ warrantyTypes: ['bovag6maanden'] })).toBeGreaterThan(score({ warrantyTypes: ['fabrieksgarantie'] }));
  });

  it('ranks an implausible price lower: far below or above comparable listings, or no price', () => {
    expect(score({ price: 200_000 })).toBeLessThan(score());
    expect(score({ price: 4_000_000 })).toBeLessThan(score());
    expect(score({ price: 0 })).toBeLessThan(score({ price: 450_000 }));
    expect(score({ price: 0 }, null)).toBeLessThan(score({}, null));
  });

  it('stops counting photos after twelve and certainties after five', () => {
    expect(score({ photosCount: 40 })).toBe(score({ photosCount: 12 }));
    const many = ['afleverbeurt', 'puntencheck40', 'omruilgarantie', 'volledigOnderhouden', 'onderhoudshistorie'] as const;
    expect(score({ certainties: [...many, 'garantie6maanden'] })).toBe(score({ certainties: [...many] }));
  });

  it('halves a listing’s standing every half-life: half the base score, one half-life newer, ranks the same', () => {
    const perfect: QualityInput = { photosCount: 12, hasNap: true, warrantyTypes: ['bovag24maanden'], certainties: ['a', 'b', 'c', 'd', 'e'] as never, price: 1_000_000, addedAt: now };
    const full = qualityBase(perfect, 1_000_000);
    expect(full).toBeCloseTo(1, 9);
    const later = now + QUALITY_HALF_LIFE_DAYS * DAY;
    const half = qualityScore({ ...perfect, addedAt: later }, 1_000_000) - Math.log(2);
    expect(half).toBeCloseTo(qualityScore(perfect, 1_000_000), 9);
  });

  it('keeps its order when quantized', () => {
    const values = [score({ photosCount: 0 }), score(), score({ photosCount: 12 }), score({ addedAt: now + DAY })].sort((a, b) => a - b);
    const quantized = values.map(quantizeQuality);
    expect([...quantized].sort((a, b) => a - b)).toEqual(quantized);
    expect(new Set(quantized).size).toBe(4);
  });
});

describe('price plausibility', () => {
  it('is neutral without comparable listings and full inside the usual band', () => {
    expect(pricePlausibility(1_000_000, null)).toBe(0.5);
    expect(pricePlausibility(700_000, 1_000_000)).toBe(1);
    expect(pricePlausibility(1_400_000, 1_000_000)).toBe(1);
    expect(pricePlausibility(300_000, 1_000_000)).toBe(0);
    expect(pricePlausibility(3_000_000, 1_000_000)).toBe(0);
  });
});

describe('zekerheden score', () => {
  it('counts certainties, plus 2 for a BOVAG warranty and 1 for another warranty', () => {
    expect(assuranceScore({ warrantyTypes: [], certainties: [] })).toBe(0);
    expect(assuranceScore({ warrantyTypes: ['bovag12maanden', 'merkgarantie'], certainties: ['afleverbeurt'] })).toBe(4);
  });
});
