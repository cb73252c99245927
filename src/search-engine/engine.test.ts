import { describe, expect, it } from 'vitest';
import { SORT_ORDERS } from '@/lib/vehicle/enums';
import { SearchEngine } from './engine';
import type { FacetOption } from './facets';
import { AMSTERDAM, FIXTURE_NOW, GRONINGEN, UTRECHT, daysAgo, listing, request } from './testing/fixtures';

const ids = (engine: SearchEngine, input: Parameters<typeof request>[0], options = {}) =>
  engine.search(request(input), { now: FIXTURE_NOW, ...options }).hits.map((hit) => hit.id);
const counts = (options: readonly FacetOption[]) => Object.fromEntries(options.map((option) => [option.value, option.count]));

describe('disjunctive facets', () => {
  const engine = SearchEngine.build([
    listing({ id: 1, brand: 'Volkswagen', model: 'Golf', colour: 'zwart', fuel: ['benzine'] }),
    listing({ id: 2, brand: 'Volkswagen', model: 'Polo', colour: 'wit', fuel: ['diesel'] }),
    listing({ id: 3, brand: 'Audi', model: 'A4', colour: 'zwart', fuel: ['diesel'] }),
    listing({ id: 4, brand: 'Audi', model: 'A3', colour: 'rood', fuel: ['benzine', 'elektriciteit'] }),
    listing({ id: 5, brand: 'BMW', model: '3-serie', colour: 'zwart', fuel: ['benzine'] }),
  ]);

  it('counts each facet with every filter but its own', () => {
    const result = engine.search(request({ brand: 'audi', colour: 'zwart' }), { now: FIXTURE_NOW });
    expect(result.total).toBe(1);
    expect(result.hits.map((hit) => hit.id)).toEqual([3]);
    const facets = result.facets;
    expect(facets && counts(facets.colour)).toEqual({ zwart: 1, rood: 1 });
    expect(facets && counts(facets.brand)).toEqual({ audi: 1, bmw: 1, volkswagen: 1 });
    expect(facets && counts(facets.fuel)).toEqual({ diesel: 1 });
  });

  it('counts a multi-valued field once per value', () => {
    const facets = engine.search(request({ brand: 'audi' }), { now: FIXTURE_NOW }).facets;
    expect(facets && counts(facets.fuel)).toEqual({ benzine: 1, diesel: 1, elektriciteit: 1 });
  });

  it('lists brands alphabetically with their labels, and the models of the selected brands', () => {
    const facets = engine.search(request(), { now: FIXTURE_NOW }).facets;
    expect(facets?.brand.map((option) => option.label)).toEqual(['Audi', 'BMW', 'Volkswagen']);
    expect(facets?.model).toEqual([]);
    const audi = engine.search(request({ brand: 'audi' }), { now: FIXTURE_NOW }).facets;
    expect(audi?.model).toEqual([
      { value: 'a3', label: 'A3', brand: 'audi', count: 1 },
      { value: 'a4', label: 'A4', brand: 'audi', count: 1 },
    ]);
  });

  it('gives an empty result, not an error, for a brand no listing has, and still offers the others', () => {
    const result = engine.search(request({ brand: 'lada' }), { now: FIXTURE_NOW });
    expect(result.total).toBe(0);
    expect(result.facets && counts(result.facets.brand)).toEqual({ audi: 2, bmw: 1, lada: 0, volkswagen: 2 });
  });

  it('can leave the facets out', () => {
    expect(engine.search(request(), { now: FIXTURE_NOW, facets: false }).facets).toBeNull();
  });
});

