/** Listings that come, change and go after the index was built. */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { FIXTURE_NOW, daysAgo, listing, request } from './testing/fixtures';
import { counts, ids } from './testing/answers';

describe('freshness: single listings in and out', () => {
  it('finds an added listing at once, forgets a removed one, and sees a changed price', () => {
    const engine = SearchEngine.build([listing({ id: 1, price: 1_000_000 }), listing({ id: 2, price: 2_000_000 })]);
    engine.upsert(listing({ id: 3, brand: 'Audi', model: 'A4', price: 1_500_000 }));
    expect(ids(engine, { brand: 'audi' })).toEqual([3]);
    engine.upsert(listing({ id: 1, price: 3_000_000 }));
    expect(ids(engine, { price: { min: 25000 } })).toEqual([1]);
    expect(engine.remove(2)).toBe(true);
    expect(engine.remove(2)).toBe(false);
    expect(ids(engine, { sort: 'prijsOplopend' })).toEqual([3, 1]);
    expect(engine.size).toBe(2);
  });

  it('rebuilds itself when many listings changed, without losing any', () => {
    const engine = SearchEngine.build([listing({ id: 1 })]);
    for (let id = 2; id <= 4500; id++) engine.upsert(listing({ id, price: id * 10_000 }));
    for (let id = 2; id <= 1500; id++) engine.remove(id);
    expect(engine.size).toBe(3001);
    expect(engine.stats().builtRows).toBeGreaterThan(2000);
    expect(engine.search(request({ sort: 'prijsAflopend' }), { now: FIXTURE_NOW }).hits[0]?.id).toBe(4500);
    expect(engine.search(request({ price: { max: 160_000 } }), { now: FIXTURE_NOW }).total).toBe(101);
  });

  it('replaces many listings with one rebuild, and answers as if built from them', () => {
    const first = Array.from({ length: 5000 }, (_, index) => listing({ id: index + 1, price: (index + 1) * 10_000 }));
    const engine = SearchEngine.build(first);
    const changed = first.slice(0, 4000).map((document) => ({ ...document, price: document.price + 5_000_000 }));
    engine.upsertMany(changed);
    expect(engine.stats().rebuilds).toBe(1);
    expect(engine.stats()).toMatchObject({ liveRows: 5000, appendedRows: 0, removedRows: 0 });
    const fresh = SearchEngine.build([...first.slice(4000), ...changed]);
    for (const sort of ['prijsOplopend', 'prijsAflopend'] as const) {
      expect(engine.search(request({ sort }), { now: FIXTURE_NOW }).hits.map((hit) => hit.id)).toEqual(
        fresh.search(request({ sort }), { now: FIXTURE_NOW }).hits.map((hit) => hit.id),
      );
    }
    expect(engine.search(request({ price: { min: 50_000 } }), { now: FIXTURE_NOW }).total).toBe(fresh.search(request({ price: { min: 50_000 } }), { now: FIXTURE_NOW }).total);
    // One by one the same change rebuilds the index several times over.
    const oneByOne = SearchEngine.build(first);
    for (const document of changed) oneByOne.upsert(document);
    expect(oneByOne.stats().rebuilds).toBeGreaterThan(1);
  });

  it('replaces a few listings in place, without a rebuild', () => {
    const engine = SearchEngine.build(Array.from({ length: 3000 }, (_, index) => listing({ id: index + 1 })));
    engine.upsertMany([listing({ id: 1, price: 99_000_000 }), listing({ id: 3001, brand: 'Audi', model: 'A4' })]);
    expect(engine.stats()).toMatchObject({ rebuilds: 0, liveRows: 3001 });
    expect(ids(engine, { brand: 'audi' })).toEqual([3001]);
  });

  it('regression: a removed listing is counted out once, also when no filter is set', () => {
    const engine = SearchEngine.build([listing({ id: 1 }), listing({ id: 2 }), listing({ id: 3, brand: 'Audi', model: 'A4' })]);
    engine.remove(2);
    const facets = engine.search(request(), { now: FIXTURE_NOW }).facets;
    expect(facets && counts(facets.brand)).toEqual({ audi: 1, volkswagen: 1 });
    expect(facets && counts(facets.colour)).toEqual({ zwart: 2 });
  });

  it('keeps listings of other mobility types out of a type search after they were appended', () => {
    const engine = SearchEngine.build([listing({ id: 1 })]);
    engine.upsert(listing({ id: 2, mobilityType: 'motor', kind: 'motor', bodyType: 'naked', brand: 'Yamaha', model: 'MT-07' }));
    expect(ids(engine, {})).toEqual([1]);
    expect(ids(engine, { mobilityType: 'motor' })).toEqual([2]);
    expect(ids(engine, { mobilityType: 'alle' }).sort()).toEqual([1, 2]);
  });
});

describe('new since a moment', () => {
  const engine = SearchEngine.build([
    listing({ id: 1, brand: 'Volkswagen', addedAt: daysAgo(10) }),
    listing({ id: 2, brand: 'Volkswagen', addedAt: daysAgo(2) }),
    listing({ id: 3, brand: 'Volkswagen', addedAt: daysAgo(0) }),
    listing({ id: 4, brand: 'Audi', addedAt: daysAgo(0) }),
  ]);

  it('counts only the matches added after the moment, and nothing when not asked', () => {
    const since = daysAgo(5);
    expect(engine.search(request({ brand: 'volkswagen' }), { now: FIXTURE_NOW, countAddedAfter: since }).addedAfter).toBe(2);
    expect(engine.search(request(), { now: FIXTURE_NOW, countAddedAfter: since }).addedAfter).toBe(3);
    expect(engine.search(request({ brand: 'volkswagen' }), { now: FIXTURE_NOW, countAddedAfter: FIXTURE_NOW }).addedAfter).toBe(0);
    expect(engine.search(request(), { now: FIXTURE_NOW }).addedAfter).toBeNull();
  });
});
