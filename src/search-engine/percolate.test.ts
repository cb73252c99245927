/**
 * Percolation answers what the search page answers: the same matches and count as the engine over
 * the whole inventory, restricted to the new listings, without building or scanning that inventory.
 */
import { propertyRuns } from '@/lib/testing/property-runs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRequestArbitrary } from '@/lib/search-request/request-arbitrary';
import type { SearchDocument } from './document';
import { SearchEngine } from './engine';
import { percolate, Percolator, type StandingQuery } from './percolate';
import { NOW, documentsArbitrary, engineRequestArbitrary, textRequestArbitrary } from './testing/arbitraries';
import { FIXTURE_NOW, daysAgo, listing, request } from './testing/fixtures';

const options = (inventory: readonly SearchDocument[], limit?: number) => ({ now: FIXTURE_NOW, inventoryModels: inventory, ...(limit === undefined ? {} : { limit }) });
const query = (id: string, input: Parameters<typeof request>[0], since = daysAgo(7)): StandingQuery => ({ id, request: request(input), since });

afterEach(() => vi.restoreAllMocks());

describe('percolate', () => {
  const golf = listing({ id: 1, brand: 'Volkswagen', model: 'Golf', price: 1_200_000, addedAt: daysAgo(1) });
  const a4 = listing({ id: 2, brand: 'Audi', model: 'A4', price: 2_500_000, addedAt: daysAgo(2) });
  const polo = listing({ id: 3, brand: 'Volkswagen', model: 'Polo', price: 800_000, addedAt: daysAgo(10) });
  const gazelle = listing({ id: 4, mobilityType: 'bicycle', kind: 'ebike', brand: 'Gazelle', model: 'Ultimate C8', price: 250_000, addedAt: daysAgo(1) });
  const delta = [golf, a4, polo, gazelle];

  it('matches a brand filter', () => {
    expect(percolate(delta, [query('vw', { brand: 'volkswagen' }, daysAgo(30))], options(delta))).toEqual([{ queryId: 'vw', listingIds: [1, 3], total: 2 }]);
  });

  it('matches a price range (euros in the request, cents in the listing)', () => {
    const matches = percolate(delta, [query('cheap', { price: { max: 15_000 } }, daysAgo(30)), query('dear', { price: { min: 20_000 } }, daysAgo(30))], options(delta));
    expect(matches.map((match) => [match.queryId, [...match.listingIds].sort()])).toEqual([
      ['cheap', [1, 3]],
      ['dear', [2]],
    ]);
  });

  it('leaves out listings added at or before `since`', () => {
    const [match] = percolate(delta, [query('vw', { brand: 'volkswagen' }, daysAgo(5))], options(delta));
    expect(match).toEqual({ queryId: 'vw', listingIds: [1], total: 1 });
    expect(percolate(delta, [query('exact', { brand: 'volkswagen' }, golf.addedAt)], options(delta))).toEqual([]);
    expect(percolate(delta, [query('just before', { brand: 'volkswagen' }, golf.addedAt - 1)], options(delta))).toHaveLength(1);
  });

  it('runs identical requests once, whatever their page or `since`', () => {
    const search = vi.spyOn(SearchEngine.prototype, 'search');
    const queries: StandingQuery[] = [
      query('a', { brand: 'volkswagen', price: { max: 15_000 } }, daysAgo(30)),
      query('b', { price: { max: 15_000 }, brand: ['volkswagen'], page: 3 }, daysAgo(5)),
      query('c', { brand: 'audi' }),
    ];
    const matches = percolate(delta, queries, options(delta));
    expect(search).toHaveBeenCalledTimes(2);
    expect(matches).toEqual([
      { queryId: 'a', listingIds: [1, 3], total: 2 },
      { queryId: 'b', listingIds: [1], total: 1 },
      { queryId: 'c', listingIds: [2], total: 1 },
    ]);
  });

  it('skips queries of a mobility type, brand or dealer the delta does not have, without building an engine', () => {
    const build = vi.spyOn(SearchEngine, 'build');
    const cars = [golf, a4];
    const queries = [query('bikes', { mobilityType: 'bicycle' }), query('fiat', { brand: 'fiat' }), query('dealer', { dealer: 99 }), query('old', {}, daysAgo(0))];
    expect(percolate(cars, queries, options(cars))).toEqual([]);
    expect(build).not.toHaveBeenCalled();
    expect(percolate([], [query('all', { mobilityType: 'alle' })], options([]))).toEqual([]);
  });

  it('returns `limit` ids in the page order and counts every new match', () => {
    const many = Array.from({ length: 15 }, (_, index) => listing({ id: 100 + index, price: 1_000_000 - index * 10_000, addedAt: daysAgo(1) }));
    const cheapestFirst = [...many].reverse().map((doc) => doc.id);
    const [standard] = percolate(many, [query('q', { sort: 'prijsOplopend' })], options(many));
    expect(standard).toEqual({ queryId: 'q', listingIds: cheapestFirst.slice(0, 10), total: 15 });
    const [three] = percolate(many, [query('q', { sort: 'prijsOplopend' })], options(many, 3));
    expect(three).toEqual({ queryId: 'q', listingIds: cheapestFirst.slice(0, 3), total: 15 });
    expect(() => percolate(many, [], options(many, -1))).toThrow(RangeError);
  });

  it('resolves a model that several brands use against the inventory, as the search page does', () => {
    const panda = listing({ id: 10, brand: 'Fiat', model: 'Panda', addedAt: daysAgo(1) });
    const citroen500 = listing({ id: 11, brand: 'Citroën', model: '500', addedAt: daysAgo(1) });
    const fiat500 = listing({ id: 12, brand: 'Fiat', model: '500', addedAt: daysAgo(40) });
    const fiat500Query = query('fiat-500', { brand: 'fiat', model: '500' });
    const newOnes = [panda, citroen500];
    // With a Fiat 500 live, "Fiat 500" means that model only: the new Panda is not one.
    expect(percolate(newOnes, [fiat500Query], options([...newOnes, fiat500]))).toEqual([]);
    // Without one, the page shows every Fiat and the other brands' 500s.
    const [without] = percolate(newOnes, [fiat500Query], options(newOnes));
    expect(without?.total).toBe(2);
    expect([...(without?.listingIds ?? [])].sort()).toEqual([10, 11]);
  });

  it('answers batches through one percolator as one call would, building its engine and running each search once', () => {
    const build = vi.spyOn(SearchEngine, 'build');
    const search = vi.spyOn(SearchEngine.prototype, 'search');
    const panda = listing({ id: 10, brand: 'Fiat', model: 'Panda', addedAt: daysAgo(1) });
    const fiat500 = listing({ id: 12, brand: 'Fiat', model: '500', addedAt: daysAgo(40) });
    const percolator = new Percolator([golf, panda], { now: FIXTURE_NOW, inventoryModels: [golf, panda, fiat500] });
    expect(percolator.match([query('vw', { brand: 'volkswagen' })])).toEqual([{ queryId: 'vw', listingIds: [1], total: 1 }]);
    // The second batch names the 500, which only the inventory has: it narrows Fiat to its 500 and leaves every Volkswagen.
    const fiat500OrVolkswagen = query('fiat-500-or-vw', { brand: ['fiat', 'volkswagen'], model: '500' });
    expect(percolator.match([fiat500OrVolkswagen, query('fiat', { brand: 'fiat' })])).toEqual([
      { queryId: 'fiat-500-or-vw', listingIds: [1], total: 1 },
      { queryId: 'fiat', listingIds: [10], total: 1 },
    ]);
    expect(percolator.match([query('vw again', { brand: 'volkswagen' }, daysAgo(30))])).toEqual([{ queryId: 'vw again', listingIds: [1], total: 1 }]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('counts a repeated listing once, in its last version', () => {
    const cheaper = { ...golf, price: 900_000 };
    const [match] = percolate([golf, cheaper], [query('cheap', { price: { max: 10_000 } }, daysAgo(30))], options([cheaper]));
    expect(match).toEqual({ queryId: 'cheap', listingIds: [1], total: 1 });
  });
});

describe('percolate against the engine over the whole inventory', () => {
  const DAY = 86_400_000;
  const requestArbitrary = fc.oneof({ weight: 5, arbitrary: engineRequestArbitrary }, { weight: 1, arbitrary: textRequestArbitrary }, { weight: 1, arbitrary: searchRequestArbitrary });
  // `since` up to 80 days back (listings are up to 70 days old); some queries repeat a request with another `since`.
  const queriesArbitrary = fc
    .array(fc.record({ request: requestArbitrary, since: fc.integer({ min: 0, max: 80 * DAY }), repeats: fc.array(fc.integer({ min: 0, max: 80 * DAY }), { maxLength: 2 }) }), {
      minLength: 1,
      maxLength: 8,
    })
    .map((drafts) =>
      drafts.flatMap(({ request, since, repeats }, index) =>
        [since, ...repeats].map((back, repeat): StandingQuery => ({ id: `${index}.${repeat}`, request, since: NOW - back })),
      ),
    );

  it('finds, for every query, exactly the full engine matches among the delta listings added after `since`', () => {
    fc.assert(
      fc.property(documentsArbitrary(250), fc.array(fc.nat(3), { minLength: 250, maxLength: 250 }), queriesArbitrary, fc.integer({ min: 1, max: 5 }), (inventory, picks, queries, limit) => {
        // About a quarter of the inventory is new or changed: small enough that the delta often lacks a model the inventory has.
        const delta = inventory.filter((_, index) => picks[index] === 0);
        const full = SearchEngine.build(inventory);
        const deltaById = new Map(delta.map((doc) => [doc.id, doc]));
        const everything = percolate(delta, queries, { now: NOW, inventoryModels: inventory, limit: 1_000 });
        const limited = new Map(percolate(delta, queries, { now: NOW, inventoryModels: inventory, limit }).map((match) => [match.queryId, match]));
        const found = new Map(everything.map((match) => [match.queryId, match]));
        for (const { id, request, since } of queries) {
          const all = full.search(request, { now: NOW, facets: false, offset: 0, limit: inventory.length }).hits;
          const expected = all.map((hit) => hit.id).filter((hit) => (deltaById.get(hit)?.addedAt ?? -Infinity) > since);
          const match = found.get(id);
          expect(new Set(match?.listingIds ?? [])).toEqual(new Set(expected));
          expect(match?.total ?? 0).toBe(expected.length);
          const short = limited.get(id);
          expect(short?.total ?? 0).toBe(expected.length);
          expect(short?.listingIds ?? []).toEqual((match?.listingIds ?? []).slice(0, limit));
        }
        // In batches through one percolator (stand-ins added to the built engine as batches name new models): the same answer.
        const percolator = new Percolator(delta, { now: NOW, inventoryModels: inventory });
        const batched = queries.flatMap((_, index) => (index % 2 === 0 ? percolator.match(queries.slice(index, index + 2), 1_000) : []));
        expect(batched).toEqual(everything);
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 120_000);
});