describe('brand and model together', () => {
  const engine = SearchEngine.build([
    listing({ id: 1, brand: 'Fiat', model: '500' }),
    listing({ id: 2, brand: 'Abarth', model: '500' }),
    listing({ id: 3, brand: 'Audi', model: 'A4' }),
    listing({ id: 4, brand: 'Volkswagen', model: 'Golf' }),
    listing({ id: 5, brand: 'Volkswagen', model: 'Polo' }),
  ]);
  const matching = (input: Parameters<typeof request>[0]) => ids(engine, input).sort();

  it('a model shared by two brands applies to the selected brand only', () => {
    expect(matching({ brand: 'fiat', model: '500' })).toEqual([1]);
  });
  it('a model alone finds it under every brand', () => {
    expect(matching({ model: '500' })).toEqual([1, 2]);
  });
  it('an old link to a model no listing has any more answers none, not every listing of the brand', () => {
    expect(matching({ brand: 'volkswagen', model: 'passat' })).toEqual([]);
    const changing = SearchEngine.build([listing({ id: 1, brand: 'Volkswagen', model: 'Golf' }), listing({ id: 2, brand: 'Volkswagen', model: 'Passat' })]);
    changing.remove(2);
    expect(ids(changing, { brand: 'volkswagen', model: 'passat' })).toEqual([]);
    expect(ids(changing, { brand: 'volkswagen' })).toEqual([1]);
  });

  it('a model implies its brand next to other selected brands', () => {
    expect(matching({ brand: 'audi', model: 'golf' })).toEqual([3, 4]);
    expect(matching({ brand: ['audi', 'volkswagen'], model: 'golf' })).toEqual([3, 4]);
  });
});

describe('range buckets', () => {
  it('counts prices in the steps of the price selects, ignoring the price filter itself', () => {
    const engine = SearchEngine.build([
      listing({ id: 1, price: 30_000 }),
      listing({ id: 2, price: 499_999 }),
      listing({ id: 3, price: 500_000 }),
      listing({ id: 4, price: 8_000_000 }),
    ]);
    const result = engine.search(request({ price: { min: 5000 } }), { now: FIXTURE_NOW });
    expect(result.total).toBe(2);
    expect(result.facets?.price).toEqual([
      { from: null, to: 500, count: 1 },
      { from: 4500, to: 5000, count: 1 },
      { from: 5000, to: 6000, count: 1 },
      { from: 75000, to: null, count: 1 },
    ]);
  });

  it('counts power in the bands of product §3 and leaves out listings without power', () => {
    const engine = SearchEngine.build([listing({ id: 1, powerKw: 49 }), listing({ id: 2, powerKw: 50 }), listing({ id: 3, powerKw: 351 }), listing({ id: 4, powerKw: null })]);
    expect(engine.search(request(), { now: FIXTURE_NOW }).facets?.powerKw).toEqual([
      { from: null, to: 50, count: 1 },
      { from: 50, to: 75, count: 1 },
      { from: 350, to: null, count: 1 },
    ]);
  });

  it('treats a price bound as whole euros, inclusive at both ends', () => {
    const engine = SearchEngine.build([listing({ id: 1, price: 2_000_000 }), listing({ id: 2, price: 2_000_050 })]);
    expect(ids(engine, { price: { max: 20000 } })).toEqual([1]);
    expect(ids(engine, { price: { min: 20000, max: 20000 } })).toEqual([1]);
  });
});

