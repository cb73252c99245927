/** The filters of issue 20 in the engine (decision 037): counts, lease, import, accessories, switches, power in pk. */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { FIXTURE_NOW, listing, request } from './testing/fixtures';
import { ids } from './testing/answers';

const docs = [
  listing({ id: 1, doors: 3, seats: 4, gears: 5, cylinders: 3, leasePrice: 249, accessories: ['navigatie'], imported: 'ja', powerKw: 110 }),
  listing({ id: 2, doors: 5, seats: 7, gears: 8, cylinders: 4, leasePrice: null, accessories: ['trekhaak'], vatDeductible: true, powerKw: 75 }),
  listing({ id: 3, doors: 5, seats: 5, gears: 6, cylinders: 6, leasePrice: 500, fuel: ['hybride', 'elektriciteit'], pluginHybrid: true, powerKw: null }),
  listing({ id: 4, mobilityType: 'motor', kind: 'motor', bodyType: 'naked', doors: null, seats: 2, gears: 6, cylinders: 2, vatDeductible: true, accessories: ['cruiseControl'] }),
];
const engine = SearchEngine.build(docs);
const search = (input: Parameters<typeof request>[0]) => engine.search(request(input), { now: FIXTURE_NOW });

describe('the filters of issue 20', () => {
  it('filters the counts, the lease price and power in pk', () => {
    expect(ids(engine, { doors: { min: 5 } })).toEqual([2, 3]);
    expect(ids(engine, { seats: { min: 5, max: 5 } })).toEqual([3]);
    expect(ids(engine, { gears: { min: 6, max: 7 } })).toEqual([3]);
    expect(ids(engine, { cylinders: { max: 3 } })).toEqual([1]);
    expect(ids(engine, { leasePrice: { max: 300 } })).toEqual([1]);
    // 110 kW is 150 pk, 75 kW 102 pk.
    expect(ids(engine, { powerPk: { min: 150 } })).toEqual([1]);
    expect(ids(engine, { powerPk: { min: 100, max: 110 } })).toEqual([2]);
  });

  it('filters import, accessories and the three switches', () => {
    expect(ids(engine, { imported: ['ja'] })).toEqual([1]);
    expect(ids(engine, { imported: ['nee'] })).toEqual([2, 3]);
    expect(ids(engine, { accessories: ['navigatie', 'trekhaak'] })).toEqual([1, 2]);
    expect(ids(engine, { vatDeductible: true })).toEqual([2]);
    expect(ids(engine, { onlineToLease: true })).toEqual([1, 3]);
    expect(ids(engine, { pluginHybrid: true })).toEqual([3]);
  });

  it('counts each switch and the accessories in the facets', () => {
    const facets = search({}).facets;
    expect(facets).toMatchObject({ vatDeductible: 1, onlineToLease: 2, pluginHybrid: 1 });
    expect(facets?.accessories).toEqual([
      { value: 'navigatie', count: 1 },
      { value: 'trekhaak', count: 1 },
    ]);
    expect(facets?.doors).toEqual([
      { from: 3, to: 4, count: 1 },
      { from: 5, to: null, count: 2 },
    ]);
  });

  it('regression: two filters sharing a bit on one pack never reuse each other\'s table', () => {
    // The switches share the OTHER bit and a pack; so do the counts. A cached table keyed without the field answered the other one.
    expect(ids(engine, { mobilityType: 'car', pluginHybrid: true })).toEqual([3]);
    expect(ids(engine, { mobilityType: 'motor', vatDeductible: true })).toEqual([4]);
    expect(ids(engine, { mobilityType: 'alle', doors: { min: 5 } })).toEqual([2, 3]);
    expect(ids(engine, { mobilityType: 'alle', seats: { min: 5 } })).toEqual([2, 3]);
  });
});
