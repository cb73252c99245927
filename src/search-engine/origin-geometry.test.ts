import { describe, expect, it } from 'vitest';
import { GeometryCache } from './origin-geometry';
import type { Dictionaries } from './store';

// The cache reads the dictionaries' location columns alone; the rest of a store is not needed here.
const dictionaries = { locationLatitude: [52.09, 52.37, 53.22], locationLongitude: [5.12, 4.9, 6.57] } as unknown as Dictionaries;
const place = (index: number) => ({ latitude: 51 + index / 1000, longitude: 4 + index / 1000 });

describe('the places a search measures from', () => {
  it('keeps a few places whole and many more places’ distances', () => {
    const cache = new GeometryCache();
    const first = cache.get(dictionaries, place(0));
    expect(cache.get(dictionaries, place(0))).toBe(first);
    expect(first.step).toHaveLength(3);
    // Past the 32 whole places kept, the place's distances are still known: not computed again.
    for (let index = 1; index <= 40; index++) cache.get(dictionaries, place(index));
    const again = cache.get(dictionaries, place(0));
    expect(again).not.toBe(first);
    expect(again.km).toBe(first.km);
    expect(again.rowsBySegment.size).toBe(0);
    // Past 512 places, the oldest are computed again, to the same figures.
    for (let index = 41; index <= 600; index++) cache.get(dictionaries, place(index));
    const anew = cache.get(dictionaries, place(0));
    expect(anew.km).not.toBe(first.km);
    expect([...anew.km]).toEqual([...first.km]);
    expect([...anew.step]).toEqual([...first.step]);
  });
});
