/** What a search returns: its order, its pages, free text, distance and the added-since window. */
import { describe, expect, it } from 'vitest';
import { SORT_ORDERS } from '@/lib/vehicle/enums';
import { SearchEngine } from './engine';
import { AMSTERDAM, FIXTURE_NOW, GRONINGEN, UTRECHT, daysAgo, listing, request } from './testing/fixtures';
import { counts, ids } from './testing/answers';

describe('sort orders', () => {
  const docs = [
    listing({ id: 1, price: 500_000, year: 2015, month: 3, mileage: 120_000, modelYear: 2015, addedAt: daysAgo(30), certainties: [], priceRating: 'fair', dealRatio: 1.01, ...UTRECHT }),
    listing({ id: 2, price: 900_000, year: 2019, month: 1, mileage: null, modelYear: null, addedAt: daysAgo(1), certainties: ['afleverbeurt'], priceRating: 'sharp', dealRatio: 0.88, ...GRONINGEN }),
    listing({ id: 3, price: 700_000, year: 2019, month: 11, mileage: 30_000, modelYear: 2020, addedAt: daysAgo(5), certainties: ['afleverbeurt', 'puntencheck40'], warrantyTypes: ['bovag12maanden'], priceRating: 'high', dealRatio: 1.12, ...AMSTERDAM }),
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
    // Best price against the market first; the unrated listing last.
    prijsbeoordeling: [2, 1, 3, 4],
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