describe('sort orders', () => {
  const docs = [
    listing({ id: 1, price: 500_000, year: 2015, month: 3, mileage: 120_000, modelYear: 2015, addedAt: daysAgo(30), certainties: [], ...UTRECHT }),
    listing({ id: 2, price: 900_000, year: 2019, month: 1, mileage: null, modelYear: null, addedAt: daysAgo(1), certainties: ['afleverbeurt'], ...GRONINGEN }),
    listing({ id: 3, price: 700_000, year: 2019, month: 11, mileage: 30_000, modelYear: 2020, addedAt: daysAgo(5), certainties: ['afleverbeurt', 'puntencheck40'], warrantyTypes: ['bovag12maanden'], ...AMSTERDAM }),
    listing({ id: 4, price: 300_000, year: 2010, month: 7, mileage: 200_000, modelYear: 2011, addedAt: daysAgo(60), certainties: [], ...UTRECHT }),
  ];
  const engine = SearchEngine.build(docs);
  const expected: Record<(typeof SORT_ORDERS)[number], number[]> = {
    besteResultaat: ids(engine, {}),
    laatstToegevoegd: [2, 3, 1, 4],
    zekerheden: [3, 2, ...ids(engine, {}).filter((id) => id === 1 || id === 4)],
    prijsOplopend: [4, 1, 3, 2],
    prijsAflopend: [2, 3, 1, 4],
    bouwjaarOplopend: [4, 1, 2, 3],
    bouwjaarAflopend: [3, 2, 1, 4],
    kilometerstandOplopend: [3, 1, 4, 2],
    kilometerstandAflopend: [4, 1, 3, 2],
    modeljaarOplopend: [4, 1, 3, 2],
    modeljaarAflopend: [3, 1, 4, 2],
    afstand: [...ids(engine, {}).filter((id) => id === 1 || id === 4), 3, 2],
  };

  it.each(SORT_ORDERS)('%s', (sort) => {
    expect(ids(engine, { sort, postalCode: '3511 AB' })).toEqual(expected[sort]);
  });

  it('orders besteResultaat by the quality score: the fresh, complete, warrantied listing first', () => {
    expect(expected.besteResultaat[0]).toBe(3);
    expect(expected.besteResultaat.at(-1)).toBe(4);
  });
});

describe('paging at any depth', () => {
  const docs = Array.from({ length: 3000 }, (_, index) => listing({ id: index + 1, price: (index + 1) * 100 }));
  const engine = SearchEngine.build(docs);

  it('returns the 24 listings of a deep page and the page count', () => {
    const result = engine.search(request({ sort: 'prijsOplopend', page: 100 }), { now: FIXTURE_NOW });
    expect(result.total).toBe(3000);
    expect(result.pageCount).toBe(125);
    expect(result.hits.map((hit) => hit.id)).toEqual(Array.from({ length: 24 }, (_, index) => 2377 + index));
  });

  it('returns the short last page', () => {
    const result = engine.search(request({ sort: 'prijsAflopend', page: 125 }), { now: FIXTURE_NOW });
    expect(result.hits.map((hit) => hit.id)).toEqual(Array.from({ length: 24 }, (_, index) => 24 - index));
  });

  it('answers a page past the end with no listings and the right total', () => {
    const result = engine.search(request({ page: 1_000_000_000_000 }), { now: FIXTURE_NOW });
    expect(result.hits).toEqual([]);
    expect(result.total).toBe(3000);
  });

  it('finds the listing at any index (previous/next navigation)', () => {
    const hit = engine.search(request({ sort: 'prijsOplopend' }), { now: FIXTURE_NOW, offset: 2999, limit: 1 }).hits[0];
    expect(hit).toEqual({ id: 3000, code: 'ab03000', distanceKm: null });
  });
});

describe('free text', () => {
  const engine = SearchEngine.build([
    listing({ id: 1, brand: 'Citroën', model: 'C3', title: 'Citroën C3 Aircross' }),
    listing({ id: 2, brand: 'Volkswagen', model: 'Golf', variant: 'GTI', title: 'Volkswagen Golf GTI' }),
    listing({ id: 3, brand: 'Volkswagen', model: 'Polo', title: 'Volkswagen Polo' }),
    listing({ id: 4, brand: 'Peugeot', model: '2008', title: 'Peugeot 2008' }),
    listing({ id: 5, brand: 'Peugeot', model: '208', title: 'Peugeot 208' }),
    listing({ id: 6, brand: 'Volkswagen', model: 'Golv', title: 'Volkswagen Golv', photosCount: 20, warrantyTypes: ['bovag24maanden'] }),
  ]);
  const found = (text: string) => ids(engine, { text }).sort((a, b) => a - b);

  it('ignores case and accents', () => {
    expect(found('citroen')).toEqual([1]);
    expect(found('CITROËN aircross')).toEqual([1]);
  });
  it('tolerates a typo in a long enough word', () => {
    expect(found('volkswagn')).toEqual([2, 3, 6]);
    expect(found('aircros')).toEqual([1]);
  });
  it('matches the last word as a prefix of two or more letters', () => {
    expect(found('golf gt')).toEqual([2]);
    expect(found('golf g')).toEqual([]);
    expect(found('peug')).toEqual([4, 5]);
  });
  it('requires every word', () => {
    expect(found('polo golf')).toEqual([]);
  });
  it('does not guess at numbers', () => {
    expect(found('2009')).toEqual([]);
    expect(found('208')).toEqual([5]);
  });
  it('ranks an exact match above a typo match, whatever their quality', () => {
    expect(ids(engine, { text: 'golf' })).toEqual([2, 6]);
  });
  it('finds nothing for a word no listing has', () => {
    expect(found('tractor')).toEqual([]);
  });
});

