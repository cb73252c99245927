/** The frame height filter and its facet (one bucket per centimetre), answered from the pack and from the column. */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { FIXTURE_NOW, listing, request } from './testing/fixtures';

const bike = (frameHeight: number | null, overrides: Parameters<typeof listing>[0] = {}) =>
  listing({ mobilityType: 'bicycle', kind: 'fiets', bodyType: 'stadsfiets', fuel: [], transmission: null, frameHeight, ...overrides });

const docs = [bike(49), bike(53), bike(53), bike(57), bike(61), bike(null), listing()];
const engine = SearchEngine.build(docs);
const search = (input: Parameters<typeof request>[0]) => engine.search(request({ mobilityType: 'bicycle', ...input }), { now: FIXTURE_NOW });

describe('frame height', () => {
  it('counts bicycles per centimetre; a bicycle without a stated height counts in no bucket', () => {
    expect(search({}).facets?.frameHeight).toEqual([
      { from: 49, to: 50, count: 1 },
      { from: 53, to: 54, count: 2 },
      { from: 57, to: 58, count: 1 },
      { from: 61, to: 62, count: 1 },
    ]);
  });

  it('filters inclusively at both ends, and its facet still counts every height (the filter ignores itself)', () => {
    const result = search({ frameHeight: { min: 53, max: 57 } });
    expect(result.total).toBe(3);
    expect(result.facets?.frameHeight.map((bucket) => bucket.count)).toEqual([1, 2, 1, 1]);
  });

  it('answers bounds past the last step from the column, with the same counts', () => {
    expect(search({ frameHeight: { min: 57, max: 120 } }).total).toBe(2);
    expect(search({ frameHeight: { min: 57, max: 120 } }).facets?.frameHeight.map((bucket) => bucket.count)).toEqual([1, 2, 1, 1]);
  });

  it('narrows the other facets to the chosen heights', () => {
    const result = search({ frameHeight: { max: 53 } });
    expect(result.total).toBe(3);
    expect(result.facets?.bodyType).toEqual([{ value: 'stadsfiets', count: 3 }]);
  });

  it('counts only its matches when another range without a facet is set too (they share one fail bit)', () => {
    const result = search({ frameHeight: { min: 53 }, modelYear: { min: 2000 } });
    expect(result.facets?.frameHeight.every((bucket) => (bucket.from ?? 0) >= 53)).toBe(true);
  });
});
