/** Filters and their disjunctive facet counts, including one dealer’s stock. */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { FIXTURE_NOW, listing, request } from './testing/fixtures';
import { counts, ids } from './testing/answers';

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
      { from: null, to: 500, count: 1, atFrom: 0 },
      { from: 4500, to: 5000, count: 1, atFrom: 0 },
      // € 5.000 exactly: the step "tot en met € 5.000" counts it (issue 49).
      { from: 5000, to: 6000, count: 1, atFrom: 1 },
      { from: 75000, to: null, count: 1, atFrom: 0 },
    ]);
  });

  it('counts power in the pk bands of product §9 and leaves out listings without power', () => {
    // 36 kW is 49 pk, 37 kW is 50 pk, 258 kW is 351 pk.
    const engine = SearchEngine.build([listing({ id: 1, powerKw: 36 }), listing({ id: 2, powerKw: 37 }), listing({ id: 3, powerKw: 258 }), listing({ id: 4, powerKw: null })]);
    expect(engine.search(request(), { now: FIXTURE_NOW }).facets?.powerPk).toEqual([
      { from: null, to: 50, count: 1, atFrom: 0 },
      { from: 50, to: 75, count: 1, atFrom: 1 },
      { from: 350, to: null, count: 1, atFrom: 0 },
    ]);
  });

  it('treats a price bound as whole euros, inclusive at both ends', () => {
    const engine = SearchEngine.build([listing({ id: 1, price: 2_000_000 }), listing({ id: 2, price: 2_000_050 })]);
    expect(ids(engine, { price: { max: 20000 } })).toEqual([1]);
    expect(ids(engine, { price: { min: 20000, max: 20000 } })).toEqual([1]);
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

  it('counts the dealers of a request\'s matches, after changes too', () => {
    expect(engine.dealerCount(request(), FIXTURE_NOW)).toBe(2);
    expect(engine.dealerCount(request({ mobilityType: 'bicycle' }), FIXTURE_NOW)).toBe(1);
    expect(engine.dealerCount(request({ brand: 'audi', model: 'a3' }), FIXTURE_NOW)).toBe(1);
    expect(engine.dealerCount(request({ brand: 'fiat' }), FIXTURE_NOW)).toBe(0);
    const changing = SearchEngine.build([...others, ...own]);
    changing.upsert(listing({ id: 60, dealerId: 12, brand: 'Fiat', model: '500' }));
    expect(changing.dealerCount(request(), FIXTURE_NOW)).toBe(3);
    changing.remove(60);
    expect(changing.dealerCount(request(), FIXTURE_NOW)).toBe(2);
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