describe('distance', () => {
  const engine = SearchEngine.build([listing({ id: 1, ...UTRECHT }), listing({ id: 2, ...AMSTERDAM }), listing({ id: 3, ...GRONINGEN })]);

  it('keeps listings within the radius of a postal code', () => {
    expect(ids(engine, { postalCode: '3511 AB', radius: 'ten' })).toEqual([1]);
    expect(ids(engine, { postalCode: '3511 AB', radius: 'fifty', sort: 'afstand' })).toEqual([1, 2]);
  });

  it('sorts by distance and reports it', () => {
    const hits = engine.search(request({ postalCode: '3511', sort: 'afstand' }), { now: FIXTURE_NOW }).hits;
    expect(hits.map((hit) => hit.id)).toEqual([1, 2, 3]);
    expect(hits[0]?.distanceKm).toBeLessThan(2);
    expect(hits[1]?.distanceKm).toBeGreaterThan(25);
    expect(hits[1]?.distanceKm).toBeLessThan(45);
    expect(hits[2]?.distanceKm).toBeGreaterThan(140);
  });

  it('counts listings per radius step, ignoring the radius filter itself', () => {
    const facets = engine.search(request({ postalCode: '3511', radius: 'five' }), { now: FIXTURE_NOW }).facets;
    expect(facets && counts(facets.radius)).toMatchObject({ five: 1, fifty: 2, oneHundred: 2, twoHundred: 3, threeHundred: 3 });
  });
});

describe('added since', () => {
  it('regression: "vandaag" counts from Dutch midnight, not from 24 hours ago', () => {
    const now = Date.UTC(2025, 5, 15, 10, 0);
    const engine = SearchEngine.build([
      listing({ id: 1, addedAt: Date.UTC(2025, 5, 14, 22, 30) }),
      listing({ id: 2, addedAt: Date.UTC(2025, 5, 14, 21, 30) }),
      listing({ id: 3, addedAt: Date.UTC(2025, 5, 1, 12, 0) }),
    ]);
    const result = engine.search(request({ addedSince: 'today' }), { now });
    expect(result.hits.map((hit) => hit.id)).toEqual([1]);
    expect(result.facets && counts(result.facets.addedSince)).toEqual({ today: 1, yesterday: 2, theDayBeforeYesterday: 2, oneWeek: 2, twoWeeks: 3, oneMonth: 3 });
  });
});

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

describe('one dealer’s stock', () => {
  // Dealer 7 has three cars and a bicycle among many listings of dealer 1: its filter visits its posting list.
  const others = Array.from({ length: 40 }, (_, index) => listing({ id: 100 + index, dealerId: 1, brand: index % 2 ? 'Audi' : 'Volkswagen', model: index % 2 ? 'A4' : 'Golf' }));
  const own = [
    listing({ id: 1, dealerId: 7, brand: 'Audi', model: 'A4', fuel: ['diesel'], price: 2_000_000 }),
    listing({ id: 2, dealerId: 7, brand: 'Audi', model: 'A3', fuel: ['benzine'], price: 1_000_000 }),
    listing({ id: 3, dealerId: 7, brand: 'Volkswagen', model: 'Golf', fuel: ['benzine'], price: 1_500_000 }),
    listing({ id: 4, dealerId: 7, mobilityType: 'bicycle', kind: 'ebike', bodyType: 'stadsfiets', brand: 'Gazelle', model: 'Ultimate C8', fuel: ['elektriciteit'] }),
  ];
  const engine = SearchEngine.build([...others, ...own]);

  it('finds only that dealer’s listings, within the type or across all types', () => {
    expect(ids(engine, { dealer: 7, sort: 'prijsOplopend' })).toEqual([2, 3, 1]);
    expect(ids(engine, { mobilityType: 'alle', dealer: 7 }).sort()).toEqual([1, 2, 3, 4]);
    expect(engine.search(request({ dealer: 1 }), { now: FIXTURE_NOW }).total).toBe(40);
  });

  it('combines with the other filters and free text', () => {
    expect(ids(engine, { dealer: 7, brand: 'audi', sort: 'prijsOplopend' })).toEqual([2, 1]);
    expect(ids(engine, { dealer: 7, fuel: 'benzine', price: { max: 12_000 } })).toEqual([2]);
    expect(ids(engine, { dealer: 7, text: 'golf' })).toEqual([3]);
    expect(ids(engine, { dealer: 1, text: 'a4' })).toHaveLength(20);
  });

  it('counts every facet within the dealer’s stock, each without its own filter', () => {
    const facets = engine.search(request({ dealer: 7, fuel: 'benzine' }), { now: FIXTURE_NOW }).facets;
    expect(facets && counts(facets.fuel)).toEqual({ benzine: 2, diesel: 1 });
    expect(facets && counts(facets.brand)).toEqual({ audi: 1, volkswagen: 1 });
    const all = engine.search(request({ mobilityType: 'alle', dealer: 7 }), { now: FIXTURE_NOW }).facets;
    expect(all && counts(all.brand)).toEqual({ audi: 2, gazelle: 1, volkswagen: 1 });
  });

  it('gives an empty result, not an error, for a dealer without listings', () => {
    const result = engine.search(request({ dealer: 999 }), { now: FIXTURE_NOW });
    expect(result.total).toBe(0);
    expect(result.hits).toEqual([]);
    expect(result.facets && counts(result.facets.brand)).toEqual({});
  });

  it('scans instead when the dealer holds most of the type, with the same answer', () => {
    const mostly = SearchEngine.build([...own, listing({ id: 50, dealerId: 8 })]);
    expect(ids(mostly, { dealer: 7, sort: 'prijsOplopend' })).toEqual([2, 3, 1]);
    expect(ids(mostly, { dealer: 8 })).toEqual([50]);
    const facets = mostly.search(request({ dealer: 7, brand: 'audi' }), { now: FIXTURE_NOW }).facets;
    expect(facets && counts(facets.brand)).toEqual({ audi: 2, volkswagen: 1 });
  });

  it('follows listings as they come, move dealer and go, and keeps dealers through a rebuild', () => {
    const changing = SearchEngine.build([...others, ...own]);
    changing.upsert(listing({ id: 5, dealerId: 7, brand: 'Fiat', model: '500' }));
    changing.upsert(listing({ id: 6, dealerId: 12, brand: 'Fiat', model: '500' }));
    changing.upsert(listing({ id: 3, dealerId: 12, brand: 'Volkswagen', model: 'Golf' }));
    changing.remove(1);
    expect(ids(changing, { dealer: 7 }).sort()).toEqual([2, 5]);
    expect(ids(changing, { dealer: 12 }).sort()).toEqual([3, 6]);
    const byId = new Map(changing.documents().map((document) => [document.id, document.dealerId]));
    expect([byId.get(2), byId.get(3), byId.get(6), byId.get(100)]).toEqual([7, 12, 12, 1]);
    const rebuilt = SearchEngine.build(changing.documents());
    expect(ids(rebuilt, { dealer: 12 }).sort()).toEqual([3, 6]);
  });
});
